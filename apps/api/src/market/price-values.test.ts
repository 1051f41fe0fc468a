import { describe, expect, it } from 'vitest';
import { markedDecimal, plainDecimal, readDates, readDecimalMark, volumeText } from './price-values.js';

const dated = (...texts: string[]) => texts.map((text, index) => ({ line: index + 2, text }));

describe('price file values', () => {
  it('reads numeric dates only in the order the file itself settles', () => {
    expect(readDates(dated('03/18/2025', '03/04/2025'), '2026-03-02').toIso('03/04/2025')).toBe('2025-03-04');
    expect(readDates(dated('18.03.2025', '03.04.2025'), '2026-03-02').toIso('03.04.2025')).toBe('2025-04-03');
    const ambiguous = readDates(dated('03/04/2025', '03/05/2025'), '2026-03-02');
    expect(ambiguous.problem).toEqual({ line: 2, message: 'date: 03/04/2025 could be day first or month first and no date of the file settles it; write the dates YYYY-MM-DD' });
    expect(readDates(dated('18/03/2025', '03/18/2025'), '2026-03-02').problem?.message).toMatch(/both day first \(line 2: 18\/03\/2025\) and month first \(03\/18\/2025\)/);
  });

  it('gives a two-digit year the latest century not after today, and refuses dates whose century turns', () => {
    const reading = readDates(dated('2-Jan-90', '18-Oct-23'), '2026-03-02');
    expect([reading.toIso('2-Jan-90'), reading.toIso('18-Oct-23'), reading.toIso('Jan 02, 2020')]).toEqual(['1990-01-02', '2023-10-18', '2020-01-02']);
    // 1925–1928 written with two digits: 25 reads as 2025, 27 and 28 as 1927 and 1928, so the dates turn.
    expect(readDates(dated('2-Jan-25', '3-Jan-27', '4-Jan-28'), '2026-03-02').problem).toEqual({
      line: 4,
      message: 'dates with two-digit years do not run in one direction, so their century is unsure; write four-digit years',
    });
  });

  it('leaves what it cannot read as written, for the schema to refuse', () => {
    const reading = readDates(dated('27 Février 2026', '2026-02-30'), '2026-03-02');
    expect([reading.toIso('27 Février 2026'), reading.toIso('2026-02-30'), reading.toIso('2014-02-06 00:00:00-05:00')]).toEqual(['27 Février 2026', '2026-02-30', '2014-02-06']);
  });

  it('drops currency signs and exact thousands grouping, never a decimal comma', () => {
    expect([plainDecimal('$212.69'), plainDecimal('41,903.5'), plainDecimal('41903,5'), plainDecimal('1,23.4')]).toEqual(['212.69', '41903.5', '41903,5', '1,23.4']);
    expect([volumeText('73.40K'), volumeText('1.5M'), volumeText('N/A'), volumeText(''), volumeText('12x')]).toEqual(['73400', '1500000', undefined, undefined, '12x']);
  });

  it("settles a comma-separated file's decimal mark by its numbers, and refuses one that does not settle it", () => {
    expect(readDecimalMark(',', dated('5.311,60', '227,84K'))).toEqual({ mark: ',' });
    expect(readDecimalMark(',', dated('1,1723', '1,1730'))).toEqual({ mark: ',' });
    expect(readDecimalMark(',', dated('4,314.60', '1,172'))).toEqual({ mark: '.' });
    expect(readDecimalMark(',', dated('18,51', '4,314.60')).problem).toEqual({ line: 3, message: 'numbers: 4,314.60 and 18,51 (line 2) use different decimal marks; one mark per file' });
    expect(readDecimalMark(',', dated('1,172', '2,345')).problem).toEqual({ line: 2, message: 'numbers: 1,172 could be a thousands separator or a decimal comma and no number of the file settles it' });
    expect([markedDecimal('5.311,60', ','), markedDecimal('1,1723', ','), markedDecimal('1.118', ','), markedDecimal('5.31,60', ',')]).toEqual(['5311.60', '1.1723', '1118', '5.31,60']);
    expect([volumeText('203,55M', ','), volumeText('0,05K', ','), volumeText('-', ','), volumeText('1,5X', ',')]).toEqual(['203550000', '50', undefined, '1,5X']);
  });
});
