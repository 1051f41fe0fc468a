import type { BenchmarkName, Performance } from '@clarity/shared';
import type { Locale } from '../i18n/catalog.js';
import { benchmarkDisplayName } from '../market/benchmark-catalog.js';
import { portfolioPerformance, type PerformanceInput } from './analytics/performance.js';

/**
 * The performance figures, with a benchmark given by catalog name called by its display name
 * ("S&P 500") wherever the card, the chat and the report compare, instead of its components.
 */
export function performanceWithNamedBenchmark(input: PerformanceInput, name: BenchmarkName | null, locale: Locale): Performance {
  const performance = portfolioPerformance(input, locale);
  if (name === null || performance.benchmark === null) return performance;
  return { ...performance, benchmark: { ...performance.benchmark, label: benchmarkDisplayName(name, locale), name } };
}
