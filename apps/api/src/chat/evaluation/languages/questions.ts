import { fxRate, money, pct, text, ticker } from '../facts.js';
import type { Conversation } from '../questions.js';
import { fees, periodStart, rate, slice, stress, type Valuation } from '../reference.js';
import { conversationsOf, held, news, tradeLog, V, writtenPercent, type Language, type Row } from './rows.js';
/**
 * The evaluation questions in German, French and Spanish: twenty of the English set's question
 * types (value, holdings, a position, the biggest holding, allocation and exposure, performance over
 * a period, fees, risk, news on a holding, a term, an exchange rate), each asked the way a native
 * retail investor would, with the English set's expected figures (reference.ts), read in the answer's
 * language. Words an answer must contain are the catalog's own for that language.
 */



const largest = (v: Valuation) => [...v.positions].sort((a, b) => b.value - a.value)[0]!.ticker;
const RETURN: Record<Language, RegExp> = { de: /Rendite/, fr: /rendement/, es: /rentabilidad/ };
const VOLATILITY: Record<Language, RegExp> = { de: /Volatilität/, fr: /volatilité/, es: /volatilidad/ };
const SWINGS: Record<Language, RegExp> = { de: /schwank/i, fr: /variation|fluctu/i, es: /oscila/i };

const ROWS: Row[] = [
  {
    id: 'value-usd',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Wie viel ist mein Depot wert?', fr: 'Combien vaut mon portefeuille ?', es: '¿Cuánto vale mi cartera?' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.usd.total, 'USD')],
  },
  {
    id: 'value-eur',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    ask: { de: 'Was ist mein Depot heute wert?', fr: 'Quelle est la valeur de mon portefeuille ?', es: '¿Cuál es el valor de mi cartera hoy?' },
    tools: ['portfolio_summary'],
    facts: () => [money(V.eur.total, 'EUR')],
  },
  {
    id: 'holdings',
    category: 'portfolio',
    portfolio: 'usd-growth',
    ask: { de: 'Was sind meine größten Positionen?', fr: 'Quelles sont mes plus grosses positions ?', es: '¿Cuáles son mis mayores posiciones?' },
    tools: ['holdings'],
    facts: () => V.usd.positions.slice(0, 3).flatMap((p) => [ticker(p.ticker), pct(p.weight)]),
  },
  {
    id: 'holdings-all',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    ask: { de: 'Zeig mir meine Positionen', fr: 'Montre-moi mes positions', es: 'Muéstrame mis posiciones' },
    tools: ['holdings'],
    facts: () => V.gbp.positions.map((p) => ticker(p.ticker)),
  },
  {
    id: 'largest',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    ask: { de: 'Welche ist meine größte Position?', fr: 'Quelle est ma plus grosse position ?', es: '¿Cuál es mi mayor posición?' },
    tools: [['portfolio_summary', 'holdings', 'concentration']],
    facts: () => [ticker(largest(V.eur))],
  },
  {
    id: 'position-nvda',
    category: 'position',
    portfolio: 'usd-growth',
    ask: { de: 'Wie viel ist meine Position in NVDA wert?', fr: 'Combien vaut ma position en NVDA ?', es: '¿Cuánto vale mi posición en NVDA?' },
    tools: ['position'],
    facts: () => held(V.usd, 'NVDA'),
  },
  {
    id: 'position-sap',
    category: 'position',
    portfolio: 'eur-balanced',
    ask: { de: 'Wie viel ist meine Position in SAP wert?', fr: 'Combien vaut ma position en SAP ?', es: '¿Cuánto vale mi posición en SAP?' },
    tools: ['position'],
    facts: () => held(V.eur, 'SAP'),
  },
  {
    id: 'allocation',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    ask: {
      de: 'Wie ist mein Depot auf die Anlageklassen aufgeteilt?',
      fr: 'Comment mon portefeuille est-il réparti par classe d’actifs ?',
      es: '¿Cómo se reparte mi cartera por clase de activo?',
    },
    tools: ['allocation'],
    facts: () => [pct(slice(V.eur, 'assetClass', 'equity').weight), pct(slice(V.eur, 'assetClass', 'fixed_income').weight)],
  },
  {
    id: 'exposure-crypto',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    ask: { de: 'Wie viel meines Depots steckt in Krypto?', fr: 'Quelle part de mon portefeuille est en crypto ?', es: '¿Qué parte de mi cartera está en cripto?' },
    tools: [['exposure', 'allocation']],
    facts: () => [pct(slice(V.usd, 'assetClass', 'crypto').weight)],
  },
  {
    id: 'exposure-dollar',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    ask: { de: 'Wie viel meines Depots ist in Dollar?', fr: 'Quelle part de mon portefeuille est en dollars ?', es: '¿Qué parte de mi cartera está en dólares?' },
    tools: ['exposure'],
    facts: () => [pct(slice(V.eur, 'currency', 'USD').weight)],
  },
  {
    id: 'exposure-tech',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    ask: { de: 'Wie hoch ist mein Engagement in Technologie?', fr: 'Quelle est mon exposition à la technologie ?', es: '¿Cuál es mi exposición a tecnología?' },
    tools: ['exposure'],
    facts: () => [pct(slice(V.usd, 'sector', 'technology').weight)],
  },
  {
    id: 'performance-year',
    category: 'performance',
    portfolio: 'usd-growth',
    ask: {
      de: 'Wie hat sich mein Depot im letzten Jahr entwickelt?',
      fr: 'Quelle a été la performance de mon portefeuille sur l’année écoulée ?',
      es: '¿Qué rentabilidad ha tenido mi cartera en el último año?',
    },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'performance-ytd',
    category: 'performance',
    portfolio: 'eur-balanced',
    ask: { de: 'Welche Rendite hat mein Depot seit Jahresbeginn?', fr: 'Quel est mon rendement depuis le début de l’année ?', es: '¿Cuál es mi rentabilidad en lo que va de año?' },
    tools: ['performance'],
    facts: (l) => [text(RETURN[l]), writtenPercent],
  },
  {
    id: 'fees',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Wie viel habe ich an Gebühren gezahlt?', fr: 'Combien ai-je payé de frais ?', es: '¿Cuánto he pagado en comisiones?' },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD'))],
  },
  {
    id: 'fees-12m',
    category: 'trades',
    portfolio: 'trader',
    ask: { de: 'Welche Gebühren hatte ich in den letzten 12 Monaten?', fr: 'Quels frais ai-je payés sur les 12 derniers mois ?', es: '¿Qué comisiones he pagado en los últimos 12 meses?' },
    tools: ['fees'],
    facts: () => [money(fees(tradeLog, 'USD', periodStart('1Y')))],
  },
  {
    id: 'risk',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    ask: { de: 'Wie riskant ist mein Depot?', fr: 'Mon portefeuille est-il risqué ?', es: '¿Qué riesgo tiene mi cartera?' },
    tools: ['risk'],
    facts: (l) => [text(VOLATILITY[l]), money(stress(V.usd).amount), pct(stress(V.usd).pctOfPortfolio)],
  },
  {
    id: 'risk-crypto',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    ask: { de: 'Wie hoch ist das Risiko meines Depots?', fr: 'Quel est le risque de mon portefeuille ?', es: '¿Es arriesgada mi cartera?' },
    tools: ['risk'],
    facts: () => [money(stress(V.crypto).amount), pct(stress(V.crypto).pctOfPortfolio)],
  },
  {
    id: 'news-sap',
    category: 'news',
    portfolio: 'eur-balanced',
    ask: { de: 'Gibt es Nachrichten zu SAP?', fr: 'Des actualités sur SAP ?', es: '¿Hay noticias sobre SAP?' },
    tools: ['stories'],
    facts: () => news('sap-cloud-outlook'),
  },
  {
    id: 'explain-volatility',
    category: 'explain',
    portfolio: 'usd-growth',
    ask: { de: 'Was bedeutet Volatilität?', fr: 'Que veut dire volatilité ?', es: '¿Qué significa volatilidad?' },
    tools: ['explain_term'],
    facts: (l) => [text(VOLATILITY[l]), text(SWINGS[l])],
  },
  {
    id: 'fx',
    category: 'market',
    portfolio: 'gbp-conservative',
    ask: { de: 'Wie ist der Wechselkurs von EUR zu USD?', fr: 'Quel est le taux de change EUR/USD ?', es: '¿Cuál es el tipo de cambio EUR/USD?' },
    tools: ['fx_rate'],
    facts: () => [fxRate(rate('EUR', 'USD'))],
  },
];

/** The set in one language: one conversation per question. */
export function conversationsIn(language: Language): Conversation[] {
  return conversationsOf(ROWS, language);
}
