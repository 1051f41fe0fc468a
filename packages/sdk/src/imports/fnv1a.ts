const OFFSET_BASIS = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/**
 * 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. Synchronous and dependency-free, so
 * it runs the same on Node, Deno, Bun and edge runtimes (Web Crypto's digest would make every
 * parser async; node:crypto is not everywhere). It names trades, it does not protect secrets.
 */
export function fnv1a64(text: string): string {
  let hash = OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
