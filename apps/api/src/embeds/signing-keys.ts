import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { JWK } from 'jose';
import { EMBED_TTL_SECONDS } from '@clarity/shared';
import { z } from 'zod';
import type { Clock } from '../clock.js';

/**
 * A retired key keeps verifying for the longest token lifetime after it stopped signing, plus this
 * margin (another process may sign with it until it notices the rotation, and clocks drift).
 */
const RETIREMENT_GRACE_SECONDS = 120;
/** How often, at most, the keys file is checked for a rotation made by another process. */
const RELOAD_CHECK_MS = 1000;

export const SIGNING_KEYS_FILE = 'signing-keys.json';

/** Where keys come from: a JWK set in the environment (read-only), or the file in the data dir. */
export type SigningKeySource = { kind: 'env'; jwks: string } | { kind: 'file'; path: string };

/** The keys file beside the database, unless `CLARITY_SIGNING_KEYS` overrides it. */
export function signingKeySource(config: { signingKeys: string | undefined; dbPath: string }): SigningKeySource {
  return config.signingKeys !== undefined
    ? { kind: 'env', jwks: config.signingKeys }
    : { kind: 'file', path: join(dirname(config.dbPath), SIGNING_KEYS_FILE) };
}

/** DER header of a PKCS #8 Ed25519 private key; the 32-byte seed (`d`) follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const B64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

/** One stored key: a private Ed25519 JWK plus when it started signing and when it stopped. */
const StoredKeySchema = z.looseObject({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  d: z.string().regex(B64URL_32_BYTES, 'd must be a base64url Ed25519 private key'),
  x: z.string().regex(B64URL_32_BYTES).optional(),
  kid: z.string().min(1).max(128).optional(),
  createdAt: z.iso.datetime().optional(),
  /** Set when a newer key took over signing; the key then only verifies. */
  retiredAt: z.iso.datetime().optional(),
});
const StoredKeySetSchema = z.object({ keys: z.array(StoredKeySchema) });
type StoredKey = z.infer<typeof StoredKeySchema>;

interface LoadedKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public JWK as published in the JWKS. */
  publicJwk: JWK;
  stored: StoredKey & { kid: string; x: string };
}

export interface SigningKeyInfo {
  kid: string;
  status: 'signing' | 'verifying';
  createdAt: string | null;
  retiredAt: string | null;
  /** For a retired key: when it stops verifying (its last token has expired by then). */
  verifiesUntil: string | null;
}

export class SigningKeyError extends Error {}

/**
 * The Ed25519 keys that sign and verify embed tokens. The first key that is not retired signs;
 * retired keys verify until their last token has expired. Keys come from `CLARITY_SIGNING_KEYS`
 * (a JWK set, managed by the operator) or from a 0600 file in the data directory, generated on
 * first use and rotated with `clarity-admin signing rotate`. A running server notices a rotation
 * made by the CLI within a second.
 */
export class SigningKeyStore {
  private keys: LoadedKey[] | undefined;
  private fileMtimeMs = -1;
  private lastReloadCheck = 0;

  constructor(
    private readonly source: SigningKeySource,
    private readonly clock: Clock,
  ) {}

  /** Loads (generating the file on first start) and validates the keys now, so a bad set fails at boot. */
  load(): void {
    this.current();
  }

  /** The key new tokens are signed with. */
  signingKey(): { kid: string; privateKey: KeyObject } {
    const key = this.current().find((k) => k.stored.retiredAt === undefined);
    if (!key) throw new SigningKeyError('No signing key: every key in the set is retired');
    return key;
  }

  /** The public key for `kid`, if that key may still verify tokens. */
  verificationKey(kid: string): KeyObject | undefined {
    return this.usable().find((k) => k.kid === kid)?.publicKey;
  }

  /** `/.well-known/jwks.json`: the public halves of every key that may still verify. */
  publicJwks(): { keys: JWK[] } {
    return { keys: this.usable().map((k) => k.publicJwk) };
  }

  list(): SigningKeyInfo[] {
    return this.usable().map((k) => ({
      kid: k.kid,
      status: k.stored.retiredAt === undefined ? 'signing' : 'verifying',
      createdAt: k.stored.createdAt ?? null,
      retiredAt: k.stored.retiredAt ?? null,
      verifiesUntil: k.stored.retiredAt === undefined ? null : new Date(verifiesUntilMs(k.stored.retiredAt)).toISOString(),
    }));
  }

  /**
   * A new key signs from now on; the previous signing keys only verify until their last token has
   * expired; keys past that are dropped. Only for the file: an environment key set is the operator's.
   */
  rotate(): { signing: SigningKeyInfo; retired: string[] } {
    if (this.source.kind === 'env') {
      throw new SigningKeyError(
        'Signing keys come from CLARITY_SIGNING_KEYS: put a new key first in that set, mark the old ones with "retiredAt", and restart',
      );
    }
    const now = this.clock.now();
    const existing = existsSync(this.source.path) ? readKeySet(readFileSync(this.source.path, 'utf8')) : [];
    const retired: string[] = [];
    const kept = existing
      .map((key) => {
        if (key.stored.retiredAt !== undefined) return key;
        retired.push(key.kid);
        return { ...key, stored: { ...key.stored, retiredAt: now.toISOString() } };
      })
      .filter((key) => verifiesUntilMs(key.stored.retiredAt) > now.getTime());
    const fresh = newKey(now);
    writeKeySetAtomically(this.source.path, [fresh, ...kept]);
    this.keys = undefined;
    const signing = this.list().find((k) => k.kid === fresh.kid);
    if (!signing) throw new SigningKeyError('The new key was not stored');
    return { signing, retired };
  }

  /** Another process rotated the keys (announced over Redis): read the file on the next use rather than within a second. */
  reloadNow(): void {
    this.lastReloadCheck = Number.NEGATIVE_INFINITY;
    this.fileMtimeMs = -1;
  }

  /** Keys that may verify now (retired ones only within their window). */
  private usable(): LoadedKey[] {
    const now = this.clock.now().getTime();
    return this.current().filter((k) => verifiesUntilMs(k.stored.retiredAt) > now);
  }

  private current(): LoadedKey[] {
    if (this.source.kind === 'env') {
      this.keys ??= readKeySet(this.source.jwks, 'CLARITY_SIGNING_KEYS');
      return this.keys;
    }
    const { path } = this.source;
    const checkNow = performance.now();
    if (this.keys && checkNow - this.lastReloadCheck < RELOAD_CHECK_MS) return this.keys;
    this.lastReloadCheck = checkNow;
    let mtimeMs = statMtime(path);
    if (mtimeMs === undefined) {
      createKeySetExclusively(path, [newKey(this.clock.now())]);
      mtimeMs = statMtime(path) ?? 0;
    }
    if (!this.keys || mtimeMs !== this.fileMtimeMs) {
      this.keys = readKeySet(readFileSync(path, 'utf8'), path);
      this.fileMtimeMs = mtimeMs;
    }
    return this.keys;
  }
}

function verifiesUntilMs(retiredAt: string | undefined): number {
  if (retiredAt === undefined) return Number.POSITIVE_INFINITY;
  return Date.parse(retiredAt) + (EMBED_TTL_SECONDS.max + RETIREMENT_GRACE_SECONDS) * 1000;
}

function statMtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function newKey(now: Date): LoadedKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return loadKey(StoredKeySchema.parse({ ...jwk, createdAt: now.toISOString() }), 'generated key');
}

function readKeySet(text: string, where = 'signing keys'): LoadedKey[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SigningKeyError(`${where}: not JSON (expected a JWK set {"keys": [...]})`);
  }
  const parsed = StoredKeySetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SigningKeyError(`${where}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'} (expected private Ed25519 JWKs)`);
  }
  const keys = parsed.data.keys.map((stored) => loadKey(stored, where));
  if (keys.length === 0) throw new SigningKeyError(`${where}: the key set is empty`);
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new SigningKeyError(`${where}: two keys share a kid`);
  return keys;
}

function loadKey(stored: StoredKey, where: string): LoadedKey {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(stored.d, 'base64url')]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const x = (publicKey.export({ format: 'jwk' }) as { x: string }).x;
  if (stored.x !== undefined && stored.x !== x) throw new SigningKeyError(`${where}: a key's "x" does not belong to its "d"`);
  // The RFC 7638 thumbprint is a kid that cannot collide by accident and needs no bookkeeping.
  const kid = stored.kid ?? thumbprintOf(x);
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
    stored: { ...stored, x, kid },
  };
}

/** RFC 7638 JWK thumbprint of an Ed25519 public key (its required members, in lexicographic order). */
function thumbprintOf(x: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
}

function serialize(keys: LoadedKey[]): string {
  return `${JSON.stringify({ keys: keys.map((k) => ({ ...k.stored, alg: 'EdDSA', use: 'sig' })) }, null, 2)}\n`;
}

/** First start: create the file only if nobody else did (another process may race us). */
function createKeySetExclusively(path: string, keys: LoadedKey[]): void {
  createDirectoryOf(path);
  try {
    writeFileSync(path, serialize(keys), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The key files' directory is the SQLite file's, which only opening SQLite would create: with PostgreSQL nothing else does. */
function createDirectoryOf(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
}

/** Write beside, then rename: a reader sees the old set or the new one, never half a file. */
function writeKeySetAtomically(path: string, keys: LoadedKey[]): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, serialize(keys), { mode: 0o600 });
  renameSync(temporary, path);
}

export const RESPONSE_SEALING_KEY_FILE = 'response-sealing-key.json';

/**
 * Where the secret that seals stored responses (Idempotency-Key replays, which may hold an embed
 * token) lives: beside the signing keys' file, in the directory of the database, whichever source
 * the signing keys come from. Like that file it is 0600, generated on first use; back it up with
 * the database (without it, stored responses are not replayed and their requests run again).
 */
export function responseSealingKeyPath(config: { dbPath: string }): string {
  return join(dirname(config.dbPath), RESPONSE_SEALING_KEY_FILE);
}

const SealingKeyFileSchema = z.object({ kty: z.literal('oct'), k: z.string().regex(B64URL_32_BYTES, 'k must be 32 base64url bytes') });

/** The 32-byte sealing secret at `path`, created (atomically, once even when processes race) if absent. */
export function loadOrCreateSealingSecret(path: string): Buffer {
  if (!existsSync(path)) {
    createDirectoryOf(path);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ kty: 'oct', k: randomBytes(32).toString('base64url') })}\n`, { mode: 0o600 });
    try {
      // link() fails if the file exists: whoever links first wins, and nobody reads half a file.
      linkSync(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new SigningKeyError(`${path}: not JSON (expected {"kty": "oct", "k": "<32 base64url bytes>"})`);
  }
  const parsed = SealingKeyFileSchema.safeParse(json);
  if (!parsed.success) throw new SigningKeyError(`${path}: expected {"kty": "oct", "k": "<32 base64url bytes>"}`);
  return Buffer.from(parsed.data.k, 'base64url');
}
