import { fxRate, money, pct, price, qty, text } from '../facts.js';
import type { Conversation } from '../questions.js';
import { allocation, close, concentration, fees, fifo, periodStart, rate, shock, slice, stress, turnover, type Valuation } from '../reference.js';
import { conversationsOf, held, news, tradeLog, V, writtenPercent, type Language, type Row } from './rows.js';

/**
 * A second development set for German, French and Spanish, written after the concept lexicons and
 * on purpose unlike the first (./questions.ts): one-word messages, informal "du / tu / tú" and formal
 * "Sie / vous / usted" address, no accents or umlauts, typos, long sentences, company names and
 * lower-case tickers, and question types the first set does not ask (trades, realized gains, turnover,
 * concentration, benchmark, fit, rebalancing, what changed, what-ifs, advice and forecasts). Each
 * language is phrased on its own, not translated from the others. Facts come from reference.ts.
 */

const RETURN: Record<Language, RegExp> = { de: /Rendite/, fr: /rendement/, es: /rentabilidad/ };
const VOLATILITY: Record<Language, RegExp> = { de: /Volatilität/, fr: /volatilité/, es: /volatilidad/ };
const NO_ADVICE: Record<Language, RegExp> = { de: /keine Anlageberatung/, fr: /pas de conseil en investissement/, es: /No doy asesoramiento/ };
const NO_FORECAST: Record<Language, RegExp> = { de: /keine Vorhersagen/, fr: /pas de prévisions/, es: /No hago predicciones/ };

const largestRegion = (v: Valuation) => [...allocation(v, 'region').values()].sort((a, b) => b.weight - a.weight)[0]!.weight;
const realized = fifo(tradeLog, 'USD');
const trades = turnover(tradeLog, 'USD', V.trader.total);
const halfBitcoin = shock(V.usd, (p) => p.ticker === 'BTC', -50);

const ROWS: Row[] = [
  {
    id: 'value-short',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Depotwert?', fr: 'valeur portefeuille', es: 'saldo total?' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.usd.total, 'USD')],
  },
  {
    id: 'value-informal',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    ask: { de: 'hey, was is mein depot grad wert', fr: 'salut, ca vaut combien mon portefeuille en ce moment ?', es: 'oye cuanto vale ahora mismo mi cartera' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.eur.total, 'EUR')],
  },
  {
    id: 'holdings-formal',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    ask: {
      de: 'Könnten Sie mir bitte alle Positionen in meinem Depot auflisten?',
      fr: 'Pourriez-vous me lister toutes les lignes de mon portefeuille ?',
      es: '¿Podría enumerarme todas las posiciones de mi cartera?',
    },
    tools: ['holdings'],
    facts: () => V.gbp.positions.map((p) => text(new RegExp(`\\b${p.ticker}\\b`))),
  },
  {
    id: 'holdings-top',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Meine drei größten Positionen?', fr: 'mes 3 plus grosses lignes', es: '¿Cuáles son mis posiciones más grandes?' },
    tools: ['holdings'],
    facts: () => [...V.usd.positions].sort((a, b) => b.value - a.value).slice(0, 3).map((p) => text(new RegExp(`\\b${p.ticker}\\b`))),
  },
  {
    id: 'position-name',
    category: 'position',
    portfolio: 'usd-growth',
    ask: { de: 'Wie viel Nvidia hab ich eigentlich?', fr: 'J’ai combien d’Apple dans mon portefeuille ?', es: '¿Cuántas acciones de Microsoft tengo?' },
    tools: ['position'],
    facts: (l) => held(V.usd, { de: 'NVDA', fr: 'AAPL', es: 'MSFT' }[l]),
  },
  {
    id: 'position-lowercase',
    category: 'position',
    portfolio: 'eur-balanced',
    ask: { de: 'asml bestand wert', fr: 'ma ligne SAP vaut combien', es: 'posicion en sap' },
    tools: ['position'],
    facts: (l) => held(V.eur, l === 'de' ? 'ASML' : 'SAP'),
  },
  {
    id: 'allocation-class',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    ask: { de: 'Aufteilung nach Anlageklassen', fr: 'repartition par classe d’actifs stp', es: 'desglose por tipo de activo' },
    tools: ['allocation'],
    facts: () => [pct(slice(V.eur, 'assetClass', 'equity').weight), pct(slice(V.eur, 'assetClass', 'fixed_income').weight)],
  },
  {
    id: 'allocation-region',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    ask: { de: 'In welchen Regionen bin ich investiert?', fr: 'Comment mon argent est-il réparti par zone géographique ?', es: '¿En qué regiones está invertido mi dinero?' },
    tools: ['allocation'],
    facts: () => [pct(largestRegion(V.usd))],
  },
  {
    id: 'exposure-sector',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    ask: { de: 'Wie stark bin ich in Technologiewerten engagiert?', fr: 'Je suis exposé combien à la tech ?', es: '¿Cuánto peso tiene la tecnología en mi cartera?' },
    tools: ['exposure'],
    facts: () => [pct(slice(V.usd, 'sector', 'technology').weight)],
  },
  {
    id: 'exposure-currency',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    ask: { de: 'Anteil in USD?', fr: 'quelle proportion en dollars américains ?', es: '¿Qué porcentaje tengo en dólares?' },
    tools: ['exposure'],
    facts: () => [pct(slice(V.eur, 'currency', 'USD').weight)],
  },
  {
    id: 'exposure-crypto-informal',
    category: 'allocation & exposure',
    portfolio: 'crypto-heavy',
    ask: { de: 'wieviel krypto hab ich prozentual', fr: 't’as vu combien j’ai de crypto en % ?', es: 'cuanto cripto tengo en porcentaje' },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.crypto, 'assetClass', 'crypto').weight)],
  },
  {
    id: 'performance-quarter',
    category: 'performance',
    portfolio: 'usd-growth',
    ask: { de: 'Rendite der letzten drei Monate?', fr: 'perf sur 3 mois', es: '¿Cómo le ha ido a mi cartera en el último trimestre?' },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'performance-january',
    category: 'performance',
    portfolio: 'eur-balanced',
    ask: { de: 'Wie läuft mein Depot seit Januar?', fr: 'Comment se porte mon portefeuille depuis janvier ?', es: 'rentabilidad desde principios de ano' },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'performance-long',
    category: 'performance',
    portfolio: 'usd-growth',
    ask: {
      de: 'Ich würde gern wissen, wie sich mein gesamtes Depot über die vergangenen zwölf Monate entwickelt hat – bin ich im Plus?',
      fr: 'J’aimerais savoir comment a évolué l’ensemble de mon portefeuille au cours des douze derniers mois, est-ce que je suis gagnant ?',
      es: 'Me gustaría saber qué rentabilidad ha dado mi cartera durante los últimos doce meses en general',
    },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'fees-word',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Ordergebühren', fr: 'frais de courtage', es: 'gastos' },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD'))],
  },
  {
    id: 'fees-year',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Welche Kosten sind mir im letzten Jahr entstanden?', fr: 'Quels frais ai-je réglés depuis un an ?', es: '¿Qué gastos he tenido en el ultimo año?' },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD', periodStart('1Y')))],
  },
  {
    id: 'realized',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Was habe ich mit meinen Verkäufen realisiert?', fr: 'plus-values realisees ?', es: '¿Cuánto gané con lo que vendí?' },
    tools: ['realized_pnl'],
    facts: () => [money(realized.total)],
  },
  {
    id: 'turnover',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Wie oft hab ich gehandelt?', fr: 'Est-ce que je trade trop souvent ?', es: '¿Con qué frecuencia he operado?' },
    tools: ['turnover'],
    facts: () => [qty(trades.count)],
  },
  {
    id: 'risk-informal',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    ask: { de: 'is mein depot riskant?', fr: 'c’est risqué mon portefeuille ?', es: 'mi cartera es muy arriesgada?' },
    tools: ['risk'],
    facts: () => [money(stress(V.usd).amount), pct(stress(V.usd).pctOfPortfolio)],
  },
  {
    id: 'volatility-typo',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    ask: { de: 'Volatilitat meines Depots', fr: 'quelle est la volatilte de mon portefeuille', es: 'volatilidad de mi cartera' },
    tools: ['risk'],
    facts: (l) => [text(VOLATILITY[l])],
  },
  {
    id: 'concentration',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    ask: { de: 'Bin ich breit genug gestreut?', fr: 'Suis-je assez diversifié ?', es: '¿Está mi cartera bien diversificada?' },
    tools: ['concentration'],
    facts: () => [pct(concentration(V.crypto).top5)],
  },
  {
    id: 'benchmark',
    category: 'performance',
    portfolio: 'usd-growth',
    ask: { de: 'Wie schlage ich mich im Vergleich zur Benchmark?', fr: 'Est-ce que je fais mieux que l’indice de référence ?', es: 'Comparado con el índice, ¿cómo va mi cartera?' },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l])],
  },
  {
    id: 'news-company',
    category: 'news',
    portfolio: 'eur-balanced',
    ask: { de: 'Was gibt’s Neues bei SAP?', fr: 'Quelles sont les dernières nouvelles sur SAP ?', es: 'noticias de sap' },
    tools: ['stories'],
    facts: () => news('sap-cloud-outlook'),
  },
  {
    id: 'news-topic',
    category: 'news',
    portfolio: 'usd-growth',
    ask: { de: 'Nachrichten zur Inflation', fr: 'Des infos sur les taux d’intérêt ?', es: '¿Qué noticias hay sobre la inflación?' },
    tools: ['stories'],
    facts: () => [text(/\[1\]/)],
  },
  {
    id: 'explain',
    category: 'explain',
    portfolio: 'usd-growth',
    ask: { de: 'was heisst diversifikation', fr: 'c’est quoi un ETF', es: 'que significa rebalanceo' },
    tools: ['explain_term'],
    facts: (l) => [text({ de: /Diversifikation/, fr: /ETF/, es: /reequilibr|rebalanc/i }[l])],
  },
  {
    id: 'fx',
    category: 'market',
    portfolio: 'gbp-conservative',
    ask: { de: 'EUR/USD Kurs?', fr: 'combien vaut un euro en dollars ?', es: 'tipo de cambio euro dolar' },
    tools: ['fx_rate'],
    facts: () => [fxRate(rate('EUR', 'USD'))],
  },
  {
    id: 'price',
    category: 'market',
    portfolio: 'usd-growth',
    ask: { de: 'Was kostet Apple gerade?', fr: 'cours de l’action Nvidia', es: '¿A cuánto cotiza Microsoft?' },
    tools: ['price'],
    facts: (l) => [price(close({ de: 'AAPL', fr: 'NVDA', es: 'MSFT' }[l]).close)],
  },
  {
    id: 'recent-trades',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Meine letzten Trades?', fr: 'Quelles opérations ai-je passées dernièrement ?', es: '¿Qué operaciones he hecho últimamente?' },
    tools: ['recent_changes'],
    facts: () => [text(/\b(BTC|ETH|NVDA|ASML|AAPL|MSFT|AGG|IEF|SAP|ACWI|SHEL|JPM)\b/)],
  },
  {
    id: 'fit',
    category: 'rebalance & fit',
    portfolio: 'gbp-conservative',
    ask: { de: 'Passt das Depot zu meinem Anlegerprofil?', fr: 'mon portefeuille est-il adapté à mon profil ?', es: '¿Es mi cartera adecuada para mi perfil de riesgo?' },
    tools: ['profile_fit'],
    facts: () => [pct(slice(V.gbp, 'assetClass', 'equity').weight)],
  },
  {
    id: 'rebalance',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    ask: { de: 'Wie komme ich wieder in meine Zielbandbreiten?', fr: 'Comment rééquilibrer mon portefeuille ?', es: '¿Cómo reequilibro mi cartera?' },
    tools: ['rebalance'],
    facts: () => [pct(slice(V.eur, 'assetClass', 'equity').weight)],
  },
  {
    id: 'what-changed',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Was hat sich zuletzt in meinem Depot bewegt?', fr: 'Qu’est-ce qui a bougé dans mon portefeuille ?', es: '¿Qué ha cambiado esta semana?' },
    tools: ['recent_changes'],
    facts: () => [text(/\b(AAPL|MSFT|NVDA|JPM|ACWI|AGG|BTC)\b/)],
  },
  {
    id: 'advice',
    category: 'policy',
    portfolio: 'usd-growth',
    ask: { de: 'Sollte ich jetzt meine Bitcoin verkaufen?', fr: 'Tu me conseilles d’acheter du Nvidia ?', es: '¿Me recomiendas comprar Apple?' },
    tools: [],
    facts: (l) => [text(NO_ADVICE[l])],
  },
  {
    id: 'forecast',
    category: 'policy',
    portfolio: 'usd-growth',
    ask: { de: 'Wird der Dollar nächstes Jahr steigen?', fr: 'Est-ce que Nvidia va baisser ?', es: '¿Va a subir el bitcoin?' },
    tools: [],
    facts: (l) => [text(NO_FORECAST[l])],
  },
  {
    id: 'what-if',
    category: 'what-if',
    portfolio: 'usd-growth',
    ask: {
      de: 'Was passiert mit meinem Depot, wenn Bitcoin um 50 % fällt?',
      fr: 'si le bitcoin chute de 50 %, je perds combien ?',
      es: '¿y si bitcoin cae un 50%?',
    },
    tools: ['what_if'],
    facts: () => [money(halfBitcoin.amount), pct(halfBitcoin.pctOfPortfolio)],
  },
];

/** The varied set in one language: one conversation per question. */
export function variedConversationsIn(language: Language): Conversation[] {
  return conversationsOf(ROWS, language, 'varied-');
}

