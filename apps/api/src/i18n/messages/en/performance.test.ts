import { describe, expect, it } from 'vitest';
import { messageKeys, t } from '../../catalog.js';

describe('performance messages', () => {
  it('every key is namespaced and formats', () => {
    const keys = messageKeys().filter((k) => k.startsWith('performance.'));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(t(key, { count: 1, tickers: 'X', periods: 'p', period: 'y1', date: 'd', currency: 'USD', weight: '1%', ticker: 'X', name: 'n', assumed: 'no', reason: 'none', from: 'deposits' })).not.toBe('');
  });

  it('says one or many in words', () => {
    expect(t('performance.excluded', { tickers: 'NOPE', count: 1 })).toBe('NOPE is left out of these figures: no price or exchange rate is available for it.');
    expect(t('performance.excluded', { tickers: 'A and B', count: 2 })).toBe('A and B are left out of these figures: no price or exchange rate is available for them.');
    expect(t('performance.period.name', { period: 'si' })).toBe('the whole history');
  });
});
