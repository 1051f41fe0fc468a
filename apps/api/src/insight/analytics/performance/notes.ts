import type { PerformancePeriod, PerformancePeriodLabel } from '@clarity/shared';
import { t } from '../../../i18n/catalog.js';
import type { Formatter } from '../../../i18n/format.js';
import type { BasisChoice } from './basis.js';
import type { BenchmarkReturns } from './benchmark.js';

/** Words the notes use for a period (a select key of `performance.period.name`). */
const PERIOD_KEYS: Record<PerformancePeriodLabel, string> = { '1M': 'm1', '3M': 'm3', YTD: 'ytd', '1Y': 'y1', SI: 'si' };

export interface PerformanceFacts {
  choice: BasisChoice;
  currency: string;
  days: readonly string[];
  /** Index of the history's first complete day (`days.length` when none is). */
  historyStart: number;
  periods: readonly PerformancePeriod[];
  bench: BenchmarkReturns;
  /** Whose benchmark: the portfolio's own, or the blend at the profile's mix (or a balanced one without a profile). */
  benchmarkKind: 'own' | 'profile' | 'assumed';
  /** The period the contributions split, if any. */
  contributionPeriod: PerformancePeriodLabel | undefined;
  /** Money without a trade in the log (`any`), deposits or withdrawals among it, and whether cash is counted. */
  money: { any: boolean; reportsCash: boolean; cash: boolean };
}

/**
 * The sentences under the figures, in this order: the basis, the methods, what was left out, why
 * any figure is null, the benchmark's make-up, what the contributions split. All from the catalog.
 */
export function performanceNotes(facts: PerformanceFacts, fmt: Formatter): string[] {
  const { choice, days, historyStart, periods, bench } = facts;
  const periodName = (label: PerformancePeriodLabel): string => t('performance.period.name', { period: PERIOD_KEYS[label] }, fmt.locale);
  const periodList = (labels: readonly PerformancePeriodLabel[]): string => fmt.list(labels.map(periodName));
  const labelsWhere = (keep: (p: PerformancePeriod) => boolean): PerformancePeriodLabel[] => periods.filter(keep).map((p) => p.label);
  const hasHistory = historyStart < days.length;
  const notes: string[] = [];

  if (choice.basis === 'trade_log') notes.push(t('performance.basis.tradeLog', { currency: facts.currency }, fmt.locale));
  else if (choice.hadLog) notes.push(t('performance.basis.unreconciled', { tickers: fmt.list(choice.unexplained), count: choice.unexplained.length }, fmt.locale));
  else notes.push(t('performance.basis.noLog', {}, fmt.locale));
  notes.push(t('performance.method', {}, fmt.locale));
  if (facts.money.any) {
    notes.push(t('performance.total.method', {}, fmt.locale));
    if (facts.money.cash) notes.push(t('performance.cash.reported', { currency: facts.currency }, fmt.locale));
    else notes.push(t('performance.cash.notReported', { reason: facts.money.reportsCash ? 'negative' : 'none' }, fmt.locale));
  }
  // What net invested capital (`netInvested`) is made of, whenever the book has a log to take it from.
  if (choice.hadLog || facts.money.any) notes.push(t('performance.netInvested', { from: facts.money.cash ? 'deposits' : 'trades' }, fmt.locale));
  if (choice.excluded.length > 0) notes.push(t('performance.excluded', { tickers: fmt.list(choice.excluded), count: choice.excluded.length }, fmt.locale));
  if (choice.basis === 'current_holdings' && hasHistory) notes.push(t('performance.si.priceHistory', { date: fmt.date(days[historyStart] as string) }, fmt.locale));

  const beforeHistory = labelsWhere((p) => p.twr === null);
  if (!hasHistory) notes.push(t('performance.noHistory', {}, fmt.locale));
  else if (beforeHistory.length > 0) {
    notes.push(t('performance.periods.beforeHistory', { date: fmt.date(days[historyStart] as string), periods: periodList(beforeHistory), count: beforeHistory.length }, fmt.locale));
  }
  const unsolved = labelsWhere((p) => p.twr !== null && p.mwr === null);
  if (unsolved.length > 0) notes.push(t('performance.mwr.unsolved', { periods: periodList(unsolved) }, fmt.locale));

  if (bench.kind === 'missing') {
    notes.push(t('performance.benchmark.missing', { tickers: fmt.list(bench.tickers), count: bench.tickers.length }, fmt.locale));
  } else {
    notes.push(facts.benchmarkKind === 'own' ? t('performance.benchmark.own', {}, fmt.locale) : t('performance.benchmark.default', { assumed: facts.benchmarkKind === 'assumed' ? 'yes' : 'no' }, fmt.locale));
    const withoutBenchmark = labelsWhere((p) => p.twr !== null && p.benchmark === null);
    if (withoutBenchmark.length > 0 && bench.firstComplete < days.length) {
      notes.push(t('performance.benchmark.beforePrices', { date: fmt.date(days[bench.firstComplete] as string), periods: periodList(withoutBenchmark), count: withoutBenchmark.length }, fmt.locale));
    }
  }
  if (facts.contributionPeriod) notes.push(t('performance.contributions', { period: periodName(facts.contributionPeriod) }, fmt.locale));
  return notes;
}
