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

/**
 * The hash on four 16-bit limbs (low first): the prime 2^40 + 0x1b3 multiplies each limb by 0x1b3 and
 * adds the two low limbs shifted by 8 into the two high ones; no BigInt, no float division.
 */
function fnv1a64Halves(text: string, startHi = 0xcbf29ce4, startLo = 0x84222325): [number, number] {
  let h0 = startLo & 0xffff;
  let h1 = startLo >>> 16;
  let h2 = startHi & 0xffff;
  let h3 = startHi >>> 16;
  const step = (byte: number) => {
    h0 ^= byte;
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    h1 = t1 & 0xffff;
    h3 = (t3 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
  };
  if (ASCII.test(text)) for (let i = 0; i < text.length; i++) step(text.charCodeAt(i));
  else for (const byte of ENCODER.encode(text)) step(byte);
  return [(h3 * 0x10000 + h2) >>> 0, (h1 * 0x10000 + h0) >>> 0];
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
