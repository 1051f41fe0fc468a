import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUntrustedXml } from '@clarity/file-readers';
import { parseEcbFile } from './ecb.js';
import { parseOhlcvFile } from './ohlcv.js';
import type { ImportProblem } from './problems.js';

// Any bytes into the market file parsers give rows and problems, never an exception, and every
// problem names a line (0: the file). Text is also built from the pieces real files are made of,
// so that the property reaches past the header.

const TODAY = '2026-03-02';

function checkProblems(problems: ImportProblem[]): void {
  for (const problem of problems) {
    expect(Number.isInteger(problem.line) && problem.line >= 0).toBe(true);
    expect(problem.message.length).toBeGreaterThan(0);
  }
}

const ohlcvPieces = fc.constantFrom(
  'Date,Open,High,Low,Close,Adj Close,Volume\n', 'Date,Open,High,Low,Close,Volume\n', '<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>\n',
  'AAPL.US,D,20260226,000000,', '2026-02-27,', '2026-02-31,', '20260227', 'null,', '10,', '9.5,', '-1,', '1e400,', ',', '\n', '\r\n', '"', '\uFEFF', 'W,',
);
const ecbPieces = fc.constantFrom(
  'Date,USD,JPY,', '\n', '2026-02-27,', '1.0812,', 'N/A,', '27 February 2026,', '<gesmes:Envelope>', '<Cube>', "<Cube time='2026-02-27'>", "<Cube currency='USD' rate='1.08'/>",
  '</Cube>', '</gesmes:Envelope>', '<!DOCTYPE x [<!ENTITY a "b">]>', '&a;', 'PK\u0003\u0004', ',', '"',
);

describe('market file parsers: any input gives rows and problems, never an exception (fast-check)', () => {
  it('parseOhlcvFile: arbitrary bytes and OHLCV pieces', () => {
    const text = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => new TextDecoder().decode(bytes)),
      fc.array(fc.oneof(ohlcvPieces, fc.string({ maxLength: 6 })), { maxLength: 80 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, fc.option(fc.constant('AAA'), { nil: undefined }), (content, ticker) => {
        const problems: ImportProblem[] = [];
        const parsed = parseOhlcvFile('f.csv', content, ticker, TODAY, problems);
        checkProblems(problems);
        for (const price of parsed.prices) expect(price.value.close).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('parseEcbFile: arbitrary bytes (zip magic included) and ECB pieces', () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.uint8Array({ maxLength: 500 }).map((tail) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail])),
      fc.array(fc.oneof(ecbPieces, fc.string({ maxLength: 6 })), { maxLength: 80 }).map((parts) => new TextEncoder().encode(parts.join(''))),
    );
    fc.assert(
      fc.property(bytes, (content) => {
        const problems: ImportProblem[] = [];
        const rates = parseEcbFile('f', content, TODAY, problems);
        checkProblems(problems);
        for (const rate of rates) expect(rate.value.rate).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('hostile market files', () => {
  it('a 10 MB line is one problem on line 2, not a hang or a crash', () => {
    const problems: ImportProblem[] = [];
    const started = performance.now();
    const parsed = parseOhlcvFile('AAA.csv', `Date,Open,High,Low,Close,Volume\n2026-02-27,${'9'.repeat(10 * 1024 * 1024)},1,1,1,1\n`, 'AAA', TODAY, problems);
    expect(parsed.prices).toEqual([]);
    expect(problems.map((p) => p.line)).toEqual([2]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('the untrusted-XML reader refuses a DTD (billion laughs) before expanding anything', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    const result = parseUntrustedXml(laughs, []);
    expect(result.ok).toBe(false);
    const problems: ImportProblem[] = [];
    expect(parseEcbFile('laughs.xml', new TextEncoder().encode(laughs), TODAY, problems)).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});
