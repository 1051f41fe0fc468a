import { readFile } from 'node:fs/promises';
import { parseBrokerFile, type ImportResult } from '@clarity/sdk';
import { UsageError, type Command } from './types.js';

// A broker file is read whole: exports are a few megabytes; far larger is not one account's history.
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const SHOWN_SKIPPED = 50;

/** "2 buys, 1 dividend": what the activities are, by kind. */
function describeActivities(result: ImportResult): string {
  const counts = new Map<string, number>();
  for (const activity of result.activities) {
    const kind = 'side' in activity ? activity.side : activity.type;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'nothing';
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
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        throw new UsageError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      }
      if (bytes.length > MAX_FILE_BYTES) throw new UsageError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
      const result = parseBrokerFile(new TextDecoder().decode(bytes), {
        ...(context.options.format === undefined ? {} : { format: context.options.format }),
        ...(context.options.timezone === undefined ? {} : { timeZone: context.options.timezone }),
        ...(dateOrder === undefined ? {} : { dateOrder }),
        ...(context.options.currency === undefined ? {} : { currency: context.options.currency }),
      });
      const skippedLines = result.skipped.slice(0, SHOWN_SKIPPED).map((row) => `  ${file}${row.line > 0 ? `:${row.line}` : ''}: ${row.reason}`);
      if (result.skipped.length > SHOWN_SKIPPED) skippedLines.push(`  … and ${result.skipped.length - SHOWN_SKIPPED} more (--json lists them all)`);
      const text = [
        `${file}: ${result.format ?? 'no known format'}. Would record ${result.activities.length} activit${result.activities.length === 1 ? 'y' : 'ies'} (${describeActivities(result)}); ${result.skipped.length} row${result.skipped.length === 1 ? '' : 's'} skipped. Dry run, nothing written.`,
        ...result.warnings.map((warning) => `  note: ${warning}`),
        ...skippedLines,
      ].join('\n');
      return { json: { file, dryRun: true, ...result }, text };
    },
  },
];
