import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseUntrustedXml } from '@clarity/file-readers';
import { parseEcbFile } from './ecb.js';
import { parseFedH10File } from './fed-h10.js';
import { FILES } from './format.js';
import { readAliases } from './news/inputs.js';
import { readArticles } from './news/read-articles.js';
import { parseOhlcvFile } from './ohlcv.js';
import { parseMarketDirectory } from './parse.js';
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
const fedPieces = fc.constantFrom(
  'observation_date,DEXUSEU\n', 'DATE,DEXJPUS,DEXUSUK\n', 'observation_date,DGS10\n', '"Series Description","UNITED KINGDOM -- SPOT, US$/POUND"\n', '"Unit:","Currency:_Per_GBP"\n',
  '"Unit:","Index:_1997_Jan_100"\n', '"Multiplier:","1"\n', '"Multiplier:","100"\n', '"Currency:","USD"\n', '"Time Period","RXI$US_N.B.UK"\n', '2026-02-27,', '2026-02,', '1.0812', 'ND', '.', ',', '"', '\n', '\r\n', '\uFEFF',
);

// The market directory's files and the news inputs: a header or a feed's skeleton, then anything.
const directoryPieces = fc.constantFrom(
  'ticker,name,asset_class,sector,region,currency\n', 'ticker,date,close\n', 'base,quote,date,rate\n', 'ticker,ex_date,type,ratio_from,ratio_to,amount,currency\n',
  'AAA,', 'Alpha,', 'equity,', 'technology,', 'north_america,', 'USD,', 'EUR,', '2026-02-27,', '2026-02-31,', '10.5', 'split,', '2,', '1,', '-1,',
  '{"id":"s1","title":"T","publisher":"P","url":"https://example.com/a","publishedAt":"2026-02-27T10:00:00Z"}', '{"id":', '"developments":[', ']}', '{}', 'null', '[]',
  ',', '"', '\n', '\r\n', '\uFEFF',
);
const newsPieces = fc.constantFrom(
  '<?xml version="1.0"?>', '<rss version="2.0"><channel><title>W</title>', '<item>', '</item>', '<title>Fed cuts</title>', '<link>https://example.com/a</link>',
  '<guid>a/1</guid>', '<guid isPermaLink="false">x</guid>', '<pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate>', '<pubDate>yesterday</pubDate>', '<description>&lt;p&gt;x</description>',
  '</channel></rss>', '<feed xmlns="http://www.w3.org/2005/Atom"><title>H</title>', '<entry>', '</entry>', '<id>tag:h,2026:1</id>', '<link href="https://example.com/b"/>',
  '<published>2026-10-29T12:15:00+01:00</published>', '</feed>', '<![CDATA[', ']]>', '<!DOCTYPE x [<!ENTITY a "b">]>', '&a;', '&amp;',
  '{"version":"https://jsonfeed.org/version/1.1","title":"L","items":[', '{"id":"j1","url":"https://example.com/j","title":"G","date_published":"2026-10-07T06:00:00Z"}', ']}',
  '{"url":"https://example.com/a","title":"T","publisher":"P","publishedAt":"2026-09-16T18:05:00Z"}', '{"tickers":["AAA"]}', ',', '"', '\n', '{', '}', '[', ']',
);
const anyText = (pieces: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => new TextDecoder().decode(bytes)),
    fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 80 }).map((parts) => parts.join('')),
  );

const scratch = mkdtempSync(join(tmpdir(), 'clarity-never-throw-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let scratchRun = 0;

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

  it('parseFedH10File: arbitrary text and the pieces of FRED series and the Fed download', () => {
    fc.assert(
      fc.property(anyText(fedPieces), (content) => {
        const problems: ImportProblem[] = [];
        const { rates } = parseFedH10File('f.csv', content, TODAY, problems);
        checkProblems(problems);
        for (const rate of rates) expect(rate.value.rate).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('parseMarketDirectory: arbitrary text in every file of an import directory', () => {
    const files = Object.values(FILES);
    fc.assert(
      fc.property(fc.array(fc.option(anyText(directoryPieces), { nil: undefined }), { minLength: files.length, maxLength: files.length }), (contents) => {
        const dir = join(scratch, `dir-${scratchRun++}`);
        mkdirSync(dir);
        contents.forEach((content, i) => content !== undefined && writeFileSync(join(dir, files[i]!), content));
        const problems: ImportProblem[] = [];
        const parsed = parseMarketDirectory(dir, problems);
        checkProblems(problems);
        expect(parsed.files.length).toBe(contents.filter((c) => c !== undefined).length);
      }),
      { numRuns: 150 },
    );
  });

  it('readArticles: arbitrary bytes, feed pieces (RSS, Atom, JSON Feed) and JSON Lines', () => {
    fc.assert(
      fc.property(anyText(newsPieces), (content) => {
        const problems: ImportProblem[] = [];
        const articles = readArticles('feed', content, problems);
        checkProblems(problems);
        for (const article of articles) expect(article.sourceId.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('readAliases: arbitrary text', () => {
    fc.assert(
      fc.property(anyText(fc.constantFrom('ticker,alias\n', 'AAA,', 'Alpha', 'a', ',', '"', '\n')), (content) => {
        const file = join(scratch, `aliases-${scratchRun++}.csv`);
        writeFileSync(file, content);
        const problems: ImportProblem[] = [];
        const aliases = readAliases(file, problems);
        checkProblems(problems);
        for (const alias of aliases) expect(alias.alias.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 150 },
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

  it("a 10 MB line in the ECB's CSV is one problem naming its line", () => {
    const problems: ImportProblem[] = [];
    const csv = `Date,USD,JPY,\n2026-02-27,1.0812,162.35,\n2026-02-26,${'1'.repeat(10 * 1024 * 1024)},161.9,\n`;
    const rates = parseEcbFile('eurofxref-hist.csv', new TextEncoder().encode(csv), TODAY, problems);
    expect(problems.map((p) => [p.file, p.line])).toEqual([['eurofxref-hist.csv', 3]]);
    expect(problems[0]!.message).toBe('rate: is too large to be a number');
    // The rates around it are read; the problem refuses the file at import.
    expect(rates.map((r) => `${r.value.quote} ${r.value.date}`)).toEqual(['USD 2026-02-27', 'JPY 2026-02-27', 'JPY 2026-02-26']);
  });

  it('a 10 MB line in an import directory file is one problem naming file and line', () => {
    const dir = join(scratch, 'long-line');
    mkdirSync(dir);
    writeFileSync(join(dir, FILES.prices), `ticker,date,close\nAAA,2026-02-27,10\nAAA,2026-02-26,${'9'.repeat(10 * 1024 * 1024)}\n`);
    writeFileSync(join(dir, FILES.sources), `{"id":"${'x'.repeat(10 * 1024 * 1024)}"}\n`);
    const problems: ImportProblem[] = [];
    parseMarketDirectory(dir, problems);
    expect(problems.map((p) => [p.file, p.line])).toEqual(expect.arrayContaining([[FILES.prices, 3], [FILES.sources, 1]]));
    for (const problem of problems) expect(problem.message.length).toBeLessThan(300);
  });

  it('a directory where a file should be is a problem naming it, not an exception', () => {
    const dir = join(scratch, 'directory-as-file');
    mkdirSync(join(dir, FILES.prices), { recursive: true });
    mkdirSync(join(dir, 'aliases.csv'));
    const problems: ImportProblem[] = [];
    parseMarketDirectory(dir, problems);
    readAliases(join(dir, 'aliases.csv'), problems);
    expect(problems).toEqual([
      { file: FILES.prices, line: 0, message: 'is a directory, not a file' },
      { file: join(dir, 'aliases.csv'), line: 0, message: 'is a directory, not a file' },
    ]);
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
