import { fxRate, money, pct, price, text, ticker } from '../facts.js';
import { held, news, tradeLog, V, writtenPercent, type Language, LANGUAGE_INTENTS, biggest, biggestMonthMover, byName, everyTicker, stressFacts, unrealizedOf, weightOf, type Intent } from '../languages/rows.js';
import type { Fact } from '../match.js';
import type { Turn } from '../questions.js';
import { close, fees, fifo, holdingsReturn, periodStart, position, priceChange, rate, rateChange, value } from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { USD_BENCHMARKED } from './books.js';

/**
 * The SECOND held-out multilingual set: German, French and Spanish questions written separately per
 * language (not one list translated), by someone who read only the evaluation format, the reference
 * calculator, the market data, README.md and docs/chat.md: never the chat's understanding or planner
 * code or its message catalog. Native retail-investor phrasing: informal and formal address, one- or
 * two-word messages, missing accents, typos, long sentences, Austrian/Swiss German, Belgian/Swiss/
 * Canadian French, Latin-American Spanish. Some turns request an answer locale of their own (the
 * answer is then read in that language). Every expected figure comes from ../reference.ts; words are
 * required only where no figure can show the answer (a term, a story, a refusal, a risk measure the
 * calculator does not compute).
 */


interface Question {
  intent: Intent;
  portfolio: string;
  ask: string;
  /** The request's own locale, when the answer is asked for in another language (or a regional variant). */
  locale?: string;
  /** The tools that must run, when they differ from the intent's usual ones. */
  tools?: Turn['tools'];
  facts: Fact[];
}


const bench = value(USD_BENCHMARKED);
const realized = fifo(tradeLog, 'USD');

/** The trades of the last 30 days (after 2026-10-17): AGG sold, MSFT and ASML bought. */
const recentTrades = (): Fact[] => [...new Set(tradeLog.filter((t) => t.executedAt.slice(0, 10) > periodStart('1M')).map((t) => t.ticker))].map(ticker);

/** A refusal to advise, as each language says it. */
const NO_ADVICE: Record<Language, RegExp> = {
  de: /kein\w*\s+(\S+\s+){0,2}\S*(beratung|empfehlung|ratschl|prognose|vorhersage)|nicht\s+(\S+\s+){0,2}(beraten|empfehlen|raten|vorhersagen)/i,
  fr: /(aucun\w*|pas)\s+(de\s+|d['’]\s*)?(\S+\s+){0,2}(conseil|recommandation|prévision|prédiction)|ne\s+(\S+\s+){0,2}(conseill|recommand|donn|fourni|fai|peu|pui)\w*\s+pas/i,
  es: /no\s+(\S+\s+){0,3}(asesor|consejo|recomend|recomiend|predic|pronóstic)|ning[uú]n\w*\s+(consejo|asesor|recomendaci|predicci)|sin\s+(asesor|recomendaci)/i,
};

const DE: Question[] = [
  { intent: 'value', portfolio: 'usd-growth', ask: 'Moin! Was ist mein Depot im Moment wert?', facts: [money(V.usd.total, 'USD')] },
  { intent: 'value', portfolio: 'eur-balanced', ask: 'Wie viel ist mein Portefeuille zurzeit wert?', facts: [money(V.eur.total, 'EUR')] },
  // Swiss German ("Grüezi", "Wertschriften") in a French-speaking Swiss app: the answer is French.
  { intent: 'value', portfolio: 'trader', locale: 'fr-CH', ask: 'Grüezi, wie viel sind meine Wertschriften total wert?', facts: [money(V.trader.total, 'USD')] },
  { intent: 'holdings', portfolio: 'gbp-conservative', ask: 'Zeig mir bitte alle Papiere, die ich im Depot habe.', facts: everyTicker(V.gbp) },
  { intent: 'holdings', portfolio: 'crypto-heavy', ask: 'Bestände', facts: everyTicker(V.crypto) },
  { intent: 'position-ticker', portfolio: 'eur-balanced', ask: 'Wie viele ASML-Aktien besitze ich und was sind die gerade wert?', facts: held(V.eur, 'ASML') },
  // Austrian ("Wie schaut's aus"), with the Austrian locale.
  { intent: 'position-ticker', portfolio: 'trader', locale: 'de-AT', ask: 'Wie schaut’s mit meinen BTC aus?', facts: held(V.trader, 'BTC') },
  { intent: 'position-name', portfolio: 'usd-growth', ask: 'Was sind meine Nvidia Aktien wert?', facts: byName(V.usd, 'NVDA') },
  { intent: 'position-name', portfolio: 'gbp-conservative', ask: 'wieviel hab ich in shell drin', facts: byName(V.gbp, 'SHEL') },
  { intent: 'biggest', portfolio: 'eur-balanced', ask: 'Was ist bei mir die grösste Position?', facts: biggest(V.eur) },
  {
    intent: 'allocation-class',
    portfolio: 'trader',
    ask: 'Wie sieht meine Vermögensaufteilung nach Anlageklassen aus?',
    facts: [weightOf(V.trader, 'assetClass', 'equity'), weightOf(V.trader, 'assetClass', 'crypto'), weightOf(V.trader, 'assetClass', 'fixed_income')],
  },
  {
    intent: 'allocation-sector',
    portfolio: 'usd-growth',
    ask: 'In welchen Branchen bin ich investiert, und wie stark jeweils?',
    facts: [weightOf(V.usd, 'sector', 'technology'), weightOf(V.usd, 'sector', 'financials')],
  },
  {
    intent: 'allocation-region',
    portfolio: 'eur-balanced',
    ask: 'Wie verteilt sich mein Geld regional – also Europa, USA, Großbritannien und so?',
    facts: [weightOf(V.eur, 'region', 'europe'), weightOf(V.eur, 'region', 'north_america'), weightOf(V.eur, 'region', 'uk')],
  },
  { intent: 'allocation-currency', portfolio: 'gbp-conservative', ask: 'In welchen Währungen stecken meine Anlagen?', facts: [weightOf(V.gbp, 'currency', 'USD'), weightOf(V.gbp, 'currency', 'GBP')] },
  // A German question in an app set to Spanish: the answer is Spanish.
  { intent: 'allocation-currency', portfolio: 'trader', locale: 'es-ES', ask: 'Wie viel Prozent meines Depots liegen in Euro?', facts: [weightOf(V.trader, 'currency', 'EUR')] },
  { intent: 'performance-1m', portfolio: 'crypto-heavy', ask: 'Wie viel hat mein Depot im letzten Monat verloren?', facts: [pct(holdingsReturn(V.crypto, '1M'))] },
  { intent: 'performance-3m', portfolio: 'eur-balanced', ask: 'Performance letzte 3 Monate bitte', facts: [pct(holdingsReturn(V.eur, '3M'))] },
  // "heuer": Austrian and Bavarian for "this year".
  { intent: 'performance-ytd', portfolio: 'gbp-conservative', ask: 'Wie hat sich mein Depot heuer entwickelt?', facts: [pct(holdingsReturn(V.gbp, 'YTD'))] },
  { intent: 'performance-ytd', portfolio: 'crypto-heavy', ask: 'wie is die perfomance seit jahresanfang', facts: [pct(holdingsReturn(V.crypto, 'YTD'))] },
  { intent: 'performance-1y', portfolio: 'usd-growth', ask: 'Welche Rendite hab ich auf Jahressicht gemacht?', facts: [pct(holdingsReturn(V.usd, '1Y'))] },
  {
    intent: 'benchmark',
    portfolio: 'usd-benchmarked',
    ask: 'Wie schlage ich mich seit Jahresbeginn im Vergleich zu meiner Benchmark?',
    facts: [pct(holdingsReturn(bench, 'YTD')), pct(priceChange('ACWI', 'YTD'))],
  },
  { intent: 'fees', portfolio: 'trader', ask: 'Wie viel Gebühren hab ich bis jetzt insgesamt gezahlt?', facts: [money(fees(tradeLog, 'USD'))] },
  // "Spesen" (Swiss/Austrian for costs), asked in an app set to British English.
  { intent: 'fees', portfolio: 'trader', locale: 'en-GB', ask: 'Was haben mich meine Trades dieses Jahr an Spesen gekostet?', facts: [money(fees(tradeLog, 'USD', periodStart('YTD')))] },
  { intent: 'realized', portfolio: 'trader', ask: 'Wie hoch sind meine realisierten Gewinne bisher?', facts: [money(realized.total)] },
  { intent: 'unrealized', portfolio: 'usd-growth', ask: 'Wie viel Buchgewinn hab ich momentan auf dem Depot?', facts: [money(V.usd.pnl, 'USD'), pct(V.usd.pnlPct)] },
  { intent: 'unrealized', portfolio: 'crypto-heavy', ask: 'Wie weit liege ich mit meinen Ether im Minus?', tools: ['position'], facts: unrealizedOf(V.crypto, 'ETH') },
  { intent: 'risk', portfolio: 'gbp-conservative', ask: 'Wie riskant ist mein Portfolio eigentlich?', facts: stressFacts(V.gbp) },
  { intent: 'volatility', portfolio: 'usd-growth', ask: 'Wie stark schwankt mein Depot so?', facts: [text(/Volatilität|schwank/), writtenPercent] },
  {
    intent: 'drawdown',
    portfolio: 'crypto-heavy',
    ask: 'Was war der heftigste Einbruch meines Depots im vergangenen Jahr?',
    facts: [text(/Rückgang|Einbruch|Drawdown|Verlust|Höchst|Hoch/), writtenPercent],
  },
  { intent: 'concentration', portfolio: 'crypto-heavy', ask: 'Bin ich zu sehr auf Bitcoin konzentriert?', facts: [ticker('BTC'), pct(position(V.crypto, 'BTC').weight)] },
  { intent: 'news', portfolio: 'eur-balanced', ask: 'Gibt es Neuigkeiten zu ASML?', facts: news('chip-export-controls') },
  { intent: 'news', portfolio: 'trader', ask: 'Was schreiben die Medien gerade über Microsoft?', facts: news('ai-capex') },
  {
    intent: 'term',
    portfolio: 'gbp-conservative',
    ask: 'Was bedeutet zeitgewichtete Rendite?',
    facts: [text(/zeitgewichtet|time-weighted|TWR/), text(/Einzahlung|Auszahlung|Zufl|Abfl|Geldfl|Cashflow|Mittelfl/)],
  },
  { intent: 'term', portfolio: 'usd-growth', ask: 'Kannst du mir erklären, was Diversifikation bedeutet?', facts: [text(/Diversifi|Streuung/), text(/Risik/)] },
  { intent: 'fx', portfolio: 'eur-balanced', ask: 'Wie steht der Euro gerade zum Pfund?', facts: [fxRate(rate('EUR', 'GBP'))] },
  { intent: 'fx', portfolio: 'usd-growth', ask: 'EURUSD', facts: [fxRate(rate('EUR', 'USD'))] },
  { intent: 'price', portfolio: 'trader', ask: 'Was kostet ein Ether momentan?', facts: [price(close('ETH').close)] },
  { intent: 'price', portfolio: 'gbp-conservative', ask: 'SAP Kurs aktuell', facts: [price(close('SAP').close)] },
  { intent: 'trades', portfolio: 'trader', ask: 'Was habe ich zuletzt gekauft oder verkauft?', facts: recentTrades() },
  {
    intent: 'profile-fit',
    portfolio: 'usd-growth',
    ask: 'Ich habe bei der Kontoeröffnung „wachstumsorientiert“ als Risikoprofil angegeben – passt mein Depot so, wie es jetzt ist, eigentlich noch dazu?',
    facts: [weightOf(V.usd, 'assetClass', 'crypto'), weightOf(V.usd, 'assetClass', 'fixed_income')],
  },
  {
    intent: 'rebalance',
    portfolio: 'eur-balanced',
    ask: 'Welche Umschichtungen bräuchte ich, um wieder in meine Bandbreiten zu kommen?',
    facts: [weightOf(V.eur, 'assetClass', 'equity'), weightOf(V.eur, 'assetClass', 'fixed_income')],
  },
  { intent: 'changes', portfolio: 'usd-growth', ask: 'Was hat sich im letzten Monat in meinem Depot getan?', facts: [biggestMonthMover(V.usd)] },
  { intent: 'advice', portfolio: 'crypto-heavy', ask: 'Soll ich meine Bitcoins jetzt verkaufen oder lieber halten?', facts: [text(NO_ADVICE.de)] },
];

const FR: Question[] = [
  { intent: 'value', portfolio: 'eur-balanced', ask: 'Bonjour, quelle est la valeur de mes placements aujourd’hui ?', facts: [money(V.eur.total, 'EUR')] },
  // Québec.
  { intent: 'value', portfolio: 'usd-growth', ask: 'Combien ça vaut, mon portefeuille, là?', facts: [money(V.usd.total, 'USD')] },
  // A Belgian bank's app set to Dutch: a language the chat does not write, so the answer is English.
  { intent: 'value', portfolio: 'trader', locale: 'nl-BE', ask: 'Combien vaut mon portefeuille à l’heure actuelle ?', facts: [money(V.trader.total, 'USD')] },
  { intent: 'holdings', portfolio: 'gbp-conservative', ask: 'Pourriez-vous me donner la liste de mes lignes ?', facts: everyTicker(V.gbp) },
  { intent: 'holdings', portfolio: 'trader', ask: 'mes titres', facts: everyTicker(V.trader) },
  { intent: 'position-ticker', portfolio: 'trader', ask: 'J’ai combien de NVDA et ça pèse quoi dans mon portefeuille ?', facts: held(V.trader, 'NVDA') },
  { intent: 'position-ticker', portfolio: 'eur-balanced', ask: 'Ma ligne SHEL, elle en est où ?', facts: held(V.eur, 'SHEL') },
  { intent: 'position-name', portfolio: 'usd-growth', ask: 'combien valent mes actions microsoft', facts: byName(V.usd, 'MSFT') },
  { intent: 'position-name', portfolio: 'eur-balanced', ask: 'Ma position chez JP Morgan vaut combien ?', facts: byName(V.eur, 'JPM') },
  { intent: 'biggest', portfolio: 'trader', ask: 'Quelle est ma plus grosse ligne ?', facts: biggest(V.trader) },
  { intent: 'biggest', portfolio: 'gbp-conservative', ask: 'c est quoi mon plus gros placement', facts: biggest(V.gbp) },
  {
    intent: 'allocation-class',
    portfolio: 'eur-balanced',
    ask: 'Comment se répartit mon patrimoine entre actions et obligations ?',
    facts: [weightOf(V.eur, 'assetClass', 'equity'), weightOf(V.eur, 'assetClass', 'fixed_income')],
  },
  { intent: 'allocation-sector', portfolio: 'trader', ask: 'Répartition sectorielle svp', facts: [weightOf(V.trader, 'sector', 'technology'), weightOf(V.trader, 'sector', 'digital_assets')] },
  { intent: 'allocation-region', portfolio: 'usd-growth', ask: 'Quelle part de mon portefeuille est investie en Amérique du Nord ?', facts: [weightOf(V.usd, 'region', 'north_america')] },
  { intent: 'allocation-currency', portfolio: 'eur-balanced', ask: 'Je suis exposé à combien au dollar americain ?', facts: [weightOf(V.eur, 'currency', 'USD')] },
  { intent: 'performance-1m', portfolio: 'usd-growth', ask: 'Comment a évolué mon portefeuille sur le dernier mois ?', facts: [pct(holdingsReturn(V.usd, '1M'))] },
  { intent: 'performance-3m', portfolio: 'crypto-heavy', ask: 'perf sur 3 mois ?', facts: [pct(holdingsReturn(V.crypto, '3M'))] },
  // Belgian "une fois".
  { intent: 'performance-ytd', portfolio: 'eur-balanced', ask: 'Depuis le début de l’année, mon portefeuille a fait combien, une fois ?', facts: [pct(holdingsReturn(V.eur, 'YTD'))] },
  // Québec ("ont-tu"), with the Canadian French locale.
  { intent: 'performance-ytd', portfolio: 'usd-growth', locale: 'fr-CA', ask: 'Mes placements ont-tu monté depuis le début de l’année?', facts: [pct(holdingsReturn(V.usd, 'YTD'))] },
  { intent: 'performance-1y', portfolio: 'gbp-conservative', ask: 'Quel est le rendement de mes placements sur les douze derniers mois ?', facts: [pct(holdingsReturn(V.gbp, '1Y'))] },
  { intent: 'benchmark', portfolio: 'usd-benchmarked', ask: 'Est-ce que je bats mon indice de référence sur un an ?', facts: [pct(holdingsReturn(bench, '1Y')), pct(priceChange('ACWI', '1Y'))] },
  { intent: 'fees', portfolio: 'trader', ask: 'Combien j’ai payé de frais de transaction au total ?', facts: [money(fees(tradeLog, 'USD'))] },
  { intent: 'fees', portfolio: 'trader', ask: 'Les frais de courtage des 30 derniers jours, ça fait combien ?', facts: [money(fees(tradeLog, 'USD', periodStart('1M')))] },
  { intent: 'realized', portfolio: 'trader', ask: 'Mes plus-values réalisées sur MSFT ?', facts: [money(realized.realized.get('MSFT') ?? 0)] },
  { intent: 'unrealized', portfolio: 'eur-balanced', ask: 'J’ai combien de plus-values latentes ?', facts: [money(V.eur.pnl, 'EUR'), pct(V.eur.pnlPct)] },
  // Swiss French in an app set to Swiss German: the answer is German.
  {
    intent: 'unrealized',
    portfolio: 'usd-growth',
    locale: 'de-CH',
    ask: 'Je suis en plus-value de combien sur l’ensemble de mon portefeuille ?',
    facts: [money(V.usd.pnl, 'USD'), pct(V.usd.pnlPct)],
  },
  { intent: 'risk', portfolio: 'usd-growth', ask: 'Quel est le niveau de risque de mon portefeuille ?', facts: stressFacts(V.usd) },
  { intent: 'volatility', portfolio: 'eur-balanced', ask: 'Quelle est la volatilité de mon portefeuille sur un an ?', facts: [text(/volatilit/), writtenPercent] },
  {
    intent: 'drawdown',
    portfolio: 'usd-growth',
    ask: 'Quelle a été la pire baisse depuis un plus haut sur l’année écoulée ?',
    facts: [text(/baisse|recul|chute|perte|drawdown|repli/), writtenPercent],
  },
  { intent: 'concentration', portfolio: 'usd-growth', ask: 'Mon portefeuille est-il trop concentré ?', facts: biggest(V.usd) },
  { intent: 'news', portfolio: 'eur-balanced', ask: 'Des infos récentes sur SAP ?', facts: news('sap-cloud-outlook') },
  { intent: 'news', portfolio: 'crypto-heavy', ask: 'Quelles sont les dernières nouvelles sur le bitcoin ?', facts: news('crypto-regulation') },
  { intent: 'term', portfolio: 'trader', ask: 'Ça veut dire quoi, FIFO ?', facts: [text(/premi/), text(/vend|vente|cession/)] },
  { intent: 'term', portfolio: 'eur-balanced', ask: 'Qu’est-ce qu’une obligation, concrètement ?', facts: [text(/obligation/), text(/prêt|emprunt|dette|intérêt|coupon/)] },
  { intent: 'fx', portfolio: 'gbp-conservative', ask: 'La livre vaut combien en euros aujourd’hui ?', facts: [fxRate(rate('GBP', 'EUR'))] },
  { intent: 'fx', portfolio: 'eur-balanced', ask: 'De combien l’euro a-t-il progressé face au dollar depuis janvier ?', facts: [pct(rateChange('EUR', 'USD', 'YTD'))] },
  { intent: 'fx', portfolio: 'trader', ask: 'taux de change livre/dollar stp', facts: [fxRate(rate('GBP', 'USD'))] },
  { intent: 'price', portfolio: 'usd-growth', ask: 'Quel est le dernier cours d’Apple ?', facts: [price(close('AAPL').close)] },
  { intent: 'price', portfolio: 'eur-balanced', ask: 'L’ETH est à combien en ce moment ?', facts: [price(close('ETH').close)] },
  { intent: 'trades', portfolio: 'trader', ask: 'Quelles ont été mes dernières transactions ?', facts: recentTrades() },
  {
    intent: 'profile-fit',
    portfolio: 'eur-balanced',
    ask: 'Je me suis déclaré investisseur au profil équilibré auprès de ma banque ; mon portefeuille actuel correspond-il encore à ce profil ?',
    facts: [weightOf(V.eur, 'assetClass', 'equity'), weightOf(V.eur, 'assetClass', 'fixed_income')],
  },
  {
    intent: 'rebalance',
    portfolio: 'crypto-heavy',
    ask: 'Comment rééquilibrer mon portefeuille pour rentrer dans les clous de mon profil ?',
    facts: [weightOf(V.crypto, 'assetClass', 'crypto'), weightOf(V.crypto, 'assetClass', 'equity')],
  },
  { intent: 'changes', portfolio: 'gbp-conservative', ask: 'Qu’est-ce qui a bougé dans mon portefeuille sur le dernier mois ?', facts: [biggestMonthMover(V.gbp)] },
  { intent: 'advice', portfolio: 'usd-growth', ask: 'Tu penses que je devrais vendre mes Apple ?', facts: [text(NO_ADVICE.fr)] },
];

const ES: Question[] = [
  // Latin America ("plata", "portafolio").
  { intent: 'value', portfolio: 'crypto-heavy', ask: '¿Cuánta plata tengo en mi portafolio?', facts: [money(V.crypto.total, 'USD')] },
  { intent: 'value', portfolio: 'eur-balanced', ask: 'Dime el valor total de mi cartera', facts: [money(V.eur.total, 'EUR')] },
  // An app set to US English: the answer is English.
  { intent: 'value', portfolio: 'usd-benchmarked', locale: 'en-US', ask: 'cuanto vale mi portafolio en dolares', facts: [money(bench.total, 'USD')] },
  { intent: 'holdings', portfolio: 'usd-growth', ask: '¿En qué estoy invertido?', facts: everyTicker(V.usd) },
  { intent: 'holdings', portfolio: 'eur-balanced', ask: 'composicion de la cartera', facts: everyTicker(V.eur) },
  { intent: 'position-ticker', portfolio: 'usd-growth', ask: '¿Cuántas MSFT tengo y qué porcentaje de la cartera representan?', facts: held(V.usd, 'MSFT') },
  { intent: 'position-ticker', portfolio: 'gbp-conservative', ask: 'mi posicion en IEF', facts: held(V.gbp, 'IEF') },
  // Rioplatense ("Che").
  { intent: 'position-name', portfolio: 'trader', ask: 'Che, ¿cuánto valen mis acciones de Apple?', facts: byName(V.trader, 'AAPL') },
  { intent: 'position-name', portfolio: 'crypto-heavy', ask: 'cuanto tengo en ethereum', facts: byName(V.crypto, 'ETH') },
  { intent: 'biggest', portfolio: 'gbp-conservative', ask: '¿Cuál es mi mayor inversión?', facts: biggest(V.gbp) },
  {
    intent: 'allocation-class',
    portfolio: 'crypto-heavy',
    ask: '¿Qué porcentaje tengo en cripto y cuánto en acciones?',
    facts: [weightOf(V.crypto, 'assetClass', 'crypto'), weightOf(V.crypto, 'assetClass', 'equity')],
  },
  {
    intent: 'allocation-sector',
    portfolio: 'eur-balanced',
    ask: 'Desglose por sectores, por favor',
    facts: [weightOf(V.eur, 'sector', 'technology'), weightOf(V.eur, 'sector', 'energy'), weightOf(V.eur, 'sector', 'financials')],
  },
  { intent: 'allocation-region', portfolio: 'trader', ask: '¿Cuánto tengo invertido en Europa?', facts: [weightOf(V.trader, 'region', 'europe')] },
  { intent: 'allocation-currency', portfolio: 'eur-balanced', ask: '¿Qué parte de mi cartera está en libras esterlinas?', facts: [weightOf(V.eur, 'currency', 'GBP')] },
  { intent: 'performance-1m', portfolio: 'gbp-conservative', ask: '¿Cuánto ha subido o bajado mi cartera en el último mes?', facts: [pct(holdingsReturn(V.gbp, '1M'))] },
  // Mexico ("¿Cómo le fue…?").
  { intent: 'performance-3m', portfolio: 'usd-growth', ask: '¿Cómo le fue a mi portafolio en los últimos tres meses?', facts: [pct(holdingsReturn(V.usd, '3M'))] },
  { intent: 'performance-ytd', portfolio: 'crypto-heavy', ask: 'rentabilidad en lo que va de año', facts: [pct(holdingsReturn(V.crypto, 'YTD'))] },
  // Mexico ("lana": money), with the Mexican locale.
  { intent: 'performance-ytd', portfolio: 'usd-growth', locale: 'es-MX', ask: '¿Cómo va mi lana este año?', facts: [pct(holdingsReturn(V.usd, 'YTD'))] },
  { intent: 'performance-1y', portfolio: 'eur-balanced', ask: '¿Cuál ha sido el rendimiento de mi cartera en los últimos doce meses?', facts: [pct(holdingsReturn(V.eur, '1Y'))] },
  {
    intent: 'benchmark',
    portfolio: 'usd-benchmarked',
    ask: '¿Le estoy ganando al índice de referencia en los últimos 3 meses?',
    facts: [pct(holdingsReturn(bench, '3M')), pct(priceChange('ACWI', '3M'))],
  },
  { intent: 'fees', portfolio: 'trader', ask: '¿Cuánto me han cobrado de comisiones en total?', facts: [money(fees(tradeLog, 'USD'))] },
  { intent: 'fees', portfolio: 'trader', ask: 'comisiones del ultimo año', facts: [money(fees(tradeLog, 'USD', periodStart('1Y')))] },
  { intent: 'fees', portfolio: 'trader', ask: '¿Cuánto pagué en comisiones por ASML?', facts: [money(fees(tradeLog.filter((t) => t.ticker === 'ASML'), 'USD'))] },
  { intent: 'realized', portfolio: 'trader', ask: '¿Cuánto perdí al vender ETH?', facts: [money(realized.realized.get('ETH') ?? 0)] },
  { intent: 'realized', portfolio: 'trader', ask: '¿Cuánto gané en total con las ventas que hice?', facts: [money(realized.total)] },
  { intent: 'unrealized', portfolio: 'gbp-conservative', ask: '¿Cuál es mi ganancia no realizada?', facts: [money(V.gbp.pnl, 'GBP'), pct(V.gbp.pnlPct)] },
  // An app set to German: the answer is German.
  { intent: 'unrealized', portfolio: 'eur-balanced', locale: 'de-DE', ask: '¿Cuánto llevo ganado con mis acciones de SAP?', tools: ['position'], facts: unrealizedOf(V.eur, 'SAP') },
  // Latin America ("¿Qué tan…?", "riesgosa").
  { intent: 'risk', portfolio: 'trader', ask: '¿Qué tan riesgosa es mi cartera?', facts: stressFacts(V.trader) },
  { intent: 'volatility', portfolio: 'gbp-conservative', ask: '¿Cuánta volatilidad tiene mi cartera?', facts: [text(/volatilidad/), writtenPercent] },
  {
    intent: 'drawdown',
    portfolio: 'eur-balanced',
    ask: '¿Cuál fue la mayor caída de mi cartera en el último año?',
    facts: [text(/caída|retroceso|drawdown|pérdida|máximo/), writtenPercent],
  },
  { intent: 'concentration', portfolio: 'trader', ask: '¿Tengo la cartera demasiado concentrada?', facts: biggest(V.trader) },
  { intent: 'news', portfolio: 'usd-growth', ask: '¿Qué noticias hay sobre Apple?', facts: news('apple-tariffs') },
  { intent: 'news', portfolio: 'gbp-conservative', ask: 'novedades de Microsoft', facts: news('ai-capex') },
  { intent: 'term', portfolio: 'usd-growth', ask: '¿Qué significa TWR?', facts: [text(/TWR|ponderad|tiempo/), text(/aporta|retir|flujo|depósito|entrada|salida|ingres/)] },
  { intent: 'term', portfolio: 'crypto-heavy', ask: '¿Qué son las bandas de mi perfil de riesgo?', facts: [text(/banda|rango/), text(/m[ií]nim|m[áa]xim/)] },
  { intent: 'fx', portfolio: 'gbp-conservative', ask: '¿A cómo está la libra frente al euro?', facts: [fxRate(rate('GBP', 'EUR'))] },
  { intent: 'fx', portfolio: 'usd-growth', ask: '¿Cuántos euros me dan por un dólar?', facts: [fxRate(rate('USD', 'EUR'))] },
  { intent: 'fx', portfolio: 'eur-balanced', ask: '¿Cuánto se ha movido el euro contra el dólar en el último mes?', facts: [pct(rateChange('EUR', 'USD', '1M'))] },
  { intent: 'price', portfolio: 'crypto-heavy', ask: '¿A cómo está el bitcoin hoy?', facts: [price(close('BTC').close)] },
  { intent: 'price', portfolio: 'usd-growth', ask: '¿A cuánto cerró Exxon el 30 de junio?', facts: [price(close('XOM', '2026-06-30').close)] },
  { intent: 'trades', portfolio: 'trader', ask: '¿Cuáles fueron mis últimas operaciones?', facts: recentTrades() },
  { intent: 'profile-fit', portfolio: 'gbp-conservative', ask: '¿Mi cartera encaja con mi perfil conservador?', facts: [weightOf(V.gbp, 'assetClass', 'equity')] },
  {
    intent: 'rebalance',
    portfolio: 'usd-growth',
    ask: 'Tengo un perfil de crecimiento a largo plazo y creo que la cartera se me ha descuadrado un poco; ¿qué movimientos tendría que hacer para rebalancearla?',
    facts: [weightOf(V.usd, 'assetClass', 'crypto'), weightOf(V.usd, 'assetClass', 'fixed_income')],
  },
  { intent: 'changes', portfolio: 'crypto-heavy', ask: '¿Qué ha cambiado en mi cartera durante el último mes?', facts: [biggestMonthMover(V.crypto)] },
  { intent: 'advice', portfolio: 'trader', ask: '¿Me recomiendas vender mis acciones de Apple?', facts: [text(NO_ADVICE.es)] },
];

const QUESTIONS: Record<Language, Question[]> = { de: DE, fr: FR, es: ES };

/** The set in one language: one conversation per question, ids `<language>-ho2-<nn>-<intent>`. */
export function conversationsIn(language: Language): EvaluationConversation[] {
  return QUESTIONS[language].map((q, i) => ({
    id: `${language}-ho2-${String(i + 1).padStart(2, '0')}-${q.intent}`,
    category: LANGUAGE_INTENTS[q.intent].category,
    portfolio: q.portfolio,
    turns: [{ question: q.ask, tools: q.tools ?? LANGUAGE_INTENTS[q.intent].tools, facts: q.facts, ...(q.locale ? { locale: q.locale } : {}) }],
  }));
}
