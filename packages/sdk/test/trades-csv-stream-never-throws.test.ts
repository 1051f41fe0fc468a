import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches } from '@clarity/file-readers/stream';
import { parseTradesCsvStream, type ParseTradesCsvOptions } from '@clarity/sdk';

// The streamed broker CSV parse (what `import trades --dry-run` reads CSV exports with) beside the
// whole-text parsers of import-never-throws.test.ts: any bytes give a summary, never a rejection.

const pieces = fc.constantFrom(
  'Date,Time,Symbol,Type,Quantity,Price,Amount,Fees,Currency\n', 'Date,Symbol,Side,Quantity,Price,Currency\n', 'Datum;Produkt;ISIN;Anzahl;Kurs\n',
  '2021-11-17,', '17/11/2021,', '11/17/2021,', '10:15:00,', 'AAPL,', 'buy,', 'sell,', 'dividend,', '1,', '1.234,56', '150.25,', '-3,', '1e999,', 'USD', 'EUR',
  ',', ';', '\t', '\n', '\r\n', '"', '""', '\uFEFF', 'ü',
);
const text = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => new TextDecoder().decode(bytes)),
  fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 120 }).map((parts) => parts.join('')),
);
const options = fc.constantFrom<ParseTradesCsvOptions>({}, { dateOrder: 'dmy', decimalMark: ',', timeZone: 'Europe/Berlin' }, { currency: 'EUR' });

describe('parseTradesCsvStream: any input gives a summary, never a rejection (fast-check)', () => {
  it('arbitrary bytes and export pieces, read through csv-parse a chunk at a time', async () => {
    await fc.assert(
      fc.asyncProperty(text, options, async (content, chosen) => {
        let handed = 0;
        const summary = await parseTradesCsvStream(
          content.slice(0, 256 * 1024),
          (from) => csvRecordBatches(Readable.from([Buffer.from(content)]), from),
          chosen,
          (batch) => {
            handed += batch.length;
          },
          () => {
            handed = 0;
          },
        );
        expect(summary.activities).toBe(handed);
        expect(summary.skippedCount).toBeGreaterThanOrEqual(summary.skipped.length);
        for (const row of summary.skipped) expect(Number.isInteger(row.line) && row.line >= 0 && row.reason.length > 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
