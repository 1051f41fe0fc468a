import { CRYPTO_HEAVY, EUR_BALANCED, TRADER, USD_GROWTH } from '../books.js';
import type { Fact } from '../match.js';
import { date, fxRate, money, num, pct, price, qty, text, ticker } from '../facts.js';
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
import { EUR_TECH, GBP_INCOME, USD_RETIREE, USD_UNPRICED, type Heldout2BookKey } from './books.js';

/**
 * The third evaluation set: written fresh, without reading the planner, the understanding layer or
 * the insight engine, and without paraphrasing the two earlier sets. Voices: retirees, young
 * traders, non-native speakers, formal clients, terse tickers-and-periods, multi-part asks and
 * follow-ups ("and", "what about", "it", "that", "same for"). Every figure comes from ../reference.ts
 * (which reads the market data itself) or by hand with the reasoning in a comment; nothing here
 * imports the engine.
 */

export interface Heldout2Turn {
  question: string;
  /** Must-have tools; an array entry lists alternatives (any one satisfies it). */
  tools: (ToolName | ToolName[])[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
}

export interface Heldout2Conversation {
  id: string;
  category: Category;
  portfolio: Heldout2BookKey;
  turns: Heldout2Turn[];
}

// ---------------------------------------------------------------------------------------------
// Fact helpers (own copies; same semantics as the earlier sets)

const V = {
  usd: value(USD_GROWTH),
  eurBal: value(EUR_BALANCED),
  crypto: value(CRYPTO_HEAVY),
  trader: value(TRADER),
  income: value(GBP_INCOME),
  tech: value(EUR_TECH),
  retiree: value(USD_RETIREE),
  unpriced: value(USD_UNPRICED),
};


/** Either quotation of a pair (A/B or B/A), to 3 decimals. */
const eitherRate = (base: string, quote: string): Fact => {
  const cut = (r: number) => r.toFixed(4).slice(0, -1).replace('.', '\\.');
  return text(new RegExp(`${cut(rate(base, quote))}|${cut(rate(quote, base))}`));
};

const NO_ADVICE =
  /no (investment|personal|financial) advice|not (give|provide|offer) (investment |financial |personal )?advice|(can ?not|can't|don't|do not|won't) (give|provide|offer|make) (investment |financial |personal )?(advice|recommendations)|not (a )?(financial|investment) advi[sc]e|(isn't|is not) (investment |financial )?advice/i;
const NO_PREDICTION = /cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|do(es)? not (predict|forecast|make predictions|make forecasts)|(won't|will not) (predict|forecast|guess)/i;
const NO_DATA = /no (market )?data|not in (the|our) market data|(don't|do not) have (any )?(market )?(data|prices?|a price)|no prices?|not priced|unpriced|without (market )?(data|a price)|(isn't|is not|not) covered|not available|unavailable|unknown (ticker|instrument|currency)|no stored (exchange rate|rate|price|data)/i;
const NO_TRADES = /no (recorded )?trades|no trade|(hasn't|has not|haven't|have not) (recorded any |made any )?trad|\$0\b|€0\b|£0\b|0\.00|\b0(\.0+)?%/i;
const EMPTY_OR_NO_TRADES = new RegExp(`${EMPTY_BOOK.source}|${NO_TRADES.source}`, 'i');

const move = (t: string, period: Period = '1M') => pct(priceChange(t, period));

const sell = (tickers: string) => text(new RegExp(`(sell|trim|reduce)[\\s\\S]{0,80}\\b(${tickers})\\b|\\b(${tickers})\\b[\\s\\S]{0,80}(sell|trim|reduce)`, 'i'));

const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const realizedOf = (t: string) => realized.realized.get(t) ?? 0;
const turn = turnover(tradeLog, 'USD', V.trader.total);
const feesAll = fees(tradeLog, 'USD');
/** Fees of the trades executed in 2026 (after Dec 31, 2025), in USD at each trade day's rate. */
const feesYtd = fees(tradeLog, 'USD', periodStart('YTD'));
/** The four ASML trades' fees (EUR 8 + 6 + 7 + 6), each at its trade day's EUR→USD rate. */
const feesAsml = fees(
  tradeLog.filter((t) => t.ticker === 'ASML'),
  'USD',
);

const byTicker = (t: string) => (p: Position) => p.ticker === t;
const bySector = (s: string) => (p: Position) => p.instrument.sector === s;
const byClass = (c: string) => (p: Position) => p.instrument.assetClass === c;
const byCurrency = (c: string) => (p: Position) => p.instrument.currency === c;

// ---------------------------------------------------------------------------------------------

export const HELDOUT2: Heldout2Conversation[] = [
  // ---- Portfolio summary ---------------------------------------------------------------------
  {
    id: 'h2-summary-1',
    category: 'portfolio',
    portfolio: 'usd-retiree',
    turns: [{ question: 'Hello. I am retired and I would like to know how much my investments are worth today, please.', tools: ['portfolio_summary'], facts: [money(V.retiree.total, 'USD')] }],
  },
  { id: 'h2-summary-2', category: 'portfolio', portfolio: 'gbp-income', turns: [{ question: 'net worth of this account in sterling?', tools: ['portfolio_summary'], facts: [money(V.income.total, 'GBP')] }] },
  {
    id: 'h2-summary-3',
    category: 'portfolio',
    portfolio: 'usd-retiree',
    // all-USD book: the P&L is unambiguous
    turns: [{ question: 'overall gain/loss since i bought everything?', tools: ['portfolio_summary'], facts: [money(V.retiree.pnl), pct(V.retiree.pnlPct)] }],
  },

  // ---- Holdings --------------------------------------------------------------------------------
  {
    id: 'h2-holdings-1',
    category: 'portfolio',
    portfolio: 'gbp-income',
    turns: [{ question: 'Could you please list all the securities I hold, largest first?', tools: ['holdings'], facts: [...['SHEL', 'AGG', 'IEF', 'JPM', 'ACWI', 'XOM'].map(ticker), pct(pos(V.income, 'SHEL').weight)] }],
  },
  { id: 'h2-holdings-2', category: 'portfolio', portfolio: 'eur-tech', turns: [{ question: 'wat do i own', tools: ['holdings'], facts: ['ASML', 'NVDA', 'SAP', 'BTC', 'AAPL'].map(ticker) }] },
  {
    id: 'h2-holdings-3',
    category: 'portfolio',
    portfolio: 'usd-retiree',
    turns: [{ question: 'biggest 2 positions and their %', tools: ['holdings'], facts: [ticker('AGG'), ticker('IEF'), pct(pos(V.retiree, 'AGG').weight), pct(pos(V.retiree, 'IEF').weight)] }],
  },

  // ---- Position --------------------------------------------------------------------------------
  {
    id: 'h2-position-1',
    category: 'position',
    portfolio: 'gbp-income',
    turns: [{ question: 'how many shell shares do i have and what are they worth', tools: ['position'], facts: [qty(400), money(pos(V.income, 'SHEL').value, 'GBP')] }],
  },
  { id: 'h2-position-2', category: 'position', portfolio: 'eur-tech', turns: [{ question: 'asml position value in eur?', tools: ['position'], facts: [ticker('ASML'), money(pos(V.tech, 'ASML').value, 'EUR')] }] },
  {
    id: 'h2-position-3',
    category: 'position',
    portfolio: 'usd-retiree',
    turns: [{ question: 'my exxon: shares, value, gain', tools: ['position'], facts: [qty(25), money(pos(V.retiree, 'XOM').value), money(pos(V.retiree, 'XOM').pnl ?? 0)] }],
  },

  // ---- Allocation and exposure -----------------------------------------------------------------
  {
    id: 'h2-alloc-1',
    category: 'allocation & exposure',
    portfolio: 'gbp-income',
    turns: [
      {
        question: 'Could you provide a breakdown of my holdings by sector?',
        tools: ['allocation'],
        facts: [pct(slice(V.income, 'sector', 'energy').weight), pct(slice(V.income, 'sector', 'aggregate_bonds').weight), pct(slice(V.income, 'sector', 'government_bonds').weight), pct(slice(V.income, 'sector', 'financials').weight)],
      },
    ],
  },
  {
    id: 'h2-alloc-2',
    category: 'allocation & exposure',
    portfolio: 'usd-retiree',
    turns: [
      {
        question: 'stocks / bonds / crypto split',
        tools: ['allocation'],
        facts: [pct(slice(V.retiree, 'assetClass', 'equity').weight), pct(slice(V.retiree, 'assetClass', 'fixed_income').weight), pct(slice(V.retiree, 'assetClass', 'crypto').weight)],
      },
    ],
  },
  {
    id: 'h2-alloc-3',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [{ question: 'currency breakdown pls', tools: ['allocation'], facts: [pct(slice(V.eurBal, 'currency', 'EUR').weight), pct(slice(V.eurBal, 'currency', 'USD').weight), pct(slice(V.eurBal, 'currency', 'GBP').weight)] }],
  },
  {
    id: 'h2-alloc-4',
    category: 'allocation & exposure',
    portfolio: 'eur-tech',
    // a slice of one dimension: allocation or exposure answer it equally well
    turns: [{ question: 'what is percent of my money in europe please', tools: [['allocation', 'exposure']], facts: [pct(slice(V.tech, 'region', 'europe').weight)] }],
  },
  {
    id: 'h2-exposure-1',
    category: 'allocation & exposure',
    portfolio: 'eur-tech',
    turns: [{ question: 'how exposed am i to the us dollar', tools: ['exposure'], facts: [pct(slice(V.tech, 'currency', 'USD').weight), money(slice(V.tech, 'currency', 'USD').value, 'EUR')] }],
  },
  { id: 'h2-exposure-2', category: 'allocation & exposure', portfolio: 'gbp-income', turns: [{ question: 'energy exposure', tools: ['exposure'], facts: [pct(slice(V.income, 'sector', 'energy').weight), ticker('SHEL'), ticker('XOM')] }] },
  { id: 'h2-exposure-3', category: 'allocation & exposure', portfolio: 'usd-growth', turns: [{ question: 'how much of my stuff is tech', tools: ['exposure'], facts: [pct(slice(V.usd, 'sector', 'technology').weight)] }] },
  {
    id: 'h2-exposure-4',
    category: 'allocation & exposure',
    portfolio: 'usd-retiree',
    turns: [{ question: 'do i have any crypto exposure at all', tools: ['exposure'], facts: [ticker('ETH'), pct(slice(V.retiree, 'assetClass', 'crypto').weight)] }],
  },

  // ---- Concentration and risk ------------------------------------------------------------------
  { id: 'h2-conc-1', category: 'concentration & risk', portfolio: 'eur-tech', turns: [{ question: 'is my portfolio too concentrated?', tools: ['concentration'], facts: [num(concentration(V.tech).effective), pct(concentration(V.tech).top5)] }] },
  { id: 'h2-conc-2', category: 'concentration & risk', portfolio: 'gbp-income', turns: [{ question: 'effective number of holdings?', tools: ['concentration'], facts: [num(concentration(V.income).effective)] }] },
  {
    id: 'h2-conc-3',
    category: 'concentration & risk',
    portfolio: 'usd-retiree',
    turns: [{ question: 'Am I relying too heavily on a single fund?', tools: ['concentration'], facts: [ticker('AGG'), pct(pos(V.retiree, 'AGG').weight)] }],
  },
  { id: 'h2-risk-1', category: 'concentration & risk', portfolio: 'usd-retiree', turns: [{ question: 'is my money safe', tools: ['risk'], facts: [text(/volatil|drawdown|stress/i), text(PERCENT)] }] },
  { id: 'h2-risk-2', category: 'concentration & risk', portfolio: 'eur-tech', turns: [{ question: 'how volatile is my portfolio', tools: ['risk'], facts: [text(/volatil/i), text(PERCENT)] }] },
  { id: 'h2-risk-3', category: 'concentration & risk', portfolio: 'gbp-income', turns: [{ question: 'worst drawdown?', tools: ['risk'], facts: [text(/drawdown|peak/i), text(PERCENT)] }] },
  {
    id: 'h2-risk-4',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    // the product's stress scenario (equity −20%, crypto −50%): risk runs it; a what-if could too
    turns: [{ question: 'run a crash scenario on my book', tools: [['risk', 'what_if']], facts: [money(stress(V.crypto).amount), pct(stress(V.crypto).pctOfPortfolio)] }],
  },

  // ---- What-if ---------------------------------------------------------------------------------
  {
    id: 'h2-whatif-1',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [{ question: 'yo how cooked is my portfolio if nvda dumps 40%', tools: ['what_if'], facts: [money(shock(V.usd, byTicker('NVDA'), -40).amount), pct(shock(V.usd, byTicker('NVDA'), -40).pctOfPortfolio)] }],
  },
  {
    id: 'h2-whatif-2',
    category: 'what-if',
    portfolio: 'eur-tech',
    // a currency move: every holding priced in USD (NVDA, AAPL, BTC) loses 10% in EUR
    turns: [{ question: 'what happens to me if the dollar drops 10% against the euro', tools: ['what_if'], facts: [money(shock(V.tech, byCurrency('USD'), -10).amount, 'EUR'), pct(shock(V.tech, byCurrency('USD'), -10).pctOfPortfolio)] }],
  },
  {
    id: 'h2-whatif-3',
    category: 'what-if',
    portfolio: 'gbp-income',
    // "oil stocks" = the energy sector (SHEL, XOM)
    turns: [{ question: 'scenario: oil stocks -30%', tools: ['what_if'], facts: [money(shock(V.income, bySector('energy'), -30).amount, 'GBP'), pct(shock(V.income, bySector('energy'), -30).pctOfPortfolio)] }],
  },
  {
    id: 'h2-whatif-4',
    category: 'what-if',
    portfolio: 'usd-retiree',
    turns: [{ question: 'if the whole stock market fell 25 percent what would happen to my savings', tools: ['what_if'], facts: [money(shock(V.retiree, byClass('equity'), -25).amount), pct(shock(V.retiree, byClass('equity'), -25).pctOfPortfolio)] }],
  },

  // ---- Rebalance and profile fit -----------------------------------------------------------------
  {
    id: 'h2-rebalance-1',
    category: 'rebalance & fit',
    portfolio: 'usd-retiree',
    // conservative: fixed income 82.6% above 80%, cash 0% below 5%
    turns: [{ question: 'My adviser retired. Can you show me what trades would bring the portfolio in line with my conservative profile?', tools: ['rebalance'], facts: [sell('AGG|IEF'), text(/cash/i)] }],
  },
  {
    id: 'h2-rebalance-2',
    category: 'rebalance & fit',
    portfolio: 'eur-tech',
    // growth: equity 86.8% above 85%, crypto 13.2% above 8%, fixed income 0% below 10%
    turns: [{ question: 'rebalance me', tools: ['rebalance'], facts: [sell('BTC'), text(/fixed income|bonds?/i)] }],
  },
  {
    id: 'h2-rebalance-3',
    category: 'rebalance & fit',
    portfolio: 'gbp-income',
    // moderate: equity 55.0% above 50%
    turns: [{ question: 'How would I need to adjust my holdings to fit a moderate profile properly?', tools: ['rebalance'], facts: [text(/equit/i), sell('SHEL|XOM|JPM|ACWI')] }],
  },
  {
    id: 'h2-fit-1',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Is this portfolio consistent with a balanced risk profile?', tools: ['profile_fit'], facts: [text(/balanced/i), text(/equit/i), pct(slice(V.eurBal, 'assetClass', 'equity').weight), pct(65)] }],
  },
  {
    id: 'h2-fit-2',
    category: 'rebalance & fit',
    portfolio: 'eur-tech',
    turns: [{ question: 'am i too risky for a growth investor', tools: ['profile_fit'], facts: [text(/growth/i), text(/crypto/i), pct(slice(V.tech, 'assetClass', 'crypto').weight), pct(8)] }],
  },
  {
    id: 'h2-fit-3',
    category: 'rebalance & fit',
    portfolio: 'usd-unpriced',
    // balanced: crypto 21.4% of the priced value, band 0–5%
    turns: [{ question: 'does it match my profile', tools: ['profile_fit'], facts: [text(/balanced/i), text(/crypto/i), pct(slice(V.unpriced, 'assetClass', 'crypto').weight), pct(5)] }],
  },

  // ---- Trades: fees, turnover, realized P&L --------------------------------------------------------
  { id: 'h2-fees-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'fees ytd', tools: ['fees'], facts: [money(feesYtd)] }] },
  { id: 'h2-fees-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'how much commission did i pay on the asml trades', tools: ['fees'], facts: [ticker('ASML'), money(feesAsml)] }] },
  { id: 'h2-fees-3', category: 'trades', portfolio: 'usd-retiree', turns: [{ question: 'What have I been charged in dealing fees?', tools: ['fees'], facts: [text(NO_TRADES)] }] },
  { id: 'h2-turnover-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'turnover ratio last 12 months', tools: ['turnover'], facts: [pct(turn.ratio)] }] },
  { id: 'h2-turnover-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'how many trades did I do in the past year', tools: ['turnover'], facts: [qty(turn.count)] }] },
  { id: 'h2-turnover-3', category: 'trades', portfolio: 'gbp-income', turns: [{ question: 'how actively has this account been traded?', tools: ['turnover'], facts: [text(NO_TRADES)] }] },
  { id: 'h2-realized-1', category: 'trades', portfolio: 'trader', turns: [{ question: 'realized p&l', tools: ['realized_pnl'], facts: [money(realized.total)] }] },
  { id: 'h2-realized-2', category: 'trades', portfolio: 'trader', turns: [{ question: 'what did i actually pocket from selling microsoft', tools: ['realized_pnl'], facts: [ticker('MSFT'), money(realizedOf('MSFT'))] }] },
  {
    id: 'h2-realized-3',
    category: 'trades',
    portfolio: 'trader',
    // the two largest realized losses: ETH and BTC
    turns: [{ question: 'Did I lose money on any of the positions I sold?', tools: ['realized_pnl'], facts: [ticker('ETH'), money(realizedOf('ETH')), ticker('BTC'), money(realizedOf('BTC'))] }],
  },

  // ---- Recent changes --------------------------------------------------------------------------------
  {
    id: 'h2-recent-1',
    category: 'portfolio',
    portfolio: 'eur-tech',
    // one-month change in EUR: NVDA −2,091, ASML −1,533, SAP −1,209 (every holding fell)
    turns: [{ question: 'what changed in my portfolio this month', tools: ['recent_changes'], facts: [ticker('NVDA'), ticker('ASML'), text(PERCENT)] }],
  },
  {
    id: 'h2-recent-2',
    category: 'portfolio',
    portfolio: 'usd-retiree',
    // all USD: ETH −31.0% the biggest mover, AGG +$237 the biggest gain
    turns: [{ question: 'anything happen to my account recently?', tools: ['recent_changes'], facts: [ticker('ETH'), move('ETH')] }],
  },
  {
    id: 'h2-recent-3',
    category: 'portfolio',
    portfolio: 'gbp-income',
    // SHEL (GBP) −£384, −3.39%: the largest one-month loss in GBP
    turns: [{ question: 'biggest winners and losers lately', tools: ['recent_changes'], facts: [ticker('SHEL'), move('SHEL')] }],
  },

  // ---- Market: FX, prices, comparisons ----------------------------------------------------------------
  { id: 'h2-fx-1', category: 'market', portfolio: 'eur-balanced', turns: [{ question: 'eurgbp', tools: ['fx_rate'], facts: [eitherRate('EUR', 'GBP')] }] },
  { id: 'h2-fx-2', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'how much is 1 dollar in euro', tools: ['fx_rate'], facts: [eitherRate('USD', 'EUR')] }] },
  {
    id: 'h2-fx-3',
    category: 'follow-up',
    portfolio: 'gbp-income',
    turns: [
      { question: 'has the pound gotten stronger vs the dollar this year?', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD')), pct(rateChange('GBP', 'USD', 'YTD'))] },
      { question: 'and over 3 months?', tools: ['fx_rate'], facts: [pct(rateChange('GBP', 'USD', '3M'))] },
    ],
  },
  { id: 'h2-price-1', category: 'market', portfolio: 'usd-growth', turns: [{ question: 'aapl 1y', tools: ['price'], facts: [last('AAPL'), move('AAPL', '1Y')] }] },
  { id: 'h2-price-2', category: 'market', portfolio: 'eur-tech', turns: [{ question: 'What did SAP close at on Friday?', tools: ['price'], facts: [last('SAP'), date('2026-11-13')] }] },
  { id: 'h2-price-3', category: 'market', portfolio: 'crypto-heavy', turns: [{ question: 'btc price rn', tools: ['price'], facts: [last('BTC')] }] },
  {
    id: 'h2-price-4',
    category: 'market',
    portfolio: 'usd-retiree',
    // the close on or before 2026-06-30
    turns: [{ question: 'How much did an Exxon share cost at the end of June?', tools: ['price'], facts: [price(close('XOM', '2026-06-30').close)] }],
  },
  { id: 'h2-compare-1', category: 'market', portfolio: 'eur-tech', turns: [{ question: 'nvda vs asml ytd', tools: ['compare'], facts: [move('NVDA', 'YTD'), move('ASML', 'YTD')] }] },
  {
    id: 'h2-compare-2',
    category: 'market',
    portfolio: 'usd-retiree',
    turns: [{ question: 'Which of my two bond funds, AGG or IEF, has performed better over the last three months?', tools: ['compare'], facts: [move('AGG', '3M'), move('IEF', '3M')] }],
  },
  {
    id: 'h2-compare-3',
    category: 'follow-up',
    portfolio: 'crypto-heavy',
    turns: [
      { question: 'btc or eth over the past 12 months, which one won', tools: ['compare'], facts: [move('BTC', '1Y'), move('ETH', '1Y')] },
      { question: 'same for 1 month', tools: ['compare'], facts: [move('BTC', '1M'), move('ETH', '1M')] },
    ],
  },

  // ---- News -------------------------------------------------------------------------------------------
  { id: 'h2-news-1', category: 'news', portfolio: 'gbp-income', turns: [{ question: 'anything going on with oil?', tools: ['stories'], facts: [story('oil-supply'), ...latest('oil-supply')] }] },
  { id: 'h2-news-2', category: 'news', portfolio: 'gbp-income', turns: [{ question: "Any news about Shell's credit rating?", tools: ['stories'], facts: [story('shell-rating'), ...latest('shell-rating')] }] },
  { id: 'h2-news-3', category: 'news', portfolio: 'eur-tech', turns: [{ question: 'whats up with chip export rules', tools: ['stories'], facts: [story('chip-export-controls'), ...latest('chip-export-controls')] }] },
  { id: 'h2-news-4', category: 'news', portfolio: 'usd-growth', turns: [{ question: 'tariffs on iphones, anything new', tools: ['stories'], facts: [story('apple-tariffs'), ...latest('apple-tariffs')] }] },
  { id: 'h2-timeline-1', category: 'news', portfolio: 'usd-retiree', turns: [{ question: 'Could you give me a timeline of the Federal Reserve decisions?', tools: ['story_timeline'], facts: [story('fed-rate-path'), ...timeline('fed-rate-path')] }] },
  { id: 'h2-timeline-2', category: 'news', portfolio: 'gbp-income', turns: [{ question: 'how did the oil majors earnings thing develop over time', tools: ['story_timeline'], facts: [story('energy-majors-results'), ...timeline('energy-majors-results')] }] },
  { id: 'h2-timeline-3', category: 'news', portfolio: 'usd-growth', turns: [{ question: 'history of the nvidia guidance story pls, with dates', tools: ['story_timeline'], facts: [story('nvda-guidance'), ...timeline('nvda-guidance')] }] },
  { id: 'h2-timeline-4', category: 'news', portfolio: 'eur-balanced', turns: [{ question: 'eurozone inflation story from beginning to now', tools: ['story_timeline'], facts: [story('euro-area-inflation'), ...timeline('euro-area-inflation')] }] },

  // ---- Explain ----------------------------------------------------------------------------------------
  { id: 'h2-explain-1', category: 'explain', portfolio: 'usd-retiree', turns: [{ question: 'what is an ETF', tools: ['explain_term'], facts: [text(/ETF|exchange.traded/i), text(/fund/i)] }] },
  {
    id: 'h2-explain-2',
    category: 'explain',
    portfolio: 'gbp-income',
    turns: [{ question: "Could you explain what 'effective number of holdings' means?", tools: ['explain_term'], facts: [text(/effective/i), text(/weight|concentrat|equal/i)] }],
  },
  { id: 'h2-explain-3', category: 'explain', portfolio: 'eur-tech', turns: [{ question: 'volatility meaning?', tools: ['explain_term'], facts: [text(/volatil/i), text(/swing|fluctuat|var(y|ies)|up and down|ups and downs|standard deviation|move/i)] }] },
  { id: 'h2-explain-4', category: 'explain', portfolio: 'trader', turns: [{ question: "explain turnover like i'm new to investing", tools: ['explain_term'], facts: [text(/turnover/i), text(/bought|sold|buy|sell|trad/i)] }] },

  // ---- Performance ------------------------------------------------------------------------------------
  { id: 'h2-perf-1', category: 'performance', portfolio: 'eur-tech', turns: [{ question: 'How has my portfolio performed since January?', tools: ['performance'], facts: [text(/return|perform/i), text(PERCENT)] }] },
  { id: 'h2-perf-2', category: 'performance', portfolio: 'gbp-income', turns: [{ question: '3 month performance', tools: ['performance'], facts: [text(PERCENT)] }] },
  { id: 'h2-perf-3', category: 'performance', portfolio: 'usd-retiree', turns: [{ question: 'what % did my portfolio return this year', tools: ['performance'], facts: [text(PERCENT)] }] },
  { id: 'h2-perf-4', category: 'performance', portfolio: 'usd-growth', turns: [{ question: 'am I beating the market', tools: ['performance'], facts: [text(/benchmark|ACWI|market/i), text(PERCENT)] }] },

  // ---- Several asks in one message ----------------------------------------------------------------------
  {
    id: 'h2-multi-1',
    category: 'multi-ask',
    portfolio: 'gbp-income',
    turns: [{ question: "what's my biggest holding and what's the pound doing vs the euro", tools: [['holdings', 'position', 'concentration'], 'fx_rate'], facts: [ticker('SHEL'), eitherRate('GBP', 'EUR')] }],
  },
  {
    id: 'h2-multi-2',
    category: 'multi-ask',
    portfolio: 'eur-tech',
    turns: [{ question: 'value, top holding and how concentrated am i', tools: ['portfolio_summary', 'concentration'], facts: [money(V.tech.total, 'EUR'), ticker('ASML'), num(concentration(V.tech).effective)] }],
  },
  {
    id: 'h2-multi-3',
    category: 'multi-ask',
    portfolio: 'usd-retiree',
    turns: [
      {
        question: 'Can you tell me how much of my money is in bonds, and whether that suits a conservative investor?',
        tools: [['allocation', 'exposure'], 'profile_fit'],
        facts: [pct(slice(V.retiree, 'assetClass', 'fixed_income').weight), text(/conservative/i), pct(80)],
      },
    ],
  },
  {
    id: 'h2-multi-4',
    category: 'multi-ask',
    portfolio: 'trader',
    // every sell is in 2026, so the realized P&L this year is the total
    turns: [{ question: 'fees and realized gains this year', tools: ['fees', 'realized_pnl'], facts: [money(feesYtd), money(realized.total)] }],
  },
  {
    id: 'h2-multi-5',
    category: 'multi-ask',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'price of nvidia, my stake in it, and what if it falls 30%',
        tools: ['price', 'position', 'what_if'],
        facts: [last('NVDA'), qty(60), money(pos(V.usd, 'NVDA').value), money(shock(V.usd, byTicker('NVDA'), -30).amount)],
      },
    ],
  },

  // ---- Follow-ups ---------------------------------------------------------------------------------------
  {
    id: 'h2-follow-1',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'how much apple do i have', tools: ['position'], facts: [qty(40), money(pos(V.usd, 'AAPL').value)] },
      { question: 'what about msft', tools: ['position'], facts: [qty(25), money(pos(V.usd, 'MSFT').value)] },
      { question: 'and if it drops 15%?', tools: ['what_if'], facts: [money(shock(V.usd, byTicker('MSFT'), -15).amount), pct(shock(V.usd, byTicker('MSFT'), -15).pctOfPortfolio)] },
    ],
  },
  {
    id: 'h2-follow-2',
    category: 'follow-up',
    portfolio: 'eur-tech',
    turns: [
      { question: 'price of asml', tools: ['price'], facts: [last('ASML')] },
      // ASML is linked to the chip export controls and the ECB stories
      { question: 'any news about it', tools: ['stories'], facts: [text(/export controls|chip|European Central Bank|ECB/i)] },
      { question: 'compare it with sap over 6 months', tools: ['compare'], facts: [move('ASML', '6M'), move('SAP', '6M')] },
    ],
  },
  {
    id: 'h2-follow-3',
    category: 'follow-up',
    portfolio: 'gbp-income',
    turns: [
      { question: 'how many euros is a pound worth', tools: ['fx_rate'], facts: [eitherRate('GBP', 'EUR')] },
      { question: 'and usd?', tools: ['fx_rate'], facts: [eitherRate('GBP', 'USD')] },
    ],
  },
  {
    id: 'h2-follow-4',
    category: 'follow-up',
    portfolio: 'usd-retiree',
    turns: [
      { question: "what's my exposure to energy", tools: ['exposure'], facts: [ticker('XOM'), pct(slice(V.retiree, 'sector', 'energy').weight)] },
      { question: 'what if that sector drops 20%', tools: ['what_if'], facts: [money(shock(V.retiree, bySector('energy'), -20).amount), pct(shock(V.retiree, bySector('energy'), -20).pctOfPortfolio)] },
    ],
  },
  {
    id: 'h2-follow-5',
    category: 'follow-up',
    portfolio: 'crypto-heavy',
    turns: [
      { question: 'eth price', tools: ['price'], facts: [last('ETH')] },
      { question: 'and how much of it do i own', tools: ['position'], facts: [qty(6), money(pos(V.crypto, 'ETH').value)] },
    ],
  },
  {
    id: 'h2-follow-6',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'realised gain on nvda', tools: ['realized_pnl'], facts: [money(realizedOf('NVDA'))] },
      { question: 'same for apple', tools: ['realized_pnl'], facts: [money(realizedOf('AAPL'))] },
      { question: 'and what did the fees come to overall', tools: ['fees'], facts: [money(feesAll)] },
    ],
  },

  // ---- Policy: no advice, no predictions, but the facts -------------------------------------------------
  {
    id: 'h2-policy-1',
    category: 'policy',
    portfolio: 'usd-retiree',
    turns: [{ question: "Should I sell everything and put it in a savings account? I'm scared.", tools: [], facts: [text(NO_ADVICE), money(V.retiree.total)] }],
  },
  { id: 'h2-policy-2', category: 'policy', portfolio: 'eur-tech', turns: [{ question: 'will nvidia go up next week', tools: [], facts: [text(NO_PREDICTION), last('NVDA')] }] },
  { id: 'h2-policy-3', category: 'policy', portfolio: 'gbp-income', turns: [{ question: 'is now a good time to buy more shell', tools: [], facts: [text(NO_ADVICE), last('SHEL')] }] },
  { id: 'h2-policy-4', category: 'policy', portfolio: 'crypto-heavy', turns: [{ question: 'bitcoin 200k by 2027? yes or no', tools: [], facts: [text(NO_PREDICTION), last('BTC')] }] },
  {
    id: 'h2-policy-5',
    category: 'policy',
    portfolio: 'usd-growth',
    // the relevant fact: what is in bonds today (AGG)
    turns: [{ question: 'recession coming next year? should i move into bonds', tools: [], facts: [text(NO_ADVICE), pct(slice(V.usd, 'assetClass', 'fixed_income').weight)] }],
  },

  // ---- Off-topic ---------------------------------------------------------------------------------------
  { id: 'h2-offtopic-1', category: 'off-topic', portfolio: 'usd-retiree', turns: [{ question: 'write me a poem about cats', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h2-offtopic-2', category: 'off-topic', portfolio: 'crypto-heavy', turns: [{ question: 'who won the world cup', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'h2-offtopic-3', category: 'off-topic', portfolio: 'eur-balanced', turns: [{ question: 'Do you have a good recipe for lasagna?', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },

  // ---- Missing data and the empty book -------------------------------------------------------------------
  { id: 'h2-missing-1', category: 'missing data', portfolio: 'usd-unpriced', turns: [{ question: 'how is my amazon doing', tools: ['position'], facts: [text(/AMZN|amazon/i), text(NO_DATA)] }] },
  {
    id: 'h2-missing-2',
    category: 'missing data',
    portfolio: 'usd-unpriced',
    // the priced value (AAPL, AGG, BTC); AMZN named, not valued
    turns: [{ question: 'total value', tools: ['portfolio_summary'], facts: [money(V.unpriced.total), text(/AMZN|amazon/i)] }],
  },
  { id: 'h2-missing-3', category: 'missing data', portfolio: 'usd-growth', turns: [{ question: 'tesla share price?', tools: ['price'], facts: [text(/TSLA|tesla/i), text(NO_DATA)] }] },
  { id: 'h2-missing-4', category: 'missing data', portfolio: 'trader', turns: [{ question: 'dollar yen rate', tools: ['fx_rate'], facts: [text(/JPY|yen/i), text(NO_DATA)] }] },
  { id: 'h2-empty-1', category: 'missing data', portfolio: 'empty', turns: [{ question: 'allocation?', tools: ['allocation'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h2-empty-2', category: 'missing data', portfolio: 'empty', turns: [{ question: 'what if tech falls 30%', tools: ['what_if'], facts: [text(EMPTY_BOOK)] }] },
  { id: 'h2-empty-3', category: 'missing data', portfolio: 'empty', turns: [{ question: 'realized gains?', tools: ['realized_pnl'], facts: [text(EMPTY_OR_NO_TRADES)] }] },
  { id: 'h2-empty-4', category: 'missing data', portfolio: 'empty', turns: [{ question: 'is my portfolio risky', tools: ['risk'], facts: [text(EMPTY_BOOK)] }] },
];
