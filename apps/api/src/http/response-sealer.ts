import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a sealed stored text (and its format's version); anything else was stored in clear before sealing existed. */
const SEALED_PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals texts kept in the database (the responses kept for `Idempotency-Key` replay, which may hold
 * an embed token): AES-256-GCM under a key derived (HKDF-SHA256) from a secret kept beside the
 * signing keys, bound to a context (the record's organization and key) so a sealed text cannot be
 * moved to another record.
 */
export class ResponseSealer {
  private readonly key: Buffer;

  constructor(secret: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'clarity stored responses v1', 32));
  }

  seal(text: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The text, a text stored in clear (before sealing), or `undefined` when it cannot be opened (another secret, tampering). */
  unseal(stored: string, context: string): string | undefined {
    if (!stored.startsWith(SEALED_PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
