import { Readable } from 'node:stream';
import { CsvError, Parser } from 'csv-parse';
import { lineFields, mayBeSpace } from './csv-line-fields.js';
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
  constructor(
    options: ConstructorParameters<typeof Parser>[0],
    private readonly lineOffset: number,
  ) {
    super(options);
  }

  override push(record: unknown, encoding?: BufferEncoding): boolean {
    return super.push(record === null ? null : { line: this.info.lines + this.lineOffset, fields: record as string[] }, encoding);
  }
}

// Records handed on together at most: a chunk of a few hundred rows, not a whole buffered file.
const MAX_BATCH = 1024;

/**
 * `csvRecordStream`'s records as arrays of those parsed so far (one chunk's worth): a consumer of
 * a 50 MB file then awaits once a chunk instead of once a record, which is most of the time a
 * streamed parse spends outside the parsing itself.
 *
 * Lines that are plainly one record each (`lineFields`) are read from the chunk's text, decoded once;
 * from the first line that is not (a quote left open, a carriage return of another line ending, a
 * line over 64 KB, bytes that are not UTF-8), csv-parse reads the rest of the file. The records are
 * csv-parse's either way (`parsedRecordBatches` is the reference that tests hold it to).
 */
export async function* csvRecordBatches(input: Readable, options: { delimiter: CsvDelimiter; fromLine?: number }): AsyncGenerator<CsvStreamRecord[]> {
  const fromLine = options.fromLine ?? 1;
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  // The bytes of the line not ended yet; the lines read so far; how lines end, once the first has ended.
  let carry: Buffer = Buffer.alloc(0);
  let lines = 0;
  let ending: '\n' | '\r\n' | undefined;
  let bomChecked = false;
  let ended = false;
  let batch: CsvStreamRecord[] = [];
  try {
    // `handOver` is set when csv-parse reads on: from that line's first byte (`carry`) on.
    let handOver = false;
    while (!handOver) {
      const next = await chunks.next();
      ended = next.done === true;
      const chunk = next.done === true ? undefined : toBuffer(next.value);
      let bytes = chunk === undefined ? carry : carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      if (!bomChecked) {
        if (bytes.length < 3 && !ended) {
          carry = bytes;
          continue;
        }
        bomChecked = true;
        // UTF-8's byte order mark is dropped as csv-parse's `bom` drops it; a UTF-16 one is csv-parse's to read.
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
        else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
          carry = bytes;
          handOver = true;
          break;
        }
      }
      // Whole lines only: a line's bytes never hold a newline byte, so a line decodes as it would alone.
      const last = ended ? bytes.length - 1 : bytes.lastIndexOf(10);
      if (last < 0) {
        carry = bytes;
        if (carry.length > MAX_PLAIN_LINE_BYTES) handOver = true;
        if (ended) break;
        continue;
      }
      const text = bytes.toString('utf8', 0, last + 1);
      let at = 0;
      while (at < text.length) {
        const newline = text.indexOf('\n', at);
        const end = newline < 0 ? text.length : newline;
        // csv-parse takes the first line's ending for every line: `\r\n` or `\n` (a lone `\r` is csv-parse's to read).
        const lineEnding = ending ?? (newline > at && text.charCodeAt(newline - 1) === 13 ? '\r\n' : '\n');
        let lineEnd = end;
        if (lineEnding === '\r\n' && newline >= 0) {
          if (text.charCodeAt(end - 1) !== 13) break;
          lineEnd = end - 1;
        }
        const line = text.slice(at, lineEnd);
        const fields = line.length > MAX_PLAIN_LINE_BYTES ? undefined : lineFields(line, options.delimiter);
        if (fields === undefined) break;
        if (newline >= 0) ending = lineEnding;
        lines++;
        // A line of white space alone is an empty line to csv-parse (`skip_empty_lines`, after `trim`).
        if (lines >= fromLine && !(fields.length === 1 && fields[0] === '' && line.indexOf('"') < 0)) {
          batch.push({ line: lines, fields });
          if (batch.length >= MAX_BATCH) {
            yield batch;
            batch = [];
          }
        }
        at = newline < 0 ? text.length : newline + 1;
      }
      if (at < text.length) {
        // The line at `at` is csv-parse's, and every line after it.
        carry = bytes.subarray(Buffer.byteLength(text.slice(0, at)));
        handOver = true;
        break;
      }
      carry = bytes.subarray(last + 1);
      if (ended) break;
    }
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
    if (!handOver) return;
    // The rest of the file from the handed-over line, through csv-parse, its lines counted on from there.
    const rest = Readable.from(restOf(carry, ended ? undefined : chunks));
    yield* parsedRecordBatches(rest, { delimiter: options.delimiter, fromLine: Math.max(1, fromLine - lines), bom: lines === 0, recordDelimiter: ending, lineOffset: lines });
  } finally {
    input.destroy();
  }
}

// A longer line is left to csv-parse, which refuses one over MAX_RECORD_BYTES at the line csv-parse names.
const MAX_PLAIN_LINE_BYTES = 64 * 1024;

function toBuffer(chunk: Buffer | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

/** The bytes handed over, then the chunks not yet read. */
async function* restOf(first: Buffer, chunks: AsyncIterator<Buffer | string> | undefined): AsyncGenerator<Buffer> {
  if (first.length > 0) yield first;
  if (!chunks) return;
  for (;;) {
    const next = await chunks.next();
    if (next.done) return;
    yield toBuffer(next.value);
  }
}

/**
 * The records of a CSV stream read by csv-parse alone, each line number `lineOffset` on (the lines
 * read before the stream was handed over); `recordDelimiter` is how the file's lines end where that
 * is known already. The reference reading `csvRecordBatches` keeps to.
 */
export async function* parsedRecordBatches(
  input: Readable,
  options: { delimiter: CsvDelimiter; fromLine?: number; bom?: boolean; recordDelimiter?: '\n' | '\r\n'; lineOffset?: number },
): AsyncGenerator<CsvStreamRecord[]> {
  const lineOffset = options.lineOffset ?? 0;
  const parser = new LinedParser(
    {
      delimiter: options.delimiter,
      from_line: options.fromLine ?? 1,
      bom: options.bom ?? true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      ...(options.recordDelimiter ? { record_delimiter: options.recordDelimiter } : {}),
    },
    lineOffset,
  );
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
      const lines = (error as CsvError & { lines?: number }).lines;
      const line = typeof lines === 'number' ? lines + lineOffset : 0;
      // The records read before the broken one, then why the file cannot be read on (csv-parse's own words name the file's line).
      yield [...batch, { line, error: csvErrorText(error).replace(/\bat line \d+/, `at line ${line}`) }];
      return;
    }
    throw error;
  } finally {
    input.destroy();
    parser.destroy();
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
