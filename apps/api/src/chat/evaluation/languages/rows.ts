import type { Locale } from '../../../i18n/catalog.js';
import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, TRADER, USD_GROWTH, type BookKey } from '../books.js';
import { money, pct, qty, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import type { Conversation, ToolName } from '../questions.js';
import { close, latestDevelopment, periodStart, position, rate, slice, storyTitle, stress, value, type Valuation } from '../reference.js';

/** The shape and the fact helpers of the German, French and Spanish sets (./questions.ts and ../languages-heldout/). */

export type Language = Exclude<Locale, 'en'>;

/** One question type, asked in each language, with the facts its answer must state (read in that language). */
export interface Row {
  id: string;
  category: Conversation['category'];
  portfolio: BookKey;
  ask: Record<Language, string>;
  tools: (ToolName | ToolName[])[];
  facts: (language: Language) => Fact[];
}

/** The reference valuation of each book the sets ask about. */
export const V = { usd: value(USD_GROWTH), eur: value(EUR_BALANCED), gbp: value(GBP_CONSERVATIVE), crypto: value(CRYPTO_HEAVY), trader: value(TRADER) };

/** A position asked for by its ticker: the ticker, units, value in the base currency, weight. */
export function held(v: Valuation, t: string): Fact[] {
  const p = position(v, t);
  return [ticker(t), qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
}

export const tradeLog = TRADER.trades ?? [];

/** A percentage as each language writes it, with its decimal comma: "+7,0 %". */
export const writtenPercent = text(/[+\-−]?\d+,\d\s?%/);

/** A story's answer: its title, its latest development's headline, a citation. */
export const news = (id: string): Fact[] => [text(storyTitle(id)), text(latestDevelopment(id).headline.slice(0, 24)), text(/\[1\]/)];

/** The set in one language: one conversation per question, ids `<language>-<prefix><row id>`. */
export function conversationsOf(rows: Row[], language: Language, idPrefix = ''): Conversation[] {
  return rows.map((row) => ({ id: `${language}-${idPrefix}${row.id}`, category: row.category, portfolio: row.portfolio, turns: [{ question: row.ask[language], tools: row.tools, facts: row.facts(language) }] }));
}

/** What a question of the held-out language sets asks for; their READMEs' per-intent scores group by it. */
export type Intent =
  | 'value'
  | 'holdings'
  | 'position-ticker'
  | 'position-name'
  | 'biggest'
  | 'allocation-class'
  | 'allocation-sector'
  | 'allocation-region'
  | 'allocation-currency'
  | 'performance-1m'
  | 'performance-3m'
  | 'performance-ytd'
  | 'performance-1y'
  | 'benchmark'
  | 'fees'
  | 'realized'
  | 'unrealized'
  | 'risk'
  | 'volatility'
  | 'drawdown'
  | 'concentration'
  | 'news'
  | 'term'
  | 'fx'
  | 'price'
  | 'trades'
  | 'profile-fit'
  | 'rebalance'
  | 'changes'
  | 'advice';

/** Each intent's category in the printed report and the tools its answer needs (any one of an inner list). */
export const LANGUAGE_INTENTS: Record<Intent, { category: Conversation['category']; tools: (ToolName | ToolName[])[] }> = {
  value: { category: 'portfolio', tools: ['portfolio_summary'] },
  holdings: { category: 'portfolio', tools: ['holdings'] },
  'position-ticker': { category: 'position', tools: ['position'] },
  'position-name': { category: 'position', tools: ['position'] },
  biggest: { category: 'portfolio', tools: [['portfolio_summary', 'holdings', 'concentration']] },
  'allocation-class': { category: 'allocation & exposure', tools: [['allocation', 'exposure']] },
  'allocation-sector': { category: 'allocation & exposure', tools: [['allocation', 'exposure']] },
  'allocation-region': { category: 'allocation & exposure', tools: [['allocation', 'exposure']] },
  'allocation-currency': { category: 'allocation & exposure', tools: [['allocation', 'exposure']] },
  'performance-1m': { category: 'performance', tools: ['performance'] },
  'performance-3m': { category: 'performance', tools: ['performance'] },
  'performance-ytd': { category: 'performance', tools: ['performance'] },
  'performance-1y': { category: 'performance', tools: ['performance'] },
  benchmark: { category: 'performance', tools: ['performance'] },
  fees: { category: 'trades', tools: ['fees'] },
  realized: { category: 'trades', tools: ['realized_pnl'] },
  unrealized: { category: 'portfolio', tools: [['portfolio_summary', 'holdings', 'performance']] },
  risk: { category: 'concentration & risk', tools: [['risk', 'what_if']] },
  volatility: { category: 'concentration & risk', tools: ['risk'] },
  drawdown: { category: 'concentration & risk', tools: ['risk'] },
  concentration: { category: 'concentration & risk', tools: [['concentration', 'holdings', 'position', 'exposure']] },
  news: { category: 'news', tools: [['stories', 'story_timeline']] },
  term: { category: 'explain', tools: ['explain_term'] },
  fx: { category: 'market', tools: ['fx_rate'] },
  price: { category: 'market', tools: ['price'] },
  trades: { category: 'trades', tools: [['recent_changes', 'turnover']] },
  'profile-fit': { category: 'rebalance & fit', tools: [['profile_fit', 'allocation', 'rebalance']] },
  rebalance: { category: 'rebalance & fit', tools: ['rebalance'] },
  changes: { category: 'portfolio', tools: ['recent_changes'] },
  advice: { category: 'policy', tools: [] },
};

/** A position asked for by company name: its figures (the answer may name it by ticker or by name). */
export const byName = (v: Valuation, t: string): Fact[] => held(v, t).slice(1);
/** A position's unrealized gain or loss, in money and percent. */
export const unrealizedOf = (v: Valuation, t: string): Fact[] => {
  const p = position(v, t);
  return [money(p.pnl ?? 0, v.book.baseCurrency), pct(p.pnlPct ?? 0)];
};
/** The biggest holding: its ticker and weight. */
export const biggest = (v: Valuation): Fact[] => [ticker(v.positions[0]!.ticker), pct(v.positions[0]!.weight)];
export const everyTicker = (v: Valuation): Fact[] => v.positions.map((p) => ticker(p.ticker));
export const weightOf = (v: Valuation, dimension: Parameters<typeof slice>[1], key: string): Fact => pct(slice(v, dimension, key).weight);
export const stressFacts = (v: Valuation): Fact[] => [money(stress(v).amount, v.book.baseCurrency), pct(stress(v).pctOfPortfolio)];
/** The holding whose value moved most (in the base currency) over the last month. */
export function biggestMonthMover(v: Valuation): Fact {
  const start = periodStart('1M');
  const move = (p: Valuation['positions'][number]) => Math.abs(p.value - p.quantity * close(p.ticker, start).close * rate(p.instrument.currency, v.book.baseCurrency, start));
  return ticker([...v.positions].sort((a, b) => move(b) - move(a))[0]!.ticker);
}
