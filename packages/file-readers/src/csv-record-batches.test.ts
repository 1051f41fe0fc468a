import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches, parsedRecordBatches, type CsvStreamRecord } from './csv-stream.js';

// csvRecordBatches reads plain lines itself and hands the rest of a file to csv-parse at the first line
// it does not read plainly: its records (fields, lines, a refusal and its line) must be csv-parse's own,
// whatever the bytes and however the stream cuts them into chunks. (Before a refusal, csv-parse's own
// reading hands on only the records read before the chunk that broke: those may differ, the refusal may not.)

/** The records as compared: all of them, or, for a file refused, the refusal and that every record came before its line. */
function comparable(read: CsvStreamRecord[]) {
  const refusal = read.find((record) => 'error' in record);
  if (!refusal) return read;
  return { refusal, before: read.filter((record) => record !== refusal).every((record) => record.line <= refusal.line) };
}

async function records(batches: AsyncIterable<CsvStreamRecord[]>): Promise<CsvStreamRecord[]> {
  const all: CsvStreamRecord[] = [];
  for await (const batch of batches) all.push(...batch);
  return all;
}

/** The bytes as a stream of chunks cut at the given sizes (then the rest). */
function chunked(bytes: Buffer, sizes: number[]): Readable {
  const chunks: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) break;
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.length) chunks.push(bytes.subarray(at));
  return Readable.from(chunks);
}

const pieces = fc.constantFrom(
  'a', 'AAPL', '12.5', '1,234.50', 'ü', '€', '漢', '😀', ' ', '  ', '\t', '\u00a0', '\u2003', '\uFEFF', ',', ';', '"', '""', '"a,b"', ' "x" ', '"a""b"', '"\n"',
  '\n', '\r\n', '\r', '\n\n', '  \n', '\uFFFD',
);
const line = fc.array(fc.oneof({ weight: 5, arbitrary: pieces }, { weight: 1, arbitrary: fc.string({ maxLength: 4 }) }), { maxLength: 12 }).map((parts) => parts.join(''));
const file = fc.oneof(
  // Lines as exports write them, ending alike or not.
  fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean(), fc.boolean()).map(([lines, ending, bom, last]) =>
    Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join(ending)}${last ? ending : ''}`),
  ),
  // Any bytes: invalid UTF-8, a UTF-16 byte order mark, a byte order mark cut short.
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.tuple(fc.constantFrom(Buffer.from([0xff, 0xfe]), Buffer.from([0xef, 0xbb]), Buffer.from([0xef, 0xbb, 0xbf])), fc.array(line, { maxLength: 4 })).map(([start, lines]) => Buffer.concat([start, Buffer.from(lines.join('\n'))])),
);

describe('csvRecordBatches', () => {
  it("gives csv-parse's records for any bytes, cut into chunks anywhere (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }), fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'), fc.integer({ min: 1, max: 5 }), async (bytes, sizes, delimiter, fromLine) => {
        const expected = await records(parsedRecordBatches(Readable.from([bytes]), { delimiter, fromLine }));
        expect(comparable(await records(csvRecordBatches(chunked(bytes, sizes), { delimiter, fromLine })))).toEqual(comparable(expected));
      }),
      { numRuns: 1500 },
    );
  }, 180_000);

  it('reads a large plain file itself and hands a quoted line on to csv-parse, counting lines on', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}, T${i} ,${i}.5,\u00a0USD`);
    // A field that runs over two lines at line 2,501: csv-parse's from there on.
    rows.splice(2500, 0, '2024-02-01,"multi\nline",1,USD');
    const bytes = Buffer.from(`Date,Symbol,Price,Currency\r\n${rows.join('\r\n')}\r\n`);
    const expected = await records(parsedRecordBatches(Readable.from([bytes]), { delimiter: ',', fromLine: 2 }));
    const read = await records(csvRecordBatches(chunked(bytes, Array.from({ length: 200 }, () => 997)), { delimiter: ',', fromLine: 2 }));
    expect(read).toEqual(expected);
    expect(read).toHaveLength(3001);
    expect(read[0]).toEqual({ line: 2, fields: ['2024-01-01', 'T0', '0.5', 'USD'] });
    // A record's line is the one it ends on.
    expect(read[2500]).toEqual({ line: 2503, fields: ['2024-02-01', 'multi\nline', '1', 'USD'] });
    // The last row (i = 2,999, day 2,999 % 28 + 1 = 4) is line 1 + 3,000 + 2: the header and one line more for the field.
    expect(read[3000]).toEqual({ line: 3003, fields: ['2024-01-04', 'T2999', '2999.5', 'USD'] });
  });

  it("names a broken quote at csv-parse's line after plain lines", async () => {
    const bytes = Buffer.from('Date,Symbol\n2024-01-02,AAPL\n2024-01-03,"MSFT\n2024-01-04,KO\n');
    const read = await records(csvRecordBatches(Readable.from([bytes]), { delimiter: ',', fromLine: 2 }));
    expect(comparable(read)).toEqual(comparable(await records(parsedRecordBatches(Readable.from([bytes]), { delimiter: ',', fromLine: 2 }))));
    expect(read).toEqual([{ line: 2, fields: ['2024-01-02', 'AAPL'] }, { line: 4, error: 'a quoted field is not closed before the end of the file' }]);
  });
});
