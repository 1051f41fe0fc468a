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
