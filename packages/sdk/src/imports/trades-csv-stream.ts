import type { CsvDelimiter } from '@clarity/file-readers';
import type { ImportedActivity, SkippedRow } from './activity.js';
import { FileEvidence, RowReader } from './broker-rows.js';
import { readingOptions, rowOf, startCsv, type ParseTradesCsvOptions } from './trades-csv.js';

/** One record of a CSV file as a streaming reader gives it: its fields and the 1-based line it ends on; or why the file cannot be read on. */
export type CsvStreamRecord = { line: number; fields: string[] } | { line: number; error: string };

/** Opens the file (again) as records from `fromLine` on, split at `delimiter`. Called twice: evidence first, then activities. */
export type OpenCsvRecords = (from: { delimiter: CsvDelimiter; fromLine: number }) => AsyncIterable<CsvStreamRecord>;

/** What a streamed parse found; the activities themselves went to the callback, a batch at a time. */
export interface StreamedImportSummary {
  format: string | null;
  warnings: string[];
  /** The first skipped rows (at most `MAX_SKIPPED_KEPT`), by line; `skippedCount` counts them all. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** How many activities were handed to the callback. */
  activities: number;
}

export const MAX_SKIPPED_KEPT = 1000;
const BATCH = 1000;

/**
 * `parseTradesCsv` for files too large to hold: the same header detection (on `head`, the file's
 * first lines), the same rows, the same activities with the same external ids, read in two passes
 * over a record stream (the API's CLI opens one with csv-parse, `@clarity/file-readers/stream`).
 * The first pass gathers only what decides the file's date order and decimal mark; the second hands
 * the activities to `onActivities` in batches of 1,000, in file order. Nothing of the file is held
 * but a batch, the first skipped rows and one number per activity (to tell identical rows apart).
 * A record the reader cannot split (a broken quote) refuses the whole file at its line, in the first
 * pass, before any batch is handed on: nothing partial. Never throws for the file's content;
 * rejects only when `open` or `onActivities` do.
 */
export async function parseTradesCsvStream(
  head: string,
  open: OpenCsvRecords,
  options: ParseTradesCsvOptions,
  onActivities: (batch: ImportedActivity[]) => void | Promise<void>,
): Promise<StreamedImportSummary> {
  const start = startCsv(head.replace(/^\uFEFF/, '').split(/\r?\n/), options);
  if ('refusal' in start) return { ...start.refusal, skippedCount: start.refusal.skipped.length, activities: 0 };
  const { header } = start;
  const { rowOptions, warnings } = readingOptions(header.format, options);
  const from = { delimiter: header.delimiter, fromLine: header.index + 2 };
  const refused = (line: number, reason: string): StreamedImportSummary => ({
    format: header.format.name,
    warnings,
    skipped: [{ line: 0, reason: `line ${line}: ${reason}; nothing was read` }],
    skippedCount: 1,
    activities: 0,
  });

  const evidence = new FileEvidence();
  for await (const record of open(from)) {
    if ('error' in record) return refused(record.line, record.error);
    if (isBlank(record.fields)) continue;
    evidence.add(rowOf(header, record.fields, record.line));
  }
  const reader = new RowReader(rowOptions, evidence, warnings);
  if (reader.refusal) return { format: header.format.name, warnings: reader.warnings(), skipped: [...start.skipped, { line: 0, reason: reader.refusal }], skippedCount: start.skipped.length + 1, activities: 0 };

  const skipped = [...start.skipped];
  let skippedCount = skipped.length;
  let count = 0;
  let batch: ImportedActivity[] = [];
  for await (const record of open(from)) {
    if ('error' in record) return refused(record.line, record.error);
    if (isBlank(record.fields)) continue;
    const read = reader.read(rowOf(header, record.fields, record.line));
    if ('reason' in read) {
      skippedCount++;
      if (skipped.length < MAX_SKIPPED_KEPT) skipped.push(read);
      continue;
    }
    batch.push(...read.activities);
    count += read.activities.length;
    if (batch.length >= BATCH) {
      await onActivities(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await onActivities(batch);
  return { format: header.format.name, warnings: reader.warnings(), skipped: skipped.sort((a, b) => a.line - b.line), skippedCount, activities: count };
}

function isBlank(fields: string[]): boolean {
  return fields.length === 0 || (fields.length === 1 && fields[0]!.trim() === '');
}
