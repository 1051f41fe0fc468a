import type { Benchmark, ValidationIssue } from '@clarity/shared';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/**
 * A stored benchmark must be priceable: every component's ticker known to the market data.
 * (Weights summing to 1 and unique tickers are checked by the shared schema.) Throws a 400 whose
 * issues name each unknown component, before anything is written.
 */
export async function assertBenchmarkKnown(db: Db, benchmark: Benchmark | null | undefined): Promise<void> {
  if (!benchmark) return;
  const tickers = benchmark.components.map((c) => c.ticker);
  const rows = await db.selectFrom('market_instruments').select('ticker').where('ticker', 'in', tickers).execute();
  const known = new Set(rows.map((r) => r.ticker));
  const issues: ValidationIssue[] = [];
  benchmark.components.forEach((c, index) => {
    if (!known.has(c.ticker)) {
      issues.push({ path: ['benchmark', 'components', index, 'ticker'], code: 'unknown_ticker', message: `${c.ticker} is not known to the market data` });
    }
  });
  if (issues.length > 0) throw new ApiError('validation_error', 'The benchmark names instruments the market data does not know', { issues });
}
