import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from './csv.js';
import { detectDelimiter, splitCsvRecord } from './csv-record.js';

describe('parseCsv', () => {
  it('reads quoted fields, any column order, CRLF and blank lines, keeping line numbers', () => {
    const text = 'name,ticker\r\n"Alpha, ""the"" Inc.",AAA\r\n\r\n Beta ,BBB\r\n';
    expect(parseCsv(text, ['ticker', 'name'])).toEqual({
      rows: [
        { line: 2, values: { name: 'Alpha, "the" Inc.', ticker: 'AAA' } },
        { line: 4, values: { name: 'Beta', ticker: 'BBB' } },
      ],
      problems: [],
    });
  });

  it('reports broken quoting and field counts by line', () => {
    const text = 'a,b\n"x,1\nx"y,2\n"x"y,3\n1,2,3\n';
    expect(parseCsv(text, ['a', 'b']).problems).toEqual([
      { line: 2, message: 'unterminated quote in field 1 (a field may not span lines)' },
      { line: 3, message: 'unexpected quote in field 1' },
      { line: 4, message: 'text after the closing quote in field 1' },
      { line: 5, message: 'expected 2 fields, found 3' },
    ]);
    expect(parseCsv('\n\n', ['a']).problems).toEqual([{ line: 1, message: 'empty file; expected the header a' }]);
  });

  it('quotes only what needs it, and round-trips', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12.5)).toBe('12.5');
    const awkward = 'Say "hi", then go';
    expect(csvField(awkward)).toBe('"Say ""hi"", then go"');
    expect(parseCsv(`a\n${csvField(awkward)}\n`, ['a']).rows[0]?.values.a).toBe(awkward);
  });
});

describe('splitCsvRecord and detectDelimiter', () => {
  it('splits on the delimiter the header uses: comma, semicolon (European exports) or tab', () => {
    expect(detectDelimiter('Datum;Produkt;"Kurs, EUR";Anzahl')).toBe(';');
    expect(detectDelimiter('Date\tSymbol\tQty')).toBe('\t');
    expect(detectDelimiter('Date,Symbol;odd')).toBe(',');
    expect(splitCsvRecord('17-11-2021;"ASML, NV";"1.234,56";', ';')).toEqual(['17-11-2021', 'ASML, NV', '1.234,56', '']);
    expect(splitCsvRecord('a\t "b" \tc', '\t')).toEqual(['a', 'b', 'c']);
  });
});
