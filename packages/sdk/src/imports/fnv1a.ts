import { numberText } from './number-text.js';

const ENCODER = new TextEncoder();
// Exact powers of ten up to 10^15: the digits of a whole number below 10^15 are read off them.
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
// The decimals numberText tries, at most.
const MAX_DECIMALS = 8;
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. Synchronous and dependency-free, so
 * it runs the same on Node, Deno, Bun and edge runtimes (Web Crypto's digest would make every
 * parser async; node:crypto is not everywhere). It names trades, it does not protect secrets.
 * Computed on two 32-bit halves (the prime is 2^40 + 0x1b3), not with BigInt: a 50 MB export
 * hashes every row.
 */
export function fnv1a64(text: string): string {
  return new Fnv1a64().add(text).hex();
}

/**
 * FNV-1a 64 fed a piece at a time: `new Fnv1a64().add(a).add(b)` is the hash of `a + b` without
 * building that string (a 50 MB export hashes every row's fields). Kept on two 32-bit halves: the
 * prime 2^40 + 0x1b3 multiplies each by 0x1b3, carries the low product's top bits into the high
 * half, and adds the low half shifted by 8 into the high one; no BigInt, no floating point.
 */
export class Fnv1a64 {
  hi = 0xcbf29ce4;
  lo = 0x84222325;

  /** Back to the empty text's hash: one hasher serves a whole file. */
  reset(): this {
    this.hi = 0xcbf29ce4;
    this.lo = 0x84222325;
    return this;
  }

  /** Feeds the text's UTF-8 bytes: its characters while they are ASCII, the encoded rest from the first that is not. */
  add(text: string): this {
    // The state is kept in locals while the loop runs, as signed 32-bit integers (the same bits):
    // unsigned ones above 2^31 are doubles to the compiler (measured two to three times slower).
    let hi = this.hi | 0;
    let lo = this.lo | 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) {
        this.hi = hi >>> 0;
        this.lo = lo >>> 0;
        for (const byte of ENCODER.encode(text.slice(i))) this.step(byte);
        return this;
      }
      lo ^= code;
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) | 0;
      lo = Math.imul(lo, 0x1b3);
    }
    this.hi = hi >>> 0;
    this.lo = lo >>> 0;
    return this;
  }

  /**
   * Feeds `numberText(value)`'s text without building it: a trade's numbers were most of the strings
   * its id made. The same digits by the same rule (the fewest decimals, up to eight, that read back as
   * the value, below 10^15); any number that rule does not write goes through `numberText` itself.
   */
  addNumber(value: number): this {
    const magnitude = Math.abs(value);
    if (!(magnitude < 1e15)) return this.add(numberText(value));
    // -0 is written "0", as String writes it.
    if (Number.isInteger(magnitude)) {
      if (value < 0) this.step(45);
      return this.addDigits(magnitude, 1);
    }
    if (!(magnitude >= 1e-6)) return this.add(numberText(value));
    for (let k = 1; k <= MAX_DECIMALS; k++) {
      const scale = POW10[k]!;
      const m = Math.round(magnitude * scale);
      if (m / scale !== magnitude) continue;
      if (m >= 1e15) break;
      const fraction = m % scale;
      if (value < 0) this.step(45);
      this.addDigits((m - fraction) / scale, 1);
      this.step(46);
      return this.addDigits(fraction, k);
    }
    return this.add(numberText(value));
  }

  /** Feeds a whole number's decimal digits (it is below 10^15), zero-padded to `width`. */
  private addDigits(whole: number, width: number): this {
    let digits = width;
    while (digits < POW10.length && POW10[digits]! <= whole) digits++;
    let rest = whole;
    for (let i = digits - 1; i >= 0; i--) {
      const power = POW10[i]!;
      const digit = Math.floor(rest / power);
      rest -= digit * power;
      this.step(48 + digit);
    }
    return this;
  }

  /**
   * Feeds `JSON.stringify(record)`'s text without building it (nor Number#toString's digit search,
   * `numberText`), for a flat record of printable ASCII strings without quotes or backslashes and
   * finite numbers; any other record feeds nothing and gives false (the caller hashes the JSON itself).
   */
  addJson(record: object): boolean {
    const fields = record as Record<string, unknown>;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) continue;
      if (!plainJsonText(key)) return false;
      if (typeof value === 'string' ? !plainJsonText(value) : typeof value !== 'number' || !Number.isFinite(value)) return false;
    }
    let separator = '{"';
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) continue;
      this.add(separator).add(key).add('":');
      separator = ',"';
      if (typeof value === 'string') this.add('"').add(value).add('"');
      else this.addNumber(value as number);
    }
    if (separator === '{"') this.add('{');
    this.add('}');
    return true;
  }

  /** 16 hex digits (by a byte table: Number#toString(16) was a tenth of a large export's parse). */
  hex(): string {
    const { hi, lo } = this;
    return BYTE_HEX[hi >>> 24]! + BYTE_HEX[(hi >>> 16) & 0xff]! + BYTE_HEX[(hi >>> 8) & 0xff]! + BYTE_HEX[hi & 0xff]! +
      BYTE_HEX[lo >>> 24]! + BYTE_HEX[(lo >>> 16) & 0xff]! + BYTE_HEX[(lo >>> 8) & 0xff]! + BYTE_HEX[lo & 0xff]!;
  }

  /** 53 bits of the state, as a number: a map key (`stateKey`). */
  key(): number {
    return this.hi * 0x20_0000 + (this.lo >>> 11);
  }

  private step(byte: number): void {
    const lo = (this.lo ^ byte) >>> 0;
    // The bits of lo × 0x1b3 above 32, from its two 16-bit halves: 32-bit integer arithmetic only.
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    this.hi = (Math.imul(this.hi, 0x1b3) + carry + (lo << 8)) >>> 0;
    this.lo = Math.imul(lo, 0x1b3) >>> 0;
  }
}

/** Text JSON writes as it is: printable ASCII without a quote or a backslash. */
function plainJsonText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}
