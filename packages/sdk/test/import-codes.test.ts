import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrokerFile, parseTradesCsv } from '@clarity/sdk';

// Each skip reason and warning carries a stable code beside its English text (the default message), so a
// client can show its own words. The codes are a contract: this test pins each to the sentence it names.

const HEADER = 'Date,Symbol,Side,Quantity,Price,Currency';
const codesOf = (csv: string) => parseTradesCsv(csv).skipped.map((row) => [row.line, row.code]);

describe('skip codes', () => {
  it('names the field and the problem of a row', () => {
    const csv = [
      HEADER,
      '2026-01-05,AAPL,buy,1,100,USD',
      '2026-02-30,AAPL,buy,1,100,USD',
      ',AAPL,buy,1,100,USD',
      '2026-01-06,AAPL,buy,x,100,USD',
      '2026-01-06,AAPL,buy,1,,USD',
      '2026-01-06,AAPL,buy,0,100,USD',
      '2026-01-06,,buy,1,100,USD',
      '2026-01-06,A B,buy,1,100,USD',
      '2026-01-06,AAPL,buy,1,100,',
      '2026-01-06,AAPL,buy,1,100,DOLLARS',
      '2026-01-06,AAPL,hold,1,100,USD',
      '2026-01-06,AAPL,buy,1,-5,USD',
    ].join('\n');
    expect(codesOf(csv)).toEqual([
      [3, 'date.invalid'],
      [4, 'date.missing'],
      [5, 'quantity.invalid'],
      [6, 'price.missing'],
      [7, 'quantity.zero'],
      [8, 'symbol.missing'],
      [9, 'symbol.invalid'],
      [10, 'currency.missing'],
      [11, 'currency.invalid'],
      [12, 'type.unknown'],
      [13, 'price.negative'],
    ]);
  });

  it('names why a file is refused as a whole', () => {
    expect(codesOf('nothing,to,see\n1,2,3\n')).toEqual([[0, 'file.no_header']]);
    expect(codesOf(`${HEADER}\n05/11/2021,AAPL,BUY,1,150,USD\n`)).toEqual([[0, 'file.date_order_ambiguous']]);
    expect(parseBrokerFile('<FlexQueryResponse>\n<FlexStatements>\n</FlexQueryResponse>').skipped.map((row) => row.code)).toEqual(['file.xml_invalid']);
    expect(parseTradesCsv('x', { format: 'nope' }).skipped.map((row) => row.code)).toEqual(['file.format_unknown']);
  });
});

describe('warning codes', () => {
  it('gives each warning its code and its English text, in order', () => {
    const result = parseTradesCsv('Date;Symbol;Side;Quantity;Price;Currency\n17/11/2021 10:00;SAP;BUY;1;120,50;EUR\n');
    expect(result.notices).toEqual([
      { code: 'dates.order_read_from_file', message: 'dates read day first, as line 2 (17/11/2021 10:00) shows' },
      { code: 'numbers.decimal_comma', message: 'numbers read with a decimal comma, as line 2 (120,50) shows' },
      { code: 'times.zone_assumed', message: "times without an offset were read in UTC; pass { timeZone } with the broker's zone if that is not it" },
    ]);
    expect(result.notices!.map((notice) => notice.message)).toEqual(result.warnings);
  });

  it("sets each format's codes where its warning is made: its notes, its zone, a file of both marks", () => {
    const result = parseBrokerFile(readFileSync(join(import.meta.dirname, 'fixtures', 'real', 'e2g-traderepublic-nl.csv'), 'utf8'));
    expect(result.notices!.map((notice) => notice.code)).toEqual(['format.isin_as_symbol', 'format.note', 'times.zone_of_format', 'numbers.decimal_marks_mixed']);
    expect(result.notices!.map((notice) => notice.message)).toEqual(result.warnings);
  });
});
