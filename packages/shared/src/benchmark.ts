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
