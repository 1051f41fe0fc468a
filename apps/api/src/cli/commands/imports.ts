import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import type { ImportedActivity, ImportResult, ParseTradesCsvOptions } from '@clarity/sdk';
import { UsageError, type Command } from './types.js';

// Exports are a few megabytes; far larger is not one account's history. CSV files are streamed
// (memory flat in the file's size); IBKR Flex XML, Ghostfolio's JSON and IBKR's activity statement are read whole.
const MAX_FILE_BYTES = 50 * 1024 * 1024;
// Enough for any banner above a header (the header is searched in the first 50 lines).
const HEAD_BYTES = 256 * 1024;
const WHOLE_FILE_FORMATS = new Set(['ibkr-flex-xml', 'ghostfolio', 'ibkr-activity-statement']);
const SHOWN_SKIPPED = 50;

/** "buy 2, dividend 1": what the activities are, by kind. */
function describeActivities(counts: Map<string, number>): string {
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'nothing';
}

function countKinds(activities: readonly ImportedActivity[], counts: Map<string, number>): void {
  for (const activity of activities) {
    const kind = 'side' in activity ? activity.side : activity.type;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
}

export const IMPORT_COMMANDS: Command[] = [
  {
    group: 'import',
    action: 'trades',
    usage: '--dry-run <file> [--format <name>] [--timezone <zone>] [--date-order dmy|mdy] [--currency <code>]',
    summary: 'Preview what a broker export (CSV or IBKR Flex XML) would record, row by row; writes nothing',
    async run(context) {
      const [file, ...extra] = context.args;
      if (!file || extra.length > 0) throw new UsageError('give one broker file');
      // Recording goes through the API (the SDK's recordTrades), which owns the portfolio and its checks.
      if (!context.options['dry-run']) throw new UsageError('only --dry-run is supported: record the activities through the API (the SDK\'s portfolios.recordTrades)');
      const dateOrder = context.options['date-order'];
      if (dateOrder !== undefined && dateOrder !== 'dmy' && dateOrder !== 'mdy') throw new UsageError('--date-order is dmy or mdy');
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        throw new UsageError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      }
      if (size > MAX_FILE_BYTES) throw new UsageError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
      const options: ParseTradesCsvOptions = {
        ...(context.options.format === undefined ? {} : { format: context.options.format }),
        ...(context.options.timezone === undefined ? {} : { timeZone: context.options.timezone }),
        ...(dateOrder === undefined ? {} : { dateOrder }),
        ...(context.options.currency === undefined ? {} : { currency: context.options.currency }),
      };
      const { result, counts, activityCount, skippedCount } = await previewFile(file, size, options, context.options.json === true);
      const skippedLines = result.skipped.slice(0, SHOWN_SKIPPED).map((row) => `  ${file}${row.line > 0 ? `:${row.line}` : ''}: ${row.reason}`);
      if (skippedCount > SHOWN_SKIPPED) skippedLines.push(`  … and ${skippedCount - SHOWN_SKIPPED} more (--json lists ${skippedCount > result.skipped.length ? `the first ${result.skipped.length}` : 'them all'})`);
      const text = [
        `${file}: ${result.format ?? 'no known format'}. Would record ${activityCount} activit${activityCount === 1 ? 'y' : 'ies'} (${describeActivities(counts)}); ${skippedCount} row${skippedCount === 1 ? '' : 's'} skipped. Dry run, nothing written.`,
        ...result.warnings.map((warning) => `  note: ${warning}`),
        ...skippedLines,
      ].join('\n');
      return { json: { file, dryRun: true, ...result }, text };
    },
  },
];

/**
 * What the file would record: a CSV export streamed (its activities kept only for --json, counted
 * otherwise), the other formats read whole.
 */
async function previewFile(
  file: string,
  size: number,
  options: ParseTradesCsvOptions,
  keepActivities: boolean,
): Promise<{ result: ImportResult; counts: Map<string, number>; activityCount: number; skippedCount: number }> {
  // Loaded when a file is previewed: every other command of the CLI starts without the broker formats' modules.
  const [{ detectFormat, parseBrokerFile, parseTradesCsvStream }, { csvRecordBatches }] = await Promise.all([import('@clarity/sdk'), import('@clarity/file-readers/stream')]);
  const head = await readHead(file, size);
  const counts = new Map<string, number>();
  const utf16 = await utf16Encoding(file);
  const format = options.format ?? detectFormat(head).format;
  // A UTF-16 file (Nordnet's export) is decoded whole: the streaming reader reads UTF-8.
  if (utf16 || (format !== null && WHOLE_FILE_FORMATS.has(format))) {
    const result = parseBrokerFile(new TextDecoder(utf16 ?? 'utf-8').decode(await readFile(file)), options);
    countKinds(result.activities, counts);
    return { result, counts, activityCount: result.activities.length, skippedCount: result.skipped.length };
  }
  const activities: ImportedActivity[] = [];
  const summary = await parseTradesCsvStream(
    head,
    (from) => csvRecordBatches(createReadStream(file), from),
    options,
    (batch) => {
      countKinds(batch, counts);
      if (keepActivities) activities.push(...batch);
    },
    // A later row overturned the file's date order or decimal mark: it is read again from the start.
    () => {
      counts.clear();
      activities.length = 0;
    },
  );
  // A file refused as a whole records nothing, whatever was counted before the refusal.
  if (summary.activities === 0) {
    counts.clear();
    activities.length = 0;
  }
  return {
    result: { activities, skipped: summary.skipped, format: summary.format, warnings: summary.warnings },
    counts,
    activityCount: summary.activities,
    skippedCount: summary.skippedCount,
  };
}

/** The UTF-16 encoding the file's byte-order mark names, if it has one. */
async function utf16Encoding(file: string): Promise<'utf-16le' | 'utf-16be' | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    if (bytesRead < 2) return undefined;
    return buffer[0] === 0xff && buffer[1] === 0xfe ? 'utf-16le' : buffer[0] === 0xfe && buffer[1] === 0xff ? 'utf-16be' : undefined;
  } finally {
    await handle.close();
  }
}

/** The file's first lines: at most HEAD_BYTES, without a last line cut in two. */
async function readHead(file: string, size: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = new TextDecoder().decode(buffer.subarray(0, bytesRead));
    return size <= HEAD_BYTES ? text : text.slice(0, Math.max(0, text.lastIndexOf('\n')));
  } finally {
    await handle.close();
  }
}
