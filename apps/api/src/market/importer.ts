import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { parseMarketDirectory } from './parse.js';
import { MarketImportError, type ImportProblem } from './problems.js';
import { checkReferences, type StoredKeys } from './references.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';
import { writeMarketData, type ImportCounts } from './store.js';

export interface ImportResult {
  /** The directory imported. */
  dir: string;
  /** The market data files found in it. */
  files: string[];
  /** Records read from the files (each one inserted or updated). */
  counts: ImportCounts;
  /** The market data version after the import. */
  version: number;
}

/**
 * `market import`: all or nothing. Every file is read and every row validated, and
 * every reference checked, before the first write; then all rows are written in one transaction
 * together with the import record that bumps the market data version.
 */
export class MarketDataImporter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  importSample(): Promise<ImportResult> {
    return this.importDirectory(SAMPLE_MARKET_DATA_DIR, 'sample');
  }

  async importDirectory(dir: string, origin = dir): Promise<ImportResult> {
    const problems: ImportProblem[] = [];
    const data = parseMarketDirectory(dir, problems);
    checkReferences(data, await this.storedKeys(), problems);
    if (problems.length > 0) throw new MarketImportError(problems);

    return this.db.transaction().execute(async (trx) => {
      const counts = await writeMarketData(trx, data);
      const { seq } = await trx
        .insertInto('market_imports')
        .values({ origin, imported_at: this.clock.now().toISOString(), counts: JSON.stringify(counts) })
        .returning('seq')
        .executeTakeFirstOrThrow();
      return { dir, files: data.files, counts, version: seq };
    });
  }

  private async storedKeys(): Promise<StoredKeys> {
    const [tickers, stories, sources] = await Promise.all([
      this.db.selectFrom('market_instruments').select('ticker').execute(),
      this.db.selectFrom('market_stories').select('id').execute(),
      this.db.selectFrom('market_sources').select('id').execute(),
    ]);
    return {
      tickers: new Set(tickers.map((r) => r.ticker)),
      storyIds: new Set(stories.map((r) => r.id)),
      sourceIds: new Set(sources.map((r) => r.id)),
    };
  }
}
