import { CRYPTO_HEAVY, GBP_CONSERVATIVE, TRADER, USD_GROWTH } from '../books.js';
import type { Fact } from '../match.js';
import { absent, date, fxRate, money, num, pct, qty, text, ticker } from '../facts.js';
import { CAN_ANSWER, EMPTY_BOOK, last, latest, PERCENT, pos, story, timeline } from '../answer-facts.js';
import type { Category, ToolName } from '../questions.js';
import {
  close,
  concentration,
  fees,
  fifo,
  periodStart,
  priceChange,
  rate,
  rateChange,
  shock,
  slice,
  stress,
  turnover,
  value,
  type Period,
  type Position,
} from '../reference.js';
import { BOND_ONLY, EUR_BENCH, GBP_UNPRICED, type HeldoutBookKey } from './books.js';

/**
 * The held-out evaluation set: questions written without looking at the main set's wording or the
 * engine, the way people type into a broker's app (slang, lowercase, typos, no question marks,
 * several asks in one message, follow-ups with "and"/"what about"/"it"). Every expected figure comes
 * from ../reference.ts (which reads the market data itself) or is written by hand with the reasoning
 * in a comment. Nothing here imports the engine.
 */

export interface HeldoutTurn {
  question: string;
  /** Must-have tools; an array entry lists alternatives (any one satisfies it). */
  tools: (ToolName | ToolName[])[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
}

export interface HeldoutConversation {
  id: string;
  category: Category;
  portfolio: HeldoutBookKey;
  turns: HeldoutTurn[];
}

// ---------------------------------------------------------------------------------------------
// Fact helpers

const V = {
  usd: value(USD_GROWTH),
  gbp: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  trader: value(TRADER),
  bench: value(EUR_BENCH),
  bonds: value(BOND_ONLY),
  unpriced: value(GBP_UNPRICED),
};


/** Either quotation of a pair (EUR/USD 1.19 or USD/EUR 0.84), to 3 decimals. */
const eitherRate = (base: string, quote: string): Fact => {
  const cut = (r: number) => r.toFixed(4).slice(0, -1).replace('.', '\\.');
  return text(new RegExp(`${cut(rate(base, quote))}|${cut(rate(quote, base))}`));
};

const NO_ADVICE = /no (investment|personal|financial) advice|not (give|provide|offer) (investment |financial |personal )?advice|(can ?not|can't|don't|do not) (give|provide|offer) (investment |financial |personal )?(advice|recommendations)|cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|not (a )?(financial|investment) advi[sc]e/i;
const NO_PREDICTION = /cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|do(es)? not (predict|forecast|make predictions|make forecasts)|no investment advice/i;
const NO_DATA = /no (market )?data|not in (the|our) market data|(don't|do not) have (any )?(market )?(data|prices?)|no prices?|not priced|unpriced|without (market )?(data|a price)|(isn't|is not|not) covered/i;
const NO_TRADES = /no (recorded )?trades|no trade|(hasn't|has not|haven't|have not) (recorded any |made any )?trad|none|nothing|\$0\b|€0\b|£0\b|0\.00|\b0(\.0+)?%/i;

const move = (t: string, period: Period = '1M') => pct(priceChange(t, period));

const sell = (tickers: string) => text(new RegExp(`sell[\\s\\S]{0,80}\\b(${tickers})\\b|\\b(${tickers})\\b[\\s\\S]{0,80}sell`, 'i'));
const buy = (tickers: string) => text(new RegExp(`buy[\\s\\S]{0,80}\\b(${tickers})\\b|\\b(${tickers})\\b[\\s\\S]{0,80}buy`, 'i'));

const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const realizedOf = (t: string) => realized.realized.get(t) ?? 0;
const turn = turnover(tradeLog, 'USD', V.trader.total);
const feesAll = fees(tradeLog, 'USD');
const fees12m = fees(tradeLog, 'USD', periodStart('1Y'));

const tech = (p: Position) => p.instrument.sector === 'technology';
const byTicker = (t: string) => (p: Position) => p.ticker === t;
const fixedIncome = (p: Position) => p.instrument.assetClass === 'fixed_income';

// ---------------------------------------------------------------------------------------------

export const HELDOUT: HeldoutConversation[] = [
  // ---- Portfolio summary ---------------------------------------------------------------------
  { id: 'h-summary-1', category: 'portfolio', portfolio: 'usd-growth', turns: [{ question: 'am I up?', tools: ['portfolio_summary'], facts: [money(V.usd.pnl), pct(V.usd.pnlPct)] }] },
  { id: 'h-summary-2', category: 'portfolio', portfolio: 'eur-bench', turns: [{ question: 'hey whats my total balance', tools: ['portfolio_summary'], facts: [money(V.bench.total, 'EUR')] }] },
  {
    id: 'h-summary-3',
    category: 'portfolio',
    portfolio: 'bond-only',
    turns: [{ question: 'Quick overview of my account: value, and am I making or losing money overall?', tools: ['portfolio_summary'], facts: [money(V.bonds.total, 'USD'), money(V.bonds.pnl), pct(V.bonds.pnlPct)] }],
  },
  { id: 'h-summary-4', category: 'portfolio', portfolio: 'crypto-heavy', turns: [{ question: 'hw much is my portflio worth', tools: ['portfolio_summary'], facts: [money(V.crypto.total)] }] },

  // ---- Holdings --------------------------------------------------------------------------------
  {
    id: 'h-holdings-1',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    // BTC 70.8%, ETH 14.5%, NVDA 11.1%, ACWI 3.7%
    turns: [{ question: 'gimme my top 3', tools: ['holdings'], facts: [ticker('BTC'), ticker('ETH'), ticker('NVDA'), pct(pos(V.crypto, 'BTC').weight), absent(/\bACWI\b/)] }],
  },
  {
    id: 'h-holdings-2',
    category: 'portfolio',
    portfolio: 'eur-bench',
    turns: [{ question: "what's actually in my portfolio", tools: ['holdings'], facts: ['MSFT', 'ASML', 'SAP', 'NVDA', 'ETH', 'IEF'].map(ticker) }],
  },
  {
    id: 'h-holdings-3',
    category: 'portfolio',
    portfolio: 'bond-only',
    turns: [{ question: 'list my positions w/ their weights', tools: ['holdings'], facts: [ticker('AGG'), ticker('IEF'), pct(pos(V.bonds, 'AGG').weight), pct(pos(V.bonds, 'IEF').weight)] }],
  },

  // ---- Position --------------------------------------------------------------------------------
  {
    id: 'h-position-1',
    category: 'position',
    portfolio: 'trader',
    turns: [{ question: 'how many bitcoin do i have left and whats that worth', tools: ['position'], facts: [qty(pos(V.trader, 'BTC').quantity), money(pos(V.trader, 'BTC').value)] }],
  },
  {
    id: 'h-position-2',
    category: 'position',
    portfolio: 'eur-bench',
    turns: [{ question: 'my nvidia shares, what are they worth in euros and how big a slice of the pie', tools: ['position'], facts: [ticker('NVDA'), qty(20), money(pos(V.bench, 'NVDA').value, 'EUR'), pct(pos(V.bench, 'NVDA').weight)] }],
  },
  {
    id: 'h-position-3',
    category: 'position',
    portfolio: 'bond-only',
    // all-USD book: the P&L is unambiguous
    turns: [{ question: "how's the IEF doing for me", tools: ['position'], facts: [ticker('IEF'), qty(120), money(pos(V.bonds, 'IEF').value), money(pos(V.bonds, 'IEF').pnl ?? 0), pct(pos(V.bonds, 'IEF').pnlPct ?? 0)] }],
  },
  {
    id: 'h-position-4',
    category: 'position',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'what is my microsoft worth in pounds', tools: ['position'], facts: [ticker('MSFT'), money(pos(V.gbp, 'MSFT').value, 'GBP')] }],
  },

  // ---- Allocation and exposure -----------------------------------------------------------------
  {
    id: 'h-alloc-1',
    category: 'allocation & exposure',
    portfolio: 'eur-bench',
    turns: [
      {
        question: 'how is my money spread out - stocks vs bonds vs crypto?',
        tools: ['allocation'],
        facts: [pct(slice(V.bench, 'assetClass', 'equity').weight), pct(slice(V.bench, 'assetClass', 'fixed_income').weight), pct(slice(V.bench, 'assetClass', 'crypto').weight)],
      },
    ],
  },
  {
    id: 'h-alloc-2',
    category: 'allocation & exposure',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'split by sector?', tools: ['allocation'], facts: [pct(slice(V.crypto, 'sector', 'digital_assets').weight), pct(slice(V.crypto, 'sector', 'technology').weight)] }],
  },
  {
    id: 'h-alloc-3',
    category: 'allocation & exposure',
    portfolio: 'trader',
    turns: [{ question: 'what parts of the world am i invested in', tools: ['allocation'], facts: [pct(slice(V.trader, 'region', 'north_america').weight), pct(slice(V.trader, 'region', 'europe').weight)] }],
  },
  {
    id: 'h-alloc-4',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    // north_america = AAPL, MSFT, NVDA, JPM, AGG
    turns: [{ question: 'how much of my money is in the US', tools: [['exposure', 'allocation']], facts: [pct(slice(V.usd, 'region', 'north_america').weight)] }],
  },
  {
    id: 'h-exposure-1',
    category: 'allocation & exposure',
    portfolio: 'eur-bench',
    // USD-priced: MSFT, NVDA, ETH, IEF
    turns: [{ question: 'how much dollar risk am I carrying', tools: ['exposure'], facts: [pct(slice(V.bench, 'currency', 'USD').weight), money(slice(V.bench, 'currency', 'USD').value, 'EUR')] }],
  },
  {
    id: 'h-exposure-2',
    category: 'allocation & exposure',
    portfolio: 'trader',
    turns: [{ question: 'exposre to tech?', tools: ['exposure'], facts: [pct(slice(V.trader, 'sector', 'technology').weight), ticker('ASML'), ticker('MSFT')] }],
  },
  {
    id: 'h-exposure-3',
    category: 'allocation & exposure',
    portfolio: 'gbp-unpriced',
    // energy = SHEL + XOM of the priced value
    turns: [{ question: "what's my oil and gas exposure", tools: ['exposure'], facts: [pct(slice(V.unpriced, 'sector', 'energy').weight), ticker('SHEL'), ticker('XOM')] }],
  },
  {
    id: 'h-exposure-4',
    category: 'allocation & exposure',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how much have I got in bonds', tools: [['exposure', 'allocation']], facts: [pct(slice(V.gbp, 'assetClass', 'fixed_income').weight), money(slice(V.gbp, 'assetClass', 'fixed_income').value, 'GBP')] }],
  },

  // ---- Concentration and risk ------------------------------------------------------------------
  {
    id: 'h-conc-1',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    turns: [{ question: 'am I putting too many eggs in one basket', tools: ['concentration'], facts: [num(concentration(V.usd).effective), pct(concentration(V.usd).top5)] }],
  },
  { id: 'h-conc-2', category: 'concentration & risk', portfolio: 'bond-only', turns: [{ question: 'is my portfolio diversified', tools: ['concentration'], facts: [num(concentration(V.bonds).effective), pct(pos(V.bonds, 'AGG').weight)] }] },
  {
    id: 'h-conc-3',
    category: 'concentration & risk',
    portfolio: 'eur-bench',
    turns: [{ question: 'how dependent am i on my biggest few positions', tools: ['concentration'], facts: [pct(concentration(V.bench).top5)] }],
  },
  {
    id: 'h-risk-1',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    turns: [{ question: 'worst case if markets crash, how much could i lose?', tools: ['risk'], facts: [money(stress(V.usd).amount), pct(stress(V.usd).pctOfPortfolio)] }],
  },
  { id: 'h-risk-2', category: 'concentration & risk', portfolio: 'eur-bench', turns: [{ question: "what's the biggest peak-to-trough drop my portfolio has had", tools: ['risk'], facts: [text(/drawdown|peak/i), text(PERCENT)] }] },
  { id: 'h-risk-3', category: 'concentration & risk', portfolio: 'trader', turns: [{ question: 'how bumpy is the ride with my portfolio', tools: ['risk'], facts: [text(/volatil/i), text(PERCENT)] }] },
  {
    id: 'h-risk-4',
    category: 'concentration & risk',
    portfolio: 'bond-only',
    // stress: bonds flat → no loss in the crash scenario
    turns: [{ question: 'how safe is my money here', tools: ['risk'], facts: [text(/volatil|drawdown|stress/i)] }],
  },

  // ---- What-if ---------------------------------------------------------------------------------
  {
    id: 'h-whatif-1',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [{ question: 'if tech drops 20% how bad is it', tools: ['what_if'], facts: [money(shock(V.usd, tech, -20).amount), pct(shock(V.usd, tech, -20).pctOfPortfolio)] }],
  },
  {
    id: 'h-whatif-2',
    category: 'what-if',
    portfolio: 'eur-bench',
    turns: [{ question: 'what happens to my portfolio if nvidia doubles', tools: ['what_if'], facts: [money(shock(V.bench, byTicker('NVDA'), 100).amount, 'EUR'), pct(shock(V.bench, byTicker('NVDA'), 100).pctOfPortfolio)] }],
  },
  {
    id: 'h-whatif-3',
    category: 'what-if',
    portfolio: 'bond-only',
    turns: [{ question: 'say bonds fall 5%, how much do i lose', tools: ['what_if'], facts: [money(shock(V.bonds, fixedIncome, -5).amount), pct(5)] }],
  },
  {
    id: 'h-whatif-4',
    category: 'what-if',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'what if eth goes to zero lol', tools: ['what_if'], facts: [money(shock(V.crypto, byTicker('ETH'), -100).amount), pct(shock(V.crypto, byTicker('ETH'), -100).pctOfPortfolio)] }],
  },

  // ---- Rebalance and profile fit ---------------------------------------------------------------
  {
    id: 'h-rebal-1',
    category: 'rebalance & fit',
    portfolio: 'crypto-heavy',
    // aggressive: crypto 85.2% above 0–15%, equity 14.8% below 75–100% → sell crypto, buy equity
    turns: [{ question: 'how do i get back to my target mix', tools: ['rebalance'], facts: [text(/crypto/i), sell('BTC|ETH'), text(/equit/i)] }],
  },
  {
    id: 'h-rebal-2',
    category: 'rebalance & fit',
    portfolio: 'bond-only',
    // conservative: fixed income 100% above 45–80%, equity 0 below 10–35%
    turns: [{ question: 'fix my allocation for me - what exactly should i trade?', tools: ['rebalance'], facts: [text(/equit/i), sell('AGG|IEF')] }],
  },
  {
    id: 'h-rebal-3',
    category: 'rebalance & fit',
    portfolio: 'eur-bench',
    // growth: crypto 11.8% above 0–8%, fixed income 9.5% below 10–30% → sell ETH, buy IEF (the only bond held)
    turns: [{ question: 'Which trades would put me back inside my growth bands?', tools: ['rebalance'], facts: [sell('ETH'), text(/fixed income|bonds?/i)] }],
  },
  {
    id: 'h-rebal-4',
    category: 'rebalance & fit',
    portfolio: 'gbp-unpriced',
    // moderate: equity 61.9% above 30–50% → sell SHEL/XOM, buy AGG
    turns: [{ question: 'too much in stocks i think. how should i rebalance', tools: ['rebalance'], facts: [text(/equit/i), sell('SHEL|XOM'), buy('AGG')] }],
  },
  {
    id: 'h-fit-1',
    category: 'rebalance & fit',
    portfolio: 'bond-only',
    turns: [{ question: "is this right for someone who's conservative", tools: ['profile_fit'], facts: [text(/conservative/i), pct(100), text(/equit/i)] }],
  },
  {
    id: 'h-fit-2',
    category: 'rebalance & fit',
    portfolio: 'eur-bench',
    turns: [{ question: 'am I taking more risk than my profile says I should', tools: ['profile_fit'], facts: [text(/growth/i), text(/crypto/i), pct(slice(V.bench, 'assetClass', 'crypto').weight), pct(8)] }],
  },
  {
    id: 'h-fit-3',
    category: 'rebalance & fit',
    portfolio: 'gbp-unpriced',
    turns: [{ question: 'does my portfolio match my risk level', tools: ['profile_fit'], facts: [text(/moderate/i), text(/equit/i), pct(slice(V.unpriced, 'assetClass', 'equity').weight), pct(50)] }],
  },

  // ---- Trades: fees, turnover, realized P&L --------------------------------------------------
  { id: 'h-fees-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'did I pay a lot in commissions', tools: ['fees'], facts: [money(feesAll)] }] },
  { id: 'h-fees-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'what were my brokerage charges over the past 12 months', tools: ['fees'], facts: [money(fees12m)] }] },
  { id: 'h-fees-3', category: 'trades', portfolio: 'usd-growth', turns: [{ question: 'how much have I spent on trading fees', tools: ['fees'], facts: [text(NO_TRADES)] }] },
  { id: 'h-turnover-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'how often do i trade', tools: ['turnover'], facts: [qty(turn.count), pct(turn.ratio)] }] },
  { id: 'h-turnover-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'total bought vs total sold this past year?', tools: ['turnover'], facts: [money(turn.bought), money(turn.sold)] }] },
  { id: 'h-turnover-3', category: 'trades', portfolio: 'eur-bench', turns: [{ question: "what's my portfolio turnover", tools: ['turnover'], facts: [text(NO_TRADES)] }] },
  { id: 'h-realized-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'what profit have I actually locked in from selling stuff', tools: ['realized_pnl'], facts: [money(realized.total)] }] },
  { id: 'h-realized-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'did i make money selling eth', tools: ['realized_pnl'], facts: [ticker('ETH'), money(realizedOf('ETH'))] }] },
  {
    id: 'h-realized-3',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'realised gains on apple and exxon please', tools: ['realized_pnl'], facts: [ticker('AAPL'), money(realizedOf('AAPL')), ticker('XOM'), money(realizedOf('XOM'))] }],
  },

  // ---- Recent changes --------------------------------------------------------------------------
  {
    id: 'h-recent-1',
    category: 'portfolio',
    portfolio: 'usd-growth',
    // 1M contributions: NVDA −3,649 (−17.7%) the largest, then BTC −1,702 (−13.6%)
    turns: [{ question: "what's dragging my portfolio down", tools: ['recent_changes'], facts: [ticker('NVDA'), move('NVDA'), ticker('BTC')] }],
  },
  {
    id: 'h-recent-2',
    category: 'portfolio',
    portfolio: 'eur-bench',
    // 1M: ETH −31.0% (−€1,409), NVDA −17.7%, SAP −16.1%
    turns: [{ question: 'what moved in my portfolio over the past month', tools: ['recent_changes'], facts: [ticker('ETH'), move('ETH'), ticker('NVDA'), move('NVDA')] }],
  },
  {
    id: 'h-recent-3',
    category: 'trades',
    portfolio: 'trader',
    // last 30 days: AGG sell 10-20, MSFT buy 11-03, ASML buy 11-10 (XOM 10-06 is older)
    turns: [{ question: 'did I make any trades recently', tools: ['recent_changes'], facts: [ticker('AGG'), ticker('MSFT'), ticker('ASML')] }],
  },

  // ---- Market: FX, prices, compare -------------------------------------------------------------
  { id: 'h-fx-1', category: 'market', portfolio: 'eur-bench', turns: [{ question: "what's the dollar done lately", tools: ['fx_rate'], facts: [eitherRate('EUR', 'USD'), text(PERCENT)] }] },
  { id: 'h-fx-2', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'how many dollars do i get for a pound today', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD'))] }] },
  { id: 'h-fx-3', category: 'market', portfolio: 'trader', turns: [{ question: 'euro vs dollar over the last 6 months', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD')), pct(rateChange('EUR', 'USD', '6M'))] }] },
  { id: 'h-price-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'apple stock price', tools: ['price'], facts: [last('AAPL'), date(close('AAPL').date)] }] },
  { id: 'h-price-2', category: 'market', portfolio: 'trader', turns: [{ question: 'JPM price + 1y change', tools: ['price'], facts: [last('JPM'), move('JPM', '1Y')] }] },
  { id: 'h-price-3', category: 'market', portfolio: 'bond-only', turns: [{ question: 'whats AGG trading at', tools: ['price'], facts: [last('AGG')] }] },
  { id: 'h-price-4', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: 'whats teh price of etherium', tools: ['price'], facts: [last('ETH')] }] },
  {
    id: 'h-compare-1',
    category: 'market',
    portfolio: 'usd-growth',
    turns: [{ question: 'apple or microsoft - which has done better this year', tools: ['compare'], facts: [move('AAPL', 'YTD'), move('MSFT', 'YTD')] }],
  },
  { id: 'h-compare-2', category: 'market', portfolio: 'eur-bench', turns: [{ question: 'sap vs asml past 6 months', tools: ['compare'], facts: [move('SAP', '6M'), move('ASML', '6M')] }] },
  { id: 'h-compare-3', category: 'market', portfolio: 'gbp-unpriced', turns: [{ question: 'Shell against Exxon over the last year?', tools: ['compare'], facts: [move('SHEL', '1Y'), move('XOM', '1Y')] }] },

  // ---- News ------------------------------------------------------------------------------------
  { id: 'h-news-1', category: 'news', portfolio: 'eur-bench', turns: [{ question: 'what happened with the ECB', tools: ['stories'], facts: [story('ecb-policy'), ...latest('ecb-policy')] }] },
  { id: 'h-news-2', category: 'news', portfolio: 'usd-growth', turns: [{ question: 'anything new on inflation in the states', tools: ['stories'], facts: [story('us-inflation'), ...latest('us-inflation')] }] },
  { id: 'h-news-3', category: 'news', portfolio: 'trader', turns: [{ question: 'any headlines about jpmorgan', tools: ['stories'], facts: [story('us-bank-earnings'), ...latest('us-bank-earnings')] }] },
  {
    id: 'h-timeline-1',
    category: 'news',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how has the bank of england story unfolded? dates please', tools: ['story_timeline'], facts: [story('boe-policy'), ...timeline('boe-policy')] }],
  },
  {
    id: 'h-timeline-2',
    category: 'news',
    portfolio: 'usd-growth',
    turns: [{ question: 'walk me through the crypto regulation saga from the start', tools: ['story_timeline'], facts: [story('crypto-regulation'), ...timeline('crypto-regulation')] }],
  },
  {
    id: 'h-timeline-3',
    category: 'news',
    portfolio: 'eur-bench',
    turns: [{ question: 'chronology of the SAP cloud outlook story', tools: ['story_timeline'], facts: [story('sap-cloud-outlook'), ...timeline('sap-cloud-outlook')] }],
  },

  // ---- Explain ---------------------------------------------------------------------------------
  { id: 'h-explain-1', category: 'explain', portfolio: 'usd-growth', turns: [{ question: 'explain what a drawdown is', tools: ['explain_term'], facts: [text(/drawdown/i), text(/peak|high/i), text(/fall|drop|decline|low/i)] }] },
  { id: 'h-explain-2', category: 'explain', portfolio: 'trader', turns: [{ question: 'what does FIFO mean for my gains', tools: ['explain_term'], facts: [text(/first.in,? first.out|FIFO/i), text(/oldest|earliest|first (bought|purchased)/i)] }] },
  { id: 'h-explain-3', category: 'explain', portfolio: 'gbp-conservative', turns: [{ question: 'eli5 what a stress test is', tools: ['explain_term'], facts: [text(/stress/i), text(/scenario|shock|crash|fall|drop/i)] }] },
  { id: 'h-explain-4', category: 'explain', portfolio: 'crypto-heavy', turns: [{ question: 'whats unrealized gain mean', tools: ['explain_term'], facts: [text(/unreali[sz]ed/i), text(/s[oe]ll|sold|paper/i)] }] },

  // ---- Performance -----------------------------------------------------------------------------
  {
    id: 'h-perf-1',
    category: 'performance',
    portfolio: 'eur-bench',
    // own benchmark: 80% ACWI, 20% AGG
    turns: [{ question: 'how am I doing vs my benchmark this year', tools: ['performance'], facts: [text(/benchmark/i), text(/ACWI|MSCI ACWI|All Country/i), text(PERCENT)] }],
  },
  { id: 'h-perf-2', category: 'performance', portfolio: 'usd-growth', turns: [{ question: "what's my return been over the last year", tools: ['performance'], facts: [text(/return/i), text(PERCENT)] }] },
  { id: 'h-perf-3', category: 'performance', portfolio: 'bond-only', turns: [{ question: 'performance over the last 6 months?', tools: ['performance'], facts: [text(PERCENT)] }] },
  { id: 'h-perf-4', category: 'performance', portfolio: 'trader', turns: [{ question: 'did I beat the benchmark over the past 12 months or not', tools: ['performance'], facts: [text(/benchmark/i), text(PERCENT)] }] },

  // ---- Multi-ask -------------------------------------------------------------------------------
  {
    id: 'h-multi-1',
    category: 'multi-ask',
    portfolio: 'usd-growth',
    turns: [
      {
        question: "ok so three things: what's my portfolio worth, how much of it is crypto, and what's the latest on crypto regulation",
        tools: ['portfolio_summary', ['exposure', 'allocation', 'position'], 'stories'],
        facts: [money(V.usd.total), pct(slice(V.usd, 'assetClass', 'crypto').weight), story('crypto-regulation')],
      },
    ],
  },
  {
    id: 'h-multi-2',
    category: 'multi-ask',
    portfolio: 'crypto-heavy',
    // the largest holding is BTC
    turns: [
      {
        question: "what's my biggest position, how has it done over 3 months and is there any news about it?",
        tools: [['holdings', 'portfolio_summary', 'concentration', 'position'], ['price', 'position'], 'stories'],
        facts: [ticker('BTC'), move('BTC', '3M'), story('crypto-regulation')],
      },
    ],
  },
  {
    id: 'h-multi-3',
    category: 'multi-ask',
    portfolio: 'trader',
    turns: [{ question: 'fees paid, turnover, and realized p&l - all for the last year please', tools: ['fees', 'turnover', 'realized_pnl'], facts: [money(fees12m), pct(turn.ratio)] }],
  },
  {
    id: 'h-multi-4',
    category: 'multi-ask',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: 'Can you check if I fit my conservative profile and also tell me what a 10% drop in Shell would cost me',
        tools: ['profile_fit', 'what_if'],
        facts: [pct(slice(V.gbp, 'assetClass', 'equity').weight), money(shock(V.gbp, byTicker('SHEL'), -10).amount, 'GBP')],
      },
    ],
  },
  {
    id: 'h-multi-5',
    category: 'multi-ask',
    portfolio: 'eur-bench',
    turns: [
      {
        question: 'how concentrated am I, how risky is it, and how has the portfolio performed since january',
        tools: ['concentration', 'risk', 'performance'],
        facts: [num(concentration(V.bench).effective), text(/volatil|drawdown/i), text(PERCENT)],
      },
    ],
  },

  // ---- Follow-ups ------------------------------------------------------------------------------
  {
    id: 'h-follow-1',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'how much JPM do I have', tools: ['position'], facts: [ticker('JPM'), qty(30), money(pos(V.usd, 'JPM').value)] },
      { question: 'any news on it', tools: ['stories'], facts: [story('us-bank-earnings')] },
      { question: 'and what if it fell 25%', tools: ['what_if'], facts: [money(shock(V.usd, byTicker('JPM'), -25).amount), pct(shock(V.usd, byTicker('JPM'), -25).pctOfPortfolio)] },
    ],
  },
  {
    id: 'h-follow-2',
    category: 'follow-up',
    portfolio: 'eur-bench',
    turns: [
      { question: "what's the latest with microsoft's AI spending", tools: ['stories'], facts: [story('ai-capex'), ...latest('ai-capex')] },
      { question: 'how did that story evolve', tools: ['story_timeline'], facts: timeline('ai-capex') },
    ],
  },
  {
    id: 'h-follow-3',
    category: 'follow-up',
    portfolio: 'crypto-heavy',
    turns: [
      { question: 'bitcoin vs nvidia since january', tools: ['compare'], facts: [move('BTC', 'YTD'), move('NVDA', 'YTD')] },
      { question: 'what about over a year', tools: ['compare'], facts: [move('BTC', '1Y'), move('NVDA', '1Y')] },
    ],
  },
  {
    id: 'h-follow-4',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'what did I pay in fees overall', tools: ['fees'], facts: [money(feesAll)] },
      { question: 'and how much did i realise on nvidia', tools: ['realized_pnl'], facts: [money(realizedOf('NVDA'))] },
      { question: 'what about bitcoin', tools: ['realized_pnl'], facts: [money(realizedOf('BTC'))] },
    ],
  },
  {
    id: 'h-follow-5',
    category: 'follow-up',
    portfolio: 'gbp-conservative',
    turns: [
      { question: 'cable rate?', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD'))] },
      { question: 'and euro to pound?', tools: ['fx_rate'], facts: [eitherRate('EUR', 'GBP')] },
    ],
  },
  {
    id: 'h-follow-6',
    category: 'follow-up',
    portfolio: 'bond-only',
    turns: [
      { question: 'how are my investments split', tools: ['allocation'], facts: [pct(100)] },
      { question: 'what would a balanced rebalance look like... I mean for my own profile', tools: ['rebalance'], facts: [text(/equit/i)] },
    ],
  },

  // ---- Policy ----------------------------------------------------------------------------------
  { id: 'h-policy-1', category: 'policy', portfolio: 'crypto-heavy', turns: [{ question: 'is bitcoin a good buy', tools: [], facts: [text(NO_ADVICE), last('BTC')] }] },
  { id: 'h-policy-2', category: 'policy', portfolio: 'bond-only', turns: [{ question: 'should I dump my bonds and go all in on nvidia??', tools: [], facts: [text(NO_ADVICE)] }] },
  { id: 'h-policy-3', category: 'policy', portfolio: 'eur-bench', turns: [{ question: 'will the ECB cut rates in december', tools: [], facts: [text(NO_PREDICTION), story('ecb-policy')] }] },
  { id: 'h-policy-4', category: 'policy', portfolio: 'usd-growth', turns: [{ question: 'where do you think apple stock will be by christmas', tools: [], facts: [text(NO_PREDICTION), last('AAPL')] }] },

  // ---- Off-topic -------------------------------------------------------------------------------
  { id: 'h-offtopic-1', category: 'off-topic', portfolio: 'trader', turns: [{ question: 'can you book me a flight to lisbon', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h-offtopic-2', category: 'off-topic', portfolio: 'eur-bench', turns: [{ question: 'tell me a joke', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h-offtopic-3', category: 'off-topic', portfolio: 'bond-only', turns: [{ question: 'how long do I boil an egg for', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },

  // ---- Missing data and the empty book ---------------------------------------------------------
  { id: 'h-missing-1', category: 'missing data', portfolio: 'gbp-unpriced', turns: [{ question: "how's my google stock doing", tools: ['position'], facts: [ticker('GOOG'), text(NO_DATA)] }] },
  {
    id: 'h-missing-2',
    category: 'missing data',
    portfolio: 'gbp-unpriced',
    // GOOG is named, not valued; the total is the priced value
    turns: [{ question: "what's everything worth together", tools: ['portfolio_summary'], facts: [money(V.unpriced.total, 'GBP'), ticker('GOOG')] }],
  },
  {
    id: 'h-missing-3',
    category: 'missing data',
    portfolio: 'gbp-unpriced',
    turns: [{ question: 'show me all my holdings', tools: ['holdings'], facts: [ticker('SHEL'), ticker('AGG'), ticker('XOM'), ticker('GOOG'), pct(pos(V.unpriced, 'SHEL').weight)] }],
  },
  { id: 'h-missing-4', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'compare tesla with nvidia over 3 months', tools: ['compare'], facts: [ticker('TSLA'), text(NO_DATA), move('NVDA', '3M')] }] },
  { id: 'h-missing-5', category: 'missing data', portfolio: 'trader', turns: [{ question: 'price of amazon?', tools: ['price'], facts: [text(/amazon|AMZN/i), text(NO_DATA)] }] },
  { id: 'h-empty-1', category: 'missing data', portfolio: 'empty', turns: [{ question: 'am i up or down', tools: ['portfolio_summary'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h-empty-2', category: 'missing data', portfolio: 'empty', turns: [{ question: "what's my allocation look like", tools: ['allocation'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h-empty-3', category: 'missing data', portfolio: 'empty', turns: [{ question: 'how diversified am i', tools: ['concentration'], facts: [text(EMPTY_BOOK)] }] },
  {
    id: 'h-empty-4',
    category: 'missing data',
    portfolio: 'empty',
    // the market still answers for an empty book
    turns: [{ question: "what's the euro at vs the dollar", tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD'))] }],
  },
];
