import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDecimal } from '../src/imports/decimals.js';

// readDecimal reads plain numbers (12, -3.5, 3,5) by their digits, not through Number(): the value
// must be Number()'s to the last bit (it goes into amounts and into the external ids' hash).

describe('readDecimal on plain numbers', () => {
  it('reads them as Number() does, either mark, up to 15 digits a side, -0 included', () => {
    const digits = (max: number) => fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength: 1, maxLength: max });
    const plain = fc.record({ negative: fc.boolean(), whole: digits(15), fraction: fc.option(digits(15)), mark: fc.constantFrom('.' as const, ',' as const) });
    fc.assert(
      fc.property(plain, ({ negative, whole, fraction, mark }) => {
        const sign = negative ? '-' : '';
        const written = `${sign}${whole}${fraction === null ? '' : `${mark}${fraction}`}`;
        expect(Object.is(readDecimal(written, mark), Number(`${sign}${whole}${fraction === null ? '' : `.${fraction}`}`))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('leaves what is not plain to the general reading', () => {
    expect(readDecimal('12.', '.')).toBe(12);
    expect(readDecimal('1,234.50', '.')).toBe(1234.5);
    expect(readDecimal('1.234,50', ',')).toBe(1234.5);
    expect(readDecimal('(12.50)', '.')).toBe(-12.5);
    expect(readDecimal('12.50-', '.')).toBe(-12.5);
    expect(readDecimal('+3', '.')).toBe(3);
    expect(readDecimal('-', '.')).toBeUndefined();
    expect(readDecimal('1.2.3', '.')).toBeUndefined();
    expect(readDecimal('1234567890123456.5', '.')).toBe(1234567890123456.5);
  });
});
