import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { parseEcbFile } from './ecb.js';
import { parseFedH10File } from './fed-h10.js';
import { FILES } from './format.js';
import { namesItsTicker, parseOhlcvFile, tickerFromFileName, type CloseKind } from './ohlcv.js';
import { emptyMarketData, parseMarketDirectory, type ParsedMarketData } from './parse.js';
import { MarketImportError, type ImportProblem } from './problems.js';
import { readFileBytes, readFileText } from './read-file.js';
import { checkReferences, type StoredKeys } from './references.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';
import { writeMarketData, type ImportCounts } from './store.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../coordination/invalidations.js';

/** What `market import-prices` and `market import-fx` report: the files read, the counts and the new version. */
export interface FileImportResult {
  files: string[];
  counts: ImportCounts;
  version: number;
  /** What the files decided or left out (null days skipped, out-of-range bars kept), by file. */
  warnings: string[];
}

export interface PriceImportOptions {
  /** The ticker of the one file (else each file's name, or a Stooq bulk file's own). */
  ticker?: string;
  /** Replace every stored close of the files' tickers with the files' closes, instead of refusing closes that differ. */
  replace?: boolean;
}

// Two closes of one day agree when they differ by less than this fraction (a rounding, not a provider).
const SAME_CLOSE = 1e-6;

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
   * `market import-prices`: daily OHLCV files, one ticker each (`ticker`, each file's name, or a
   * Stooq bulk file's own). The ticker must already be an instrument: a price file says nothing of a
   * name, asset class or currency, so new instruments arrive through `instruments.csv` first. Closes
   * are never silently replaced: a stored close of the same day that differs (another provider, an
   * adjusted series) refuses the import with a conflict report, unless `replace`, which replaces the
   * ticker's whole stored series with the files' so that adjusted and traded closes are never mixed.
   */
  async importPriceFiles(paths: string[], options: PriceImportOptions = {}): Promise<FileImportResult> {
    const problems: ImportProblem[] = [];
    const warnings: string[] = [];
    const data = emptyMarketData();
    const today = this.today();
    const instruments = (await this.storedKeys()).tickers;
    const firstSeen = new Map<string, string>();
    // The file each price came from, by its index in data.prices (for the conflict report).
    const priceFiles: string[] = [];
    const kinds = new Map<string, { kind: CloseKind; file: string }>();
    for (const path of paths) {
      const content = readFileText(path, problems);
      if (content === undefined) continue;
      const named = options.ticker ?? (namesItsTicker(content) ? undefined : tickerFromFileName(path));
      const parsed = parseOhlcvFile(path, content, named, today, problems);
      const fileTicker = named ?? parsed.prices[0]?.value.ticker;
      if (fileTicker !== undefined && !instruments.has(fileTicker)) {
        problems.push({ file: path, line: 0, message: `ticker ${fileTicker} is not an instrument (import it in ${FILES.instruments} with market import first, or name the ticker with --ticker)` });
      }
      for (const warning of parsed.warnings) warnings.push(`${path}: ${warning}`);
      // Adjusted and traded closes of one ticker in one import would make one series of two kinds.
      const other = fileTicker === undefined ? undefined : kinds.get(fileTicker);
      if (fileTicker !== undefined && other && other.kind !== parsed.closeKind && other.kind !== 'unstated' && parsed.closeKind !== 'unstated') {
        problems.push({ file: path, line: 0, message: `${fileTicker}: this file's closes are ${parsed.closeKind}, ${other.file}'s ${other.kind}; import one kind per ticker` });
      } else if (fileTicker !== undefined && (!other || other.kind === 'unstated')) kinds.set(fileTicker, { kind: parsed.closeKind, file: path });
      for (const price of parsed.prices) {
        // Two files may not both give the close of one ticker on one day: which one is right?
        const key = `${price.value.ticker} ${price.value.date}`;
        const first = firstSeen.get(key);
        if (first === undefined) firstSeen.set(key, `${path}:${price.line}`);
        else problems.push({ file: path, line: price.line, message: `repeats the close of ${key} given at ${first}` });
        data.prices.push(price);
        priceFiles.push(path);
      }
      data.files.push(path);
    }
    const tickers = [...new Set(data.prices.map((price) => price.value.ticker))];
    if (!options.replace && problems.length === 0) await this.reportConflicts(data, priceFiles, tickers, problems);
    if (problems.length > 0) throw new MarketImportError(problems);
    const replaced = options.replace ? tickers : [];
    return { files: data.files, warnings, ...(await this.commit(data, `prices:${paths.join(',')}`, replaced)) };
  }

  /** Each ticker whose stored closes differ from the files' on a day both give: one problem naming how many and the first. */
  private async reportConflicts(data: ParsedMarketData, priceFiles: string[], tickers: string[], problems: ImportProblem[]): Promise<void> {
    if (tickers.length === 0) return;
    const stored = new Map<string, number>();
    for (const row of await this.db.selectFrom('market_prices').select(['ticker', 'date', 'close']).where('ticker', 'in', tickers).execute()) {
      stored.set(`${row.ticker} ${row.date}`, row.close);
    }
    const differing = new Map<string, { file: string; line: number; date: string; stored: number; close: number; count: number }>();
    data.prices.forEach((price, index) => {
      const { ticker, date, close } = price.value;
      const before = stored.get(`${ticker} ${date}`);
      if (before === undefined || Math.abs(before - close) <= SAME_CLOSE * Math.max(Math.abs(before), Math.abs(close))) return;
      const first = differing.get(ticker);
      if (first) first.count++;
      else differing.set(ticker, { file: priceFiles[index]!, line: price.line, date, stored: before, close, count: 1 });
    });
    for (const [ticker, first] of differing) {
      problems.push({
        file: first.file,
        line: first.line,
        message: `${ticker}: ${first.count} ${first.count === 1 ? 'close differs' : 'closes differ'} from the stored ones (first ${first.date}: stored ${first.stored}, this file ${first.close}); another provider or an adjusted series? Pass --replace to replace ${ticker}'s stored closes with this import's`,
      });
    }
  }
  /** `market import-fx --ecb`: the ECB's reference rates (daily XML, history CSV or its zip), stored as EUR/CCY. */
  importEcbFile(path: string): Promise<FileImportResult> {
    return this.importFxFile(path, 'ecb', (bytes, problems) => ({ rates: parseEcbFile(path, bytes, this.today(), problems), warnings: [] }));
  }

  /** `market import-fx --fed`: the Federal Reserve's H.10 rates (a FRED series or the Fed's own download), each stored as its pair. */
  importFedFile(path: string): Promise<FileImportResult> {
    return this.importFxFile(path, 'fed', (bytes, problems) => parseFedH10File(path, new TextDecoder().decode(bytes), this.today(), problems));
  }

  private async importFxFile(path: string, source: string, parse: (bytes: Uint8Array, problems: ImportProblem[]) => { rates: ParsedMarketData['fx']; warnings: string[] }): Promise<FileImportResult> {
    const problems: ImportProblem[] = [];
    const data = emptyMarketData();
    const bytes = readFileBytes(path, problems);
    let warnings: string[] = [];
    if (bytes !== undefined) {
      const read = parse(bytes, problems);
      data.fx = read.rates;
      warnings = read.warnings;
      data.files.push(path);
    }
    if (problems.length > 0) throw new MarketImportError(problems);
    return { files: data.files, warnings, ...(await this.commit(data, `${source}:${path}`)) };
  }

  /** Writes validated data and the import record that bumps the market data version, in one transaction. */
  private async commit(data: ParsedMarketData, origin: string, replacedTickers: string[] = []): Promise<{ counts: ImportCounts; version: number }> {
    const committed = await this.db.transaction().execute(async (trx) => {
      // A replaced ticker's series is the import's alone: no close of the old one stays beside it.
      if (replacedTickers.length > 0) {
        await lockForTransaction(trx, 'clarity.market-data');
        await trx.deleteFrom('market_prices').where('ticker', 'in', replacedTickers).execute();
      }
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
