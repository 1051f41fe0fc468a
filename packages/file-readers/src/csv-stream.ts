import type { Readable } from 'node:stream';
import { CsvError, Parser } from 'csv-parse';
import type { CsvDelimiter } from './csv-record.js';

/** A record as `csvRecordStream` gives it: its fields (trimmed) and the 1-based line it ends on; or why the file cannot be read on, and where. */
export type CsvStreamRecord = { line: number; fields: string[] } | { line: number; error: string };

// A record longer than this is not a broker's or a vendor's row (a 10 MB line is an attack or a broken file).
const MAX_RECORD_BYTES = 1024 * 1024;

/**
 * The records of a CSV stream from `fromLine` on, read with csv-parse's stream API: memory is one
 * chunk and one record whatever the file's size. Quoting is RFC 4180; rows may have any number of
 * fields (the caller checks them); blank lines are skipped. A broken quote or an oversize record
 * ends the stream with one `{ line, error }`: it never throws.
 */
export async function* csvRecordStream(input: Readable, options: { delimiter: CsvDelimiter; fromLine?: number }): AsyncGenerator<CsvStreamRecord> {
  for await (const batch of csvRecordBatches(input, options)) yield* batch;
}

/**
 * csv-parse's stream parser, each record handed on with the line it ends on. Its `info` option gives
 * that line too, but builds two copies of its whole state per record: on a 50 MB export that was more
 * than the parsing itself. A record is pushed while the parser's `info` is still that record's.
 */
class LinedParser extends Parser {
  override push(record: unknown, encoding?: BufferEncoding): boolean {
    return super.push(record === null ? null : { line: this.info.lines, fields: record as string[] }, encoding);
  }
}

// Records handed on together at most: a chunk of a few hundred rows, not a whole buffered file.
const MAX_BATCH = 1024;

/**
 * `csvRecordStream`'s records as arrays of those parsed so far (one chunk's worth): a consumer of
 * a 50 MB file then awaits once a chunk instead of once a record, which is most of the time a
 * streamed parse spends outside the parsing itself.
 */
export async function* csvRecordBatches(input: Readable, options: { delimiter: CsvDelimiter; fromLine?: number }): AsyncGenerator<CsvStreamRecord[]> {
  const parser = new LinedParser({
    delimiter: options.delimiter,
    from_line: options.fromLine ?? 1,
    bom: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  // Records are taken with read() while the parser holds some, and awaited only when it holds none:
  // the stream's own async iterator would add a promise per record (a million in a 50 MB export).
  let wake: (() => void) | undefined;
  let ended = false;
  let failure: Error | undefined;
  parser.on('readable', () => wake?.());
  parser.on('end', () => {
    ended = true;
    wake?.();
  });
  parser.on('error', (error: Error) => {
    failure = error;
    wake?.();
  });
  let batch: CsvStreamRecord[] = [];
  try {
    for (;;) {
      if (failure !== undefined) throw failure;
      const item = parser.read() as { line: number; fields: string[] } | null;
      if (item !== null) {
        // Trimmed in place (csv-parse's trim leaves no-break spaces); the record is this reader's own.
        const fields = item.fields;
        for (let i = 0; i < fields.length; i++) {
          const field = fields[i]!;
          // trim() only where an end could be a space (code 32 or below, or not ASCII): most fields need none.
          if (field.length > 0 && (mayBeSpace(field.charCodeAt(0)) || mayBeSpace(field.charCodeAt(field.length - 1)))) fields[i] = field.trim();
        }
        batch.push(item);
        if (batch.length < MAX_BATCH) continue;
      }
      if (batch.length > 0) {
        yield batch;
        batch = [];
        continue;
      }
      if (ended) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof (error as CsvError & { lines?: number }).lines === 'number' ? (error as CsvError & { lines: number }).lines : 0;
      // The records read before the broken one, then why the file cannot be read on.
      yield [...batch, { line, error: csvErrorText(error) }];
      return;
    }
    throw error;
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/** Whether a character may be white space to String#trim (every such character is below 33 or above 127). */
function mayBeSpace(code: number): boolean {
  return code <= 32 || code >= 128;
}

function csvErrorText(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is not closed before the end of the file';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'text after the closing quote of a field';
    case 'CSV_MAX_RECORD_SIZE':
      return `a record longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB`;
    default:
      return error.message.replace(/^Invalid (?:Record|Opening Quote|Closing Quote): /, '').slice(0, 200);
  }
}
