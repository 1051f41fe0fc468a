import { fxRate, money, pct, price, text, ticker } from '../facts.js';
import { held, news, tradeLog, V, writtenPercent, type Language, LANGUAGE_INTENTS, biggest, biggestMonthMover, byName, everyTicker, stressFacts, unrealizedOf, weightOf, type Intent } from '../languages/rows.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Fact } from '../match.js';
import { MERGED_MISSING } from '../books.js';
import type { Turn } from '../questions.js';
import { close, concentration, fees, fifo, holdingsReturn, periodStart, position, priceChange, rate, rateChange, value, type Valuation } from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';

/**
 * The THIRD held-out multilingual set: German, French and Spanish questions written separately per
 * language (three lists, not one list translated), by someone who read only the evaluation format, the
 * reference calculator, the sample market data, README.md, docs/chat.md and docs/insight.md: never the
 * chat's understanding, planner or answer code or its message catalog, and no sentence of the other
 * sets. Retail-investor phrasing: informal and formal address, one- or two-word messages, missing accents,
 * typos, long sentences, regional words (Bavarian/Austrian and Swiss German, Québec and Belgian French,
 * Latin-American and peninsular Spanish), and multi-turn conversations whose follow-ups lean on the turn
 * before. A few turns request an answer locale of their own. Every expected figure comes from
 * ../reference.ts; words are required only where no figure can show the answer.
 */

interface Ask {
  intent: Intent;
  ask: string;
  /** The request's own locale, when the answer is asked for in another language (or a regional variant). */
  locale?: string;
  /** The tools that must run, when they differ from the intent's usual ones. */
  tools?: Turn['tools'];
  facts: Fact[];
}

/** One conversation (one thread): a single question, or a question and its follow-ups. */
interface Question {
  portfolio: string;
  turns: Ask[];
}

/** The shared table, but an unrealized gain may also show in a position, and a price in a comparison or a position. */
const INTENTS: typeof LANGUAGE_INTENTS = {
  ...LANGUAGE_INTENTS,
  unrealized: { category: 'portfolio', tools: [['portfolio_summary', 'holdings', 'position', 'performance']] },
  price: { category: 'market', tools: [['price', 'compare', 'position']] },
};

// ---------------------------------------------------------------------------------------------
// Fact helpers (figures from ../reference.ts only)

const bench = value(USD_BENCHMARKED);
const merged = value(MERGED_MISSING);
const realized = fifo(tradeLog, 'USD');

/** The book's unrealized gain or loss, in money and percent. */
const unrealizedAll = (v: Valuation): Fact[] => [money(v.pnl, v.book.baseCurrency), pct(v.pnlPct)];
const total = (v: Valuation): Fact => money(v.total, v.book.baseCurrency);
const ret = (v: Valuation, period: Parameters<typeof holdingsReturn>[1]): Fact => pct(holdingsReturn(v, period));
/** Fees of one ticker's trades, in the trader book's base currency (USD) at each trade day's rate. */
const feesOf = (t: string): Fact => money(fees(tradeLog.filter((x) => x.ticker === t), 'USD'), 'USD');
/** The tickers traded after a day (the trades of the last month are AGG, MSFT and ASML). */
const tradedAfter = (day: string): Fact[] => [...new Set(tradeLog.filter((t) => t.executedAt.slice(0, 10) > day).map((t) => t.ticker))].map(ticker);

/** A refusal to advise, as each language says it (written for this set). */
const NO_ADVICE: Record<Language, RegExp> = {
  de: /kein\w*\s+(\S+\s+){0,3}\S*(beratung|empfehlung|ratschl|rat\b|prognose|vorhersage)|nicht\s+(\S+\s+){0,3}(beraten|empfehlen|raten|vorhersagen)|keine anlageberatung/i,
  fr: /(aucun\w*|pas|jamais)\s+(de\s+|d['’]\s*)?(\S+\s+){0,3}(conseil|recommandation|prévision|prédiction)|ne\s+(\S+\s+){0,3}(conseill|recommand|donn|fourni|fai|peu|pui|prédi)\w*\s+(pas|aucun)/i,
  es: /no\s+(\S+\s+){0,3}(asesor|consejo|recomend|recomiend|predic|pronóstic|aconsej)|ning[uú]n\w*\s+(\S+\s+){0,2}(consejo|asesor|recomendaci|predicci)|sin\s+(asesor|recomendaci)/i,
};

const q = (portfolio: string, intent: Intent, ask: string, facts: Fact[], more: Pick<Ask, 'locale' | 'tools'> = {}): Question => ({ portfolio, turns: [{ intent, ask, facts, ...more }] });
const turn = (intent: Intent, ask: string, facts: Fact[], more: Pick<Ask, 'locale' | 'tools'> = {}): Ask => ({ intent, ask, facts, ...more });
const thread = (portfolio: string, ...turns: Ask[]): Question => ({ portfolio, turns });

/** Either quotation of a pair (A/B or B/A), cut to three decimals, with a decimal point or comma. */
const eitherRate = (base: string, quote: string): Fact => {
  const cut = (r: number) => r.toFixed(4).slice(0, -1).replace('.', '[.,]');
  return text(new RegExp(`${cut(rate(base, quote))}|${cut(rate(quote, base))}`));
};

/** A price's move over a period asked as a follow-up: price, compare or position may show it. */
const MOVE_TOOLS: Turn['tools'] = [['price', 'compare', 'position', 'performance']];

// ---------------------------------------------------------------------------------------------
// German

const DE: Question[] = [
  q('eur-balanced', 'value', 'Was ist mein Depot aktuell wert?', [total(V.eur)]),
  // Bavarian/Austrian greeting and dialect ("mei", "grad").
  q('gbp-conservative', 'value', 'Servus! Was is mei Depot grad wert?', [total(V.gbp)]),
  // Formal address, in an app set to Swiss French: the answer is French.
  q('usd-growth', 'value', 'Könnten Sie mir bitte mitteilen, wie hoch der Gesamtwert meines Portfolios im Moment ist?', [total(V.usd)], { locale: 'fr-CH' }),
  q('gbp-conservative', 'holdings', 'Welche Titel hab ich eigentlich alle im Depot?', everyTicker(V.gbp)),
  q('crypto-heavy', 'holdings', 'Positionsliste', everyTicker(V.crypto)),
  q('usd-growth', 'position-ticker', 'Wie viele JPM hab ich und was sind die wert?', held(V.usd, 'JPM')),
  q('trader', 'position-ticker', 'zeig mir meine asml position', held(V.trader, 'ASML')),
  q('eur-balanced', 'position-name', 'Wie viel sind meine Shell-Aktien momentan wert?', byName(V.eur, 'SHEL')),
  // A one-letter typo of the company's name.
  q('usd-growth', 'position-name', 'Was macht meine Microsft Position?', byName(V.usd, 'MSFT')),
  q('trader', 'biggest', 'Was ist meine größte Position?', biggest(V.trader)),
  q('eur-balanced', 'biggest', 'Welcher Wert macht bei mir den dicksten Brocken aus?', biggest(V.eur)),
  q('gbp-conservative', 'allocation-class', 'Wie ist mein Depot auf Aktien und Anleihen aufgeteilt?', [weightOf(V.gbp, 'assetClass', 'equity'), weightOf(V.gbp, 'assetClass', 'fixed_income')]),
  // Austrian regional variant of the question's own language.
  q('trader', 'allocation-sector', 'Branchenverteilung bitte', [weightOf(V.trader, 'sector', 'technology'), weightOf(V.trader, 'sector', 'digital_assets')], { locale: 'de-AT' }),
  q('usd-benchmarked', 'allocation-region', 'In welchen Regionen bin ich investiert und wie viel Prozent jeweils?', [weightOf(bench, 'region', 'north_america'), weightOf(bench, 'region', 'global')]),
  q('gbp-conservative', 'allocation-currency', 'Wie viel von meinem Geld steckt in Dollar-Anlagen?', [weightOf(V.gbp, 'currency', 'USD')]),
  q('usd-growth', 'performance-1m', 'Wie hat sich mein Portfolio im letzten Monat entwickelt?', [ret(V.usd, '1M')]),
  q('eur-balanced', 'performance-3m', 'Wertentwicklung 3 Monate?', [ret(V.eur, '3M')]),
  q('gbp-conservative', 'performance-ytd', 'Wie viel Rendite hab ich seit Jahresanfang gemacht?', [ret(V.gbp, 'YTD')]),
  q('merged-missing', 'performance-1y', 'wieviel hat mein depot in den letzten zwölf monaten gebracht', [ret(merged, '1Y')]),
  q('usd-benchmarked', 'benchmark', 'Schlage ich meinen Vergleichsindex über die letzten drei Monate?', [ret(bench, '3M'), pct(priceChange('ACWI', '3M'))]),
  q('trader', 'fees', 'Was hab ich dieses Jahr an Ordergebühren gezahlt?', [money(fees(tradeLog, 'USD', '2025-12-31'), 'USD')]),
  q('trader', 'fees', 'Gebühren für die NVDA-Trades insgesamt?', [feesOf('NVDA')]),
  q('trader', 'realized', 'Wie viel Gewinn habe ich mit meinen Verkäufen bisher realisiert?', [money(realized.total, 'USD')]),
  q('eur-balanced', 'unrealized', 'Wie hoch sind meine Buchgewinne?', unrealizedAll(V.eur)),
  q('crypto-heavy', 'unrealized', 'Lieg ich bei Ether im Minus?', unrealizedOf(V.crypto, 'ETH')),
  q('eur-balanced', 'risk', 'Was würde ein Börsencrash mit meinem Depot anstellen?', stressFacts(V.eur)),
  q('usd-growth', 'volatility', 'Wie stark schwankt mein Depot eigentlich?', [text(/Volatilität|Schwankung/), writtenPercent]),
  q('trader', 'drawdown', 'Was war der heftigste Einbruch vom Höchststand im letzten Jahr?', [text(/Rückgang|Einbruch|Drawdown|Verlust|Höchst|Hoch/), writtenPercent]),
  q('crypto-heavy', 'concentration', 'Hängt mein Depot zu stark am Bitcoin?', [ticker('BTC'), pct(position(V.crypto, 'BTC').weight)]),
  q('usd-growth', 'news', "Gibt's was Neues zu JPMorgan?", news('us-bank-earnings')),
  q('eur-balanced', 'news', 'Irgendwelche Meldungen zu SAP in letzter Zeit?', news('sap-cloud-outlook')),
  q('trader', 'term', 'Was heißt eigentlich FIFO?', [text(/zuerst|älteste|first in|erste/)]),
  q('gbp-conservative', 'term', 'Erklär mir mal, was ein Drawdown ist', [text(/Hoch|Höchst|Gipfel|Spitze/), text(/Rückgang|Fall|Verlust|fällt|sinkt/)]),
  q('eur-balanced', 'fx', 'Wie steht der Euro zum Dollar?', [fxRate(rate('EUR', 'USD'))]),
  // Asked in an app set to British English: the answer is English.
  q('gbp-conservative', 'fx', 'Pfund gegen Dollar – wie hat sich das in den letzten 3 Monaten verändert?', [fxRate(rate('GBP', 'USD')), pct(rateChange('GBP', 'USD', '3M'))], { locale: 'en-GB' }),
  q('usd-growth', 'price', 'Aktueller Kurs von Nvidia?', [price(close('NVDA').close)], { tools: ['price'] }),
  q('crypto-heavy', 'price', 'Was hat ein Bitcoin am 30. Juni gekostet?', [price(close('BTC', '2026-06-30').close)], { tools: ['price'] }),
  q('trader', 'trades', 'Was hab ich zuletzt gekauft oder verkauft?', tradedAfter(periodStart('1M'))),
  q('crypto-heavy', 'profile-fit', 'Passt mein Depot noch zu meinem Risikoprofil?', [weightOf(V.crypto, 'assetClass', 'crypto'), weightOf(V.crypto, 'assetClass', 'equity')]),
  q('eur-balanced', 'rebalance', 'Wie müsste ich umschichten, damit die Gewichtung wieder zu meinem ausgewogenen Profil passt?', [weightOf(V.eur, 'assetClass', 'equity'), weightOf(V.eur, 'assetClass', 'fixed_income')]),
  q('usd-growth', 'changes', 'Was hat sich im letzten Monat bei mir so getan?', [biggestMonthMover(V.usd)]),
  q('usd-growth', 'advice', 'Soll ich jetzt noch mehr Nvidia nachkaufen?', [text(NO_ADVICE.de)]),
  // Multi-turn: the follow-ups name nothing new.
  thread(
    'usd-growth',
    turn('position-name', 'Wie viel ist mein Nvidia-Paket wert?', byName(V.usd, 'NVDA')),
    turn('price', 'Und wie hat sich die Aktie seit Jahresbeginn entwickelt?', [pct(priceChange('NVDA', 'YTD'))], { tools: MOVE_TOOLS }),
  ),
  thread(
    'eur-balanced',
    turn('allocation-currency', 'Wie viel Prozent meines Depots liegen in US-Dollar?', [weightOf(V.eur, 'currency', 'USD')]),
    turn('allocation-currency', 'und in Pfund?', [weightOf(V.eur, 'currency', 'GBP')]),
  ),
  thread(
    'crypto-heavy',
    turn('performance-3m', 'wie lief das depot die letzten 3 monate', [ret(V.crypto, '3M')]),
    turn('performance-1y', 'Und übers ganze Jahr gesehen?', [ret(V.crypto, '1Y')]),
    turn('unrealized', 'Bei welcher Position lieg ich am meisten im Minus?', [ticker('ETH'), ...unrealizedOf(V.crypto, 'ETH')]),
  ),
];

// ---------------------------------------------------------------------------------------------
// French

const FR: Question[] = [
  q('crypto-heavy', 'value', "Combien vaut mon portefeuille aujourd'hui ?", [total(V.crypto)]),
  // Québec French ("là", "c'est combien que"), with the Canadian locale.
  q('trader', 'value', "C'est combien que mon portefeuille vaut, là?", [total(V.trader)], { locale: 'fr-CA' }),
  q('eur-balanced', 'value', 'valorisation ?', [total(V.eur)]),
  q('usd-growth', 'holdings', 'je détiens quoi exactement ?', everyTicker(V.usd)),
  q('eur-balanced', 'holdings', 'fais-moi la liste de ce que je possède', everyTicker(V.eur)),
  q('gbp-conservative', 'position-ticker', "Combien d'IEF j'ai ?", held(V.gbp, 'IEF')),
  q('crypto-heavy', 'position-ticker', 'ma position eth', held(V.crypto, 'ETH')),
  q('trader', 'position-name', 'Où en est ma ligne Exxon ?', byName(V.trader, 'XOM')),
  q('usd-growth', 'position-name', 'combien valent mes actions apple', byName(V.usd, 'AAPL')),
  q('gbp-conservative', 'biggest', 'ma ligne la plus lourde, c’est laquelle ?', biggest(V.gbp)),
  // Asked in an app set to American English: the answer is English.
  q('crypto-heavy', 'biggest', 'Dans mon portefeuille, quel actif pèse le plus lourd en ce moment ?', biggest(V.crypto), { locale: 'en-US' }),
  q('usd-growth', 'allocation-class', "ventilation par classes d'actifs svp", [weightOf(V.usd, 'assetClass', 'equity'), weightOf(V.usd, 'assetClass', 'crypto'), weightOf(V.usd, 'assetClass', 'fixed_income')]),
  q('eur-balanced', 'allocation-sector', 'Je suis exposé à quels secteurs ?', [weightOf(V.eur, 'sector', 'technology'), weightOf(V.eur, 'sector', 'energy')]),
  q('trader', 'allocation-region', 'repartition geographique', [weightOf(V.trader, 'region', 'north_america'), weightOf(V.trader, 'region', 'europe')]),
  q('trader', 'allocation-currency', 'Quelle part de mon portefeuille est en euros ?', [weightOf(V.trader, 'currency', 'EUR')]),
  q('gbp-conservative', 'performance-1m', 'Quelle a été ma performance sur un mois ?', [ret(V.gbp, '1M')]),
  q('usd-growth', 'performance-3m', 'ma perf des trois derniers mois', [ret(V.usd, '3M')]),
  q('crypto-heavy', 'performance-ytd', "Rendement de mon portefeuille depuis le début d'année ?", [ret(V.crypto, 'YTD')]),
  // A language the chat does not write (Italian): the answer is English.
  q('eur-balanced', 'performance-1y', 'rendement sur 12 mois', [ret(V.eur, '1Y')], { locale: 'it-IT' }),
  q('usd-benchmarked', 'benchmark', "Est-ce que je fais mieux que mon indice de référence depuis le début de l'année ?", [ret(bench, 'YTD'), pct(priceChange('ACWI', 'YTD'))]),
  q('trader', 'fees', "Combien j'ai payé de frais de courtage en tout ?", [money(fees(tradeLog, 'USD'), 'USD')]),
  q('trader', 'fees', 'frais des 30 derniers jours', [money(fees(tradeLog, 'USD', periodStart('1M')), 'USD')]),
  q('trader', 'realized', 'plus-values réalisées sur NVDA ?', [money(realized.realized.get('NVDA') ?? 0, 'USD')]),
  q('usd-growth', 'unrealized', 'À combien se montent mes plus-values non réalisées ?', unrealizedAll(V.usd)),
  q('gbp-conservative', 'unrealized', 'Est-ce que je suis gagnant sur Shell ?', unrealizedOf(V.gbp, 'SHEL')),
  q('usd-growth', 'risk', "Si la bourse s'effondre, je perds combien ?", stressFacts(V.usd)),
  q('crypto-heavy', 'volatility', 'Ça bouge beaucoup, mon portefeuille ? Quelle volatilité ?', [text(/volatilit/), writtenPercent]),
  q('eur-balanced', 'drawdown', 'Quelle a été la pire baisse depuis un sommet sur un an ?', [text(/baisse|repli|recul|perte|plus haut|sommet|drawdown/), writtenPercent]),
  q('usd-growth', 'concentration', 'Est-ce que mon portefeuille est trop concentré ?', [pct(concentration(V.usd).top5), ticker('NVDA')]),
  q('crypto-heavy', 'news', 'Quoi de neuf sur le bitcoin ?', news('crypto-regulation')),
  q('usd-growth', 'news', "des nouvelles d'Apple ?", news('apple-tariffs')),
  q('usd-growth', 'term', "C'est quoi le rendement pondéré dans le temps ?", [text(/flux|versement|retrait|apport|dépôt/)]),
  q('trader', 'term', 'Explique-moi la volatilité simplement', [text(/fluctu|variation|varie|écart|oscill|bouge/)]),
  q('eur-balanced', 'fx', 'taux de change euro dollar', [fxRate(rate('EUR', 'USD'))]),
  // Asked in an app set to Spanish: the answer is Spanish.
  q('gbp-conservative', 'fx', 'Combien vaut une livre en euros ?', [fxRate(rate('GBP', 'EUR'))], { locale: 'es-ES' }),
  q('usd-growth', 'price', "cours de l'action JPMorgan ?", [price(close('JPM').close)], { tools: ['price'] }),
  q('trader', 'price', "Combien valait l'ASML à la fin du mois de mars ?", [price(close('ASML', '2026-03-31').close)], { tools: ['price'] }),
  q('trader', 'trades', 'mes derniers ordres passés ?', tradedAfter(periodStart('1M'))),
  q('gbp-conservative', 'profile-fit', 'Mon portefeuille correspond-il toujours à mon profil prudent ?', [weightOf(V.gbp, 'assetClass', 'equity'), weightOf(V.gbp, 'assetClass', 'fixed_income')]),
  q('crypto-heavy', 'rebalance', 'Comment je devrais rééquilibrer tout ça ?', [weightOf(V.crypto, 'assetClass', 'crypto'), weightOf(V.crypto, 'assetClass', 'equity')]),
  q('eur-balanced', 'changes', "Qu'est-ce qui a bougé dans mon portefeuille ces dernières semaines ?", [biggestMonthMover(V.eur)]),
  // Belgian French ("une fois").
  q('crypto-heavy', 'advice', "Dis une fois, tu me conseilles de vendre mon bitcoin maintenant ou j'attends ?", [text(NO_ADVICE.fr)]),
  // Multi-turn.
  thread(
    'gbp-conservative',
    turn('value', 'salut, mon portef vaut combien en ce moment ?', [total(V.gbp)]),
    turn('allocation-class', 'et les obligations, ça représente quelle part là-dedans ?', [weightOf(V.gbp, 'assetClass', 'fixed_income')]),
  ),
  thread(
    'trader',
    turn('fees', "combien de frais j'ai payés au total ?", [money(fees(tradeLog, 'USD'), 'USD')]),
    turn('fees', 'et sur les 12 derniers mois seulement ?', [money(fees(tradeLog, 'USD', periodStart('1Y')), 'USD')]),
  ),
  thread(
    'eur-balanced',
    turn('fx', 'Le cours EUR/USD ?', [fxRate(rate('EUR', 'USD'))]),
    turn('fx', 'et son évolution sur un an ?', [pct(rateChange('EUR', 'USD', '1Y'))]),
    turn('fx', 'et face à la livre ?', [fxRate(rate('EUR', 'GBP'))]),
  ),
];

// ---------------------------------------------------------------------------------------------
// Spanish

const ES: Question[] = [
  q('usd-growth', 'value', '¿Cuánto vale mi cartera hoy?', [total(V.usd)]),
  // Mexican regional variant of the question's own language.
  q('merged-missing', 'value', '¿Cuánto suma todo lo que tengo invertido?', [total(merged)], { locale: 'es-MX' }),
  // Formal address, in an app set to American English: the answer is English.
  q('gbp-conservative', 'value', '¿Podría indicarme el valor total de mi cartera, por favor?', [total(V.gbp)], { locale: 'en-US' }),
  q('trader', 'holdings', '¿Qué valores tengo?', everyTicker(V.trader)),
  q('usd-benchmarked', 'holdings', 'listado de posiciones', everyTicker(bench)),
  q('eur-balanced', 'position-ticker', '¿Cuánto tengo en JPM?', held(V.eur, 'JPM')),
  q('usd-growth', 'position-ticker', 'cuanto tengo de nvda', held(V.usd, 'NVDA')),
  q('crypto-heavy', 'position-name', '¿Cuánto vale mi bitcoin?', byName(V.crypto, 'BTC')),
  // The company's name with its last letter missing.
  q('gbp-conservative', 'position-name', 'como va mi Microsof', byName(V.gbp, 'MSFT')),
  q('usd-growth', 'biggest', '¿Cuál es mi inversión más grande?', biggest(V.usd)),
  q('merged-missing', 'biggest', '¿Qué posición pesa más en mi cartera?', biggest(merged)),
  q('eur-balanced', 'allocation-class', '¿Qué porcentaje tengo en renta variable y en renta fija?', [weightOf(V.eur, 'assetClass', 'equity'), weightOf(V.eur, 'assetClass', 'fixed_income')]),
  q('gbp-conservative', 'allocation-sector', 'reparto sectorial de mi cartera', [weightOf(V.gbp, 'sector', 'government_bonds'), weightOf(V.gbp, 'sector', 'energy')]),
  q('crypto-heavy', 'allocation-region', '¿Cómo está repartida mi cartera por regiones?', [weightOf(V.crypto, 'region', 'global'), weightOf(V.crypto, 'region', 'north_america')]),
  q('eur-balanced', 'allocation-currency', '¿Cuánto de mi cartera está en libras esterlinas?', [weightOf(V.eur, 'currency', 'GBP')]),
  q('merged-missing', 'performance-1m', '¿Cómo le fue a mi cartera este último mes?', [ret(merged, '1M')]),
  q('crypto-heavy', 'performance-3m', 'rentabilidad ultimos tres meses', [ret(V.crypto, '3M')]),
  q('usd-growth', 'performance-ytd', '¿Cuánto ha rendido mi cartera en lo que va de año?', [ret(V.usd, 'YTD')]),
  q('gbp-conservative', 'performance-1y', '¿Cuánto rindió mi cartera en los últimos doce meses, más o menos?', [ret(V.gbp, '1Y')]),
  // Asked in an app set to German: the answer is German.
  q('usd-benchmarked', 'benchmark', '¿Cómo me fue frente a mi índice de referencia en los últimos 12 meses?', [ret(bench, '1Y'), pct(priceChange('ACWI', '1Y'))], { locale: 'de-DE' }),
  q('trader', 'fees', '¿Cuánto he pagado en comisiones en los últimos doce meses?', [money(fees(tradeLog, 'USD', periodStart('1Y')), 'USD')]),
  q('trader', 'fees', 'comisiones de mis operaciones con ASML', [feesOf('ASML')]),
  q('trader', 'realized', '¿Cuánto gané o perdí con lo que vendí de Apple?', [money(realized.realized.get('AAPL') ?? 0, 'USD')]),
  q('trader', 'realized', 'ganancias realizadas totales', [money(realized.total, 'USD')]),
  q('crypto-heavy', 'unrealized', '¿Cuánto voy ganando sin haber vendido nada?', unrealizedAll(V.crypto)),
  q('gbp-conservative', 'risk', '¿Cuánto perdería si hay un crack bursátil?', stressFacts(V.gbp)),
  q('trader', 'volatility', '¿Qué volatilidad tiene mi cartera?', [text(/volatilidad/), writtenPercent]),
  q('usd-growth', 'drawdown', '¿Cuál ha sido la mayor caída desde máximos de mi cartera?', [text(/caída|descenso|pérdida|máximo|drawdown|retroceso/), writtenPercent]),
  q('eur-balanced', 'concentration', '¿Está mi cartera bien diversificada o demasiado concentrada?', [pct(concentration(V.eur).top5), ticker('ASML')]),
  q('gbp-conservative', 'news', '¿Qué noticias hay de Microsoft?', news('ai-capex')),
  q('merged-missing', 'news', '¿Qué está pasando con el petróleo?', news('oil-supply')),
  q('crypto-heavy', 'term', '¿Me explicas qué significan las bandas del perfil?', [text(/mínimo|máximo|rango|límite|entre/)]),
  q('trader', 'term', 'que es la rotacion de cartera', [text(/compra|venta|compr|vend/)]),
  // "El dólar frente al euro" may be quoted either way: USD/EUR or EUR/USD, to three decimals.
  q('eur-balanced', 'fx', '¿A cómo está el dólar frente al euro?', [eitherRate('USD', 'EUR')]),
  q('gbp-conservative', 'fx', '¿Cuánto ha subido o bajado la libra contra el dólar este año?', [fxRate(rate('GBP', 'USD')), pct(rateChange('GBP', 'USD', 'YTD'))]),
  q('crypto-heavy', 'price', 'precio del ether', [price(close('ETH').close)], { tools: ['price'] }),
  q('usd-growth', 'price', '¿A cuánto cerró Apple el 15 de septiembre?', [price(close('AAPL', '2026-09-15').close)], { tools: ['price'] }),
  q('trader', 'trades', '¿qué compras o ventas hice hace poco?', tradedAfter(periodStart('1M'))),
  q('merged-missing', 'profile-fit', '¿Mi cartera encaja con mi perfil moderado?', [weightOf(merged, 'assetClass', 'equity'), weightOf(merged, 'assetClass', 'fixed_income')]),
  q('gbp-conservative', 'rebalance', '¿Qué tendría que vender o comprar para volver a mi perfil?', [weightOf(V.gbp, 'assetClass', 'equity')]),
  q('usd-benchmarked', 'changes', '¿Novedades en mi cartera este mes?', [biggestMonthMover(bench)]),
  q('usd-growth', 'advice', '¿Debería comprar más Microsoft ahora que ha bajado?', [text(NO_ADVICE.es)]),
  // Multi-turn.
  thread(
    'usd-growth',
    turn('position-name', '¿Cuántos títulos de Microsoft me quedan?', byName(V.usd, 'MSFT')),
    turn('unrealized', '¿y cuánto le voy ganando?', unrealizedOf(V.usd, 'MSFT')),
  ),
  thread(
    'trader',
    turn('trades', 'Che, ¿qué compré y vendí este último mes?', tradedAfter(periodStart('1M'))),
    turn('realized', '¿y cuánto gané en total con las ventas?', [money(realized.total, 'USD')]),
  ),
  thread(
    'eur-balanced',
    turn('news', 'noticias de ASML', news('chip-export-controls')),
    turn('price', '¿y cómo va la acción este mes?', [pct(priceChange('ASML', '1M'))], { tools: MOVE_TOOLS }),
    turn('concentration', '¿cuánto pesa en mi cartera?', [pct(position(V.eur, 'ASML').weight)], { tools: [['position', 'exposure', 'holdings', 'concentration']] }),
  ),
];

const QUESTIONS: Record<Language, Question[]> = { de: DE, fr: FR, es: ES };

const idOf = (language: Language, q: Question, i: number) => `${language}-ho3-${String(i + 1).padStart(2, '0')}-${q.turns[0]!.intent}`;

/** The set in one language: one conversation per question (or thread), ids `<language>-ho3-<nn>-<first intent>`. */
export function conversationsIn(language: Language): EvaluationConversation[] {
  return QUESTIONS[language].map((q, i) => ({
    id: idOf(language, q, i),
    category: q.turns.length > 1 ? 'follow-up' : INTENTS[q.turns[0]!.intent].category,
    portfolio: q.portfolio,
    turns: q.turns.map((t) => ({ question: t.ask, tools: t.tools ?? INTENTS[t.intent].tools, facts: t.facts, ...(t.locale ? { locale: t.locale } : {}) })),
  }));
}

/** Every turn's intent, by conversation id and turn index (the README's per-intent table reads it). */
export function turnIntents(language: Language): { conversation: string; turn: number; intent: Intent; followUp: boolean; locale?: string }[] {
  return QUESTIONS[language].flatMap((q, i) => q.turns.map((t, k) => ({ conversation: idOf(language, q, i), turn: k, intent: t.intent, followUp: k > 0, ...(t.locale ? { locale: t.locale } : {}) })));
}
