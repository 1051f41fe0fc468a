const TWO_32 = 0x1_0000_0000;
const ENCODER = new TextEncoder();

/**
 * 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. Synchronous and dependency-free, so
 * it runs the same on Node, Deno, Bun and edge runtimes (Web Crypto's digest would make every
 * parser async; node:crypto is not everywhere). It names trades, it does not protect secrets.
 * Computed on two 32-bit halves (the prime is 2^40 + 0x1b3), not with BigInt: a 50 MB export
 * hashes every row.
 */
export function fnv1a64(text: string): string {
  const [hi, lo] = fnv1a64Halves(text);
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The hash's state after `text` (its two 32-bit halves), to key maps by and to continue. */
export function fnv1a64State(text: string): [number, number] {
  return fnv1a64Halves(text);
}

/** `fnv1a64(a + b)` from `fnv1a64State(a)` and `b`. */
export function fnv1a64Continue(state: [number, number], more: string): string {
  const [hi, lo] = fnv1a64Halves(more, state[0], state[1]);
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** 53 bits of a state, as a number: a map key. */
export function stateKey([hi, lo]: [number, number]): number {
  return hi * 0x20_0000 + (lo >>> 11);
}

function fnv1a64Halves(text: string, startHi = 0xcbf29ce4, startLo = 0x84222325): [number, number] {
  let hi = startHi;
  let lo = startLo;
  for (const byte of ENCODER.encode(text)) {
    lo = (lo ^ byte) >>> 0;
    // hash × (2^40 + 0x1b3) mod 2^64: lo × 0x1b3 carries into hi; hash << 40 is lo << 8 added to hi.
    const low = lo * 0x1b3;
    const carry = Math.floor(low / TWO_32);
    const shifted = (lo << 8) >>> 0;
    hi = (hi * 0x1b3 + carry + shifted) % TWO_32;
    lo = low % TWO_32;
  }
  return [hi, lo];
}
