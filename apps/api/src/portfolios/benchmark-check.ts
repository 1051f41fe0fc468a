import { isNamedBenchmark, type PortfolioBenchmark, type ValidationIssue } from '@clarity/shared';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/**
 * A benchmark given by catalog name is accepted as it is (the schema admits only catalog names; the
 * card says when the market data has no series for it). One given by components must be priceable: every component's ticker known to the market data.
 * (Weights summing to 1 and unique tickers are checked by the shared schema.) Throws a 400 whose
 * issues name each unknown component, before anything is written.
 */
export async function assertBenchmarkKnown(db: Db, benchmark: PortfolioBenchmark | null | undefined): Promise<void> {
  if (!benchmark || isNamedBenchmark(benchmark)) return;
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
