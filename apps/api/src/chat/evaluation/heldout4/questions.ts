import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import type { Fact } from '../match.js';
import { fxRate, money, num, pct, price, qty, text, ticker } from '../facts.js';
import { CAN_ANSWER, EMPTY_BOOK, last, latest, PERCENT, pos, story, timeline } from '../answer-facts.js';
import type { Category, ToolName } from '../questions.js';
import { close, concentration, fees, fifo, priceChange, rate, shock, slice, turnover, value, type Period, type Position } from '../reference.js';
import type { Heldout4BookKey } from './books.js';

/**
 * The fifth evaluation set: written fresh, without reading the planner, the understanding layer or
 * the insight engine, and without reading the earlier question files beyond their format. Every figure
 * comes from ../reference.ts (which reads the market data itself) or by hand with the reasoning in a
 * comment; nothing here imports the engine.
 */

export interface Heldout4Turn {
  question: string;
  /** Must-have tools; an array entry lists alternatives (any one satisfies it). */
  tools: (ToolName | ToolName[])[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
}

export interface Heldout4Conversation {
  id: string;
  category: Category;
  portfolio: Heldout4BookKey;
  turns: Heldout4Turn[];
}

const V = {
  usd: value(USD_GROWTH),
  eurBal: value(EUR_BALANCED),
  gbpCons: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
  div: value(USD_DIVIDEND),
  starter: value(EUR_STARTER),
};


/** Either quotation of a pair (A/B or B/A), to 3 decimals. */
const eitherRate = (base: string, quote: string, day?: string): Fact => {
  const cut = (r: number) => r.toFixed(4).slice(0, -1).replace('.', '\\.');
  return text(new RegExp(`${cut(rate(base, quote, day))}|${cut(rate(quote, base, day))}`));
};

const NO_ADVICE =
  /no (investment|personal|financial) advice|not (give|provide|offer) (investment |financial |personal )?advice|(can ?not|can't|don't|do not|won't) (give|provide|offer|make) (investment |financial |personal )?(advice|recommendations)|not (a )?(financial|investment) advi[sc]e|(isn't|is not) (investment |financial )?advice/i;
const NO_PREDICTION = /cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|do(es)? not (predict|forecast|make predictions|make forecasts)|(won't|will not) (predict|forecast|guess)/i;
const NO_DATA = /no (market )?data|not in (the|our) market data|(don't|do not) have (any )?(market )?(data|prices?|a price)|no prices?|not priced|unpriced|without (market )?(data|a price)|(isn't|is not|not) covered|not available|unavailable|unknown (ticker|instrument|currency)|no stored (exchange rate|rate|price|data)/i;
const NO_TRADES = /no (recorded )?trades|no trade|(hasn't|has not|haven't|have not) (recorded any |made any )?trad|\$0\b|€0\b|£0\b|0\.00|\b0(\.0+)?%/i;

const move = (t: string, period: Period = '1M') => pct(priceChange(t, period));

const byTicker = (t: string) => (p: Position) => p.ticker === t;
const bySector = (s: string) => (p: Position) => p.instrument.sector === s;
const byClass = (c: string) => (p: Position) => p.instrument.assetClass === c;
const byCurrency = (c: string) => (p: Position) => p.instrument.currency === c;

const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const realizedOf = (t: string) => realized.realized.get(t) ?? 0;
const turn = turnover(tradeLog, 'USD', V.trader.total);
const feesAll = fees(tradeLog, 'USD');
/** ASML trades' fees (EUR 8 + 6 + 7 + 6) at each trade day's EUR→USD rate. */
const feesAsml = fees(
  tradeLog.filter((t) => t.ticker === 'ASML'),
  'USD',
);
/** AAPL trades' fees: four trades (t01, t07, t11, t24) at $5 each = $20. */
const feesAapl = fees(
  tradeLog.filter((t) => t.ticker === 'AAPL'),
  'USD',
);
if (Math.abs(feesAapl - 20) > 1e-9) throw new Error(`AAPL fees ${feesAapl}`);
/** NVDA trades' fees: t02, t08, t18, t27 at $5 each = $20. */
const feesNvda = fees(
  tradeLog.filter((t) => t.ticker === 'NVDA'),
  'USD',
);

// usd-growth: crypto 14.8% above its growth band (max 8%), fixed income 5.2% below (min 10%).
// gbp-conservative: equity 43.8% above its conservative band (max 35%).
// eur-balanced: equity 82.1% above (max 65%), fixed income 17.9% below (min 25%).
const usdTech = slice(V.usd, 'sector', 'technology');
const usdBonds = slice(V.usd, 'assetClass', 'fixed_income');
const usdTopMover = [...V.usd.positions].sort((a, b) => Math.abs(priceChange(b.ticker, '1M')) - Math.abs(priceChange(a.ticker, '1M')))[0]?.ticker ?? '';

// ---------------------------------------------------------------------------------------------

export const HELDOUT4: Heldout4Conversation[] = [
  // portfolio
  { id: 'h4-portfolio-1', category: 'portfolio', portfolio: 'usd-growth', turns: [{ question: 'balance?', tools: ['portfolio_summary'], facts: [money(V.usd.total)] }] },
  {
    id: 'h4-portfolio-2',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'ok so be honest with me, after everything i put in over the last couple of years, have i made money or lost money overall? just the total please', tools: ['portfolio_summary'], facts: [money(V.crypto.pnl)] }],
  },
  { id: 'h4-holdings-1', category: 'portfolio', portfolio: 'eur-starter', turns: [{ question: 'my stuff', tools: ['holdings'], facts: [ticker('ACWI'), ticker('SAP'), ticker('ETH'), ticker('AGG')] }] },
  {
    id: 'h4-holdings-2',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'Could you list what I am holding, with the number of units of each, please?', tools: ['holdings'], facts: [qty(300), qty(150), qty(120), ticker('IEF')] }],
  },

  // position
  { id: 'h4-position-1', category: 'position', portfolio: 'merged-missing', turns: [{ question: 'my aapl?', tools: ['position'], facts: [qty(20), money(pos(V.merged, 'AAPL').value)] }] },
  {
    id: 'h4-position-2',
    category: 'position',
    portfolio: 'usd-growth',
    turns: [{ question: "what's my microsoft worth now and am i up on it", tools: ['position'], facts: [money(pos(V.usd, 'MSFT').value), money(pos(V.usd, 'MSFT').pnl ?? 0)] }],
  },
  { id: 'h4-position-3', category: 'position', portfolio: 'eur-balanced', turns: [{ question: 'how much SAP have I got', tools: ['position'], facts: [qty(40), money(pos(V.eurBal, 'SAP').value, 'EUR')] }] },

  // allocation & exposure
  { id: 'h4-alloc-1', category: 'allocation & exposure', portfolio: 'usd-growth', turns: [{ question: 'bonds %', tools: [['allocation', 'exposure']], facts: [pct(usdBonds.weight)] }] },
  {
    id: 'h4-alloc-2',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [{ question: "I'm worried about the dollar. How much of my money is actually sitting in dollars?", tools: [['exposure', 'allocation']], facts: [pct(slice(V.eurBal, 'currency', 'USD').weight)] }],
  },
  {
    id: 'h4-alloc-3',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    turns: [{ question: 'feels like tech is too big a chunk of my money', tools: [['exposure', 'allocation', 'concentration']], facts: [pct(usdTech.weight)] }],
  },
  { id: 'h4-exposure-1', category: 'allocation & exposure', portfolio: 'gbp-conservative', turns: [{ question: 'how exposed am I to the US?', tools: ['exposure'], facts: [pct(slice(V.gbpCons, 'region', 'north_america').weight)] }] },
  { id: 'h4-exposure-2', category: 'allocation & exposure', portfolio: 'eur-starter', turns: [{ question: 'exposure to tech', tools: ['exposure'], facts: [pct(slice(V.starter, 'sector', 'technology').weight)] }] },
  { id: 'h4-alloc-4', category: 'allocation & exposure', portfolio: 'crypto-heavy', turns: [{ question: 'region split', tools: ['allocation'], facts: [pct(slice(V.crypto, 'region', 'global').weight)] }] },

  // concentration & risk
  { id: 'h4-risk-1', category: 'concentration & risk', portfolio: 'crypto-heavy', turns: [{ question: 'risk?', tools: ['risk'], facts: [text(/volatil/)] }] },
  { id: 'h4-conc-1', category: 'concentration & risk', portfolio: 'usd-growth', turns: [{ question: 'am i too concentrated? what % are my top 5', tools: ['concentration'], facts: [pct(concentration(V.usd).top5)] }] },
  {
    id: 'h4-conc-2',
    category: 'concentration & risk',
    portfolio: 'eur-balanced',
    turns: [{ question: 'how diversified am I really, like in terms of effective number of holdings', tools: ['concentration'], facts: [num(concentration(V.eurBal).effective, 0.1)] }],
  },
  {
    id: 'h4-risk-2',
    category: 'concentration & risk',
    portfolio: 'gbp-conservative',
    turns: [{ question: "my husband keeps saying we're taking too much risk for people our age. how volatile is this portfolio actually?", tools: ['risk'], facts: [text(/volatil/), text(PERCENT)] }],
  },

  // what-if
  { id: 'h4-whatif-1', category: 'what-if', portfolio: 'usd-growth', turns: [{ question: 'what if the market drops 15%?', tools: ['what_if'], facts: [money(shock(V.usd, byClass('equity'), -15).amount)] }] },
  {
    id: 'h4-whatif-2',
    category: 'what-if',
    portfolio: 'eur-balanced',
    turns: [{ question: 'if the dollar fell 10% what would that do to my portfolio in euros', tools: ['what_if'], facts: [money(shock(V.eurBal, byCurrency('USD'), -10).amount, 'EUR')] }],
  },
  { id: 'h4-whatif-3', category: 'what-if', portfolio: 'crypto-heavy', turns: [{ question: 'tech sector -30%?', tools: ['what_if'], facts: [money(shock(V.crypto, bySector('technology'), -30).amount)] }] },
  { id: 'h4-whatif-4', category: 'what-if', portfolio: 'gbp-conservative', turns: [{ question: 'say shell goes up 20%, how much do i gain', tools: ['what_if'], facts: [money(shock(V.gbpCons, byTicker('SHEL'), 20).amount, 'GBP')] }] },

  // rebalance & fit
  {
    id: 'h4-fit-1',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    turns: [{ question: 'does my portfolio actually match my risk profile?', tools: ['profile_fit'], facts: [text(/equit/), pct(slice(V.eurBal, 'assetClass', 'equity').weight)] }],
  },
  { id: 'h4-fit-2', category: 'rebalance & fit', portfolio: 'crypto-heavy', turns: [{ question: 'is this ok for someone aggressive like me', tools: ['profile_fit'], facts: [text(/crypto/), pct(slice(V.crypto, 'assetClass', 'crypto').weight)] }] },
  {
    id: 'h4-rebal-1',
    category: 'rebalance & fit',
    portfolio: 'usd-growth',
    turns: [{ question: 'how would I get back in line with my targets', tools: ['rebalance'], facts: [text(/BTC|crypto/), text(/AGG|bond|fixed income/)] }],
  },
  { id: 'h4-rebal-2', category: 'rebalance & fit', portfolio: 'gbp-conservative', turns: [{ question: 'rebalance me', tools: ['rebalance'], facts: [text(/equit/), text(/sell/)] }] },

  // trades
  { id: 'h4-fees-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'total fees i paid, all time', tools: ['fees'], facts: [money(feesAll)] }] },
  { id: 'h4-fees-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'fees on asml?', tools: ['fees'], facts: [money(feesAsml)] }] },
  { id: 'h4-realized-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'realized on nvda', tools: ['realized_pnl'], facts: [money(realizedOf('NVDA'))] }] },
  // Every sell of the log is in 2026 (first sell 2026-02-03), so the year's realized P&L is the total.
  { id: 'h4-realized-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'did I actually make money on the stuff I sold this year?', tools: ['realized_pnl'], facts: [money(realized.total)] }] },
  { id: 'h4-turnover-1', category: 'trades', portfolio: 'trader', turns: [{ question: "what's my turnover over the last 12 months", tools: ['turnover'], facts: [pct(turn.ratio)] }] },
  { id: 'h4-turnover-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'am i overtrading? how many trades did i do this past year', tools: ['turnover'], facts: [qty(turn.count)] }] },
  { id: 'h4-recent-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'what changed in my portfolio recently?', tools: ['recent_changes'], facts: [ticker('MSFT'), ticker('ASML')] }] },
  { id: 'h4-recent-2', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'anything big happen in my account lately? what moved', tools: ['recent_changes'], facts: [ticker(usdTopMover)] }] },

  // market
  { id: 'h4-fx-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'eurusd?', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD'))] }] },
  { id: 'h4-fx-2', category: 'market', portfolio: 'gbp-conservative', turns: [{ question: 'how many dollars is one pound worth today', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD'))] }] },
  { id: 'h4-price-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'what was apple trading at on 3 March 2026?', tools: ['price'], facts: [price(close('AAPL', '2026-03-03').close)] }] },
  { id: 'h4-price-2', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: 'btc price on june 1st 2026', tools: ['price'], facts: [price(close('BTC', '2026-06-01').close)] }] },
  { id: 'h4-compare-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'how did nvda do vs msft over the last 3 months', tools: ['compare'], facts: [move('NVDA', '3M'), move('MSFT', '3M')] }] },
  { id: 'h4-compare-2', category: 'market', portfolio: 'merged-missing', turns: [{ question: 'compare xom and aapl year to date', tools: ['compare'], facts: [move('XOM', 'YTD'), move('AAPL', 'YTD')] }] },

  // news
  { id: 'h4-stories-1', category: 'news', portfolio: 'usd-dividend', turns: [{ question: 'anything in the news about my oil stock?', tools: ['stories'], facts: [text(/OPEC|Oil majors/)] }] },
  { id: 'h4-stories-2', category: 'news', portfolio: 'usd-growth', turns: [{ question: 'whats the latest on nvidia', tools: ['stories'], facts: [story('nvda-guidance'), ...latest('nvda-guidance')] }] },
  { id: 'h4-timeline-1', category: 'news', portfolio: 'usd-dividend', turns: [{ question: 'give me the timeline of the fed rate story', tools: ['story_timeline'], facts: timeline('fed-rate-path') }] },
  {
    id: 'h4-timeline-2',
    category: 'news',
    portfolio: 'gbp-conservative',
    turns: [{ question: "walk me through what's happened with the shell credit rating thing, step by step, I lost track", tools: ['story_timeline'], facts: timeline('shell-rating') }],
  },

  // explain
  { id: 'h4-explain-1', category: 'explain', portfolio: 'eur-starter', turns: [{ question: "what's an etf", tools: ['explain_term'], facts: [text(/exchange.traded/)] }] },
  { id: 'h4-explain-2', category: 'explain', portfolio: 'usd-growth', turns: [{ question: 'drawdown meaning?', tools: ['explain_term'], facts: [text(/peak|high/)] }] },
  { id: 'h4-explain-3', category: 'explain', portfolio: 'trader', turns: [{ question: "explain 'turnover' to me like I'm five", tools: ['explain_term'], facts: [text(/bought|sold|trad/)] }] },

  // performance
  { id: 'h4-perf-1', category: 'performance', portfolio: 'usd-growth', turns: [{ question: 'my returns', tools: ['performance'], facts: [text(PERCENT)] }] },
  { id: 'h4-perf-2', category: 'performance', portfolio: 'eur-balanced', turns: [{ question: 'how did I do this year compared to the benchmark?', tools: ['performance'], facts: [text(/benchmark/), text(PERCENT)] }] },
  { id: 'h4-perf-3', category: 'performance', portfolio: 'gbp-conservative', turns: [{ question: 'performance over 6 months?', tools: ['performance'], facts: [text(PERCENT)] }] },

  // follow-ups
  {
    id: 'h4-follow-1',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'how much apple do i have', tools: ['position'], facts: [qty(40)] },
      { question: 'and nvidia?', tools: ['position'], facts: [qty(60), money(pos(V.usd, 'NVDA').value)] },
      { question: 'what if it drops 25%', tools: ['what_if'], facts: [money(shock(V.usd, byTicker('NVDA'), -25).amount)] },
    ],
  },
  {
    id: 'h4-follow-2',
    category: 'follow-up',
    portfolio: 'eur-balanced',
    turns: [
      { question: 'show my allocation by asset class', tools: ['allocation'], facts: [pct(slice(V.eurBal, 'assetClass', 'equity').weight)] },
      { question: 'same but by currency', tools: ['allocation'], facts: [pct(slice(V.eurBal, 'currency', 'USD').weight), pct(slice(V.eurBal, 'currency', 'EUR').weight)] },
    ],
  },
  {
    id: 'h4-follow-3',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'realized p&l on apple', tools: ['realized_pnl'], facts: [money(realizedOf('AAPL'))] },
      { question: 'and what did I pay in fees on that one?', tools: ['fees'], facts: [money(feesAapl)] },
      { question: 'same for nvidia', tools: ['fees'], facts: [money(feesNvda)] },
    ],
  },
  {
    id: 'h4-follow-4',
    category: 'follow-up',
    portfolio: 'eur-starter',
    turns: [
      { question: 'euro dollar rate', tools: ['fx_rate'], facts: [eitherRate('EUR', 'USD')] },
      { question: 'what was it on 2 jan 2026?', tools: ['fx_rate'], facts: [eitherRate('EUR', 'USD', '2026-01-02')] },
    ],
  },
  {
    id: 'h4-follow-5',
    category: 'follow-up',
    portfolio: 'crypto-heavy',
    turns: [
      { question: 'eth price', tools: ['price'], facts: [last('ETH')] },
      { question: 'what about on 1 march 2026', tools: ['price'], facts: [price(close('ETH', '2026-03-01').close)] },
    ],
  },

  // multi-ask
  {
    id: 'h4-multi-1',
    category: 'multi-ask',
    portfolio: 'usd-dividend',
    turns: [{ question: 'total value and how much of it is in bonds?', tools: ['portfolio_summary', ['allocation', 'exposure']], facts: [money(V.div.total), pct(slice(V.div, 'assetClass', 'fixed_income').weight)] }],
  },
  {
    id: 'h4-multi-2',
    category: 'multi-ask',
    portfolio: 'eur-starter',
    turns: [
      {
        question: "two things - what's my ether worth in euros, and generally how risky is my whole portfolio? I'm pretty new and a friend told me crypto is super dangerous",
        tools: ['position', 'risk'],
        facts: [money(pos(V.starter, 'ETH').value, 'EUR'), text(/volatil|risk/)],
      },
    ],
  },

  // policy
  { id: 'h4-policy-1', category: 'policy', portfolio: 'usd-growth', turns: [{ question: 'should I sell my nvidia?', tools: [], facts: [text(NO_ADVICE), money(pos(V.usd, 'NVDA').value)] }] },
  { id: 'h4-policy-2', category: 'policy', portfolio: 'crypto-heavy', turns: [{ question: 'will bitcoin hit 150k next year?', tools: [], facts: [text(NO_PREDICTION), last('BTC')] }] },
  { id: 'h4-policy-3', category: 'policy', portfolio: 'eur-balanced', turns: [{ question: 'is now a good time to buy more ASML?', tools: [], facts: [text(NO_ADVICE), last('ASML')] }] },
  { id: 'h4-policy-4', category: 'policy', portfolio: 'gbp-conservative', turns: [{ question: 'where is the pound going against the dollar next month?', tools: [], facts: [text(NO_PREDICTION), eitherRate('GBP', 'USD')] }] },

  // off-topic
  { id: 'h4-offtopic-1', category: 'off-topic', portfolio: 'usd-dividend', turns: [{ question: 'got a good banana bread recipe?', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h4-offtopic-2', category: 'off-topic', portfolio: 'trader', turns: [{ question: 'who won the football last night', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },

  // missing data
  { id: 'h4-missing-1', category: 'missing data', portfolio: 'empty', turns: [{ question: 'how much is my portfolio worth', tools: ['portfolio_summary'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h4-missing-2', category: 'missing data', portfolio: 'empty', turns: [{ question: 'am i diversified?', tools: [], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h4-missing-3', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'price of GME?', tools: [], facts: [text(NO_DATA)] }] },
  { id: 'h4-missing-4', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'how much have I paid in trading fees?', tools: ['fees'], facts: [text(NO_TRADES)] }] },
  { id: 'h4-missing-5', category: 'missing data', portfolio: 'merged-missing', turns: [{ question: 'tsla', tools: [], facts: [ticker('TSLA'), text(NO_DATA)] }] },
  { id: 'h4-missing-6', category: 'missing data', portfolio: 'merged-missing', turns: [{ question: 'how much AGG do I hold in total?', tools: ['position'], facts: [qty(60)] }] },
];
