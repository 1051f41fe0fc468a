import type { CsvDelimiter } from '@clarity/file-readers';
import type { ImportedActivity, ImportNotice, SkippedRow } from './activity.js';
import { withWarnings } from './import-codes.js';
import { fileProblem, skippedAt, type Problem } from './problems.js';
import { FileEvidence, RowReader, type BrokerRow } from './broker-rows.js';
import { readingOptions, rowOf, startCsv, type ParseTradesCsvOptions } from './trades-csv.js';

/** One record of a CSV file as a streaming reader gives it: its fields and the 1-based line it ends on; or why the file cannot be read on. */
export type CsvStreamRecord = { line: number; fields: string[] } | { line: number; error: string };

/**
 * Opens the file as records from `fromLine` on, split at `delimiter`; again only when a later row
 * overturns the file's reading. Records come one at a time or in arrays (`csvRecordBatches`): an
 * array is awaited once for all its records, which matters on a 50 MB file.
 */
export type OpenCsvRecords = (from: { delimiter: CsvDelimiter; fromLine: number }) => AsyncIterable<CsvStreamRecord | readonly CsvStreamRecord[]>;

/** What a streamed parse found; the activities themselves went to the callback, a batch at a time. */
export interface StreamedImportSummary {
  format: string | null;
  warnings: string[];
  /** `warnings` again, each with its stable code. */
  notices?: ImportNotice[];
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
 * first lines), the same rows, the same activities with the same external ids, in one pass over a
 * record stream (the API's CLI opens one with csv-parse, `@clarity/file-readers/stream`).
 *
 * Rows are held back only until the file's dates and numbers have decided their order and decimal
 * mark (or `SETTLE_ROWS` rows went by); from then on activities go to `onActivities` in batches of
 * 1,000, in file order. If a later row changes what the file says (a first day-first date after
 * 5,000 undecided ones), `onRestart` is called and the file is read once more, `open`ed again, with
 * the file's final reading. Nothing of the file is held but the held-back rows, a batch, the first
 * skipped rows and one number per activity (to tell identical rows apart).
 *
 * Batches are provisional until the returned promise resolves: a file refused as a whole (dates
 * that contradict each other, a broken quote — at its line) resolves with the line-0 refusal after
 * batches may have been handed on, so a consumer that records them stages them until then.
 * Never throws for the file's content; rejects only when `open` or the callbacks do.
 */
export async function parseTradesCsvStream(
  head: string,
  open: OpenCsvRecords,
  options: ParseTradesCsvOptions,
  onActivities: (batch: ImportedActivity[]) => void | Promise<void>,
  onRestart: () => void | Promise<void> = () => undefined,
): Promise<StreamedImportSummary> {
  const start = startCsv(head.replace(/^\uFEFF/, '').split(/\r?\n/), options);
  if ('refusal' in start) return withWarnings({ ...start.refusal, skippedCount: start.refusal.skipped.length, activities: 0 });
  const { header } = start;
  const { rowOptions, notices } = readingOptions(header.format, options, start.accountCurrency, header);
  const from = { delimiter: header.delimiter, fromLine: header.index + 2 };
  const format = header.format.name;
  const refused = (problem: Problem, fileNotices = notices): StreamedImportSummary =>
    withWarnings({
      format,
      notices: fileNotices,
      skipped: [...start.skipped, skippedAt(0, problem)],
      skippedCount: start.skipped.length + 1,
      activities: 0,
    });

  const evidence = new FileEvidence();
  let reader: RowReader | undefined;
  // Rows read before the reading settled; `undefined` once too many went by undecided (then the file is read again).
  let held: BrokerRow[] | undefined = [];
  let run = newRun(start.skipped);
  // Reads a row into the current run; true when a batch is full (then `flush` hands it on). Not async:
  // an await per row would cost a million promise turns on a 50 MB file.
  const skip = (read: SkippedRow) => {
    run.skippedCount++;
    if (run.skipped.length < MAX_SKIPPED_KEPT) run.skipped.push(read);
  };
  const emit = (row: BrokerRow): boolean => {
    const read = reader!.read(row);
    // Conversion legs whose twin did not come (`RowReader.readLeg`).
    if (reader!.unpaired.length > 0) for (const unpaired of reader!.takeUnpaired()) skip(unpaired);
    if (!Array.isArray(read)) {
      skip(read);
      return false;
    }
    for (let i = 0; i < read.length; i++) run.batch.push(read[i]!);
    run.count += read.length;
    return run.batch.length >= BATCH;
  };
  const flush = async () => {
    const batch = run.batch;
    run.batch = [];
    await onActivities(batch);
  };
  const readAgain = async (): Promise<Problem | undefined> => {
    // Records are read an array at a time: one await per array, not per record.
    let previous: string[] | undefined;
    for await (const item of open(from)) {
      for (const record of recordsOf(item)) {
        if ('error' in record) return brokenAt(record.line, record.error);
        if (isBlank(record.fields)) continue;
        if (emit(rowOf(header, record.fields, record.line, previous))) await flush();
        previous = record.fields;
      }
    }
    return undefined;
  };

  let previous: string[] | undefined;
  for await (const item of open(from)) {
    for (const record of recordsOf(item)) {
      if ('error' in record) return refused(brokenAt(record.line, record.error));
      if (isBlank(record.fields)) continue;
      const row = rowOf(header, record.fields, record.line, previous);
      previous = record.fields;
      evidence.add(row);
      if (reader) {
        if (emit(row)) await flush();
      } else if (held) {
        held.push(row);
        if (!evidence.settled(rowOptions) && held.length < SETTLE_ROWS) continue;
        const settled = new RowReader(rowOptions, evidence.snapshot(), notices, true);
        if (settled.refusal) {
          // Undecided so far (dates that could be either order): hold no more; decide at the end and read again.
          held = undefined;
          continue;
        }
        reader = settled;
        for (const row of held) if (emit(row)) await flush();
        held = undefined;
      }
    }
  }
  const final = new RowReader(rowOptions, evidence, notices, true);
  if (final.refusal) return refused(final.refusal, final.notices());
  const again = async (windowed: boolean): Promise<Problem | undefined> => {
    reader = new RowReader(rowOptions, evidence, notices, windowed);
    run = newRun(start.skipped);
    if (!held) return readAgain();
    for (const row of held) if (emit(row)) await flush();
    return undefined;
  };
  let broken: Problem | undefined;
  if (!reader) {
    // Never settled: the held rows (the whole file) or, past SETTLE_ROWS, the file once more, under the final reading.
    broken = await again(true);
  } else if (!reader.unsorted && !reader.sameReading(final)) {
    // Handed on under a reading the rest of the file overturned: from the start.
    await onRestart();
    broken = await again(true);
  }
  // Identical rows are counted per time while the file keeps one time order; one that leaves it is read again counting them all.
  if (!broken && reader!.unsorted) {
    if (run.count > 0 || run.skippedCount > start.skipped.length) await onRestart();
    broken = await again(false);
  }
  if (broken) return refused(broken);
  reader!.finish();
  for (const unpaired of reader!.takeUnpaired()) skip(unpaired);
  if (run.batch.length > 0) await onActivities(run.batch);
  return withWarnings({ format, notices: reader!.notices(), skipped: run.skipped.sort((a, b) => a.line - b.line), skippedCount: run.skippedCount, activities: run.count });
}

/** Rows held back before the file's reading is settled, at most: past them, activities go on under what the rows so far say. */
export const SETTLE_ROWS = 5000;

function newRun(fileSkipped: SkippedRow[]): { skipped: SkippedRow[]; skippedCount: number; count: number; batch: ImportedActivity[] } {
  return { skipped: [...fileSkipped], skippedCount: fileSkipped.length, count: 0, batch: [] };
}

/** What `open` gave as an array of records, whether it was one record or an array of them. */
function recordsOf(item: CsvStreamRecord | readonly CsvStreamRecord[]): readonly CsvStreamRecord[] {
  return Array.isArray(item) ? (item as readonly CsvStreamRecord[]) : [item as CsvStreamRecord];
}

function isBlank(fields: string[]): boolean {
  return fields.length === 0 || (fields.length === 1 && fields[0]!.trim() === '');
}

/** A file the CSV reader cannot go on with (a broken quote, a record over 1 MB) is refused at that line: nothing was read. */
function brokenAt(line: number, error: string): Problem {
  return fileProblem('file.broken_at_line', `line ${line}: ${error}; nothing was read`);
}
