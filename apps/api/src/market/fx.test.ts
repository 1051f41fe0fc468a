import { describe, expect, it } from 'vitest';
import { convertThroughPairs } from './fx.js';

describe('convertThroughPairs', () => {
  const pairs = [
    { base: 'EUR', quote: 'USD', rate: 1.2 },
    { base: 'GBP', quote: 'USD', rate: 1.5 },
    { base: 'USD', quote: 'JPY', rate: 150 },
  ];

  it('uses a direct pair, its inverse, or the shortest chain', () => {
    expect(convertThroughPairs(pairs, 'EUR', 'USD')).toBe(1.2);
    expect(convertThroughPairs(pairs, 'USD', 'GBP')).toBeCloseTo(1 / 1.5, 12);
    expect(convertThroughPairs(pairs, 'EUR', 'GBP')).toBeCloseTo(0.8, 12);
    expect(convertThroughPairs(pairs, 'GBP', 'JPY')).toBeCloseTo(225, 9);
    expect(convertThroughPairs(pairs, 'CHF', 'USD')).toBeUndefined();
    expect(convertThroughPairs([], 'CHF', 'CHF')).toBe(1);
  });

  it('prefers a stored direct pair over a cross', () => {
    expect(convertThroughPairs([...pairs, { base: 'EUR', quote: 'GBP', rate: 0.85 }], 'EUR', 'GBP')).toBe(0.85);
  });
});
