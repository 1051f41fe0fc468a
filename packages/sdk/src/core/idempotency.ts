/**
 * A fresh `Idempotency-Key` for one POST call (reused by its retries). Web Crypto's randomUUID
 * where the runtime has it (Node ≥ 19, Deno, Bun, edge); Node 18 without the global falls back
 * to Math.random, which is enough here: the key must be unique, not secret.
 */
export function newIdempotencyKey(): string {
  const webCrypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof webCrypto?.randomUUID === 'function') return `sdk_${webCrypto.randomUUID()}`;
  let random = '';
  for (let i = 0; i < 4; i++) random += Math.floor(Math.random() * 2 ** 32).toString(16).padStart(8, '0');
  return `sdk_${random}`;
}
