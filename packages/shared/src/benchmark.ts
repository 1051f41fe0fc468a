import { z } from 'zod';

/** How far a benchmark's weights may be from summing to 1 (float noise in a partner's JSON). */
export const BENCHMARK_WEIGHT_TOLERANCE = 1e-6;
export const MAX_BENCHMARK_COMPONENTS = 20;

export const BenchmarkComponentSchema = z.strictObject({
  ticker: z.string().min(1).max(32).describe('An instrument known to the market data'),
  /** Share of the benchmark, 0–1; a benchmark's weights sum to 1. */
  weight: z.number().min(0).max(1).describe('Share of the benchmark, 0–1; the weights sum to 1'),
});
export type BenchmarkComponent = z.infer<typeof BenchmarkComponentSchema>;

/**
 * What a portfolio is compared with: instruments and their weights, rebalanced to those weights
 * every day. Weights sum to 1 (±1e-6) and each ticker appears once; every ticker must be known to
 * the market data (checked when a portfolio is stored).
 */
export const BenchmarkSchema = z
  .strictObject({
    components: z.array(BenchmarkComponentSchema).min(1).max(MAX_BENCHMARK_COMPONENTS),
  })
  .superRefine((benchmark, ctx) => {
    const sum = benchmark.components.reduce((total, c) => total + c.weight, 0);
    if (Math.abs(sum - 1) > BENCHMARK_WEIGHT_TOLERANCE) {
      ctx.addIssue({ code: 'custom', path: ['components'], message: `The weights sum to ${sum}; they must sum to 1` });
    }
    const seen = new Set<string>();
    benchmark.components.forEach((c, index) => {
      if (seen.has(c.ticker)) ctx.addIssue({ code: 'custom', path: ['components', index, 'ticker'], message: `${c.ticker} appears more than once` });
      seen.add(c.ticker);
    });
  })
  .describe(
    'What the portfolio is compared with: instruments and weights (summing to 1), rebalanced daily. Without one, the card uses a blend of index funds at the profile\'s target mix.',
  );
export type Benchmark = z.infer<typeof BenchmarkSchema>;

/**
 * The named benchmarks of the catalog (docs/insight.md#named-benchmarks): each is backed by index or
 * ETF series in the market data; the API's catalog gives its components, display names and the
 * aliases the chat recognises.
 */
export const BENCHMARK_NAMES = ['sp500', 'msci_world', 'msci_acwi', 'euro_stoxx_50', 'dax', 'ftse_100', 'global_aggregate_bonds', 'blend_60_40'] as const;
export type BenchmarkName = (typeof BENCHMARK_NAMES)[number];
export function isBenchmarkName(value: string): value is BenchmarkName {
  return (BENCHMARK_NAMES as readonly string[]).includes(value);
}
// A refinement rather than z.enum: its issue does not abort, so the union below reports it at
// `benchmark.name` instead of a bare "invalid union" at `benchmark`.
export const BenchmarkNameSchema = z
  .string()
  .refine(isBenchmarkName, { message: `Unknown benchmark name; the catalog has ${BENCHMARK_NAMES.join(', ')}` })
  .meta({ enum: [...BENCHMARK_NAMES], description: 'A benchmark of the catalog (docs/insight.md#named-benchmarks)' });

/** A benchmark named from the catalog, e.g. `{ "name": "sp500" }`. */
export const NamedBenchmarkSchema = z
  .strictObject({ name: BenchmarkNameSchema })
  .describe('A benchmark of the catalog by its name')
  .meta({ example: { name: 'sp500' } });
export type NamedBenchmark = z.infer<typeof NamedBenchmarkSchema>;

/** A portfolio's benchmark: a catalog name, or components and weights. */
export const PortfolioBenchmarkSchema = z
  .union([NamedBenchmarkSchema, BenchmarkSchema])
  .describe('What the card compares the portfolio with: a catalog name (`{ "name": "sp500" }`) or components and weights. Without one, a blend of index funds at the profile\'s target mix.');
export type PortfolioBenchmark = z.infer<typeof PortfolioBenchmarkSchema>;

export function isNamedBenchmark(benchmark: PortfolioBenchmark): benchmark is NamedBenchmark {
  return 'name' in benchmark;
}
