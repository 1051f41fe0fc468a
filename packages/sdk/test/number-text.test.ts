import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText } from '../src/imports/number-text.js';

// numberText feeds the external ids of a large export's trades: any number it writes other than
// String(value) would change an id. The expected side is Number#toString itself.

describe('numberText', () => {
  it('writes any double as String does', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(numberText(value)).toBe(String(value));
      }),
      { numRuns: 10_000 },
    );
  });

  it('writes the numbers brokers write (up to 17 digits, up to 10 decimals) as String does', () => {
    const decimal = fc.record({
      negative: fc.boolean(),
      digits: fc.bigInt({ min: 0n, max: 99_999_999_999_999_999n }),
      decimals: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(decimal, ({ negative, digits, decimals }) => {
        const text = digits.toString().padStart(decimals + 1, '0');
        const value = Number(`${negative ? '-' : ''}${text.slice(0, text.length - decimals)}.${text.slice(text.length - decimals)}0`);
        expect(numberText(value)).toBe(String(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('writes prices, fractions of a share and their edges as String does', () => {
    for (const value of [0.1, 0.25, 50.1, 123.45, 449.99, 0.000001, 0.0000015, 1e-7, 0.1 + 0.2, 1e15 - 0.5, 999_999_999_999.99, 12.345678, 1 / 3, -0.5, -0, 2 ** 53, 1e21]) {
      expect(numberText(value)).toBe(String(value));
    }
  });
});
