import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Fact } from '../match.js';
import { fxRate, money, num, pct, price, qty, text, ticker } from '../facts.js';
import { CAN_ANSWER, EMPTY_BOOK, last, latest, PERCENT, pos, story, timeline } from '../answer-facts.js';
import type { Category, ToolName } from '../questions.js';
import { close, concentration, fees, fifo, fit, holdingsReturn, priceChange, rate, shock, slice, stress, turnover, value, type Position, type Valuation } from '../reference.js';
import type { Heldout5BookKey } from './books.js';

/**
 * The sixth (held-out 5) evaluation set: written fresh, without reading the chat's understanding,
 * planner or answer code, the insight engine, or any earlier question file beyond its format. New
 * wordings: multi-turn follow-ups, questions asking two things, a subject named only in an earlier turn,
 * dates ("since March", "last quarter", "on June 30"), company names instead of tickers, lower-case
 * tickers, typos. Every figure comes from ../reference.ts (which reads the market data itself) or from
 * its closes and rates combined by hand, with the reasoning in a comment; nothing here runs the engine.
 */

export interface Heldout5Turn {
  question: string;
  /** Must-have tools; an array entry lists alternatives (any one satisfies it). */
  tools: (ToolName | ToolName[])[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
}

export interface Heldout5Conversation {
  id: string;
  category: Category;
  portfolio: Heldout5BookKey;
  turns: Heldout5Turn[];
}

// ---------------------------------------------------------------------------------------------
// Reference figures

const V = {
  usd: value(USD_GROWTH),
  eur: value(EUR_BALANCED),
  gbp: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
  div: value(USD_DIVIDEND),
  starter: value(EUR_STARTER),
  bench: value(USD_BENCHMARKED),
};

const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const turn12 = turnover(tradeLog, 'USD', V.trader.total);

/** Today's holdings valued on a past day: each at its close and rate on or before that day. */
const valueOn = (v: Valuation, day: string) => v.positions.reduce((s, p) => s + p.quantity * close(p.ticker, day).close * rate(p.instrument.currency, v.book.baseCurrency, day), 0);
/** Return of today's holdings between two days, in percent of the base currency (books without trades). */
const returnBetween = (v: Valuation, from: string, to: string) => (valueOn(v, to) / valueOn(v, from) - 1) * 100;
/** Price change between two days (closes on or before each), in percent. */
const priceBetween = (t: string, from: string, to: string) => (close(t, to).close / close(t, from).close - 1) * 100;

/**
 * "Since March": from the close on or before 2026-03-01 (a Sunday, so Friday 2026-02-27's close, the
 * last of February) to the latest close. "Last quarter": the last full calendar quarter, Q3 2026, from
 * the close on or before 2026-06-30 to the close on or before 2026-09-30.
 */
const SINCE_MARCH = '2026-03-01';
const Q3_START = '2026-06-30';
const Q3_END = '2026-09-30';

const positionFacts = (v: Valuation, t: string): Fact[] => {
  const p = pos(v, t);
  return [qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
};
const pnlFacts = (v: Valuation, t: string): Fact[] => {
  const p = pos(v, t);
  return [money(p.pnl ?? 0, v.book.baseCurrency), pct(p.pnlPct ?? 0)];
};
const weight = (v: Valuation, dimension: Parameters<typeof slice>[1], key: string): Fact => pct(slice(v, dimension, key).weight);
const everyTicker = (v: Valuation): Fact[] => v.positions.map((p) => ticker(p.ticker));
/** The asset classes outside the profile's band: their weights. */
const outOfBand = (v: Valuation): Fact[] => fit(v).filter((f) => f.status !== 'inside' && f.weight > 0).map((f) => pct(f.weight));
const feesOf = (t: string): Fact => money(fees(tradeLog.filter((x) => x.ticker === t), 'USD'), 'USD');
const byTicker = (t: string) => (p: Position) => p.ticker === t;
const inCurrency = (c: string) => (p: Position) => p.instrument.currency === c;
const shockFacts = (v: Valuation, match: (p: Position) => boolean, change: number): Fact[] => {
  const s = shock(v, match, change);
  return [money(s.amount, v.book.baseCurrency), pct(s.pctOfPortfolio)];
};
/** The holding whose base-currency value moved most over the last month (today's quantities). */
function biggestMonthMover(v: Valuation): Fact {
  const start = '2026-10-16';
  const moved = (p: Position) => Math.abs(p.value - p.quantity * close(p.ticker, start).close * rate(p.instrument.currency, v.book.baseCurrency, start));
  return ticker([...v.positions].sort((a, b) => moved(b) - moved(a))[0]!.ticker);
}
/** The ticker whose sales realized the largest loss (FIFO). */
const worstRealized = [...realized.realized].sort((a, b) => a[1] - b[1])[0]!;

const NO_ADVICE =
  /no (investment|personal|financial) advice|not (give|provide|offer) (investment |financial |personal )?advice|(can ?not|can't|don't|do not|won't) (give|provide|offer|make) (investment |financial |personal )?(advice|recommendations)|not (a )?(financial|investment) advi[sc]e|(isn't|is not) (investment |financial )?advice/i;
const NO_PREDICTION = /cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|do(es)? not (predict|forecast|make predictions|make forecasts)|(won't|will not) (predict|forecast|guess)/i;
const NO_DATA = /no (market )?data|not in (the|our) market data|(don't|do not) have (any )?(market )?(data|prices?|a price)|no prices?|not priced|unpriced|without (market )?(data|a price)|(isn't|is not|not) covered|not available|unavailable|unknown (ticker|instrument)/i;

// ---------------------------------------------------------------------------------------------

export const HELDOUT5: Heldout5Conversation[] = [
  // --- portfolio, holdings, positions
  { id: 'h5-value-1', category: 'portfolio', portfolio: 'usd-dividend', turns: [{ question: 'whats my portfolio worth rn', tools: ['portfolio_summary'], facts: [money(V.div.total, 'USD')] }] },
  {
    id: 'h5-value-2',
    category: 'multi-ask',
    portfolio: 'eur-starter',
    turns: [{ question: 'Total value in euros, and how many different things do I actually own?', tools: ['portfolio_summary'], facts: [money(V.starter.total, 'EUR'), qty(V.starter.positions.length)] }],
  },
  { id: 'h5-holdings-1', category: 'portfolio', portfolio: 'trader', turns: [{ question: 'list everything I currently own, biggest first', tools: ['holdings'], facts: everyTicker(V.trader) }] },
  { id: 'h5-holdings-2', category: 'portfolio', portfolio: 'usd-benchmarked', turns: [{ question: 'Show all my positions with their weights.', tools: ['holdings'], facts: V.bench.positions.map((p) => pct(p.weight)) }] },
  // Company name written as two words, lower case.
  { id: 'h5-position-1', category: 'position', portfolio: 'usd-growth', turns: [{ question: 'how many shares of jp morgan do i have', tools: ['position'], facts: positionFacts(V.usd, 'JPM') }] },
  { id: 'h5-position-2', category: 'position', portfolio: 'gbp-conservative', turns: [{ question: 'whats my ief worth', tools: ['position'], facts: [ticker('IEF'), ...positionFacts(V.gbp, 'IEF')] }] },
  // A common misspelling of the asset's name.
  { id: 'h5-position-3', category: 'position', portfolio: 'crypto-heavy', turns: [{ question: "how's my etherium doing? am I still underwater on it?", tools: ['position'], facts: [money(pos(V.crypto, 'ETH').value, 'USD'), ...pnlFacts(V.crypto, 'ETH')] }] },
  {
    id: 'h5-multi-1',
    category: 'multi-ask',
    portfolio: 'usd-dividend',
    turns: [{ question: "What's my largest holding and what's it worth?", tools: [['portfolio_summary', 'holdings', 'concentration']], facts: [ticker(V.div.positions[0]!.ticker), money(V.div.positions[0]!.value, 'USD')] }],
  },
  {
    id: 'h5-multi-2',
    category: 'multi-ask',
    portfolio: 'eur-balanced',
    turns: [{ question: 'value of my asml shares in euros plus the current eur/usd rate', tools: ['position', 'fx_rate'], facts: [money(pos(V.eur, 'ASML').value, 'EUR'), fxRate(rate('EUR', 'USD'))] }],
  },

  // --- allocation and exposure
  {
    id: 'h5-alloc-1',
    category: 'allocation & exposure',
    portfolio: 'usd-dividend',
    turns: [{ question: 'How is my money split between stocks and bonds?', tools: ['allocation'], facts: [weight(V.div, 'assetClass', 'equity'), weight(V.div, 'assetClass', 'fixed_income')] }],
  },
  {
    id: 'h5-alloc-2',
    category: 'allocation & exposure',
    portfolio: 'eur-starter',
    turns: [{ question: 'regional breakdown pls', tools: ['allocation'], facts: [weight(V.starter, 'region', 'global'), weight(V.starter, 'region', 'north_america'), weight(V.starter, 'region', 'europe')] }],
  },
  {
    id: 'h5-exposure-1',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    turns: [{ question: 'How much of my portfolio sits in tech stocks, in dollars?', tools: ['exposure'], facts: [money(slice(V.usd, 'sector', 'technology').value, 'USD'), weight(V.usd, 'sector', 'technology')] }],
  },
  {
    id: 'h5-exposure-2',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [{ question: 'how exposed am I to sterling?', tools: ['exposure'], facts: [weight(V.eur, 'currency', 'GBP'), money(slice(V.eur, 'currency', 'GBP').value, 'EUR')] }],
  },

  // --- concentration, risk, what-if
  {
    id: 'h5-conc-1',
    category: 'concentration & risk',
    portfolio: 'trader',
    turns: [{ question: "Am I too concentrated? What's my effective number of holdings?", tools: ['concentration'], facts: [num(concentration(V.trader).effective, 0.06), pct(concentration(V.trader).top5)] }],
  },
  { id: 'h5-conc-2', category: 'concentration & risk', portfolio: 'usd-dividend', turns: [{ question: 'honestly, am I diversified enough?', tools: ['concentration'], facts: [ticker('JPM'), pct(pos(V.div, 'JPM').weight)] }] },
  { id: 'h5-risk-1', category: 'concentration & risk', portfolio: 'gbp-conservative', turns: [{ question: 'run a stress test on my holdings', tools: ['risk'], facts: [money(stress(V.gbp).amount, 'GBP'), pct(stress(V.gbp).pctOfPortfolio)] }] },
  { id: 'h5-risk-2', category: 'concentration & risk', portfolio: 'usd-growth', turns: [{ question: 'How volatile has my portfolio been over the past year?', tools: ['risk'], facts: [text(/volatil/), text(PERCENT)] }] },
  { id: 'h5-whatif-1', category: 'what-if', portfolio: 'crypto-heavy', turns: [{ question: 'what happens to my portfolio if bitcoin drops 30%', tools: ['what_if'], facts: shockFacts(V.crypto, byTicker('BTC'), -30) }] },
  {
    id: 'h5-whatif-2',
    category: 'follow-up',
    portfolio: 'eur-balanced',
    turns: [
      // "The dollar loses 10% against the euro": every USD-priced holding is worth 10% less in EUR.
      { question: 'If the dollar lost 10% against the euro, what would that do to me?', tools: ['what_if'], facts: shockFacts(V.eur, inCurrency('USD'), -10) },
      { question: 'and if it fell 20% instead?', tools: ['what_if'], facts: shockFacts(V.eur, inCurrency('USD'), -20) },
    ],
  },

  // --- rebalance and fit
  { id: 'h5-rebalance-1', category: 'rebalance & fit', portfolio: 'usd-benchmarked', turns: [{ question: 'What trades would bring me back in line with my risk profile?', tools: ['rebalance'], facts: outOfBand(V.bench) }] },
  { id: 'h5-rebalance-2', category: 'rebalance & fit', portfolio: 'crypto-heavy', turns: [{ question: 'rebalance plan?', tools: ['rebalance'], facts: [...outOfBand(V.crypto), ticker('BTC')] }] },
  { id: 'h5-fit-1', category: 'rebalance & fit', portfolio: 'eur-starter', turns: [{ question: 'is this portfolio right for a balanced investor like me?', tools: ['profile_fit'], facts: outOfBand(V.starter) }] },
  { id: 'h5-fit-2', category: 'rebalance & fit', portfolio: 'gbp-conservative', turns: [{ question: 'Does my mix still suit a conservative profile?', tools: ['profile_fit'], facts: [weight(V.gbp, 'assetClass', 'equity')] }] },

  // --- trades
  // "Since March": the trades on or after 2026-03-01.
  { id: 'h5-fees-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'how much have I spent on commissions since March?', tools: ['fees'], facts: [money(fees(tradeLog, 'USD', '2026-02-28'), 'USD')] }] },
  { id: 'h5-fees-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'fees on my bitcoin trades', tools: ['fees'], facts: [feesOf('BTC')] }] },
  { id: 'h5-turnover-1', category: 'trades', portfolio: 'trader', turns: [{ question: "What's my turnover ratio over the past year, and how many trades was that?", tools: ['turnover'], facts: [pct(turn12.ratio), qty(turn12.count)] }] },
  { id: 'h5-turnover-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'how much did i buy and sell in total over the last 12 months', tools: ['turnover'], facts: [money(turn12.bought, 'USD'), money(turn12.sold, 'USD')] }] },
  { id: 'h5-realized-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'realized gains on microsoft?', tools: ['realized_pnl'], facts: [money(realized.realized.get('MSFT') ?? 0, 'USD')] }] },
  {
    id: 'h5-realized-2',
    category: 'multi-ask',
    portfolio: 'trader',
    turns: [{ question: 'What did I make on my sales overall, and which sale lost me the most?', tools: ['realized_pnl'], facts: [money(realized.total, 'USD'), ticker(worstRealized[0]), money(worstRealized[1], 'USD')] }],
  },

  // --- market: FX, prices, comparisons
  { id: 'h5-fx-1', category: 'market', portfolio: 'gbp-conservative', turns: [{ question: 'pound to euro rate', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'EUR'))] }] },
  {
    id: 'h5-fx-2',
    category: 'market',
    portfolio: 'eur-balanced',
    // From the rate on or before 2026-03-01 (Feb 27's) to the latest.
    turns: [{ question: 'how has the euro moved vs the dollar since march?', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD')), pct((rate('EUR', 'USD') / rate('EUR', 'USD', SINCE_MARCH) - 1) * 100)] }],
  },
  { id: 'h5-price-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'nvda close on june 30?', tools: ['price'], facts: [price(close('NVDA', '2026-06-30').close)] }] },
  { id: 'h5-price-2', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: "What's bitcoin trading at today?", tools: ['price'], facts: [last('BTC')] }] },
  // Q3 2026: the close on or before Jun 30 against the close on or before Sep 30.
  { id: 'h5-price-3', category: 'market', portfolio: 'gbp-conservative', turns: [{ question: "How did Shell's share price do last quarter?", tools: [['price', 'compare']], facts: [pct(priceBetween('SHEL', Q3_START, Q3_END))] }] },
  { id: 'h5-compare-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'compare apple and microsoft over the past three months', tools: ['compare'], facts: [pct(priceChange('AAPL', '3M')), pct(priceChange('MSFT', '3M'))] }] },
  { id: 'h5-compare-2', category: 'market', portfolio: 'eur-balanced', turns: [{ question: 'Which did better this year, ASML or SAP?', tools: ['compare'], facts: [pct(priceChange('ASML', 'YTD')), pct(priceChange('SAP', 'YTD'))] }] },

  // --- news and terms
  {
    id: 'h5-news-1',
    category: 'follow-up',
    portfolio: 'usd-dividend',
    turns: [
      { question: 'anything new from the fed lately?', tools: ['stories'], facts: [story('fed-rate-path'), ...latest('fed-rate-path')] },
      { question: 'walk me through how that story unfolded', tools: ['story_timeline'], facts: timeline('fed-rate-path') },
    ],
  },
  { id: 'h5-news-2', category: 'news', portfolio: 'usd-growth', turns: [{ question: "what's going on with apple and the tariffs?", tools: ['stories'], facts: [story('apple-tariffs'), ...latest('apple-tariffs')] }] },
  { id: 'h5-timeline-1', category: 'news', portfolio: 'eur-balanced', turns: [{ question: 'Give me the timeline of the SAP cloud outlook story', tools: ['story_timeline'], facts: timeline('sap-cloud-outlook') }] },
  { id: 'h5-explain-1', category: 'explain', portfolio: 'usd-growth', turns: [{ question: 'what does drawdown actually mean?', tools: ['explain_term'], facts: [text(/peak|high/), text(/fall|drop|declin|loss/)] }] },
  { id: 'h5-explain-2', category: 'explain', portfolio: 'trader', turns: [{ question: "explain FIFO like I'm five", tools: ['explain_term'], facts: [text(/first/)] }] },

  // --- recent changes
  { id: 'h5-changes-1', category: 'portfolio', portfolio: 'usd-growth', turns: [{ question: 'What changed in my portfolio over the past month?', tools: ['recent_changes'], facts: [biggestMonthMover(V.usd)] }] },
  // "The last couple of weeks": the trades after 2026-11-02 (MSFT on Nov 3, ASML on Nov 10).
  { id: 'h5-changes-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'anything I traded in the last couple of weeks?', tools: ['recent_changes'], facts: [ticker('MSFT'), ticker('ASML')] }] },

  // --- performance
  { id: 'h5-perf-1', category: 'performance', portfolio: 'usd-dividend', turns: [{ question: 'how did i do ytd', tools: ['performance'], facts: [pct(holdingsReturn(V.div, 'YTD'))] }] },
  {
    id: 'h5-perf-2',
    category: 'performance',
    portfolio: 'usd-benchmarked',
    turns: [{ question: 'How did I do against my benchmark over the past year?', tools: ['performance'], facts: [pct(holdingsReturn(V.bench, '1Y')), pct(priceChange('ACWI', '1Y'))] }],
  },
  { id: 'h5-perf-3', category: 'performance', portfolio: 'usd-growth', turns: [{ question: 'how has my portfolio done since march?', tools: ['performance'], facts: [pct(returnBetween(V.usd, SINCE_MARCH, '2026-11-16'))] }] },
  { id: 'h5-perf-4', category: 'performance', portfolio: 'gbp-conservative', turns: [{ question: 'What was my return last quarter?', tools: ['performance'], facts: [pct(returnBetween(V.gbp, Q3_START, Q3_END))] }] },
  { id: 'h5-perf-5', category: 'performance', portfolio: 'crypto-heavy', turns: [{ question: 'perfromance over the last month?', tools: ['performance'], facts: [pct(holdingsReturn(V.crypto, '1M'))] }] },

  // --- follow-ups on a subject named only earlier
  {
    id: 'h5-thread-1',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'How much Nvidia do I have?', tools: ['position'], facts: [qty(pos(V.usd, 'NVDA').quantity), money(pos(V.usd, 'NVDA').value, 'USD')] },
      { question: 'how has it done over the past 3 months?', tools: [['price', 'position', 'compare', 'performance']], facts: [pct(priceChange('NVDA', '3M'))] },
      // Nvidia has two stories of its own (its results, the export controls): either may lead.
      { question: 'is there anything in the news on it?', tools: ['stories'], facts: [text(/Nvidia results and guidance|US export controls on advanced chips/)] },
    ],
  },
  {
    id: 'h5-thread-2',
    category: 'follow-up',
    portfolio: 'eur-balanced',
    turns: [
      { question: "what's my allocation by currency?", tools: ['allocation'], facts: [weight(V.eur, 'currency', 'USD'), weight(V.eur, 'currency', 'EUR'), weight(V.eur, 'currency', 'GBP')] },
      { question: 'What would a 10% drop in the pound do to my portfolio?', tools: ['what_if'], facts: shockFacts(V.eur, inCurrency('GBP'), -10) },
    ],
  },
  {
    id: 'h5-thread-3',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'what did I pay in fees over the last 12 months?', tools: ['fees'], facts: [money(fees(tradeLog, 'USD', '2025-11-16'), 'USD')] },
      // Every sale falls inside the 12 months (the first is on 2026-02-03): the period's realized P&L is the total.
      { question: 'and my realized gains over the same stretch?', tools: ['realized_pnl'], facts: [money(realized.total, 'USD')] },
    ],
  },
  {
    id: 'h5-thread-4',
    category: 'follow-up',
    portfolio: 'usd-dividend',
    turns: [
      { question: 'how is exxon doing for me', tools: ['position'], facts: [money(pos(V.div, 'XOM').value, 'USD'), ...pnlFacts(V.div, 'XOM')] },
      { question: 'and the same for jpm', tools: ['position'], facts: [money(pos(V.div, 'JPM').value, 'USD'), ...pnlFacts(V.div, 'JPM')] },
    ],
  },

  // --- policy, off-topic, missing data
  { id: 'h5-policy-1', category: 'policy', portfolio: 'usd-growth', turns: [{ question: 'is now a good time to dump my nvidia shares?', tools: [], facts: [text(NO_ADVICE), money(pos(V.usd, 'NVDA').value)] }] },
  { id: 'h5-policy-2', category: 'policy', portfolio: 'crypto-heavy', turns: [{ question: 'where do you reckon ether will be by next summer?', tools: [], facts: [text(NO_PREDICTION), last('ETH')] }] },
  { id: 'h5-offtopic-1', category: 'off-topic', portfolio: 'usd-growth', turns: [{ question: 'can you recommend a good pizza place near me?', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h5-missing-1', category: 'missing data', portfolio: 'empty', turns: [{ question: "What's in my portfolio at the moment?", tools: [], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h5-missing-2', category: 'missing data', portfolio: 'merged-missing', turns: [{ question: "what's tesla trading at?", tools: [], facts: [ticker('TSLA'), text(NO_DATA)] }] },
];
