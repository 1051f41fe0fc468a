import { PERFORMANCE_PERIODS, type Benchmark, type MoneySummary, type Holding, type Performance, type PerformancePeriod, type Profile } from '@clarity/shared';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/catalog.js';
import { formatterFor } from '../../i18n/format.js';
import type { FxPoint, Instrument, PricePoint } from '../../market/types.js';
import { round } from '../market-context.js';
import { FxTable } from './fx.js';
import { periodStart } from './periods.js';
import type { TradeRecord } from './trades.js';
import { benchmarkDailyReturns, benchmarkLabel, benchmarkReturn, defaultBenchmarkComponents, INDEX_INSTRUMENTS, type BenchmarkReturns } from './performance/benchmark.js';
import { linkedContributions } from './performance/contributions.js';
import { calendarDays, closesOnDays, dayNumber, dateOfDayNumber, firstCompleteIndex, RatesByCurrency } from './performance/daily-grid.js';
import { incomeReturn, moneyWeightedReturn, timeWeightedReturn } from './performance/returns.js';
import { cashNeverNegative, type MoneyEvent } from './book.js';
import { rollFor, type BookRoll } from './book-roll.js';
import { moneyTotalsAfter, netInvested, type MoneyTotals } from './income.js';
import { chooseBasis } from './performance/basis.js';
import { performanceNotes } from './performance/notes.js';
import { buildValueHistory, type ValueHistory } from './performance/value-history.js';

/** Everything the performance engine reads, as plain data (insight/portfolio-snapshot.ts loads it). */
export interface PerformanceInput {
  /** Valuation day, YYYY-MM-DD. */
  asOf: string;
  baseCurrency: string;
  profile: Profile | null;
  /** Today's holdings, one per ticker (`mergeHoldingsByTicker`). */
  holdings: readonly Holding[];
  /** The trade log (split-adjusted, transfers and reinvestments included: `bookOf`); empty for inline portfolios. */
  trades: readonly TradeRecord[];
  /** The log's money without a trade (income, fees, taxes, deposits, withdrawals), in execution order. */
  money?: readonly MoneyEvent[] | undefined;
  /** Whether the log has deposits or withdrawals (`Book.reportsCash`). */
  reportsCash?: boolean | undefined;
  /** Instruments of the held, traded and benchmark tickers. */
  instruments: ReadonlyMap<string, Instrument>;
  /** Daily closes of the tickers of {@link performanceTickers} from {@link performancePricesFrom} to `asOf`. */
  closes: ReadonlyMap<string, readonly PricePoint[]>;
  fxPoints: readonly FxPoint[];
  /** The portfolio's own benchmark; null → the blend at the profile's target mix. */
  benchmark: Benchmark | null;
  /** The book rolled once for the card (`rollBook`): read instead of rolling the cash and summing the money again. */
  roll?: BookRoll | undefined;
}

/** Closes are loaded from this many days before the first day valued, so that day has a close "on or before" it. */
const CLOSE_LOOKBACK_DAYS = 10;

/**
 * The first day of the value history: the earlier of the day before the first trade (so the first
 * trade is a flow inside "since the start") and the start of the 1Y period.
 */
export function performanceHistoryStart(activities: readonly { executedAt: string }[], asOf: string): string {
  const yearStart = periodStart('1Y', asOf);
  let first = asOf;
  for (const activity of activities) if (activity.executedAt.slice(0, 10) < first) first = activity.executedAt.slice(0, 10);
  const beforeFirstTrade = dateOfDayNumber(dayNumber(first) - 1);
  return beforeFirstTrade < yearStart ? beforeFirstTrade : yearStart;
}

/** The day the performance closes are loaded from (a few days before the history starts). */
export function performancePricesFrom(activities: readonly { executedAt: string }[], asOf: string): string {
  return dateOfDayNumber(dayNumber(performanceHistoryStart(activities, asOf)) - CLOSE_LOOKBACK_DAYS);
}

/** Held, traded and benchmark tickers (the default blend's index funds without a benchmark), sorted. */
export function performanceTickers(holdings: readonly Holding[], trades: readonly TradeRecord[], benchmark: Benchmark | null | undefined): string[] {
  const benchmarkTickers = benchmark ? benchmark.components.map((c) => c.ticker) : Object.values(INDEX_INSTRUMENTS);
  return [...new Set([...holdings.map((h) => h.ticker), ...trades.map((tr) => tr.ticker), ...benchmarkTickers])].sort();
}

/**
 * The portfolio's performance over time (docs/insight.md, "Performance"): its value history on the
 * trade log when the log explains today's holdings, else today's holdings held throughout; TWR,
 * MWR and the benchmark's return for 1M, 3M, YTD, 1Y and since the start; each holding's
 * contribution; the last year's daily values. Pure and deterministic; O(days × tickers + trades).
 */
export function portfolioPerformance(input: PerformanceInput, locale: Locale = DEFAULT_LOCALE): Performance {
  const { fx, choice, roll, money, cash, days, rates, history, historyStart, end, indexOf, bench, benchmarkComponents, yearStart, siStart } = valueHistoryOf(input);
  const starts = PERFORMANCE_PERIODS.map((label) => ({ label, start: label === 'SI' ? siStart : indexOf(periodStart(label, input.asOf)) }));
  const span: PeriodSpan = { history, historyStart, bench, days, end, asOf: input.asOf };
  // Each period's income counts from its first day; since-the-start's from the first activity. One pass for all.
  const afters = starts.map(({ label, start }) => (label === 'SI' && start === siStart ? null : periodFrom(start, span)));
  const incomes = moneyTotalsAfter(money, fx, input.baseCurrency, roll ? afters : [...afters, null], input.asOf);
  const periods = starts.map(({ label, start }, i) => ({ label, ...figuresBetween(start, end, span, (incomes[i] as MoneyTotals).summary) }));

  const contributionPeriod = (['1Y', 'SI'] as const).find((label) => periods.some((p) => p.label === label && p.twr !== null));
  const contributionStart = starts.find((s) => s.label === contributionPeriod)?.start;
  const contributions =
    contributionStart === undefined
      ? []
      : linkedContributions(history, contributionStart, end).map((c) => ({ ticker: c.ticker, contribution: round(c.contribution, 6) }));

  const fmt = formatterFor(locale);
  const sinceStart = roll ? roll.sinceStart : (incomes.at(-1) as MoneyTotals);
  const invested = roll ? roll.netInvested(cash) : netInvested(choice.trades, money, cash, fx, input.baseCurrency, input.asOf);
  const benchmarkKind = input.benchmark ? 'own' : input.profile?.riskTolerance ? 'profile' : 'assumed';
  return {
    basis: choice.basis,
    cash: cash ? 'reported' : 'not_reported',
    cashBalance: cashBalanceOf(history, rates, end),
    currency: input.baseCurrency,
    periods,
    income: {
      total: roundSummary(sinceStart.summary),
      byHolding: sinceStart.byHolding.map((h) => ({ ticker: h.ticker, dividends: round(h.dividends, 2), withholdingTax: round(h.withholdingTax, 2) })),
    },
    netInvested: { amount: round(invested, 2), from: cash ? 'deposits' : 'trades' },
    benchmark:
      bench.kind === 'missing'
        ? null
        : { label: benchmarkLabel(benchmarkComponents, input.instruments, !input.benchmark, fmt), components: benchmarkComponents.map((c) => ({ ...c })) },
    series: lastYearSeries(history, Math.max(historyStart, indexOf(yearStart)), bench),
    contributions,
    notes: performanceNotes(
      { choice, currency: input.baseCurrency, days, historyStart, periods, bench, benchmarkKind, contributionPeriod, money: { any: money.length > 0, reportsCash: input.reportsCash === true, cash } },
      fmt,
    ),
  };
}

/** A span's figures: as a period's, without a stored label. */
export type SpanFigures = Omit<PerformancePeriod, 'label'>;

/**
 * The figures between two days asked by exact dates ("since March", "in June", "last quarter"), read from the
 * same value history and by the same rule as every stored period: from the end of day `from` (the close on or
 * before it) to the end of day `to` (today when later). Null figures when `from` lies before the history
 * (the trade log's first day, or a year back for today's holdings), as for a period that starts there.
 */
export function performanceBetween(input: PerformanceInput, from: string, to: string): SpanFigures {
  const { fx, money, days, history, historyStart, indexOf, bench } = valueHistoryOf(input);
  const last = to < input.asOf ? to : input.asOf;
  const end = indexOf(last);
  const span: PeriodSpan = { history, historyStart, bench, days, end: days.length - 1, asOf: input.asOf };
  const start = indexOf(from < last ? from : last);
  const [income] = moneyTotalsAfter(money, fx, input.baseCurrency, [periodFrom(start, span)], last);
  return figuresBetween(start, end, span, (income as MoneyTotals).summary);
}

/** The value history every figure is read from, built once per input; `indexOf` a day's place on its grid. */
function valueHistoryOf(input: PerformanceInput) {
  const fx = new FxTable(input.fxPoints);
  const choice = chooseBasis(input, fx);
  // The card's roll, when it was taken over the same trades (none of a ticker left out for want of a price).
  const roll = rollFor(input.roll, choice.trades, input.asOf, input.baseCurrency);
  const money = roll?.money ?? (input.money ?? []).filter((m) => m.executedAt.slice(0, 10) <= input.asOf);
  const onLog = choice.basis === 'trade_log';
  // Cash counts only when the log explains the positions and its cash never runs below zero.
  const cash = onLog && input.reportsCash === true && (roll?.reportsCash ?? cashNeverNegative({ trades: choice.trades, money, reportsCash: true }));
  const firstActivity = onLog ? [...choice.trades, ...money] : [];
  const gridStart = performanceHistoryStart(firstActivity, input.asOf);
  const days = calendarDays(gridStart, input.asOf);
  const rates = new RatesByCurrency(fx, input.baseCurrency, days);
  const history = buildValueHistory({
    days,
    tickers: choice.tickers.map((ticker) => ({
      ticker,
      currency: (input.instruments.get(ticker) as Instrument).currency,
      closes: closesOnDays(input.closes.get(ticker) ?? [], days),
    })),
    opening: choice.opening,
    trades: choice.trades,
    money,
    cash,
    rates,
  });
  const historyStart = firstCompleteIndex(history.incomplete);
  const end = days.length - 1;
  const indexOf = (date: string): number => dayNumber(date) - dayNumber(gridStart);
  const benchmarkComponents = input.benchmark?.components ?? defaultBenchmarkComponents(input.profile);
  const bench = benchmarkDailyReturns(benchmarkComponents, input.instruments, input.closes, days, rates);
  const yearStart = periodStart('1Y', input.asOf);
  // Since the start: from the end of the day before the first activity, or (today's holdings throughout) from the first day with prices for all.
  const siStart = onLog ? indexOf(dayBeforeFirst(firstActivity)) : historyStart;
  return { fx, choice, roll, money, cash, days, rates, history, historyStart, end, indexOf, bench, benchmarkComponents, yearStart, siStart };
}

/**
 * The cash the value history carried into its last day, valued as that day's total counted it (the same balances and
 * rates): the one computation of the book's cash that `series` and the card's total both read.
 */
function cashBalanceOf(history: ValueHistory, rates: RatesByCurrency, end: number): Performance['cashBalance'] {
  let value = 0;
  const byCurrency: Performance['cashBalance']['byCurrency'] = [];
  for (const [currency, amount] of [...history.cash].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (amount === 0) continue;
    const v = amount * (rates.of(currency)[end] as number);
    if (!Number.isNaN(v)) value += v;
    byCurrency.push({ currency, amount: round(amount, 2) });
  }
  return { value: round(value, 2), byCurrency };
}

/** "Since the start" of an activity log begins at the end of the day before its first activity. */
function dayBeforeFirst(activities: readonly { executedAt: string }[]): string {
  let first = (activities[0] as { executedAt: string }).executedAt.slice(0, 10);
  for (const a of activities) if (a.executedAt.slice(0, 10) < first) first = a.executedAt.slice(0, 10);
  return dateOfDayNumber(dayNumber(first) - 1);
}

function roundSummary(summary: MoneySummary): MoneySummary {
  const out = { ...summary };
  for (const key of Object.keys(out) as (keyof MoneySummary)[]) out[key] = round(out[key], 2);
  return out;
}

/** What every period's figures are read from: the history, its first complete day, the benchmark. */
interface PeriodSpan {
  history: ValueHistory;
  historyStart: number;
  bench: BenchmarkReturns;
  days: readonly string[];
  /** Index of today on the grid. */
  end: number;
  asOf: string;
}

/** The first day of the period starting at the end of grid day `start` (today when the grid has no such day). */
function periodFrom(start: number, span: PeriodSpan): string {
  return span.days[Math.max(0, start)] ?? span.asOf;
}

/**
 * The figures from the end of grid day `start` to the end of grid day `end` (`money`: the income and flows between);
 * null when it starts before the history. A span of over a year (starting before the year before its end) has a yearly MWR.
 */
function figuresBetween(start: number, end: number, span: PeriodSpan, money: MoneySummary): SpanFigures {
  const { history, historyStart, bench, days } = span;
  const from = periodFrom(start, span);
  const to = days[end] ?? span.asOf;
  const income = roundSummary(money);
  if (start < historyStart || start >= end) {
    return { from, to, twr: null, mwr: null, benchmark: null, valueChange: null, priceReturn: null, incomeReturn: null, income };
  }
  const mwr = moneyWeightedReturn(history, start, end, from < periodStart('1Y', to));
  const benchmark = benchmarkReturn(bench, start, end);
  const twr = timeWeightedReturn(history, start, end);
  const fromIncome = incomeReturn(history, history.income, start, end);
  return {
    from,
    to,
    twr: round(twr, 6),
    mwr: mwr === null ? null : round(mwr, 6),
    benchmark: benchmark === null ? null : round(benchmark, 6),
    valueChange: round((history.value[end] as number) - (history.value[start] as number), 2),
    priceReturn: round(twr - fromIncome, 6),
    incomeReturn: round(fromIncome, 6),
    income,
  };
}

/** At most this many points in `series` (a year of calendar days is 365 or 366). */
const MAX_SERIES_POINTS = 400;

/**
 * Daily values from `start` to the last day, and the benchmark's value had the portfolio's first
 * value been invested in it: rebased on the first day the portfolio holds something and the
 * benchmark has prices (null before that day), then grown by the benchmark's daily returns.
 */
function lastYearSeries(history: ValueHistory, start: number, bench: BenchmarkReturns): Performance['series'] {
  const first = Math.max(start, history.days.length - MAX_SERIES_POINTS);
  const series: Performance['series'] = [];
  let level: number | null = null;
  for (let d = first; d < history.days.length; d += 1) {
    const value = history.value[d] as number;
    if (level !== null && bench.kind === 'priced') level *= 1 + (bench.returns[d] as number);
    else if (bench.kind === 'priced' && d >= bench.firstComplete && value > 0) level = value;
    series.push({ date: history.days[d] as string, value: round(value, 2), benchmark: level === null ? null : round(level, 2) });
  }
  return series;
}
