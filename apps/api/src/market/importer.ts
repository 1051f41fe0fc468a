import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { readFileSync } from 'node:fs';
import { parseEcbFile } from './ecb.js';
import { FILES } from './format.js';
import { parseOhlcvFile, tickerFromFileName } from './ohlcv.js';
import { emptyMarketData, parseMarketDirectory, type ParsedMarketData } from './parse.js';
import { MarketImportError, type ImportProblem } from './problems.js';
import { checkReferences, type StoredKeys } from './references.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';
import { writeMarketData, type ImportCounts } from './store.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../coordination/invalidations.js';

/** What `market import-prices` and `market import-fx` report: the files read, the counts and the new version. */
export interface FileImportResult {
  files: string[];
  counts: ImportCounts;
  version: number;
}

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
    /** Every import bumps the version: running instances (this is also the CLI's importer) drop the version they cached. */
    private readonly invalidations: InvalidationPublisher = NO_OTHER_INSTANCES,
  ) {}

  /** The shipped sample set; `reshape` may change its rows before they are checked (the demo re-dates them). */
  importSample(reshape?: (data: ParsedMarketData) => ParsedMarketData): Promise<ImportResult> {
    return this.importDirectory(SAMPLE_MARKET_DATA_DIR, 'sample', reshape);
  }

  async importDirectory(dir: string, origin = dir, reshape: (data: ParsedMarketData) => ParsedMarketData = (data) => data): Promise<ImportResult> {
    const problems: ImportProblem[] = [];
    const data = reshape(parseMarketDirectory(dir, problems));
    checkReferences(data, await this.storedKeys(), problems);
    if (problems.length > 0) throw new MarketImportError(problems);
    const { counts, version } = await this.commit(data, origin);
    return { dir, files: data.files, counts, version };
  }

  /**
   * `market import-prices`: daily OHLCV files, one ticker each (`ticker`, or each file's name).
   * The ticker must already be an instrument: a price file says nothing of a name, asset class
   * or currency, so new instruments arrive through `instruments.csv` first.
   */
  async importPriceFiles(paths: string[], ticker?: string): Promise<FileImportResult> {
    const problems: ImportProblem[] = [];
    const data = emptyMarketData();
    const today = this.today();
    const instruments = (await this.storedKeys()).tickers;
    const firstSeen = new Map<string, string>();
    for (const path of paths) {
      const content = readText(path, problems);
      if (content === undefined) continue;
      const fileTicker = ticker ?? tickerFromFileName(path);
      if (!instruments.has(fileTicker)) {
        problems.push({ file: path, line: 0, message: `ticker ${fileTicker} is not an instrument (import it in ${FILES.instruments} with market import first, or name the ticker with --ticker)` });
      }
      for (const price of parseOhlcvFile(path, content, fileTicker, today, problems)) {
        // Two files may not both give the close of one ticker on one day: which one is right?
        const key = `${price.value.ticker} ${price.value.date}`;
        const first = firstSeen.get(key);
        if (first === undefined) firstSeen.set(key, `${path}:${price.line}`);
        else problems.push({ file: path, line: price.line, message: `repeats the close of ${key} given at ${first}` });
        data.prices.push(price);
      }
      data.files.push(path);
    }
    if (problems.length > 0) throw new MarketImportError(problems);
    return { files: data.files, ...(await this.commit(data, `prices:${paths.join(',')}`)) };
  }

  /** `market import-fx --ecb`: the ECB's reference rates (daily XML, history CSV or its zip), stored as EUR/CCY. */
  async importEcbFile(path: string): Promise<FileImportResult> {
    const problems: ImportProblem[] = [];
    const data = emptyMarketData();
    const bytes = readBytes(path, problems);
    if (bytes !== undefined) {
      data.fx = parseEcbFile(path, bytes, this.today(), problems);
      data.files.push(path);
    }
    if (problems.length > 0) throw new MarketImportError(problems);
    return { files: data.files, ...(await this.commit(data, `ecb:${path}`)) };
  }

  /** Writes validated data and the import record that bumps the market data version, in one transaction. */
  private async commit(data: ParsedMarketData, origin: string): Promise<{ counts: ImportCounts; version: number }> {
    const committed = await this.db.transaction().execute(async (trx) => {
      const counts = await writeMarketData(trx, data);
      const { seq } = await trx
        .insertInto('market_imports')
        .values({ origin, imported_at: this.clock.now().toISOString(), counts: JSON.stringify(counts) })
        .returning('seq')
        .executeTakeFirstOrThrow();
      return { counts, version: seq };
    });
    await this.invalidations.publish({ type: 'market_data_imported', version: committed.version });
    return committed;
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
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

function readBytes(path: string, problems: ImportProblem[]): Uint8Array | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push({ file: path, line: 0, message: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a file' : `cannot be read (${code ?? String(error)})` });
    return undefined;
  }
}

function readText(path: string, problems: ImportProblem[]): string | undefined {
  const bytes = readBytes(path, problems);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
