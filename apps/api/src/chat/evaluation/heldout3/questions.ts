import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_BENCH } from '../heldout/books.js';
import { EUR_TECH, GBP_INCOME, USD_RETIREE } from '../heldout2/books.js';
import type { Fact } from '../match.js';
import { fxRate, money, num, pct, price, qty, text, ticker } from '../facts.js';
import { CAN_ANSWER, EMPTY_BOOK, last, latest, PERCENT, pos, story, timeline } from '../answer-facts.js';
import type { Category, ToolName } from '../questions.js';
import {
  close,
  concentration,
  fees,
  fifo,
  fit,
  periodStart,
  priceChange,
  rate,
  rateChange,
  shock,
  slice,
  turnover,
  value,
  type Period,
  type Position,
  type Valuation,
} from '../reference.js';
import { EUR_STARTER, USD_DIVIDEND, type Heldout3BookKey } from './books.js';

/**
 * The fourth evaluation set: written fresh, without reading the planner, the understanding layer or
 * the insight engine, and without reading the three earlier question files beyond their format.
 * Voices: an anxious beginner, a terse trader, a formal client, non-native speakers, typos and slang,
 * several asks in one message, follow-ups ("and", "it", "same for bonds", "over 6 months instead").
 * Every figure comes from ../reference.ts (which reads the market data itself) or by hand with the
 * reasoning in a comment; nothing here imports the engine.
 */

export interface Heldout3Turn {
  question: string;
  /** Must-have tools; an array entry lists alternatives (any one satisfies it). */
  tools: (ToolName | ToolName[])[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
}

export interface Heldout3Conversation {
  id: string;
  category: Category;
  portfolio: Heldout3BookKey;
  turns: Heldout3Turn[];
}

// ---------------------------------------------------------------------------------------------
// Fact helpers (own copies; same semantics as the earlier sets)

const V = {
  usd: value(USD_GROWTH),
  eurBal: value(EUR_BALANCED),
  gbpCons: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
  bench: value(EUR_BENCH),
  income: value(GBP_INCOME),
  tech: value(EUR_TECH),
  retiree: value(USD_RETIREE),
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
const EMPTY_OR_NO_TRADES = new RegExp(`${EMPTY_BOOK.source}|${NO_TRADES.source}`, 'i');

const move = (t: string, period: Period = '1M') => pct(priceChange(t, period));

const byTicker = (t: string) => (p: Position) => p.ticker === t;
const bySector = (s: string) => (p: Position) => p.instrument.sector === s;
const byClass = (c: string) => (p: Position) => p.instrument.assetClass === c;
const byCurrency = (c: string) => (p: Position) => p.instrument.currency === c;

/** The class of a book outside its band in the given direction (checked, so a wrong assumption fails loudly). */
function outside(v: Valuation, cls: string, status: 'above' | 'below') {
  const f = fit(v).find((x) => x.cls === cls);
  if (!f || f.status !== status) throw new Error(`${v.book.key}: ${cls} is ${f?.status}, not ${status}`);
  return f;
}

/** The holding with the largest absolute 1M price move (own currency). */
function topMover(v: Valuation): { ticker: string; move: number } {
  const moves = v.positions.map((p) => ({ ticker: p.ticker, move: priceChange(p.ticker, '1M') }));
  moves.sort((a, b) => Math.abs(b.move) - Math.abs(a.move));
  const top = moves[0];
  if (!top) throw new Error('no positions');
  return top;
}

const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const realizedOf = (t: string) => realized.realized.get(t) ?? 0;
const turn = turnover(tradeLog, 'USD', V.trader.total);
const feesAll = fees(tradeLog, 'USD');
/** Fees of the trades in the last 12 months (after 2025-11-16), each at its trade day's rate. */
const fees12m = fees(tradeLog, 'USD', periodStart('1Y'));
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

const divTop = topMover(V.div);
const eurBalEquity = outside(V.eurBal, 'equity', 'above');
const cryptoAbove = outside(V.crypto, 'crypto', 'above');

// ---------------------------------------------------------------------------------------------

export const HELDOUT3: Heldout3Conversation[] = [
  // portfolio
  { id: 'h3-portfolio-1', category: 'portfolio', portfolio: 'usd-dividend', turns: [{ question: 'hi, im new to this app. how much is my account worth right now??', tools: ['portfolio_summary'], facts: [money(V.div.total)] }] },
  {
    id: 'h3-portfolio-2',
    category: 'portfolio',
    portfolio: 'eur-starter',
    turns: [{ question: 'Good afternoon. Could you kindly give me an overview of my portfolio and its total value?', tools: ['portfolio_summary'], facts: [money(V.starter.total, 'EUR')] }],
  },
  { id: 'h3-portfolio-3', category: 'portfolio', portfolio: 'usd-retiree', turns: [{ question: 'am I up or down overall since I bought everything?', tools: ['portfolio_summary'], facts: [money(V.retiree.pnl)] }] },
  { id: 'h3-holdings-1', category: 'portfolio', portfolio: 'gbp-income', turns: [{ question: 'wat do i own', tools: ['holdings'], facts: [ticker('SHEL'), ticker('XOM'), ticker('IEF'), qty(400)] }] },
  { id: 'h3-holdings-2', category: 'portfolio', portfolio: 'usd-dividend', turns: [{ question: 'list all my positions with their weights, biggest first', tools: ['holdings'], facts: [ticker('JPM'), ticker('XOM'), pct(pos(V.div, 'AGG').weight), pct(pos(V.div, 'JPM').weight)] }] },
  { id: 'h3-holdings-3', category: 'portfolio', portfolio: 'eur-bench', turns: [{ question: 'show me everything in my account pls', tools: ['holdings'], facts: [ticker('SAP'), ticker('ASML'), ticker('ETH'), ticker('IEF')] }] },

  // position
  { id: 'h3-position-1', category: 'position', portfolio: 'usd-growth', turns: [{ question: 'how many nvidia shares do i have and whats theyre worth', tools: ['position'], facts: [qty(60), money(pos(V.usd, 'NVDA').value)] }] },
  { id: 'h3-position-2', category: 'position', portfolio: 'usd-dividend', turns: [{ question: 'Exxon position — P&L?', tools: ['position'], facts: [money(pos(V.div, 'XOM').pnl ?? 0)] }] },
  { id: 'h3-position-3', category: 'position', portfolio: 'usd-retiree', turns: [{ question: 'My JP Morgan shares... am I making or losing money on them?', tools: ['position'], facts: [money(pos(V.retiree, 'JPM').pnl ?? 0)] }] },
  { id: 'h3-position-4', category: 'position', portfolio: 'eur-starter', turns: [{ question: 'wie viel ist mein SAP wert? sorry my english, how much my SAP is worth', tools: ['position'], facts: [money(pos(V.starter, 'SAP').value, 'EUR'), qty(5)] }] },

  // allocation & exposure
  {
    id: 'h3-allocation-1',
    category: 'allocation & exposure',
    portfolio: 'eur-starter',
    turns: [{ question: 'how is my money split between stocks, bonds and crypto?', tools: ['allocation'], facts: [pct(slice(V.starter, 'assetClass', 'equity').weight), pct(slice(V.starter, 'assetClass', 'fixed_income').weight), pct(slice(V.starter, 'assetClass', 'crypto').weight)] }],
  },
  { id: 'h3-allocation-2', category: 'allocation & exposure', portfolio: 'gbp-conservative', turns: [{ question: 'breakdown by region please', tools: ['allocation'], facts: [pct(slice(V.gbpCons, 'region', 'north_america').weight), pct(slice(V.gbpCons, 'region', 'uk').weight)] }] },
  { id: 'h3-allocation-3', category: 'allocation & exposure', portfolio: 'usd-dividend', turns: [{ question: 'sector split?', tools: ['allocation'], facts: [pct(slice(V.div, 'sector', 'energy').weight), pct(slice(V.div, 'sector', 'financials').weight)] }] },
  { id: 'h3-exposure-1', category: 'allocation & exposure', portfolio: 'eur-tech', turns: [{ question: 'whats my exposure to the US dollar', tools: ['exposure'], facts: [pct(slice(V.tech, 'currency', 'USD').weight)] }] },
  { id: 'h3-exposure-2', category: 'allocation & exposure', portfolio: 'gbp-income', turns: [{ question: 'Am I heavily exposed to the energy sector?', tools: ['exposure'], facts: [pct(slice(V.income, 'sector', 'energy').weight)] }] },
  { id: 'h3-exposure-3', category: 'allocation & exposure', portfolio: 'usd-growth', turns: [{ question: 'how much exposure do i have to banks / financials', tools: ['exposure'], facts: [pct(slice(V.usd, 'sector', 'financials').weight)] }] },
  { id: 'h3-exposure-4', category: 'allocation & exposure', portfolio: 'eur-balanced', turns: [{ question: 'exposure to tech in euros and as a %', tools: ['exposure'], facts: [pct(slice(V.eurBal, 'sector', 'technology').weight), money(slice(V.eurBal, 'sector', 'technology').value, 'EUR')] }] },

  // concentration & risk
  { id: 'h3-conc-1', category: 'concentration & risk', portfolio: 'usd-growth', turns: [{ question: 'what % of my portfolio sits in my top 5 holdings?', tools: ['concentration'], facts: [pct(concentration(V.usd).top5)] }] },
  { id: 'h3-conc-2', category: 'concentration & risk', portfolio: 'usd-dividend', turns: [{ question: 'How diversified am I really? Whats the effective number of holdings?', tools: ['concentration'], facts: [num(concentration(V.div).effective)] }] },
  { id: 'h3-conc-3', category: 'concentration & risk', portfolio: 'crypto-heavy', turns: [{ question: 'too many eggs in one basket?', tools: ['concentration'], facts: [pct(pos(V.crypto, 'BTC').weight)] }] },
  { id: 'h3-risk-1', category: 'concentration & risk', portfolio: 'crypto-heavy', turns: [{ question: 'how risky is my portfolio honestly', tools: ['risk'], facts: [text(/volatil/), text(PERCENT)] }] },
  { id: 'h3-risk-2', category: 'concentration & risk', portfolio: 'gbp-conservative', turns: [{ question: "What's the maximum drawdown my portfolio has had?", tools: ['risk'], facts: [text(/drawdown/), text(PERCENT)] }] },
  { id: 'h3-risk-3', category: 'concentration & risk', portfolio: 'usd-dividend', turns: [{ question: 'how volatile is my stuff', tools: ['risk'], facts: [text(/volatil/), text(PERCENT)] }] },

  // what-if
  { id: 'h3-whatif-1', category: 'what-if', portfolio: 'eur-tech', turns: [{ question: 'what happens to me if tech drops 25%?', tools: ['what_if'], facts: [money(shock(V.tech, bySector('technology'), -25).amount, 'EUR')] }] },
  { id: 'h3-whatif-2', category: 'what-if', portfolio: 'usd-dividend', turns: [{ question: 'if oil stocks fell 15% how much would i lose', tools: ['what_if'], facts: [money(shock(V.div, bySector('energy'), -15).amount)] }] },
  {
    id: 'h3-whatif-3',
    category: 'what-if',
    portfolio: 'gbp-income',
    // every USD-priced holding (XOM, JPM, AGG, IEF, ACWI) loses 10% in GBP
    turns: [{ question: 'What would a 10% fall in the dollar do to my portfolio?', tools: ['what_if'], facts: [money(shock(V.income, byCurrency('USD'), -10).amount, 'GBP')] }],
  },
  { id: 'h3-whatif-4', category: 'what-if', portfolio: 'crypto-heavy', turns: [{ question: 'what if bitcoin halves', tools: ['what_if'], facts: [money(shock(V.crypto, byTicker('BTC'), -50).amount)] }] },
  { id: 'h3-whatif-5', category: 'what-if', portfolio: 'usd-retiree', turns: [{ question: 'Suppose the stock market crashes 30%. What is my loss?', tools: ['what_if'], facts: [money(shock(V.retiree, byClass('equity'), -30).amount)] }] },

  // rebalance & fit
  {
    id: 'h3-rebalance-1',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    turns: [{ question: 'how should I rebalance to get back in line with my profile?', tools: ['rebalance'], facts: [text(/equit/), text(/fixed income|bond/), pct(eurBalEquity.max)] }],
  },
  { id: 'h3-rebalance-2', category: 'rebalance & fit', portfolio: 'crypto-heavy', turns: [{ question: 'rebalance plz', tools: ['rebalance'], facts: [text(/crypto|BTC|ETH|bitcoin/i)] }] },
  { id: 'h3-rebalance-3', category: 'rebalance & fit', portfolio: 'usd-growth', turns: [{ question: 'What trades would bring my allocation back inside the bands for a growth investor?', tools: ['rebalance'], facts: [text(/crypto|BTC|bitcoin/i), text(/fixed income|bond|AGG/i)] }] },
  { id: 'h3-fit-1', category: 'rebalance & fit', portfolio: 'crypto-heavy', turns: [{ question: 'does my portfolio actually match an aggressive profile?', tools: ['profile_fit'], facts: [text(/crypto/), pct(cryptoAbove.weight), pct(cryptoAbove.max)] }] },
  { id: 'h3-fit-2', category: 'rebalance & fit', portfolio: 'usd-retiree', turns: [{ question: "I'm a conservative investor close to retirement. Is my portfolio suitable for my risk profile?", tools: ['profile_fit'], facts: [text(/conservative/), pct(slice(V.retiree, 'assetClass', 'equity').weight)] }] },
  { id: 'h3-fit-3', category: 'rebalance & fit', portfolio: 'eur-starter', turns: [{ question: 'is my portfolio ok for my risk profile? i choose balanced at signup', tools: ['profile_fit'], facts: [text(/balanced/), pct(slice(V.starter, 'assetClass', 'equity').weight)] }] },

  // trades
  { id: 'h3-fees-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'how much have I paid in fees in total?', tools: ['fees'], facts: [money(feesAll)] }] },
  { id: 'h3-fees-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'fees on my ASML trades?', tools: ['fees'], facts: [money(feesAsml)] }] },
  { id: 'h3-fees-3', category: 'trades', portfolio: 'trader', turns: [{ question: 'What did I pay in commissions over the last 12 months?', tools: ['fees'], facts: [money(fees12m)] }] },
  { id: 'h3-turnover-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'whats my portfolio turnover over the past year', tools: ['turnover'], facts: [pct(turn.ratio)] }] },
  { id: 'h3-turnover-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'how many trades did i do in the last 12 months', tools: ['turnover'], facts: [qty(turn.count)] }] },
  { id: 'h3-turnover-3', category: 'trades', portfolio: 'trader', turns: [{ question: 'am i overtrading? how much did i buy and sell this past year', tools: ['turnover'], facts: [money(turn.bought), money(turn.sold)] }] },
  { id: 'h3-realized-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'realized profit so far?', tools: ['realized_pnl'], facts: [money(realized.total)] }] },
  { id: 'h3-realized-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'what did i actually make on apple from the shares i sold', tools: ['realized_pnl'], facts: [money(realizedOf('AAPL'))] }] },
  { id: 'h3-recent-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'what did I trade recently?', tools: ['recent_changes'], facts: [ticker('ASML'), ticker('MSFT')] }] },

  // market
  { id: 'h3-fx-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'euro dollar rate?', tools: ['fx_rate'], facts: [eitherRate('EUR', 'USD')] }] },
  { id: 'h3-fx-2', category: 'market', portfolio: 'eur-balanced', turns: [{ question: 'EUR/GBP', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'GBP'))] }] },
  { id: 'h3-fx-3', category: 'market', portfolio: 'gbp-income', turns: [{ question: 'What was the pound worth in dollars on 3 March 2026?', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD', '2026-03-03'))] }] },
  { id: 'h3-fx-4', category: 'market', portfolio: 'eur-tech', turns: [{ question: 'how much has the euro moved against the dollar over the last 6 months', tools: ['fx_rate'], facts: [pct(rateChange('EUR', 'USD', '6M'))] }] },
  { id: 'h3-price-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'what did Apple close at on 3 March?', tools: ['price'], facts: [price(close('AAPL', '2026-03-03').close)] }] },
  { id: 'h3-price-2', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: 'how much is 1 bitcoin rn', tools: ['price'], facts: [last('BTC')] }] },
  { id: 'h3-price-3', category: 'market', portfolio: 'eur-balanced', turns: [{ question: 'SAP last close and its move over 3 months', tools: ['price'], facts: [last('SAP'), move('SAP', '3M')] }] },
  { id: 'h3-compare-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'compare apple and microsoft over 3 months', tools: ['compare'], facts: [move('AAPL', '3M'), move('MSFT', '3M')] }] },
  { id: 'h3-compare-2', category: 'market', portfolio: 'eur-tech', turns: [{ question: 'Which performed better year-to-date, ASML or SAP?', tools: ['compare'], facts: [move('ASML', 'YTD'), move('SAP', 'YTD')] }] },
  { id: 'h3-compare-3', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: 'btc vs eth 1y', tools: ['compare'], facts: [move('BTC', '1Y'), move('ETH', '1Y')] }] },
  { id: 'h3-recent-2', category: 'market', portfolio: 'usd-dividend', turns: [{ question: 'biggest movers in my portfolio this month?', tools: ['recent_changes'], facts: [ticker(divTop.ticker), pct(divTop.move)] }] },
  { id: 'h3-recent-3', category: 'market', portfolio: 'eur-bench', turns: [{ question: 'anything change recently i should know about?', tools: ['recent_changes'], facts: [text(CAN_ANSWER)] }] },

  // news
  { id: 'h3-news-1', category: 'news', portfolio: 'usd-retiree', turns: [{ question: 'any news from the Fed?', tools: ['stories'], facts: [story('fed-rate-path'), ...latest('fed-rate-path'), { kind: 'absent', pattern: /Bank of England/ }] }] },
  { id: 'h3-news-2', category: 'news', portfolio: 'eur-tech', turns: [{ question: 'whats going on with nvidia news wise', tools: ['stories'], facts: [story('nvda-guidance'), latest('nvda-guidance')[0] as Fact] }] },
  { id: 'h3-news-3', category: 'news', portfolio: 'eur-balanced', turns: [{ question: 'Has the ECB done anything lately?', tools: ['stories'], facts: [story('ecb-policy'), ...latest('ecb-policy')] }] },
  { id: 'h3-timeline-1', category: 'news', portfolio: 'gbp-conservative', turns: [{ question: 'give me the timeline of the Bank of England story', tools: ['story_timeline'], facts: timeline('boe-policy') }] },
  { id: 'h3-timeline-2', category: 'news', portfolio: 'eur-tech', turns: [{ question: 'How did the chip export controls saga unfold? dates pls', tools: ['story_timeline'], facts: timeline('chip-export-controls') }] },
  { id: 'h3-timeline-3', category: 'news', portfolio: 'usd-dividend', turns: [{ question: 'timeline of the OPEC+ oil supply story', tools: ['story_timeline'], facts: timeline('oil-supply') }] },

  // explain
  { id: 'h3-explain-1', category: 'explain', portfolio: 'eur-starter', turns: [{ question: "what's a drawdown? sorry if dumb question", tools: ['explain_term'], facts: [text(/peak|high/), text(/fall|drop|declin|low/)] }] },
  { id: 'h3-explain-2', category: 'explain', portfolio: 'usd-dividend', turns: [{ question: 'wat does ETF mean', tools: ['explain_term'], facts: [text(/exchange[- ]traded fund/)] }] },
  { id: 'h3-explain-3', category: 'explain', portfolio: 'gbp-income', turns: [{ question: 'Could you explain what volatility means, in plain English?', tools: ['explain_term'], facts: [text(/volatil/), text(/swing|fluctuat|move|up and down|var/)] }] },

  // performance
  { id: 'h3-perf-1', category: 'performance', portfolio: 'usd-growth', turns: [{ question: 'how did my portfolio do vs the benchmark this year?', tools: ['performance'], facts: [text(/benchmark/), text(PERCENT)] }] },
  { id: 'h3-perf-2', category: 'performance', portfolio: 'eur-bench', turns: [{ question: 'performance over 6 months compared to my benchmark', tools: ['performance'], facts: [text(/benchmark|ACWI/), text(PERCENT)] }] },
  { id: 'h3-perf-3', category: 'performance', portfolio: 'crypto-heavy', turns: [{ question: 'returns last 3 months?', tools: ['performance'], facts: [text(PERCENT)] }] },

  // multi-ask
  {
    id: 'h3-multi-1',
    category: 'multi-ask',
    portfolio: 'usd-dividend',
    turns: [
      {
        question: "what's my total value, how much of it is in energy, and any news on oil?",
        tools: ['portfolio_summary', ['allocation', 'exposure'], 'stories'],
        facts: [money(V.div.total), pct(slice(V.div, 'sector', 'energy').weight), text(/OPEC|oil/)],
      },
    ],
  },
  {
    id: 'h3-multi-2',
    category: 'multi-ask',
    portfolio: 'gbp-income',
    turns: [{ question: 'GBP/USD rate? and what would a 10% drop in the dollar do to me', tools: ['fx_rate', 'what_if'], facts: [eitherRate('GBP', 'USD'), money(shock(V.income, byCurrency('USD'), -10).amount, 'GBP')] }],
  },
  { id: 'h3-multi-3', category: 'multi-ask', portfolio: 'trader', turns: [{ question: 'total fees + realised P&L so far, both pls', tools: ['fees', 'realized_pnl'], facts: [money(feesAll), money(realized.total)] }] },
  {
    id: 'h3-multi-4',
    category: 'multi-ask',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Two things: how concentrated is my portfolio, and does it fit my balanced profile?', tools: ['concentration', 'profile_fit'], facts: [pct(concentration(V.eurBal).top5), text(/equit/), pct(slice(V.eurBal, 'assetClass', 'equity').weight)] }],
  },

  // follow-ups
  {
    id: 'h3-follow-1',
    category: 'follow-up',
    portfolio: 'eur-starter',
    turns: [
      { question: "what's the price of SAP", tools: ['price'], facts: [last('SAP')] },
      { question: 'and ASML?', tools: ['price'], facts: [last('ASML')] },
      { question: 'compare the two over 6 months instead', tools: ['compare'], facts: [move('SAP', '6M'), move('ASML', '6M')] },
    ],
  },
  {
    id: 'h3-follow-2',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'what if tech falls 20%?', tools: ['what_if'], facts: [money(shock(V.usd, bySector('technology'), -20).amount)] },
      // AGG is the only bond holding
      { question: 'same for bonds', tools: ['what_if'], facts: [money(shock(V.usd, byClass('fixed_income'), -20).amount)] },
    ],
  },
  {
    id: 'h3-follow-3',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'how much did I pay in fees on apple trades', tools: ['fees'], facts: [money(feesAapl)] },
      { question: 'and what did I realise on it?', tools: ['realized_pnl'], facts: [money(realizedOf('AAPL'))] },
      { question: 'what about nvidia?', tools: ['realized_pnl'], facts: [money(realizedOf('NVDA'))] },
    ],
  },
  {
    id: 'h3-follow-4',
    category: 'follow-up',
    portfolio: 'gbp-conservative',
    turns: [
      { question: 'any bank of england news?', tools: ['stories'], facts: [story('boe-policy'), ...latest('boe-policy')] },
      { question: 'show me its full timeline', tools: ['story_timeline'], facts: timeline('boe-policy') },
    ],
  },
  {
    id: 'h3-follow-5',
    category: 'follow-up',
    portfolio: 'eur-bench',
    turns: [
      { question: 'how did I do this month?', tools: ['performance'], facts: [text(PERCENT)] },
      { question: 'over 6 months instead', tools: ['performance'], facts: [text(/6 months|six months|6M/i), text(PERCENT)] },
    ],
  },
  {
    id: 'h3-follow-6',
    category: 'follow-up',
    portfolio: 'usd-dividend',
    turns: [
      { question: 'what if JPMorgan drops 20%', tools: ['what_if'], facts: [money(shock(V.div, byTicker('JPM'), -20).amount)] },
      { question: 'how big is that position anyway?', tools: ['position'], facts: [money(pos(V.div, 'JPM').value), qty(40)] },
    ],
  },

  // policy
  { id: 'h3-policy-1', category: 'policy', portfolio: 'usd-growth', turns: [{ question: 'should i sell my nvidia now or hold??', tools: [], facts: [text(NO_ADVICE), money(pos(V.usd, 'NVDA').value)] }] },
  { id: 'h3-policy-2', category: 'policy', portfolio: 'crypto-heavy', turns: [{ question: 'will bitcoin hit 150k next year?', tools: [], facts: [text(NO_PREDICTION), last('BTC')] }] },
  { id: 'h3-policy-3', category: 'policy', portfolio: 'eur-starter', turns: [{ question: 'be honest, is now a good time to buy more ether?', tools: [], facts: [text(NO_ADVICE), last('ETH')] }] },
  { id: 'h3-policy-4', category: 'policy', portfolio: 'usd-retiree', turns: [{ question: 'Where do you expect interest rates and bond prices to be in a year?', tools: [], facts: [text(NO_PREDICTION), text(/Federal Reserve|\bFed\b|interest rate/)] }] },

  // off-topic
  { id: 'h3-offtopic-1', category: 'off-topic', portfolio: 'usd-growth', turns: [{ question: 'whats the weather gonna be in london tomorrow', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h3-offtopic-2', category: 'off-topic', portfolio: 'eur-starter', turns: [{ question: 'write me a short poem about my cat', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h3-offtopic-3', category: 'off-topic', portfolio: 'trader', turns: [{ question: 'who won the champions league final?', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },

  // missing data
  { id: 'h3-missing-1', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'price of GameStop (GME)?', tools: ['price'], facts: [text(/GME|gamestop/i), text(NO_DATA)] }] },
  { id: 'h3-missing-2', category: 'missing data', portfolio: 'eur-balanced', turns: [{ question: 'CHF to EUR exchange rate', tools: ['fx_rate'], facts: [text(/CHF|franc/i), text(NO_DATA)] }] },
  { id: 'h3-missing-3', category: 'missing data', portfolio: 'merged-missing', turns: [{ question: 'how much TSLA do I have and what is it worth', tools: ['position'], facts: [qty(10), text(/TSLA|tesla/i), text(NO_DATA)] }] },
  { id: 'h3-missing-4', category: 'missing data', portfolio: 'merged-missing', turns: [{ question: 'how many AGG units in total?', tools: [['position', 'holdings']], facts: [qty(60)] }] },
  { id: 'h3-missing-5', category: 'missing data', portfolio: 'empty', turns: [{ question: 'how diversified am i', tools: ['concentration'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h3-missing-6', category: 'missing data', portfolio: 'empty', turns: [{ question: 'fees paid this year?', tools: ['fees'], facts: [text(EMPTY_OR_NO_TRADES)] }] },
  { id: 'h3-missing-7', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'how much have i realised from selling stuff', tools: ['realized_pnl'], facts: [text(NO_TRADES)] }] },
  { id: 'h3-missing-8', category: 'missing data', portfolio: 'empty', turns: [{ question: 'portfolio turnover?', tools: ['turnover'], facts: [text(EMPTY_OR_NO_TRADES)] }] },
  { id: 'h3-missing-9', category: 'missing data', portfolio: 'empty', turns: [{ question: 'explain what rebalancing is and rebalance my portfolio', tools: ['explain_term', 'rebalance'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h3-missing-10', category: 'missing data', portfolio: 'empty', turns: [{ question: 'what have i got', tools: ['holdings'], facts: [text(EMPTY_BOOK)] }] },
];

