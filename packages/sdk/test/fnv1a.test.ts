import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fnv1a64 } from '../src/imports/fnv1a.js';

// The external ids of imported activities are FNV-1a 64 hashes: the hasher, fed a piece at a time,
// must be the textbook hash of the pieces' UTF-8 bytes (here on BigInt, byte by byte).
function reference(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16).padStart(16, '0');
}

describe('Fnv1a64', () => {
  it('hashes pieces as the textbook FNV-1a 64 of their UTF-8 bytes, ASCII or not', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 6 }), (pieces) => {
        const hash = new Fnv1a64();
        for (const piece of pieces) hash.add(piece);
        expect(hash.hex()).toBe(reference(pieces.join('')));
        expect(hash.reset().add(pieces.join('')).hex()).toBe(reference(pieces.join('')));
      }),
      { numRuns: 2000 },
    );
    expect(new Fnv1a64().hex()).toBe('cbf29ce484222325');
    expect(new Fnv1a64().add('a').hex()).toBe('af63dc4c8601ec8c');
  });
});

describe('Fnv1a64.addJson', () => {
  it("hashes a flat record as the textbook hash of its JSON.stringify text, or feeds nothing", () => {
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.double(), fc.integer(), fc.constant(undefined), fc.constant(null), fc.constant(-0));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 7 }), (record) => {
        const hash = new Fnv1a64();
        if (hash.addJson(record)) expect(hash.hex()).toBe(reference(JSON.stringify(record)));
        else expect(hash.hex()).toBe(new Fnv1a64().hex());
      }),
      { numRuns: 5000 },
    );
  });

  it('hashes the activities of a row as their JSON', () => {
    for (const activity of [
      { type: 'dividend', ticker: 'BRK.B', amount: 12.34, currency: 'USD', executedAt: '2016-03-14T13:00:00.000Z', withholdingTax: 1.85 },
      { type: 'fee', amount: 0.25, currency: 'EUR', executedAt: '2016-03-14T13:00:00.000Z', ticker: 'SAP' },
      { type: 'deposit', amount: 1e21, currency: 'USD', executedAt: '2016-03-14T13:00:00.000Z' },
      {},
    ]) {
      const hash = new Fnv1a64();
      expect(hash.addJson(activity)).toBe(true);
      expect(hash.hex()).toBe(reference(JSON.stringify(activity)));
    }
    expect(new Fnv1a64().addJson({ type: 'split', ratio: { from: 1, to: 10 } })).toBe(false);
  });
});

describe('Fnv1a64.addNumber', () => {
  it("hashes a number as the textbook hash of numberText's text (String's) without building it", () => {
    // Any double, and the decimals brokers write (a few digits over a power of ten), either sign.
    const written = fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9 })).map(([digits, decimals]) => digits / 10 ** decimals);
    fc.assert(
      fc.property(fc.oneof(fc.double(), written, fc.integer(), fc.constant(-0), fc.constant(1e15 - 0.5), fc.constant(123456789012345.6)), (value) => {
        expect(new Fnv1a64().add('[').addNumber(value).add(']').hex()).toBe(reference(`[${String(value)}]`));
      }),
      { numRuns: 20000 },
    );
  });
});
