import type { RequestHandler } from 'express';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { ApiKeyPrincipal } from './principals.js';
import { ApiError } from '../http/errors.js';
import { apiKeyMatches, keyPrefixFor, parseApiKey, type KeyEnvironment } from './api-keys.js';
import { verifiedKeyCache, type VerifiedKey } from './verified-key-cache.js';

export type { ApiKeyPrincipal } from './principals.js';

/** How precisely a key's last use is kept. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Resolves an `x-api-key` value to its organization, or throws:
 * 401 for a missing, malformed, unknown, revoked, expired (a rotated key past its grace period) or
 * wrong-environment key; 403 for a key whose organization is inactive or gone.
 */
export async function verifyApiKey(db: Db, deployment: KeyEnvironment, apiKey: string, clock: Clock): Promise<ApiKeyPrincipal> {
  const cache = verifiedKeyCache(db);
  const cached = cache.get(apiKey);
  // A rotated key's grace period may end while it is cached: then it is looked up (and refused).
  if (cached && (cached.validUntil === undefined || cached.validUntil > clock.now().toISOString())) return cached;
  const generation = cache.currentGeneration;
  const verified = await lookUpApiKey(db, deployment, apiKey, clock.now());
  cache.set(apiKey, verified, generation);
  return verified;
}

async function lookUpApiKey(db: Db, deployment: KeyEnvironment, apiKey: string, now: Date): Promise<VerifiedKey> {
  const parsed = parseApiKey(apiKey);
  if (!parsed) throw new ApiError('unauthorized', 'Invalid API key');
  if (parsed.env !== deployment) {
    throw new ApiError(
      'wrong_environment_key',
      `This is the ${deployment} deployment: use a ${deployment} key (${keyPrefixFor(deployment)}…)`,
    );
  }
  const row = await db
    .selectFrom('api_keys')
    .leftJoin('organizations', 'organizations.id', 'api_keys.org_id')
    .select(['api_keys.hash', 'api_keys.org_id', 'api_keys.revoked_at', 'api_keys.expires_at', 'api_keys.last_used_at', 'organizations.active'])
    .where('api_keys.id', '=', parsed.keyId)
    .executeTakeFirst();
  const expired = row?.expires_at != null && row.expires_at <= now.toISOString();
  if (!row || row.revoked_at !== null || expired || !apiKeyMatches(apiKey, row.hash)) {
    throw new ApiError('unauthorized', 'Invalid API key');
  }
  if (row.org_id === null || row.active === null) {
    throw new ApiError('key_not_linked', 'This API key is not linked to an organization');
  }
  if (row.active !== 1) throw new ApiError('org_inactive', 'The organization is inactive');
  // "Last used" for the console, to the minute: written at most once a minute per key, and only on a
  // lookup (a verified key is then trusted for a second), so the hot path stays read-only.
  if (row.last_used_at == null || Date.parse(row.last_used_at) <= now.getTime() - LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', parsed.keyId).execute();
  }
  return { orgId: row.org_id, keyId: parsed.keyId, ...(row.expires_at != null ? { validUntil: row.expires_at } : {}) };
}

/**
 * Middleware for server-only routes: requires `x-api-key`. A key that arrives with an
 * `Origin` header was sent by a browser, and API keys must never be used from a browser: 403 before any lookup.
 */
export function requireApiKey(db: Db, deployment: KeyEnvironment, clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    const apiKey = req.get('x-api-key');
    if (!apiKey) throw new ApiError('unauthorized', 'Missing x-api-key header');
    if (req.get('origin') !== undefined) {
      throw new ApiError(
        'api_key_in_browser',
        'API keys must never be used from a browser; mint an embed token on your server instead',
      );
    }
    const principal = await verifyApiKey(db, deployment, apiKey, clock);
    req.auth = { kind: 'apiKey', ...principal };
    next();
  };
}
