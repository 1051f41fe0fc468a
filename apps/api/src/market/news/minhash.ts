import { fnv1a } from './text.js';

/** Permutations per signature: the Jaccard estimate's standard error is about 1/√64 ≈ 0.125 at worst, far less near 0 and 1. */
const PERMUTATIONS = 64;
const SHINGLE_WORDS = 3;

// Fixed odd multipliers and offsets, so signatures are the same on every run (determinism of threading).
const A = Array.from({ length: PERMUTATIONS }, (_, i) => (fnv1a(`a${i}`) | 1) >>> 0);
const B = Array.from({ length: PERMUTATIONS }, (_, i) => fnv1a(`b${i}`));

/**
 * MinHash signature of an article's word 3-shingles (over the raw lower-case word sequence, stop
 * words kept: copies and light rewrites share long runs of them).
 */
export function minhashSignature(text: string): Uint32Array {
  const tokens = text.toLowerCase().split(/[^a-z0-9%.]+/).filter(Boolean);
  const signature = new Uint32Array(PERMUTATIONS).fill(0xffffffff);
  const count = Math.max(1, tokens.length - SHINGLE_WORDS + 1);
  for (let i = 0; i < count; i++) {
    const shingle = fnv1a(tokens.slice(i, i + SHINGLE_WORDS).join(' '));
    for (let p = 0; p < PERMUTATIONS; p++) {
      const value = (Math.imul(A[p]!, shingle) + B[p]!) >>> 0;
      if (value < signature[p]!) signature[p] = value;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity of the two shingle sets. */
export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < PERMUTATIONS; i++) if (a[i] === b[i]) same++;
  return same / PERMUTATIONS;
}
