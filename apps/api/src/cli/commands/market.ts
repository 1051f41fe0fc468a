import { resolve } from 'node:path';
import type { FileImportResult } from '../../market/importer.js';
import { collectInputs } from '../../market/news/inputs.js';
import { UsageError, type Command } from './types.js';

/** The one JSON object and the line of text every file import prints. */
function report(result: FileImportResult) {
  const counts = Object.entries(result.counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  return {
    json: { ...result.counts, version: result.version, files: result.files, ...(result.warnings.length > 0 ? { warnings: result.warnings } : {}) },
    text: [`Imported ${result.files.join(', ')}: ${counts || 'nothing'}. Market data version ${result.version}.`, ...result.warnings.map((warning) => `  note: ${warning}`)].join('\n'),
  };
}

export const MARKET_COMMANDS: Command[] = [
  {
    group: 'market',
    action: 'import',
    usage: '<dir> | --sample',
    summary: 'Load instruments, prices, FX and stories (all or nothing)',
    async run(context) {
      const dir = context.args[0];
      if (context.options.sample === Boolean(dir)) throw new UsageError('give a directory or --sample (one of them)');
      const importer = context.services.marketImport;
      const result = context.options.sample ? await importer.importSample() : await importer.importDirectory(resolve(dir!));
      const counts = Object.entries(result.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ');
      return {
        json: { ...result.counts, version: result.version, dir: result.dir, files: result.files },
        text: `Imported ${result.dir}: ${counts}. Market data version ${result.version}.`,
      };
    },
  },
  {
    group: 'market',
    action: 'import-prices',
    usage: '<csv|txt>... [--ticker <ticker>] [--replace]',
    summary: 'Load daily OHLCV files (Yahoo, Stooq, Stooq bulk .txt); ticker from --ticker, the file name or the bulk file; --replace replaces differing closes',
    async run(context) {
      // Problems name each file as it was given, so they read like the command line.
      const files = context.args;
      if (files.length === 0) throw new UsageError('give one or more OHLCV CSV files');
      if (context.options.ticker !== undefined && files.length > 1) throw new UsageError('--ticker names the ticker of one file; give one file with it');
      return report(await context.services.marketImport.importPriceFiles(files, { ticker: context.options.ticker?.toUpperCase(), replace: context.options.replace ?? false }));
    },
  },
  {
    group: 'market',
    action: 'import-fx',
    usage: '--ecb <file> | --fed <file>',
    summary: 'Load ECB euro reference rates (daily XML, history CSV or zip) as EUR/CCY, or the Federal Reserve H.10 rates (a FRED DEX… series or the Fed download) as their pairs',
    async run(context) {
      const { ecb, fed } = context.options;
      if (Boolean(ecb) === Boolean(fed) || context.args.length > 0) {
        throw new UsageError('give the ECB file with --ecb <file> (eurofxref-daily.xml, eurofxref-hist.csv or .zip) or the Federal Reserve H.10 file with --fed <file> (a FRED series such as DEXUSEU.csv, or the Fed download FRB_H10.csv)');
      }
      return report(await (ecb ? context.services.marketImport.importEcbFile(ecb) : context.services.marketImport.importFedFile(fed!)));
    },
  },
  {
    group: 'market',
    action: 'ingest-news',
    usage: '<file|dir|url>... [--aliases <csv>] [--dry-run]',
    summary: 'Thread news articles and feeds into stories (all or nothing)',
    async run(context) {
      if (context.args.length === 0) throw new UsageError('give at least one file, directory or http(s) URL');
      const specs = context.args.map((arg) => (/^https?:\/\//i.test(arg) ? arg : resolve(arg)));
      const { inputs, aliases } = await collectInputs(specs, context.options.aliases && resolve(context.options.aliases));
      const dryRun = context.options['dry-run'] ?? false;
      const result = await context.services.news.ingest(inputs, { dryRun, aliases, origin: 'ingest-news' });
      const { articles, duplicates, stories } = result;
      const written = dryRun ? 'Dry run, nothing written' : `Market data version ${result.version}`;
      return {
        json: { articles, duplicates, stories },
        text: `${articles} new article${articles === 1 ? '' : 's'} (${duplicates} duplicate${duplicates === 1 ? '' : 's'}) in ${stories.length} stor${stories.length === 1 ? 'y' : 'ies'}. ${written}.`,
      };
    },
  },
];
