import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBrokerFile, parseIbkrFlex, parseTradesCsv, type ImportResult } from '@clarity/sdk';

// Any input into any broker-file parser gives a result, never an exception: arbitrary bytes, and
// text built from the pieces real exports are made of, so the property reaches past the header.

const parsers: [string, (text: string) => ImportResult][] = [
  ['parseTradesCsv', (text) => parseTradesCsv(text)],
  ['parseTradesCsv (options)', (text) => parseTradesCsv(text, { dateOrder: 'dmy', decimalMark: ',', timeZone: 'Europe/Berlin' })],
  ['parseIbkrFlex', (text) => parseIbkrFlex(text)],
  ['parseBrokerFile', (text) => parseBrokerFile(text)],
  // Every CSV format of the registry, forced, so that its own adapt runs on whatever the rows hold.
  ...['degiro-transactions', 'degiro-account', 'trading212', 'revolut', 'freetrade', 'schwab', 'fidelity', 'vanguard', 'ibkr-flex-csv', 'etoro', 'xtb', 'saxo', 'portfolio-performance', 'trade-republic', 'wealthfolio'].map(
    (format): [string, (text: string) => ImportResult] => [`parseTradesCsv (format ${format})`, (text) => parseTradesCsv(text, { format, currency: 'EUR' })],
  ),
  // The layouts sniffed before the CSV formats: a Ghostfolio JSON export and an IBKR activity statement.
  ['parseBrokerFile (Ghostfolio JSON)', (text) => parseBrokerFile(`{"activities":[${text}`)],
  ['parseBrokerFile (IBKR activity statement)', (text) => parseBrokerFile(`Statement,Header,Field Name,Field Value\n${text}`)],
];

const csvPieces = fc.constantFrom(
  'Date,Time,Product,ISIN,Quantity,Price,,Transaction and/or third,', 'Action,Time,ISIN,Ticker,No. of shares,Price / share,', 'Date', 'Symbol', 'Side', 'Type', 'Quantity', 'Price', 'Fees', 'Currency', 'Amount', 'Buy / Sell', ',', ';', '\t', '\n', '\r\n', '"', '""',
  '17/11/2021', '11/17/2021', '2021-11-17', '17.11.2021', '20211117;101500', '10:15', 'BUY', 'SELL', 'Dividend', 'Deposit', 'ORDER',
  '1.234,56', '1,234.56', '(0.50)', '-3', '0', '1e999', 'NaN', 'USD', 'EUR', 'AAPL', '\uFEFF', '€', 'ü', '  ',
);
const jsonPieces = fc.constantFrom(
  '{', '}', '[', ']', ',', ':', '"type"', '"BUY"', '"SELL"', '"DIVIDEND"', '"FEE"', '"ITEM"', '"date"', '"2026-01-05T15:00:00.000Z"', '"symbol"', '"AAPL"', '"quantity"',
  '"unitPrice"', '"fee"', '"currency"', '"USD"', '1', '-1', '1e400', 'null', 'true', '"\\u0000"', '"__proto__"', '\n',
);
const statementPieces = fc.constantFrom(
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,Comm/Fee\n', 'Trades,Data,Order,Stocks,USD,AAPL,"2026-01-05, 09:31:05",10,180.5,-1\n',
  'Dividends,Header,Currency,Date,Description,Amount\n', 'Dividends,Data,', 'Withholding Tax,Data,', 'Fees,Header,Subtitle,Currency,Date,Description,Amount\n', 'Interest,Data,', 'Total', 'AAPL(US0378331005) Cash Dividend',
  ',', '"', '\n', '-0.36', 'Forex', 'Corporate Actions,Data,',
);
const xmlPieces = fc.constantFrom(
  '<FlexQueryResponse>', '</FlexQueryResponse>', '<FlexStatements>', '</FlexStatements>', '<FlexStatement>', '</FlexStatement>', '<Trades>', '</Trades>',
  '<Trade ', '/>', '>', '</Trade>', 'symbol="AAPL" ', 'dateTime="17/11/2021;101500" ', 'quantity="-1" ', 'tradePrice="1,5" ', 'buySell="SELL (Ca.)" ',
  'currency="USD" ', 'assetCategory="OPT" ', 'levelOfDetail="ORDER" ', 'ibCommission="x" ', '<!DOCTYPE x>', '&amp;', '&lol;', '<![CDATA[', ']]>', '\n', '"',
);

function checkResult(result: ImportResult): void {
  expect(Array.isArray(result.activities)).toBe(true);
  expect(Array.isArray(result.warnings)).toBe(true);
  for (const row of result.skipped) {
    expect(Number.isInteger(row.line) && row.line >= 0).toBe(true);
    expect(typeof row.reason).toBe('string');
  }
  for (const activity of result.activities) expect(Number.isNaN(Date.parse(activity.executedAt))).toBe(false);
}

describe('any input gives a result, never an exception (fast-check)', () => {
  for (const [name, parse] of parsers) {
    it(`${name}: arbitrary bytes`, () => {
      fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => checkResult(parse(new TextDecoder().decode(bytes)))), { numRuns: 300 });
    });
    it(`${name}: text made of export pieces`, () => {
      const pieces = name.startsWith('parseIbkrFlex') ? xmlPieces : name.includes('Ghostfolio') ? jsonPieces : name.includes('activity statement') ? statementPieces : csvPieces;
      fc.assert(fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 8 })), { maxLength: 120 }), (parts) => checkResult(parse(parts.join('')))), { numRuns: 400 });
    });
  }

  it('a header followed by arbitrary rows: every row is an activity or a skipped row, none vanishes', () => {
    const row = fc.array(fc.oneof(csvPieces, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 8 }).map((cells) => cells.join('').replace(/[\r\n,"]/g, ''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), (rows) => {
        const lines = rows.filter((line) => line.trim() !== '');
        const csv = ['Date,Symbol,Side,Quantity,Price,Currency', ...lines.map((line) => `2026-01-05,AAPL,BUY,1,${line},USD`)].join('\n');
        const result = parseTradesCsv(csv);
        checkResult(result);
        const refused = result.skipped.some((s) => s.line === 0);
        if (!refused) expect(result.activities.length + result.skipped.length).toBe(lines.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('hostile broker files', () => {
  it('a 10 MB line is one skipped row naming its line; the rows around it are still read', () => {
    const csv = ['Date,Symbol,Side,Quantity,Price,Currency', '2026-01-05,AAPL,BUY,1,100,USD', `2026-01-06,${'A'.repeat(10 * 1024 * 1024)},BUY,1,100,USD`, '2026-01-07,MSFT,BUY,2,400,USD'].join('\n');
    const result = parseBrokerFile(csv);
    expect(result.activities.map((a) => ('ticker' in a ? a.ticker : ''))).toEqual(['AAPL', 'MSFT']);
    expect(result.skipped).toEqual([{ line: 3, code: 'symbol.invalid', reason: `symbol: ${'A'.repeat(57)}… is not an instrument symbol (letters, digits and . - : = / ^, no spaces)` }]);
  });

  it('billion laughs in a Flex statement is refused by line before any entity is expanded', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><FlexQueryResponse>&lol2;</FlexQueryResponse>`;
    const result = parseBrokerFile(laughs);
    expect(result.activities).toEqual([]);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]!.line).toBeGreaterThanOrEqual(1);
  });
});
