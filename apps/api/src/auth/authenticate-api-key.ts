import type { RequestHandler } from 'express';
import type { Db } from '../db/database.js';
import type { ApiKeyPrincipal } from './principals.js';
import { ApiError } from '../http/errors.js';
import { apiKeyMatches, keyPrefixFor, parseApiKey, type KeyEnvironment } from './api-keys.js';
import { verifiedKeyCache } from './verified-key-cache.js';

export type { ApiKeyPrincipal } from './principals.js';

/**
 * Resolves an `x-api-key` value to its organization, or throws:
 * 401 for a missing, malformed, unknown, revoked or wrong-environment key; 403 for a key
 * whose organization is inactive or gone.
 */
export async function verifyApiKey(db: Db, deployment: KeyEnvironment, apiKey: string): Promise<ApiKeyPrincipal> {
  const cache = verifiedKeyCache(db);
  const cached = cache.get(apiKey);
  if (cached) return cached;
  const generation = cache.currentGeneration;
  const principal = await lookUpApiKey(db, deployment, apiKey);
  cache.set(apiKey, principal, generation);
  return principal;
}

async function lookUpApiKey(db: Db, deployment: KeyEnvironment, apiKey: string): Promise<ApiKeyPrincipal> {
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
    .select(['api_keys.hash', 'api_keys.org_id', 'api_keys.revoked_at', 'organizations.active'])
    .where('api_keys.id', '=', parsed.keyId)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || !apiKeyMatches(apiKey, row.hash)) {
    throw new ApiError('unauthorized', 'Invalid API key');
  }
  if (row.org_id === null || row.active === null) {
    throw new ApiError('key_not_linked', 'This API key is not linked to an organization');
  }
  if (row.active !== 1) throw new ApiError('org_inactive', 'The organization is inactive');
  return { orgId: row.org_id, keyId: parsed.keyId };
}

/**
 * Middleware for server-only routes: requires `x-api-key`. A key that arrives with an
 * `Origin` header was sent by a browser, and API keys must never be used from a browser: 403 before any lookup.
 */
export function requireApiKey(db: Db, deployment: KeyEnvironment): RequestHandler {
  return async (req, _res, next) => {
    const apiKey = req.get('x-api-key');
    if (!apiKey) throw new ApiError('unauthorized', 'Missing x-api-key header');
    if (req.get('origin') !== undefined) {
      throw new ApiError(
        'api_key_in_browser',
        'API keys must never be used from a browser; mint an embed token on your server instead',
      );
    }
    const principal = await verifyApiKey(db, deployment, apiKey);
    req.auth = { kind: 'apiKey', ...principal };
    next();
  };
}
