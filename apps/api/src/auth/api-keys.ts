import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type KeyEnvironment = 'production' | 'staging';

const ENV_TAG: Record<KeyEnvironment, string> = { production: 'live', staging: 'test' };
const KEY_PATTERN = /^clk_(live|test)_([0-9a-z]{16})_([A-Za-z0-9_-]{43})$/;

export interface ParsedApiKey {
  env: KeyEnvironment;
  keyId: string;
}

export interface GeneratedApiKey {
  keyId: string;
  /** The full key: shown once, never stored. */
  apiKey: string;
  /** `clk_live_<keyId>`: safe to display and log. */
  prefix: string;
  hash: string;
}

/** `clk_live_<keyId>_<secret>` or `clk_test_…`; the secret has 256 bits of entropy. */
export function generateApiKey(env: KeyEnvironment): GeneratedApiKey {
  const keyId = randomBytes(10).toString('hex').slice(0, 16);
  const secret = randomBytes(32).toString('base64url');
  const prefix = `clk_${ENV_TAG[env]}_${keyId}`;
  const apiKey = `${prefix}_${secret}`;
  return { keyId, apiKey, prefix, hash: hashApiKey(apiKey) };
}

export function parseApiKey(apiKey: string): ParsedApiKey | undefined {
  const match = KEY_PATTERN.exec(apiKey);
  if (!match) return undefined;
  return { env: match[1] === 'live' ? 'production' : 'staging', keyId: match[2]! };
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/** Compares the presented key with a stored hash in constant time. */
export function apiKeyMatches(apiKey: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(apiKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function keyPrefixFor(env: KeyEnvironment): string {
  return `clk_${ENV_TAG[env]}_`;
}
