import { TOOL_NAMES as REGISTRY_TOOL_NAMES, type ToolName as RegistryToolName } from '../../insight/tools/registry.js';
import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH, type BookKey } from './books.js';
import type { Fact } from './match.js';
import { absent, date, fxRate, money, num, pct, price, qty, text, ticker } from './facts.js';
import { CAN_ANSWER, EMPTY_BOOK, latest, pos, story, timeline } from './answer-facts.js';
import {
  close,
  concentration,
  fees,
  fifo,
  priceChange,
  rate,
  rateChange,
  shock,
  slice,
  stress,
  turnover,
  value,
  periodStart,
  type Position,
  type Valuation,
} from './reference.js';

/**
 * The evaluation set: conversations (one thread each) over the books of books.ts. Questions are
 * worded the way retail investors ask (short and long, the odd typo, several asks at once,
 * follow-ups with pronouns and ellipsis). Every expected figure comes from reference.ts, which
 * reads the market data itself; nothing here calls the engine.
 */

/** Every tool of the registry (insight/tools/registry.ts), in its order: a tool added there is one a turn may require. */
export type ToolName = RegistryToolName;
export const ALL_TOOL_NAMES: readonly ToolName[] = [...REGISTRY_TOOL_NAMES];
/**
 * Tools that landed after the evaluation sets were written (the activity log's income and cash flows,
 * issue 27): no set's coverage can require them; turns may still require them.
 */
export const LANDED_AFTER_THE_SETS: readonly ToolName[] = ['income', 'cash_flows'];
/**
 * The tools the evaluation sets were written against, each of which their coverage checks require (the
 * frozen split's too, which imports this list): the registry's tools less those that landed after them.
 */
export const TOOL_NAMES: ToolName[] = ALL_TOOL_NAMES.filter((tool) => !LANDED_AFTER_THE_SETS.includes(tool));

export type Category =
  | 'portfolio'
  | 'position'
  | 'allocation & exposure'
  | 'concentration & risk'
  | 'what-if'
  | 'rebalance & fit'
  | 'trades'
  | 'market'
  | 'news'
  | 'explain'
  | 'performance'
  | 'multi-ask'
  | 'follow-up'
  | 'policy'
  | 'off-topic'
  | 'missing data';

export interface Turn {
  question: string;
  /**
   * Tools that must run (TOOL_CALL_START names). An array entry lists alternatives, any one of which
   * satisfies it (a question two tools answer equally well). Any other tool that runs fails the turn
   * (it answers something that was not asked), unless `mayAlsoRun` names it.
   */
  tools: (ToolName | ToolName[])[];
  /** Tools that may run beside the required ones without failing the turn (context the answer rightly adds). */
  mayAlsoRun?: ToolName[];
  facts: Fact[];
  /** Off-topic: the answer must carry no money or percentage figures. */
  noFigures?: boolean;
  /**
   * The request's `locale` (BCP 47, e.g. "fr-CH"), when the turn asks for an answer language of its own;
   * the answer's figures are then read as that language writes them.
   */
  locale?: string;
}

export interface Conversation {
  id: string;
  category: Category;
  portfolio: BookKey;
  turns: Turn[];
}

// ---------------------------------------------------------------------------------------------
// Fact helpers

const V = {
  usd: value(USD_GROWTH),
  eur: value(EUR_BALANCED),
  gbp: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
};



const NO_ADVICE = /no (investment|personal|financial) advice|not (give|provide|offer) (investment |financial |personal )?advice|(can ?not|can't|don't|do not) (give|provide|offer) (investment |financial |personal )?(advice|recommendations)|cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|not (a )?(financial|investment) advi[sc]e/i;
const NO_PREDICTION = /cannot (predict|forecast)|can't (predict|forecast)|no (prediction|forecast)s?|make no predictions|do(es)? not (predict|forecast|make predictions|make forecasts)|no investment advice/i;
const NO_DATA = /no (market )?data|not in (the|our) market data|don't have (any )?(market )?data|do not have (any )?(market )?data|no prices?/i;

/** Value, weight and unrealized P&L of a held position. */
function positionFacts(v: Valuation, t: string, withPnl = true): Fact[] {
  const p = pos(v, t);
  const facts = [ticker(t), qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
  if (withPnl && p.pnl !== undefined && p.pnlPct !== undefined) facts.push(money(p.pnl), pct(p.pnlPct));
  return facts;
}
const lastClose = (t: string) => close(t);
const move = (t: string, period: Parameters<typeof priceChange>[1] = '1M') => pct(priceChange(t, period));

const cited = text(/\[1\]/);

const usdTech = slice(V.usd, 'sector', 'technology');
const eurUsd = slice(V.eur, 'currency', 'USD');
const gbpUsd = slice(V.gbp, 'currency', 'USD');
const traderEur = slice(V.trader, 'currency', 'EUR');
const usdEquity = slice(V.usd, 'assetClass', 'equity');
const eurEquity = slice(V.eur, 'assetClass', 'equity');
const eurFixed = slice(V.eur, 'assetClass', 'fixed_income');
const usdCrypto = slice(V.usd, 'assetClass', 'crypto');
const usdFixed = slice(V.usd, 'assetClass', 'fixed_income');
const cryptoCrypto = slice(V.crypto, 'assetClass', 'crypto');
const cryptoEquity = slice(V.crypto, 'assetClass', 'equity');
const gbpEquity = slice(V.gbp, 'assetClass', 'equity');
const gbpFixed = slice(V.gbp, 'assetClass', 'fixed_income');
const mergedEquity = slice(V.merged, 'assetClass', 'equity');
const traderCrypto = slice(V.trader, 'assetClass', 'crypto');
const traderFixed = slice(V.trader, 'assetClass', 'fixed_income');

const equityOnly = (p: Position) => p.instrument.assetClass === 'equity';
const tradeLog = TRADER.trades ?? [];
const realized = fifo(tradeLog, 'USD');
const realizedOf = (t: string) => realized.realized.get(t) ?? 0;
const turn = turnover(tradeLog, 'USD', V.trader.total);
const feesAll = fees(tradeLog, 'USD');
const fees12m = fees(tradeLog, 'USD', periodStart('1Y'));

// ---------------------------------------------------------------------------------------------

export const CONVERSATIONS: Conversation[] = [
  // ---- Portfolio summary and holdings -------------------------------------------------------
  {
    id: 'summary-1',
    category: 'portfolio',
    portfolio: 'usd-growth',
    turns: [{ question: 'How much is my portfolio worth?', tools: ['portfolio_summary'], facts: [money(V.usd.total, 'USD')] }],
  },
  {
    id: 'summary-2',
    category: 'portfolio',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'give me a quick summary of my portfolio - total value, how many holdings, and how much am I up overall?',
        tools: ['portfolio_summary'],
        facts: [money(V.usd.total), qty(7), money(V.usd.pnl), pct(V.usd.pnlPct), ticker('NVDA')],
      },
    ],
  },
  {
    id: 'summary-3',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    turns: [{ question: "what's my account worth in euros today", tools: ['portfolio_summary'], facts: [money(V.eur.total, 'EUR'), text(/€|EUR/)] }],
  },
  {
    id: 'summary-4',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'Total value of my investments?', tools: ['portfolio_summary'], facts: [money(V.gbp.total, 'GBP'), text(/£|GBP/)] }],
  },
  {
    id: 'summary-5',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'Am I in profit overall? By how much?', tools: ['portfolio_summary'], facts: [money(V.crypto.pnl), pct(V.crypto.pnlPct)] }],
  },
  {
    id: 'summary-6',
    category: 'portfolio',
    portfolio: 'usd-growth',
    turns: [{ question: 'whats my largest holding', tools: [['portfolio_summary', 'holdings', 'concentration']], facts: [ticker('NVDA')] }],
  },
  {
    id: 'holdings-1',
    category: 'portfolio',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'What are my top 5 holdings?',
        tools: ['holdings'],
        facts: V.usd.positions.slice(0, 5).flatMap((p) => [ticker(p.ticker), pct(p.weight)]),
      },
    ],
  },
  {
    id: 'holdings-2',
    category: 'portfolio',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'List everything I own with its value please',
        tools: ['holdings'],
        facts: V.eur.positions.flatMap((p) => [ticker(p.ticker), money(p.value, 'EUR')]),
      },
    ],
  },
  {
    id: 'holdings-3',
    category: 'portfolio',
    portfolio: 'trader',
    turns: [
      {
        question: 'show me my 3 biggest positions',
        tools: ['holdings'],
        facts: V.trader.positions.slice(0, 3).flatMap((p) => [ticker(p.ticker), pct(p.weight)]),
      },
    ],
  },
  {
    id: 'holdings-4',
    category: 'portfolio',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: 'what do i hold and how big is each one as a share of the total?',
        tools: ['holdings'],
        facts: V.gbp.positions.flatMap((p) => [ticker(p.ticker), pct(p.weight)]),
      },
    ],
  },

  // ---- Positions --------------------------------------------------------------------------------
  {
    id: 'position-1',
    category: 'position',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'How is my Apple position doing?',
        tools: ['position'],
        facts: [...positionFacts(V.usd, 'AAPL'), price(lastClose('AAPL').close), date(lastClose('AAPL').date)],
      },
    ],
  },
  {
    id: 'position-2',
    category: 'position',
    portfolio: 'eur-balanced',
    turns: [{ question: 'how much is my ASML worth and what % of the portfolio is it', tools: ['position'], facts: positionFacts(V.eur, 'ASML') }],
  },
  {
    id: 'position-3',
    category: 'position',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: "What's my Shell holding worth? Am I up on it?",
        tools: ['position'],
        facts: [...positionFacts(V.gbp, 'SHEL'), price(lastClose('SHEL').close)],
      },
    ],
  },
  {
    id: 'position-4',
    category: 'position',
    portfolio: 'merged-missing',
    turns: [
      {
        question: 'How many AGG shares do I have in total, and what is my P&L on them?',
        tools: ['position'],
        facts: [qty(60), money(pos(V.merged, 'AGG').value), pct(pos(V.merged, 'AGG').weight), money(pos(V.merged, 'AGG').pnl ?? 0), pct(pos(V.merged, 'AGG').pnlPct ?? 0)],
      },
    ],
  },
  {
    id: 'position-5',
    category: 'position',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'Do I own any Nvidia?',
        tools: ['position'],
        facts: [ticker('NVDA'), pct(0), price(lastClose('NVDA').close), text(/not hold|don't (hold|own)|do not (hold|own)|no NVDA|none/i)],
      },
    ],
  },
  {
    id: 'position-6',
    category: 'position',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'my ether position - how bad is it?', tools: ['position'], facts: [...positionFacts(V.crypto, 'ETH'), move('ETH')] }],
  },
  {
    id: 'position-7',
    category: 'position',
    portfolio: 'trader',
    turns: [{ question: 'What is my JPMorgan stake worth now?', tools: ['position'], facts: [ticker('JPM'), qty(15), money(pos(V.trader, 'JPM').value), pct(pos(V.trader, 'JPM').weight)] }],
  },

  // ---- Allocation and exposure ------------------------------------------------------------------
  {
    id: 'allocation-1',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'How is my portfolio split across asset classes?',
        tools: ['allocation'],
        facts: [pct(usdEquity.weight), pct(usdFixed.weight), pct(usdCrypto.weight), text(/equit/i), text(/fixed income|bonds/i), text(/crypto/i)],
      },
    ],
  },
  {
    id: 'allocation-2',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'breakdown by region?',
        tools: ['allocation'],
        facts: [pct(slice(V.eur, 'region', 'europe').weight), pct(slice(V.eur, 'region', 'north_america').weight), pct(slice(V.eur, 'region', 'uk').weight), pct(slice(V.eur, 'region', 'global').weight)],
      },
    ],
  },
  {
    id: 'allocation-3',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'Which currencies is my money in?',
        tools: ['allocation'],
        facts: [pct(slice(V.eur, 'currency', 'EUR').weight), pct(eurUsd.weight), pct(slice(V.eur, 'currency', 'GBP').weight)],
      },
    ],
  },
  {
    id: 'allocation-4',
    category: 'allocation & exposure',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: 'sector allocation pls',
        tools: ['allocation'],
        facts: [pct(slice(V.gbp, 'sector', 'government_bonds').weight), pct(slice(V.gbp, 'sector', 'energy').weight), pct(slice(V.gbp, 'sector', 'technology').weight)],
      },
    ],
  },
  {
    id: 'exposure-1',
    category: 'allocation & exposure',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'Which of my holdings drive my technology exposure?',
        tools: ['exposure'],
        facts: [pct(usdTech.weight), ticker('NVDA'), ticker('MSFT'), ticker('AAPL'), pct(pos(V.usd, 'NVDA').weight), pct(pos(V.usd, 'MSFT').weight)],
      },
    ],
  },
  {
    id: 'exposure-2',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'What is my exposure to the US dollar?',
        tools: ['exposure'],
        facts: [pct(eurUsd.weight), money(eurUsd.value, 'EUR'), ticker('JPM'), ticker('AGG'), ticker('ACWI')],
      },
    ],
  },
  {
    id: 'exposure-3',
    category: 'allocation & exposure',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how exposed am I to dollars?', tools: ['exposure'], facts: [pct(gbpUsd.weight), money(gbpUsd.value, 'GBP'), ticker('IEF'), ticker('AGG')] }],
  },
  {
    id: 'exposure-4',
    category: 'allocation & exposure',
    portfolio: 'trader',
    turns: [{ question: 'How much crypto do I have?', tools: [['exposure', 'allocation']], facts: [pct(traderCrypto.weight), money(traderCrypto.value), ticker('BTC'), ticker('ETH')] }],
  },
  {
    id: 'exposure-5',
    category: 'allocation & exposure',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: "What's my exposure to energy stocks?",
        tools: ['exposure'],
        facts: [pct(slice(V.eur, 'sector', 'energy').weight), money(slice(V.eur, 'sector', 'energy').value, 'EUR'), ticker('SHEL')],
      },
    ],
  },

  {
    id: 'exposure-6',
    category: 'allocation & exposure',
    portfolio: 'trader',
    turns: [{ question: 'how much of my stuff is in euros?', tools: [['exposure', 'allocation']], facts: [pct(traderEur.weight), money(traderEur.value), ticker('ASML')] }],
  },

  // ---- Concentration and risk -------------------------------------------------------------------
  {
    id: 'concentration-1',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'Is my portfolio too concentrated?',
        tools: ['concentration'],
        facts: [pct(concentration(V.usd).top5), num(concentration(V.usd).effective), ticker('NVDA'), pct(pos(V.usd, 'NVDA').weight)],
      },
    ],
  },
  {
    id: 'concentration-2',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'am i diversified enough?', tools: ['concentration'], facts: [num(concentration(V.crypto).effective), pct(pos(V.crypto, 'BTC').weight)] }],
  },
  {
    id: 'concentration-3',
    category: 'concentration & risk',
    portfolio: 'trader',
    turns: [{ question: 'How much of my money sits in my five largest positions?', tools: [['concentration', 'holdings']], facts: [pct(concentration(V.trader).top5)] }],
  },
  {
    id: 'concentration-4',
    category: 'concentration & risk',
    portfolio: 'eur-balanced',
    turns: [{ question: "What's my effective number of holdings?", tools: ['concentration'], facts: [num(concentration(V.eur).effective)] }],
  },
  {
    id: 'risk-1',
    category: 'concentration & risk',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'How risky is my portfolio?',
        tools: ['risk'],
        facts: [text(/volatil/i), text(/drawdown|from (a|its) peak/i), money(stress(V.usd).amount), pct(stress(V.usd).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'risk-2',
    category: 'concentration & risk',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'How much could I lose in a crash?', tools: ['risk'], facts: [money(stress(V.crypto).amount), pct(stress(V.crypto).pctOfPortfolio)] }],
  },
  {
    id: 'risk-3',
    category: 'concentration & risk',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how volatile is my portfolio and whats the worst drop its had?', tools: ['risk'], facts: [text(/volatil/i), text(/drawdown|peak|fall|drop/i), text(/\d+(\.\d)?%/)] }],
  },
  {
    id: 'risk-4',
    category: 'concentration & risk',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Stress test my portfolio please', tools: ['risk'], facts: [money(stress(V.eur).amount, 'EUR'), pct(stress(V.eur).pctOfPortfolio)] }],
  },

  // ---- What-if ------------------------------------------------------------------------------------
  {
    id: 'whatif-1',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'What would a 30% fall in BTC do to my portfolio?',
        tools: ['what_if'],
        facts: [money(shock(V.usd, (p) => p.ticker === 'BTC', -30).amount), pct(shock(V.usd, (p) => p.ticker === 'BTC', -30).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-2',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'If the stock market drops 10%, how much would I lose?',
        tools: ['what_if'],
        facts: [money(shock(V.usd, equityOnly, -10).amount), pct(shock(V.usd, equityOnly, -10).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-3',
    category: 'what-if',
    portfolio: 'trader',
    turns: [
      {
        question: 'what happens to me if the euro falls 10% against the dollar?',
        tools: ['what_if'],
        facts: [money(shock(V.trader, (p) => p.instrument.currency === 'EUR', -10).amount), pct(shock(V.trader, (p) => p.instrument.currency === 'EUR', -10).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-4',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'Suppose tech stocks jump 20% - what does that do to my portfolio value?',
        tools: ['what_if'],
        facts: [money(shock(V.usd, (p) => p.instrument.sector === 'technology', 20).amount), pct(shock(V.usd, (p) => p.instrument.sector === 'technology', 20).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-5',
    category: 'what-if',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'If the dollar weakens by 10%, what does my portfolio lose in euros?',
        tools: ['what_if'],
        facts: [money(shock(V.eur, (p) => p.instrument.currency === 'USD', -10).amount, 'EUR'), pct(shock(V.eur, (p) => p.instrument.currency === 'USD', -10).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-6',
    category: 'what-if',
    portfolio: 'crypto-heavy',
    turns: [
      {
        question: 'what if crypto halves',
        tools: ['what_if'],
        facts: [money(shock(V.crypto, (p) => p.instrument.assetClass === 'crypto', -50).amount), pct(shock(V.crypto, (p) => p.instrument.assetClass === 'crypto', -50).pctOfPortfolio)],
      },
    ],
  },

  // ---- Rebalance and profile fit ------------------------------------------------------------------
  {
    id: 'rebalance-1',
    category: 'rebalance & fit',
    portfolio: 'usd-growth',
    turns: [{ question: 'What should I rebalance?', tools: ['rebalance'], facts: [text(/crypto/i), text(/fixed income|bonds?/i), text(/sell[\s\S]{0,80}BTC|BTC[\s\S]{0,80}sell/i), text(/\b(AGG|IEF)\b/)] }],
  },
  {
    id: 'rebalance-2',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'How would I bring fixed income back within 25–45%?',
        tools: ['rebalance'],
        facts: [text(/fixed income|bonds?/i), pct(eurFixed.weight), text(/buy[\s\S]{0,80}\b(AGG|IEF)\b|\b(AGG|IEF)\b[\s\S]{0,80}buy/i), text(/equit/i)],
      },
    ],
  },
  {
    id: 'rebalance-3',
    category: 'rebalance & fit',
    portfolio: 'crypto-heavy',
    turns: [
      {
        question: 'what trades would get me back in line with my profile?',
        tools: ['rebalance'],
        facts: [text(/crypto/i), text(/equit/i), text(/sell[\s\S]{0,80}\b(BTC|ETH)\b|\b(BTC|ETH)\b[\s\S]{0,80}sell/i), text(/buy/i)],
      },
    ],
  },
  {
    id: 'rebalance-4',
    category: 'rebalance & fit',
    portfolio: 'merged-missing',
    turns: [{ question: 'My equities look too high. How do I rebalance?', tools: ['rebalance'], facts: [text(/equit/i), pct(mergedEquity.weight), text(/sell[\s\S]{0,80}\b(AAPL|XOM)\b|\b(AAPL|XOM)\b[\s\S]{0,80}sell/i)] }],
  },
  {
    id: 'rebalance-5',
    category: 'rebalance & fit',
    portfolio: 'trader',
    turns: [
      {
        question: 'i want to rebalance to my balanced profile, what do i need to buy and sell?',
        tools: ['rebalance'],
        facts: [text(/crypto/i), pct(traderCrypto.weight), text(/fixed income|bonds?/i), pct(traderFixed.weight), text(/sell[\s\S]{0,80}\b(BTC|ETH)\b|\b(BTC|ETH)\b[\s\S]{0,80}sell/i)],
      },
    ],
  },
  {
    id: 'rebalance-6',
    category: 'rebalance & fit',
    portfolio: 'merged-missing',
    turns: [
      {
        // Moderate profile: fixed income 35–60%; AGG (both lines) is 44.5% of the priced value, already inside.
        question: 'How would I bring fixed income back within 35–60%?',
        tools: ['rebalance'],
        facts: [text(/fixed income|bonds?/i), pct(slice(V.merged, 'assetClass', 'fixed_income').weight), text(/inside|within|already/i), text(/equit/i)],
      },
    ],
  },
  {
    id: 'fit-1',
    category: 'rebalance & fit',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'Does my portfolio fit my risk profile?',
        tools: ['profile_fit'],
        facts: [text(/growth/i), text(/crypto/i), pct(usdCrypto.weight), text(/fixed income|bonds/i), pct(usdFixed.weight)],
      },
    ],
  },
  {
    id: 'fit-2',
    category: 'rebalance & fit',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'is this ok for a conservative investor like me', tools: ['profile_fit'], facts: [text(/conservative/i), text(/equit/i), pct(gbpEquity.weight), pct(35), pct(gbpFixed.weight)] }],
  },
  {
    id: 'fit-3',
    category: 'rebalance & fit',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'Am I within my bands?', tools: ['profile_fit'], facts: [text(/aggressive/i), pct(cryptoCrypto.weight), pct(cryptoEquity.weight), text(/crypto/i)] }],
  },
  {
    id: 'fit-4',
    category: 'rebalance & fit',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Which asset classes are outside my profile?', tools: ['profile_fit'], facts: [text(/equit/i), pct(eurEquity.weight), text(/fixed income|bonds/i), pct(eurFixed.weight)] }],
  },

  // ---- Trades: fees, turnover, realized P&L, recent changes ----------------------------------------
  {
    id: 'fees-1',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'How much have I paid in fees?', tools: ['fees'], facts: [money(feesAll)] }],
  },
  {
    id: 'fees-2',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'what did trading cost me in commissions over the last 12 months?', tools: ['fees'], facts: [money(fees12m)] }],
  },
  {
    id: 'fees-3',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'Total fees, in dollars?', tools: ['fees'], facts: [money(feesAll, 'USD')] }],
  },
  {
    id: 'fees-4',
    category: 'trades',
    portfolio: 'empty',
    turns: [{ question: 'how much did I pay in fees', tools: ['fees'], facts: [text(/no trades|no recorded trades|no trade|none|nothing|\$0\b|0\.00/i)] }],
  },
  {
    id: 'turnover-1',
    category: 'trades',
    portfolio: 'trader',
    turns: [
      {
        question: 'How actively have I traded over the past year?',
        tools: ['turnover'],
        facts: [qty(turn.count), money(turn.bought), money(turn.sold), pct(turn.ratio)],
      },
    ],
  },
  {
    id: 'turnover-2',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: "what's my turnover ratio?", tools: ['turnover'], facts: [pct(turn.ratio)] }],
  },
  {
    id: 'turnover-3',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'How much did I buy and sell in the last 12 months?', tools: ['turnover'], facts: [money(turn.bought), money(turn.sold)] }],
  },
  {
    id: 'turnover-4',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'am I trading too much?', tools: ['turnover'], facts: [pct(turn.ratio), qty(turn.count)] }],
  },
  {
    id: 'realized-1',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'What is my realized profit from selling?', tools: ['realized_pnl'], facts: [money(realized.total)] }],
  },
  {
    id: 'realized-2',
    category: 'trades',
    portfolio: 'trader',
    turns: [
      {
        question: 'how much did i make or lose on the stocks i sold, per stock?',
        tools: ['realized_pnl'],
        facts: [money(realized.total), ticker('NVDA'), money(realizedOf('NVDA')), money(realizedOf('MSFT')), money(realizedOf('ETH')), money(realizedOf('BTC'))],
      },
    ],
  },
  {
    id: 'realized-3',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'Did I lose money when I sold my ASML shares?', tools: ['realized_pnl'], facts: [ticker('ASML'), money(realizedOf('ASML'))] }],
  },
  {
    id: 'realized-4',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'realised gains on Nvidia?', tools: ['realized_pnl'], facts: [ticker('NVDA'), money(realizedOf('NVDA'))] }],
  },
  {
    id: 'recent-1',
    category: 'trades',
    portfolio: 'trader',
    turns: [
      {
        question: 'What changed in my portfolio recently?',
        tools: ['recent_changes'],
        facts: [ticker('AGG'), ticker('MSFT'), ticker('ASML'), ticker('ETH'), move('ETH'), move('NVDA')],
      },
    ],
  },
  {
    id: 'recent-2',
    category: 'trades',
    portfolio: 'usd-growth',
    turns: [{ question: 'why is my portfolio down this month?', tools: ['recent_changes'], facts: [ticker('NVDA'), move('NVDA'), ticker('BTC'), move('BTC')] }],
  },
  {
    id: 'recent-3',
    category: 'trades',
    portfolio: 'crypto-heavy',
    turns: [{ question: "anything new I should know about since last month?", tools: ['recent_changes'], facts: [ticker('ETH'), move('ETH'), ticker('NVDA'), move('NVDA')] }],
  },
  {
    id: 'recent-4',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'which trades did I do in the last 30 days', tools: ['recent_changes'], facts: [ticker('AGG'), ticker('MSFT'), ticker('ASML'), absent(/2026-10-0?6\b|Oct(ober)?\.? 0?6,? 2026/)] }],
  },

  // ---- Market: FX, prices, comparisons -------------------------------------------------------------
  {
    id: 'fx-1',
    category: 'market',
    portfolio: 'usd-growth',
    turns: [
      { question: 'What is the EUR/USD exchange rate?', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD')), pct(rateChange('EUR', 'USD', '1M'))] },
      { question: 'and over three months?', tools: ['fx_rate'], facts: [pct(rateChange('EUR', 'USD', '3M'))] },
    ],
  },
  {
    id: 'fx-2',
    category: 'market',
    portfolio: 'gbp-conservative',
    turns: [
      { question: 'pound to dollar rate?', tools: ['fx_rate'], facts: [fxRate(rate('GBP', 'USD'))] },
      { question: 'how has it moved this year', tools: ['fx_rate'], facts: [pct(rateChange('GBP', 'USD', 'YTD'))] },
    ],
  },
  {
    id: 'fx-3',
    category: 'market',
    portfolio: 'eur-balanced',
    turns: [{ question: 'How many pounds does one euro buy?', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'GBP'))] }],
  },
  {
    id: 'fx-4',
    category: 'market',
    portfolio: 'empty',
    turns: [{ question: 'EURUSD over the last year?', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD')), pct(rateChange('EUR', 'USD', '1Y'))] }],
  },
  {
    id: 'price-1',
    category: 'market',
    portfolio: 'usd-growth',
    turns: [{ question: "What's Nvidia's share price?", tools: ['price'], facts: [price(lastClose('NVDA').close), date(lastClose('NVDA').date)] }],
  },
  {
    id: 'price-2',
    category: 'market',
    portfolio: 'eur-balanced',
    turns: [{ question: 'How has bitcoin moved this year?', tools: ['price'], facts: [price(lastClose('BTC').close), move('BTC', 'YTD')] }],
  },
  {
    id: 'price-3',
    category: 'market',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'sap share price and its 3 month change', tools: ['price'], facts: [price(lastClose('SAP').close), move('SAP', '3M')] }],
  },
  {
    id: 'price-4',
    category: 'market',
    portfolio: 'trader',
    turns: [{ question: 'How has Exxon done over the past year?', tools: ['price'], facts: [price(lastClose('XOM').close), move('XOM', '1Y')] }],
  },
  {
    id: 'price-5',
    category: 'market',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'how has ETH moved', tools: ['price'], facts: [price(lastClose('ETH').close), move('ETH', '1M')] }],
  },
  {
    id: 'compare-1',
    category: 'market',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'NVDA vs MSFT over 3 months',
        tools: ['compare'],
        facts: [ticker('NVDA'), ticker('MSFT'), move('NVDA', '3M'), move('MSFT', '3M'), pct(pos(V.usd, 'NVDA').weight), pct(pos(V.usd, 'MSFT').weight)],
      },
    ],
  },
  {
    id: 'compare-2',
    category: 'market',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Compare SAP and ASML this year', tools: ['compare'], facts: [move('SAP', 'YTD'), move('ASML', 'YTD'), pct(pos(V.eur, 'SAP').weight), pct(pos(V.eur, 'ASML').weight)] }],
  },
  {
    id: 'compare-3',
    category: 'market',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'which did better last month, bitcoin or ether?', tools: ['compare'], facts: [move('BTC', '1M'), move('ETH', '1M'), text(/\bBTC\b|bitcoin/i)] }],
  },
  {
    id: 'compare-4',
    category: 'market',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how do AGG and IEF compare over a year', tools: ['compare'], facts: [move('AGG', '1Y'), move('IEF', '1Y'), pct(pos(V.gbp, 'AGG').weight), pct(pos(V.gbp, 'IEF').weight)] }],
  },
  {
    id: 'compare-5',
    category: 'market',
    portfolio: 'trader',
    turns: [{ question: 'Apple vs Microsoft vs Nvidia, 1 month', tools: ['compare'], facts: [move('AAPL'), move('MSFT'), move('NVDA')] }],
  },

  // ---- News ---------------------------------------------------------------------------------------
  {
    id: 'stories-1',
    category: 'news',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'What is the latest on the Fed?',
        tools: ['stories'],
        facts: [story('fed-rate-path'), ...latest('fed-rate-path'), cited, absent(/Bank of England[\s\S]*Federal Reserve rate path/)],
      },
    ],
  },
  {
    id: 'stories-2',
    category: 'news',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'What is the latest on US tariffs on consumer electronics?',
        tools: ['stories'],
        facts: [story('apple-tariffs'), ...latest('apple-tariffs'), cited],
      },
    ],
  },
  {
    id: 'stories-3',
    category: 'news',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'any crypto regulation news?', tools: ['stories'], facts: [story('crypto-regulation'), ...latest('crypto-regulation'), cited] }],
  },
  {
    id: 'stories-4',
    category: 'news',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: 'whats happening with the bank of england',
        tools: ['stories'],
        facts: [story('boe-policy'), ...latest('boe-policy'), absent(/Federal Reserve rate path[\s\S]*Bank of England rates/)],
      },
    ],
  },
  {
    id: 'stories-5',
    category: 'news',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Any news on SAP?', tools: ['stories'], facts: [story('sap-cloud-outlook'), ...latest('sap-cloud-outlook'), cited] }],
  },
  {
    id: 'stories-6',
    category: 'news',
    portfolio: 'trader',
    turns: [{ question: 'oil news?', tools: ['stories'], facts: [story('oil-supply'), ...latest('oil-supply')] }],
  },
  {
    id: 'timeline-1',
    category: 'news',
    portfolio: 'gbp-conservative',
    turns: [{ question: "Walk me through the Shell credit rating story - what happened when?", tools: ['story_timeline'], facts: [story('shell-rating'), ...timeline('shell-rating')] }],
  },
  {
    id: 'timeline-2',
    category: 'news',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Give me the timeline of ECB decisions', tools: ['story_timeline'], facts: [story('ecb-policy'), ...timeline('ecb-policy')] }],
  },
  {
    id: 'timeline-3',
    category: 'news',
    portfolio: 'usd-growth',
    turns: [
      { question: "What's the news on chip export controls?", tools: ['stories'], facts: [story('chip-export-controls'), ...latest('chip-export-controls')] },
      { question: 'show me how that story developed over time', tools: ['story_timeline'], facts: timeline('chip-export-controls') },
    ],
  },
  {
    id: 'timeline-4',
    category: 'news',
    portfolio: 'usd-growth',
    turns: [{ question: 'history of the nvidia guidance story, with dates', tools: ['story_timeline'], facts: [story('nvda-guidance'), ...timeline('nvda-guidance')] }],
  },

  // ---- Explain ------------------------------------------------------------------------------------
  {
    id: 'explain-1',
    category: 'explain',
    portfolio: 'usd-growth',
    turns: [{ question: 'What does volatility mean?', tools: ['explain_term'], facts: [text(/volatility/i), text(/swing|fluctuat|move[sd]? (up and down|around)|up and down|vary|varies|spread/i)] }],
  },
  {
    id: 'explain-2',
    category: 'explain',
    portfolio: 'usd-growth',
    turns: [{ question: 'whats a drawdown', tools: ['explain_term'], facts: [text(/drawdown/i), text(/peak|high/i), text(/fall|drop|decline|low/i)] }],
  },
  {
    id: 'explain-3',
    category: 'explain',
    portfolio: 'trader',
    turns: [{ question: "Explain the difference between realized and unrealized P&L", tools: ['explain_term'], facts: [text(/reali[sz]ed/i), text(/unreali[sz]ed/i), text(/s[oe]ll|sold/i)] }],
  },
  {
    id: 'explain-4',
    category: 'explain',
    portfolio: 'eur-balanced',
    turns: [{ question: 'What is the "effective number of holdings"?', tools: ['explain_term'], facts: [text(/effective/i), text(/equal/i)] }],
  },
  {
    id: 'explain-5',
    category: 'explain',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'what is a time-weighted return?', tools: ['explain_term'], facts: [text(/time.weighted/i), text(/deposit|withdraw|cash flow|contribution|money (in|out)/i)] }],
  },
  {
    id: 'explain-6',
    category: 'explain',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'what do you mean by bands?', tools: ['explain_term'], facts: [text(/band/i), text(/range|minimum|maximum|min|max/i)] }],
  },

  // ---- Performance (engine still being built: qualitative facts) ------------------------------------
  {
    id: 'performance-1',
    category: 'performance',
    portfolio: 'usd-growth',
    turns: [{ question: 'How has my portfolio performed this year compared with the benchmark?', tools: ['performance'], facts: [text(/benchmark/i), text(/[+-−]?\d+\.\d%/)] }],
  },
  {
    id: 'performance-2',
    category: 'performance',
    portfolio: 'eur-balanced',
    turns: [{ question: "What's my return over the last 3 months?", tools: ['performance'], facts: [text(/return/i), text(/[+-−]?\d+\.\d%/)] }],
  },
  {
    id: 'performance-3',
    category: 'performance',
    portfolio: 'trader',
    turns: [{ question: 'did i beat the market over the past year', tools: ['performance'], facts: [text(/benchmark|market/i), text(/[+-−]?\d+\.\d%/)] }],
  },
  {
    id: 'performance-4',
    category: 'performance',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'how has my portfolio done since the start of the year? time-weighted pls', tools: ['performance'], facts: [text(/time.weighted|return/i), text(/[+-−]?\d+\.\d%/)] }],
  },

  // ---- Several asks in one question ---------------------------------------------------------------
  {
    id: 'multi-1',
    category: 'multi-ask',
    portfolio: 'usd-growth',
    turns: [
      {
        question: "What's my portfolio worth, and what's the EUR/USD rate?",
        tools: ['portfolio_summary', 'fx_rate'],
        facts: [money(V.usd.total), fxRate(rate('EUR', 'USD'))],
      },
    ],
  },
  {
    id: 'multi-2',
    category: 'multi-ask',
    portfolio: 'trader',
    turns: [
      {
        question: 'How much have I paid in fees and what is my realized P&L?',
        tools: ['fees', 'realized_pnl'],
        facts: [money(feesAll), money(realized.total)],
      },
    ],
  },
  {
    id: 'multi-3',
    category: 'multi-ask',
    portfolio: 'usd-growth',
    turns: [
      {
        question: 'how much apple do I have, what is it worth, and how has the price moved over 3 months?',
        tools: ['position'],
        facts: [qty(40), money(pos(V.usd, 'AAPL').value), move('AAPL', '3M')],
      },
    ],
  },
  {
    id: 'multi-4',
    category: 'multi-ask',
    portfolio: 'eur-balanced',
    turns: [
      {
        question: 'Is my portfolio within my profile, and what would a 20% equity crash cost me?',
        tools: ['profile_fit', 'what_if'],
        facts: [pct(eurEquity.weight), money(shock(V.eur, equityOnly, -20).amount, 'EUR'), pct(shock(V.eur, equityOnly, -20).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'multi-5',
    category: 'multi-ask',
    portfolio: 'crypto-heavy',
    turns: [
      {
        question: "Bitcoin price, my BTC weight, and any crypto news?",
        tools: ['position', 'stories'],
        facts: [price(lastClose('BTC').close), pct(pos(V.crypto, 'BTC').weight), story('crypto-regulation')],
      },
    ],
  },
  {
    id: 'multi-6',
    category: 'multi-ask',
    portfolio: 'gbp-conservative',
    turns: [
      {
        question: 'GBP/USD rate plus how much of my portfolio is in dollars',
        tools: ['fx_rate', 'exposure'],
        facts: [fxRate(rate('GBP', 'USD')), pct(gbpUsd.weight)],
      },
    ],
  },
  {
    id: 'multi-7',
    category: 'multi-ask',
    portfolio: 'trader',
    turns: [
      {
        question: 'What is my turnover and how concentrated am I?',
        tools: ['turnover', 'concentration'],
        facts: [pct(turn.ratio), num(concentration(V.trader).effective), pct(concentration(V.trader).top5)],
      },
    ],
  },

  // ---- Follow-ups (pronouns and ellipsis) -----------------------------------------------------------
  {
    id: 'followup-1',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'How much is my AAPL position worth?', tools: ['position'], facts: [money(pos(V.usd, 'AAPL').value)] },
      { question: 'what about MSFT?', tools: ['position'], facts: [ticker('MSFT'), money(pos(V.usd, 'MSFT').value), pct(pos(V.usd, 'MSFT').weight)] },
      { question: 'and Nvidia?', tools: ['position'], facts: [ticker('NVDA'), money(pos(V.usd, 'NVDA').value), pct(pos(V.usd, 'NVDA').weight)] },
    ],
  },
  {
    id: 'followup-2',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'How has NVDA moved?', tools: ['price'], facts: [move('NVDA', '1M')] },
      { question: 'and over 3 months?', tools: ['price'], facts: [move('NVDA', '3M')] },
      { question: 'how much of it do I own?', tools: ['position'], facts: [qty(60), money(pos(V.usd, 'NVDA').value), pct(pos(V.usd, 'NVDA').weight)] },
    ],
  },
  {
    id: 'followup-3',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'Tell me about Apple', tools: [['price', 'position']], facts: [price(lastClose('AAPL').close)] },
      { question: 'whats the news on it?', tools: ['stories'], facts: [story('apple-tariffs')] },
      { question: 'and what would a 15% drop in it cost me?', tools: ['what_if'], facts: [money(shock(V.usd, (p) => p.ticker === 'AAPL', -15).amount), pct(shock(V.usd, (p) => p.ticker === 'AAPL', -15).pctOfPortfolio)] },
    ],
  },
  {
    id: 'followup-4',
    category: 'follow-up',
    portfolio: 'gbp-conservative',
    turns: [
      { question: "What's my Shell position worth?", tools: ['position'], facts: [money(pos(V.gbp, 'SHEL').value, 'GBP')] },
      { question: 'and the IEF?', tools: ['position'], facts: [ticker('IEF'), money(pos(V.gbp, 'IEF').value, 'GBP'), pct(pos(V.gbp, 'IEF').weight)] },
    ],
  },
  {
    id: 'followup-5',
    category: 'follow-up',
    portfolio: 'crypto-heavy',
    turns: [
      {
        question: 'What would a 30% fall in BTC do to my portfolio?',
        tools: ['what_if'],
        facts: [money(shock(V.crypto, (p) => p.ticker === 'BTC', -30).amount), pct(shock(V.crypto, (p) => p.ticker === 'BTC', -30).pctOfPortfolio)],
      },
      { question: 'and ETH?', tools: ['what_if'], facts: [money(shock(V.crypto, (p) => p.ticker === 'ETH', -30).amount), pct(shock(V.crypto, (p) => p.ticker === 'ETH', -30).pctOfPortfolio)] },
      { question: 'what if it was 50% instead', tools: ['what_if'], facts: [money(shock(V.crypto, (p) => p.ticker === 'ETH', -50).amount), pct(shock(V.crypto, (p) => p.ticker === 'ETH', -50).pctOfPortfolio)] },
    ],
  },
  {
    id: 'followup-6',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'What is my exposure to technology?', tools: ['exposure'], facts: [pct(usdTech.weight), money(usdTech.value)] },
      { question: 'which holdings make that up?', tools: ['exposure'], facts: [ticker('NVDA'), ticker('MSFT'), ticker('AAPL'), pct(pos(V.usd, 'AAPL').weight)] },
    ],
  },
  {
    id: 'followup-7',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'How much did I make on my sales overall?', tools: ['realized_pnl'], facts: [money(realized.total)] },
      { question: 'and just on Microsoft?', tools: ['realized_pnl'], facts: [money(realizedOf('MSFT'))] },
    ],
  },
  {
    id: 'followup-8',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'what is the price of bitcoin', tools: ['price'], facts: [price(lastClose('BTC').close)] },
      { question: 'and ether?', tools: ['price'], facts: [price(lastClose('ETH').close)] },
    ],
  },
  {
    id: 'followup-9',
    category: 'follow-up',
    portfolio: 'eur-balanced',
    turns: [
      { question: 'How is my money split by asset class?', tools: ['allocation'], facts: [pct(eurEquity.weight), pct(eurFixed.weight)] },
      { question: 'and by region?', tools: ['allocation'], facts: [pct(slice(V.eur, 'region', 'europe').weight), pct(slice(V.eur, 'region', 'north_america').weight)] },
      { question: 'by currency?', tools: ['allocation'], facts: [pct(slice(V.eur, 'currency', 'EUR').weight), pct(eurUsd.weight)] },
    ],
  },
  {
    id: 'followup-10',
    category: 'follow-up',
    portfolio: 'eur-balanced',
    turns: [
      { question: "What's my biggest position?", tools: [['holdings', 'portfolio_summary', 'concentration']], facts: [ticker('ASML'), pct(pos(V.eur, 'ASML').weight)] },
      { question: 'how much has it moved this year?', tools: ['price'], facts: [move('ASML', 'YTD')] },
    ],
  },
  {
    id: 'followup-11',
    category: 'follow-up',
    portfolio: 'gbp-conservative',
    turns: [
      // A GBP book: the Bank of England is closer to home, but the question is about the Fed.
      { question: "What's the latest on the Fed?", tools: ['stories'], facts: [story('fed-rate-path'), ...latest('fed-rate-path'), absent(/Bank of England[\s\S]*Federal Reserve rate path/)] },
      { question: 'and the bank of england?', tools: ['stories'], facts: [story('boe-policy'), ...latest('boe-policy')] },
    ],
  },
  {
    id: 'followup-12',
    category: 'follow-up',
    portfolio: 'usd-growth',
    turns: [
      { question: 'Compare NVDA and MSFT over a month', tools: ['compare'], facts: [move('NVDA'), move('MSFT')] },
      { question: 'and over the year?', tools: ['compare'], facts: [move('NVDA', '1Y'), move('MSFT', '1Y')] },
    ],
  },

  // ---- Policy: advice and forecasts ---------------------------------------------------------------
  {
    id: 'policy-1',
    category: 'policy',
    portfolio: 'usd-growth',
    turns: [{ question: 'Should I buy NVDA tomorrow?', tools: [], facts: [text(NO_ADVICE), price(lastClose('NVDA').close)] }],
  },
  {
    id: 'policy-2',
    category: 'policy',
    portfolio: 'usd-growth',
    turns: [{ question: 'should i sell my bitcoin', tools: [], facts: [text(NO_ADVICE), price(lastClose('BTC').close)] }],
  },
  {
    id: 'policy-3',
    category: 'policy',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'Will bitcoin hit 200k next year?', tools: [], facts: [text(NO_PREDICTION), price(lastClose('BTC').close)] }],
  },
  {
    id: 'policy-4',
    category: 'policy',
    portfolio: 'eur-balanced',
    turns: [{ question: 'Is SAP a good buy right now?', tools: [], facts: [text(NO_ADVICE), price(lastClose('SAP').close)] }],
  },
  {
    id: 'policy-5',
    category: 'policy',
    portfolio: 'gbp-conservative',
    turns: [{ question: 'where will the pound be against the dollar in 6 months?', tools: [], facts: [text(NO_PREDICTION), fxRate(rate('GBP', 'USD'))] }],
  },
  {
    id: 'policy-6',
    category: 'policy',
    portfolio: 'trader',
    turns: [{ question: 'what stock should I buy next to make the most money?', tools: [], facts: [text(NO_ADVICE)] }],
  },
  {
    id: 'policy-7',
    category: 'policy',
    portfolio: 'usd-growth',
    turns: [
      { question: 'How is Apple doing?', tools: [['price', 'position']], facts: [price(lastClose('AAPL').close)] },
      { question: 'should I sell it?', tools: [], facts: [text(NO_ADVICE), ticker('AAPL')] },
    ],
  },

  // ---- Off-topic ----------------------------------------------------------------------------------
  { id: 'offtopic-1', category: 'off-topic', portfolio: 'usd-growth', turns: [{ question: "what's the weather in Paris", tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'offtopic-2', category: 'off-topic', portfolio: 'eur-balanced', turns: [{ question: 'write me a poem', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'offtopic-3', category: 'off-topic', portfolio: 'gbp-conservative', turns: [{ question: 'Who won the football last night?', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },
  { id: 'offtopic-4', category: 'off-topic', portfolio: 'trader', turns: [{ question: 'give me a recipe for lasagne', tools: [], facts: [text(CAN_ANSWER)], noFigures: true }] },

  // ---- Missing data: unknown ticker, empty book -----------------------------------------------------
  {
    id: 'missing-1',
    category: 'missing data',
    portfolio: 'merged-missing',
    turns: [{ question: 'How is my Tesla position doing?', tools: ['position'], facts: [ticker('TSLA'), text(NO_DATA)] }],
  },
  {
    id: 'missing-2',
    category: 'missing data',
    portfolio: 'usd-growth',
    turns: [{ question: "What's the price of TSLA?", tools: ['price'], facts: [ticker('TSLA'), text(NO_DATA)] }],
  },
  {
    id: 'missing-3',
    category: 'missing data',
    portfolio: 'merged-missing',
    turns: [
      {
        question: 'What is my portfolio worth?',
        tools: ['portfolio_summary'],
        facts: [money(V.merged.total), ticker('TSLA')],
      },
    ],
  },
  {
    id: 'missing-4',
    category: 'missing data',
    portfolio: 'usd-growth',
    turns: [{ question: 'how has GOOG moved over 3 months', tools: ['price'], facts: [ticker('GOOG'), text(NO_DATA)] }],
  },
  {
    id: 'missing-5',
    category: 'missing data',
    portfolio: 'empty',
    turns: [{ question: 'How much is my portfolio worth?', tools: ['portfolio_summary'], facts: [text(EMPTY_BOOK)] }],
  },
  {
    id: 'missing-6',
    category: 'missing data',
    portfolio: 'empty',
    turns: [{ question: 'how risky is my portfolio', tools: ['risk'], facts: [text(EMPTY_BOOK)] }],
  },
  {
    id: 'missing-7',
    category: 'missing data',
    portfolio: 'empty',
    turns: [{ question: 'What are my top holdings?', tools: ['holdings'], facts: [text(EMPTY_BOOK)] }],
  },
  {
    id: 'missing-8',
    category: 'missing data',
    portfolio: 'empty',
    turns: [{ question: "What's the price of Apple?", tools: ['price'], facts: [price(lastClose('AAPL').close), date(lastClose('AAPL').date)] }],
  },
  {
    id: 'missing-9',
    category: 'missing data',
    portfolio: 'merged-missing',
    turns: [
      { question: 'What are my holdings?', tools: ['holdings'], facts: [ticker('AGG'), ticker('AAPL'), ticker('XOM'), ticker('TSLA'), pct(pos(V.merged, 'AGG').weight)] },
    ],
  },
  // ---- Typos and terse forms --------------------------------------------------------------------
  {
    id: 'typo-1',
    category: 'portfolio',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'whats my portfolo worth rn', tools: ['portfolio_summary'], facts: [money(V.crypto.total)] }],
  },
  {
    id: 'typo-2',
    category: 'market',
    portfolio: 'merged-missing',
    turns: [{ question: 'nvidia shar price?', tools: ['price'], facts: [price(lastClose('NVDA').close)] }],
  },
  {
    id: 'typo-3',
    category: 'trades',
    portfolio: 'trader',
    turns: [{ question: 'how much have i payed in fees this past year', tools: ['fees'], facts: [money(fees12m)] }],
  },
  {
    id: 'typo-4',
    category: 'allocation & exposure',
    portfolio: 'crypto-heavy',
    turns: [{ question: 'exposure to bitcon?', tools: ['exposure'], facts: [pct(pos(V.crypto, 'BTC').weight), money(pos(V.crypto, 'BTC').value)] }],
  },
  {
    id: 'typo-5',
    category: 'market',
    portfolio: 'eur-balanced',
    turns: [{ question: 'eur usd', tools: ['fx_rate'], facts: [fxRate(rate('EUR', 'USD'))] }],
  },
  // ---- More discriminating cases ------------------------------------------------------------------
  {
    id: 'whatif-7',
    category: 'what-if',
    portfolio: 'crypto-heavy',
    turns: [
      {
        // "The market" = equity holdings only (NVDA, ACWI): −20% × (8,468.70 + 2,817.60); crypto untouched.
        question: 'what if the market falls 20%?',
        tools: ['what_if'],
        facts: [money(shock(V.crypto, equityOnly, -20).amount), pct(shock(V.crypto, equityOnly, -20).pctOfPortfolio)],
      },
    ],
  },
  {
    id: 'whatif-8',
    category: 'what-if',
    portfolio: 'usd-growth',
    turns: [
      {
        // Every holding is priced in USD, the base currency: a dollar move changes nothing in USD terms.
        question: 'What happens to my portfolio if the US dollar drops 10%?',
        tools: ['what_if'],
        facts: [text(/no (effect|impact|change)|not (affect|change)|unchanged|\$0\b|USD 0\b|0\.0%/i)],
      },
    ],
  },
  {
    id: 'followup-13',
    category: 'follow-up',
    portfolio: 'trader',
    turns: [
      { question: 'Any news on Nvidia?', tools: ['stories'], facts: [story('nvda-guidance'), cited] },
      { question: 'what about Apple?', tools: ['stories'], facts: [story('apple-tariffs'), ...latest('apple-tariffs')] },
    ],
  },
  {
    id: 'followup-14',
    category: 'follow-up',
    portfolio: 'gbp-conservative',
    turns: [
      { question: 'How much MSFT do I own?', tools: ['position'], facts: [qty(5), money(pos(V.gbp, 'MSFT').value, 'GBP'), pct(pos(V.gbp, 'MSFT').weight)] },
      { question: 'how has it done over the last year', tools: ['price'], facts: [move('MSFT', '1Y')] },
      { question: 'what about ACWI?', tools: ['price'], facts: [ticker('ACWI'), move('ACWI', '1Y')] },
    ],
  },
  {
    id: 'explain-7',
    category: 'explain',
    portfolio: 'usd-growth',
    turns: [{ question: 'what is a benchmark and why compare against one?', tools: ['explain_term'], facts: [text(/benchmark/i), text(/index|reference|yardstick|compar/i)] }],
  },
  {
    id: 'explain-8',
    category: 'explain',
    portfolio: 'trader',
    turns: [{ question: 'What does turnover mean?', tools: ['explain_term'], facts: [text(/turnover/i), text(/trad|bought|sold|buy|sell/i)] }],
  },
  {
    id: 'missing-10',
    category: 'missing data',
    portfolio: 'usd-growth',
    turns: [{ question: 'compare TSLA and AAPL over 3 months', tools: ['compare'], facts: [ticker('TSLA'), text(NO_DATA), move('AAPL', '3M')] }],
  },
];
