import type { Holding, Profile } from '@clarity/shared';
import type { FxPoint, Instrument, PricePoint } from '../../market/types.js';
import { allocation, type Allocation } from './allocation.js';
import { concentration, type Concentration } from './concentration.js';
import { cashNeverNegative, type MoneyEvent } from './book.js';
import { rollFor, type BookRoll } from './book-roll.js';
import { FxTable } from './fx.js';
import { moneyTotals, netInvested, type MoneyTotals } from './income.js';
import { bandsForProfile, type ProfileBands } from './profile-bands.js';
import { holdingsValueSeries, riskFigures, type RiskFigures } from './risk.js';
import { stressTest, type StressResult } from './stress.js';
import { walkTrades, yearBefore, type RealizedPnl, type TradeRecord, type TradingCosts, type Turnover } from './trades.js';
import { valuePortfolio, type Valuation } from './valuation.js';

/** Everything the analytics read, as plain data (see insight/portfolio-snapshot.ts for loading it). */
export interface AnalyticsInput {
  holdings: readonly Holding[];
  baseCurrency: string;
  profile: Profile | null;
  /** Valuation day, YYYY-MM-DD. */
  asOf: string;
  instruments: ReadonlyMap<string, Instrument>;
  latestPrices: ReadonlyMap<string, PricePoint>;
  /** Daily closes of the held tickers over (at least) the 12 months to `asOf`. */
  priceHistory: ReadonlyMap<string, readonly PricePoint[]>;
  fxPoints: readonly FxPoint[];
  /** The trade log up to `asOf` (split-adjusted, transfers and reinvestments included: `bookOf`); empty for inline portfolios. */
  trades: readonly TradeRecord[];
  /** The log's money without a trade (income, fees, taxes, deposits, withdrawals); absent or empty without a log. */
  money?: readonly MoneyEvent[] | undefined;
  /** Whether the log has deposits or withdrawals (`Book.reportsCash`). */
  reportsCash?: boolean | undefined;
  /** The book rolled once for the card (`rollBook`): read instead of rolling the cash and summing the money again. */
  roll?: BookRoll | undefined;
}

export interface PortfolioAnalytics {
  asOf: string;
  baseCurrency: string;
  bands: ProfileBands;
  valuation: Valuation;
  concentration: Concentration;
  allocation: Allocation;
  realized: RealizedPnl;
  costs: TradingCosts;
  turnover: Turnover;
  risk: RiskFigures;
  /** Priced holdings left out of volatility/drawdown for lack of price history in the window. */
  riskExcluded: string[];
  stress: StressResult;
  tradeCount: number;
  /** The log's money without a trade up to `asOf`, in execution order (the income and cash-flow tools sum it per period). */
  money: readonly MoneyEvent[];
  /** Income, costs and flows since the first activity, in the base currency. */
  income: MoneyTotals;
  /** Net invested capital: deposits − withdrawals when the log reports cash, else buys − sells (transfers at cost). */
  netInvested: { amount: number; from: 'deposits' | 'trades' };
}

/** Runs every analytic over one portfolio at one day. Pure: same input, same output. */
export function analysePortfolio(input: AnalyticsInput): PortfolioAnalytics {
  const fx = new FxTable(input.fxPoints);
  const upToDay = input.trades.filter((t) => t.executedAt.slice(0, 10) <= input.asOf);
  const roll = rollFor(input.roll, upToDay, input.asOf, input.baseCurrency);
  const trades = roll?.trades ?? upToDay;
  // FIFO, costs and turnover in one walk over the trades; the ratios to today's value once it is known.
  const walk = walkTrades(trades, input.baseCurrency, fx, input.asOf);
  const realized = walk.realized;
  const money = roll?.money ?? (input.money ?? []).filter((m) => m.executedAt.slice(0, 10) <= input.asOf);
  // Net invested counts deposits only when the cash they bring never runs below zero (as the performance engine decides).
  const reportsCash = roll?.reportsCash ?? (input.reportsCash === true && cashNeverNegative({ trades: [...trades], money, reportsCash: true }));
  const valuation = valuePortfolio({ ...input, fx, openLots: realized.openLots });
  const bands = bandsForProfile(input.profile);
  const from = yearBefore(input.asOf);
  const seriesHoldings = valuation.positions.map((p) => ({ ticker: p.ticker, quantity: p.quantity, currency: p.instrument.currency }));
  const withHistory = seriesHoldings.filter((h) => (input.priceHistory.get(h.ticker) ?? []).some((pt) => pt.date >= from && pt.date <= input.asOf));
  const series = holdingsValueSeries(withHistory, input.priceHistory, input.baseCurrency, fx, from, input.asOf);
  return {
    asOf: input.asOf,
    baseCurrency: input.baseCurrency,
    bands,
    valuation,
    concentration: concentration(valuation.positions, valuation.totalValue),
    allocation: allocation(valuation.positions, valuation.totalValue, input.baseCurrency, bands),
    realized,
    costs: walk.costs(valuation.totalValue),
    turnover: walk.turnover(valuation.totalValue),
    risk: riskFigures(series),
    riskExcluded: [...new Set(seriesHoldings.filter((h) => !withHistory.includes(h)).map((h) => h.ticker))].sort(),
    stress: stressTest(valuation.positions, valuation.totalValue),
    tradeCount: trades.length,
    money,
    income: roll?.sinceStart ?? moneyTotals(money, fx, input.baseCurrency, null, input.asOf),
    netInvested: {
      amount: roll ? roll.netInvested(reportsCash) : netInvested(trades, money, reportsCash, fx, input.baseCurrency, input.asOf),
      from: reportsCash ? 'deposits' : 'trades',
    },
  };
}
