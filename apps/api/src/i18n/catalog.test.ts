import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messageKeys, messageSource, t } from './catalog.js';
import { formatterFor } from './format.js';

/** The names of a message's arguments, at any depth (inside plural and select branches too). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the message catalog', () => {
  it('every message is valid ICU MessageFormat and formats with its arguments', () => {
    expect(messageKeys().length).toBeGreaterThan(150);
    for (const key of messageKeys()) {
      const args = argumentsOf(parse(messageSource(key)));
      const filled = Object.fromEntries([...args].map((a) => [a, 2]));
      expect(t(key, filled), key).not.toMatch(/undefined|NaN|\{|\}/);
    }
  });

  it('one number and date format: Intl for money, percentages, rates and dates', () => {
    const f = formatterFor('en');
    expect(f.money(12345.678, 'USD')).toBe('$12,346');
    expect(f.money(98.5, 'GBP')).toBe('£98.50');
    expect(f.signedMoney(-1234.4, 'EUR')).toBe('-€1,234');
    expect(f.pct(0.12345)).toBe('12.3%');
    expect(f.signedPct(0.052)).toBe('+5.2%');
    expect(f.signedPct(-0.00001)).toBe('0.0%');
    expect(f.rate(1.191583)).toBe('1.1916');
    expect(f.date('2026-11-13')).toBe('Nov 13, 2026');
    expect(f.date('2026-11-13T23:59:00Z')).toBe('Nov 13, 2026');
    expect(f.band({ min: 0.35, max: 0.6 })).toBe('35–60%');
  });
});
