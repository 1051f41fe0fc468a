import { fxRate, money, pct, price, qty, text, ticker } from '../facts.js';
import { conversationsOf, held, news, tradeLog, V, writtenPercent, type Language, type Row } from '../languages/rows.js';
import type { Fact } from '../match.js';
import type { Conversation } from '../questions.js';
import { close, fees, fifo, periodStart, position, rate, slice, stress, type Valuation } from '../reference.js';
/**
 * A HELD-OUT multilingual set: the same question types as ../languages (value, holdings, a position by
 * ticker and by company name, the biggest holding, allocation, currency and sector exposure,
 * performance over 3 months / this year / one year, fees, realized gains, risk, news, terms, an
 * exchange rate, a price, an advice request), each asked in German, French and Spanish in wordings
 * written without reading the chat's understanding or planner code: informal and formal address,
 * one-word messages, missing accents and the odd typo a phone user makes, longer sentences.
 * Expected figures come from ../reference.ts only, read in the answer's language; words are required
 * only where no figure can show the answer (a term explained, a story, a refusal).
 */



const largest = (v: Valuation) => [...v.positions].sort((a, b) => b.value - a.value)[0]!;
/** A position asked for by company name: the figures only (the answer may name it either way). */
const heldByName = (v: Valuation, t: string): Fact[] => {
  const p = position(v, t);
  return [qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
};
const realized = fifo(tradeLog, 'USD');
const RETURN: Record<Language, RegExp> = { de: /Rendite|Wertentwicklung|Performance/i, fr: /rendement|performance/i, es: /rentabilidad|rendimiento/i };
const VOLATILITY: Record<Language, RegExp> = { de: /Volatilität/i, fr: /volatilité/i, es: /volatilidad/i };
const SWINGS: Record<Language, RegExp> = { de: /schwank/i, fr: /variation|fluctu|varie/i, es: /oscila|variaci|fluct/i };
const PEAK: Record<Language, RegExp> = { de: /Höchst|Hoch|Spitze/i, fr: /sommet|pic|plus haut|maximum/i, es: /máximo|pico|cima/i };
const COMPARE: Record<Language, RegExp> = { de: /vergleich/i, fr: /compar/i, es: /compar/i };
const INDEX: Record<Language, RegExp> = { de: /Index/i, fr: /indice/i, es: /índice|indice/i };
const NO_ADVICE: Record<Language, RegExp> = {
  de: /keine\s+(\S+\s+)?(Anlage|Finanz|Kauf|Verkaufs|Invest)?(beratung|empfehlung|ratschl|prognose)|nicht\s+(\S+\s+)?(beraten|empfehlen)/i,
  fr: /(pas|aucun)e?\s+(de\s+)?(\S+\s+)?(conseil|recommandation|prévision|prédiction)|ne\s+(peux|puis|donne|fournis|fais)\s+pas/i,
  es: /no\s+(puedo\s+|doy\s+|ofrezco\s+|proporciono\s+)?(dar\s+|ofrecer\s+|hacer\s+)?(asesoramiento|consejo|recomendaci|predic|asesor)|ning[uú]n\s+(consejo|asesoramiento)|sin\s+(asesoramiento|recomendaci)/i,
};

const ROWS: Row[] = [
  // ---- Value ----------------------------------------------------------------------------------
  {
    id: 'value-gbp',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    ask: { de: 'was is mein portfolio grad wert', fr: 'ça vaut combien en ce moment mon portefeuille ?', es: 'cuanto vale ahora mismo mi cartera' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.gbp.total, 'GBP')],
  },
  {
    id: 'value-crypto-short',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    ask: { de: 'Gesamtwert?', fr: 'valeur totale ?', es: '¿Valor total?' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.crypto.total, 'USD')],
  },
  {
    id: 'value-trader-formal',
    category: 'portfolio',
    portfolio: 'trader',
    ask: {
      de: 'Könnten Sie mir bitte sagen, wie hoch der aktuelle Gesamtwert meiner Anlagen ist?',
      fr: 'Pourriez-vous m’indiquer la valeur actuelle de l’ensemble de mes placements ?',
      es: '¿Podría decirme cuánto valen en total mis inversiones a día de hoy?',
    },
    tools: ['portfolio_summary'],
    facts: () => [money(V.trader.total, 'USD')],
  },
  // ---- Holdings -------------------------------------------------------------------------------
  {
    id: 'holdings-eur',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    ask: { de: 'Was hab ich eigentlich alles im Depot?', fr: 'j’ai quoi dans mon portefeuille en fait ?', es: '¿Qué tengo exactamente en mi cartera?' },
    tools: ['holdings'],
    facts: () => V.eur.positions.map((p) => ticker(p.ticker)),
  },
  {
    id: 'holdings-trader-formal',
    category: 'portfolio',
    portfolio: 'trader',
    ask: {
      de: 'Bitte listen Sie alle Wertpapiere auf, die ich derzeit halte.',
      fr: 'Pouvez-vous me lister tous les titres que je détiens actuellement ?',
      es: 'Por favor, enumere todos los valores que tengo actualmente.',
    },
    tools: ['holdings'],
    facts: () => V.trader.positions.map((p) => ticker(p.ticker)),
  },
  // ---- One position ---------------------------------------------------------------------------
  {
    id: 'position-shel-ticker',
    category: 'position',
    portfolio: 'gbp-conservative',
    ask: { de: 'wie viele SHEL hab ich und was sind die wert', fr: 'combien j’ai de SHEL et ça vaut combien ?', es: 'cuantas SHEL tengo y cuanto valen' },
    tools: ['position'],
    facts: () => held(V.gbp, 'SHEL'),
  },
  {
    id: 'position-jpm-short',
    category: 'position',
    portfolio: 'usd-growth',
    ask: { de: 'JPM Position?', fr: 'position JPM ?', es: '¿posición en JPM?' },
    tools: ['position'],
    facts: () => held(V.usd, 'JPM'),
  },
  {
    id: 'position-apple-name',
    category: 'position',
    portfolio: 'usd-growth',
    ask: { de: 'Wie stehts um meine Apple-Aktien?', fr: 'Où en sont mes actions Apple ?', es: '¿Cómo van mis acciones de Apple?' },
    tools: ['position'],
    facts: () => heldByName(V.usd, 'AAPL'),
  },
  {
    id: 'position-microsoft-name',
    category: 'position',
    portfolio: 'gbp-conservative',
    ask: { de: 'Wie viel sind meine Microsoft-Aktien in Pfund wert?', fr: 'Mes actions Microsoft valent combien en livres ?', es: '¿Cuánto valen mis acciones de Microsoft en libras?' },
    tools: ['position'],
    facts: () => heldByName(V.gbp, 'MSFT'),
  },
  // ---- Biggest holding ------------------------------------------------------------------------
  {
    id: 'largest-usd',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Was ist meine dickste Position?', fr: 'c’est quoi ma ligne la plus importante ?', es: '¿Cuál es la posición que más pesa en mi cartera?' },
    tools: [['portfolio_summary', 'holdings', 'concentration']],
    facts: () => [ticker(largest(V.usd).ticker), pct(largest(V.usd).weight)],
  },
  {
    id: 'largest-crypto',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    ask: { de: 'Welcher Titel macht bei mir den größten Anteil aus?', fr: 'Quel titre pèse le plus lourd chez moi ?', es: '¿Qué valor pesa mas en mi cartera?' },
    tools: [['portfolio_summary', 'holdings', 'concentration']],
    facts: () => [ticker(largest(V.crypto).ticker), pct(largest(V.crypto).weight)],
  },
  // ---- Allocation and exposure ----------------------------------------------------------------
  {
    id: 'allocation-usd-informal',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    ask: {
      de: 'Aktien, Anleihen, Krypto – wie ist das bei mir verteilt?',
      fr: 'actions / obligations / crypto, c’est réparti comment chez moi ?',
      es: 'acciones, bonos, cripto... ¿cómo lo tengo repartido?',
    },
    tools: ['allocation'],
    facts: () => [pct(slice(V.usd, 'assetClass', 'equity').weight), pct(slice(V.usd, 'assetClass', 'fixed_income').weight), pct(slice(V.usd, 'assetClass', 'crypto').weight)],
  },
  {
    id: 'allocation-gbp-formal',
    category: 'allocation & exposure',
    portfolio: 'gbp-conservative',
    ask: {
      de: 'Wie hoch ist der Anteil von Aktien und von Anleihen in meinem Portfolio?',
      fr: 'Quelle est la part des actions et celle des obligations dans mes placements ?',
      es: '¿Qué porcentaje tengo en acciones y qué porcentaje en renta fija?',
    },
    tools: [['allocation', 'exposure']],
    facts: () => [pct(slice(V.gbp, 'assetClass', 'equity').weight), pct(slice(V.gbp, 'assetClass', 'fixed_income').weight)],
  },
  {
    id: 'exposure-dollar-gbp',
    category: 'allocation & exposure',
    portfolio: 'gbp-conservative',
    ask: { de: 'wie viel liegt bei mir in Dollar', fr: 'j’ai quelle part en dollars ?', es: 'cuanto tengo en dolares' },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.gbp, 'currency', 'USD').weight)],
  },
  {
    id: 'exposure-euro-trader',
    category: 'allocation & exposure',
    portfolio: 'trader',
    ask: {
      de: 'Welcher Anteil meines Vermögens ist in Euro angelegt?',
      fr: 'Quelle part de mes avoirs est libellée en euros ?',
      es: '¿Qué porcentaje de mi patrimonio está en euros?',
    },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.trader, 'currency', 'EUR').weight)],
  },
  {
    id: 'sector-energy-eur',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    ask: { de: 'Wie stark bin ich im Energiesektor investiert?', fr: 'Je suis exposé à combien dans l’énergie ?', es: '¿Cuánto peso tiene el sector energético en mi cartera?' },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.eur, 'sector', 'energy').weight)],
  },
  {
    id: 'sector-tech-short',
    category: 'allocation & exposure',
    portfolio: 'trader',
    ask: { de: 'Tech-Anteil?', fr: 'part de la tech ?', es: '% en tecnologia?' },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.trader, 'sector', 'technology').weight)],
  },
  // ---- Performance ----------------------------------------------------------------------------
  {
    id: 'performance-3m',
    category: 'performance',
    portfolio: 'gbp-conservative',
    ask: {
      de: 'Wie hat sich mein Depot in den letzten drei Monaten geschlagen?',
      fr: 'Comment s’est comporté mon portefeuille ces 3 derniers mois ?',
      es: '¿Qué tal le ha ido a mi cartera en los últimos 3 meses?',
    },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'performance-ytd-informal',
    category: 'performance',
    portfolio: 'usd-growth',
    ask: { de: 'wie läufts bei mir dieses jahr bisher', fr: 'ça donne quoi mon portefeuille depuis janvier ?', es: 'que tal va mi cartera este año' },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'performance-1y-formal',
    category: 'performance',
    portfolio: 'crypto-heavy',
    ask: {
      de: 'Welche Wertentwicklung hatte mein Portfolio über die vergangenen zwölf Monate?',
      fr: 'Quelle performance mon portefeuille a-t-il réalisée sur un an ?',
      es: '¿Cuánto ha ganado o perdido mi cartera en un año?',
    },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  // ---- Trades ---------------------------------------------------------------------------------
  {
    id: 'fees-short',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Gebühren?', fr: 'frais ?', es: '¿comisiones?' },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD'))],
  },
  {
    id: 'fees-year-formal',
    category: 'trades',
    portfolio: 'trader',
    ask: {
      de: 'Können Sie mir sagen, was mich das Handeln im letzten Jahr an Ordergebühren gekostet hat?',
      fr: 'Combien m’ont coûté les frais de courtage sur les douze derniers mois ?',
      es: '¿Cuánto me han costado las comisiones de compraventa en el último año?',
    },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD', periodStart('1Y')))],
  },
  {
    id: 'realized-total',
    category: 'trades',
    portfolio: 'trader',
    ask: {
      de: 'Wie viel Gewinn hab ich mit meinen Verkäufen realisiert?',
      fr: 'j’ai encaissé combien de plus-values sur mes ventes ?',
      es: '¿Cuánto he ganado de verdad con lo que he vendido?',
    },
    tools: ['realized_pnl'],
    facts: () => [money(realized.total)],
  },
  {
    id: 'realized-nvidia',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Was hab ich beim Verkauf von Nvidia verdient?', fr: 'Combien j’ai gagné en vendant mes Nvidia ?', es: '¿Cuánto gané al vender Nvidia?' },
    tools: ['realized_pnl'],
    facts: () => [money(realized.realized.get('NVDA') ?? 0)],
  },
  // ---- Risk -----------------------------------------------------------------------------------
  {
    id: 'risk-crash',
    category: 'concentration & risk',
    portfolio: 'eur-balanced',
    ask: {
      de: 'Was könnte ich bei einem Crash verlieren?',
      fr: 'Je risque de perdre combien en cas de krach ?',
      es: '¿Cuánto podría perder si los mercados se desploman?',
    },
    tools: [['risk', 'what_if']],
    facts: () => [money(stress(V.eur).amount), pct(stress(V.eur).pctOfPortfolio)],
  },
  {
    id: 'risk-volatile',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    ask: { de: 'Ist mein Portfolio sehr schwankungsanfällig?', fr: 'Mon portefeuille est-il très volatil ?', es: '¿Es muy volátil mi cartera?' },
    tools: ['risk'],
    facts: () => [money(stress(V.crypto).amount), pct(stress(V.crypto).pctOfPortfolio)],
  },
  // ---- News -----------------------------------------------------------------------------------
  {
    id: 'news-nvidia',
    category: 'news',
    portfolio: 'usd-growth',
    ask: { de: 'Gibts was Neues zu Nvidia?', fr: 'Quoi de neuf chez Nvidia ?', es: '¿Alguna novedad sobre Nvidia?' },
    tools: ['stories'],
    facts: () => news('nvda-guidance'),
  },
  {
    id: 'news-jpm',
    category: 'news',
    portfolio: 'eur-balanced',
    ask: { de: 'Schlagzeilen zu JPMorgan?', fr: 'Des nouvelles de JPMorgan ?', es: 'noticias de JPMorgan' },
    tools: ['stories'],
    facts: () => news('us-bank-earnings'),
  },
  // ---- Terms ----------------------------------------------------------------------------------
  {
    id: 'explain-drawdown',
    category: 'explain',
    portfolio: 'usd-growth',
    ask: { de: 'Was ist ein Drawdown?', fr: 'c’est quoi un drawdown', es: 'que es un drawdown' },
    tools: ['explain_term'],
    facts: (l) => [text(/drawdown/i), text(PEAK[l])],
  },
  {
    id: 'explain-benchmark',
    category: 'explain',
    portfolio: 'eur-balanced',
    ask: { de: 'Was genau ist eigentlich eine Benchmark?', fr: 'Pouvez-vous m’expliquer ce qu’est un benchmark ?', es: '¿Qué es un benchmark?' },
    tools: ['explain_term'],
    facts: (l) => [text(/benchmark|référence|referencia|Vergleichs/i), text(COMPARE[l])],
  },
  {
    id: 'explain-etf',
    category: 'explain',
    portfolio: 'gbp-conservative',
    ask: { de: 'ETF – was ist das?', fr: 'Un ETF, c’est quoi exactement ?', es: 'Oye, ¿qué es un ETF?' },
    tools: ['explain_term'],
    facts: (l) => [ticker('ETF'), text(INDEX[l])],
  },
  {
    id: 'explain-volatility',
    category: 'explain',
    portfolio: 'crypto-heavy',
    ask: { de: 'Erklär mir mal Volatilität', fr: 'Vous pouvez m’expliquer la volatilité ?', es: 'explicame la volatilidad' },
    tools: ['explain_term'],
    facts: (l) => [text(VOLATILITY[l]), text(SWINGS[l])],
  },
  // ---- Market ---------------------------------------------------------------------------------
  {
    id: 'fx-eurusd-short',
    category: 'market',
    portfolio: 'eur-balanced',
    ask: { de: 'Euro Dollar Kurs?', fr: 'cours euro dollar ?', es: '¿A cuánto está el euro frente al dólar?' },
    tools: ['fx_rate'],
    facts: () => [fxRate(rate('EUR', 'USD'))],
  },
  {
    id: 'fx-gbpusd',
    category: 'market',
    portfolio: 'gbp-conservative',
    ask: { de: 'Wie viel Dollar bekomme ich für ein Pfund?', fr: 'Une livre, ça fait combien de dollars ?', es: '¿Cuántos dólares vale una libra?' },
    tools: ['fx_rate'],
    facts: () => [fxRate(rate('GBP', 'USD'))],
  },
  {
    id: 'price-asml',
    category: 'market',
    portfolio: 'usd-growth',
    ask: { de: 'Was kostet ASML gerade?', fr: 'Le cours de ASML ?', es: 'precio de ASML' },
    tools: ['price'],
    facts: () => [price(close('ASML').close)],
  },
  {
    id: 'price-microsoft-name',
    category: 'market',
    portfolio: 'eur-balanced',
    ask: { de: 'Wo steht die Microsoft-Aktie?', fr: 'À combien cote Microsoft ?', es: '¿A cuánto cotiza Microsoft?' },
    tools: ['price'],
    facts: () => [price(close('MSFT').close)],
  },
  {
    id: 'price-bitcoin',
    category: 'market',
    portfolio: 'gbp-conservative',
    ask: { de: 'bitcoin kurs', fr: 'prix du bitcoin', es: 'precio del bitcoin' },
    tools: ['price'],
    facts: () => [price(close('BTC').close)],
  },
  // ---- Policy ---------------------------------------------------------------------------------
  {
    id: 'advice-nvidia',
    category: 'policy',
    portfolio: 'usd-growth',
    ask: { de: 'Soll ich jetzt noch mehr Nvidia kaufen?', fr: 'Tu me conseilles d’acheter encore du Nvidia ?', es: '¿Debería comprar más Nvidia ahora?' },
    tools: [],
    facts: (l) => [text(NO_ADVICE[l]), price(close('NVDA').close)],
  },
];

/** The set in one language: one conversation per question. */
export function conversationsIn(language: Language): Conversation[] {
  return conversationsOf(ROWS, language, 'ho-');
}
