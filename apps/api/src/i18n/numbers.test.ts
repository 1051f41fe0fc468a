import { describe, expect, it } from 'vitest';
import { formatterFor } from './format.js';
import { numbersIn } from './numbers.js';

describe('reading the numbers of a text in its locale', () => {
  it('reads each language’s separators and percentages', () => {
    expect(numbersIn('Worth $12,345.6, up 12.3% over 3 months', 'en')).toEqual(['12345.6', '12.3%', '3']);
    expect(numbersIn('Wert 1.234,56 €, plus 12,3 % über 3 Monate', 'de')).toEqual(['1234.56', '12.3%', '3']);
    expect(numbersIn('Valeur 1\u202f234,56\u00a0€, soit 12,3\u00a0% sur 3 mois', 'fr')).toEqual(['1234.56', '12.3%', '3']);
    expect(numbersIn('Valor 12.345,6 €, un 12,3 % y 1234,5', 'es')).toEqual(['12345.6', '12.3%', '1234.5']);
  });

  it('reads what Intl writes for every locale back to the same figure', () => {
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      const f = formatterFor(locale);
      expect(numbersIn(f.price(1234.56, 'EUR'), locale), locale).toEqual(['1234.56']);
      expect(numbersIn(f.money(1234567.8, 'USD'), locale), locale).toEqual(['1234568']);
      expect(numbersIn(f.signedPct(-0.1234), locale), locale).toEqual(['12.3%']);
      expect(numbersIn(f.number(0.5, 2), locale), locale).toEqual(['0.5']);
    }
  });

  it('splits dates into their parts, and does not take a list for one number', () => {
    expect(numbersIn('am 13.11.2026', 'de')).toEqual(['13', '11', '2026']);
    expect(numbersIn('Nov 13, 2026', 'en')).toEqual(['13', '2026']);
    expect(numbersIn('1,2 and 3', 'en')).toEqual(['1', '2', '3']);
  });
});
