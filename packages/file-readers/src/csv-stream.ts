import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
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
  const parser = parse({
    delimiter: options.delimiter,
    from_line: options.fromLine ?? 1,
    bom: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
    info: true,
  });
  const records = input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, fields: record.map((field) => field.trim()) };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof (error as CsvError & { lines?: number }).lines === 'number' ? (error as CsvError & { lines: number }).lines : 0;
      yield { line, error: csvErrorText(error) };
      return;
    }
    throw error;
  } finally {
    input.destroy();
  }
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
