import type { RequestHandler } from 'express';
import type { PortfolioInput } from '@clarity/shared';
import type { KeyEnvironment } from '../auth/api-keys.js';
import { verifyApiKey } from '../auth/authenticate-api-key.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { authOf } from '../http/request-context.js';
import type { StoredPortfolio } from '../portfolios/repository.js';
import type { PortfolioService } from '../portfolios/service.js';

export type InsightScope = 'card' | 'chat';

export interface InsightAccessDeps {
  db: Db;
  deployment: KeyEnvironment;
}

/**
 * Authentication for the card and chat endpoints (SPEC §5): `x-api-key` from a server, or
 * `x-embed-token` from the browser. An API key that arrives with an `Origin` header was sent by
 * a browser: 403 `api_key_in_browser`.
 */
export function requireInsightAccess(deps: InsightAccessDeps, _scope: InsightScope): RequestHandler {
  return async (req, _res, next) => {
    const apiKey = req.get('x-api-key');
    const embedToken = req.get('x-embed-token');
    if (apiKey !== undefined) {
      if (req.get('origin') !== undefined) {
        throw new ApiError('api_key_in_browser', 'API keys must never be used from a browser; use an embed token');
      }
      req.auth = { kind: 'apiKey', ...(await verifyApiKey(deps.db, deps.deployment, apiKey)) };
      next();
      return;
    }
    if (embedToken !== undefined) throw new ApiError('unauthorized', 'Invalid embed token');
    throw new ApiError('unauthorized', 'Send x-api-key (server) or x-embed-token (browser)');
  };
}

/** The portfolio a card or chat request is about. */
export type PortfolioTarget =
  | { kind: 'stored'; stored: StoredPortfolio }
  | { kind: 'inline'; portfolio: PortfolioInput };

/**
 * Resolves `portfolioId` (must be in the caller's organization, else 404) or an inline
 * `portfolio` (never persisted). Embed-token binding rules are enforced here too.
 */
export async function resolvePortfolioTarget(
  req: Parameters<RequestHandler>[0],
  body: { portfolioId?: string | undefined; portfolio?: PortfolioInput | undefined },
  portfolios: PortfolioService,
): Promise<PortfolioTarget> {
  const auth = authOf(req);
  if (body.portfolio !== undefined) return { kind: 'inline', portfolio: body.portfolio };
  return { kind: 'stored', stored: await portfolios.get(auth.orgId, body.portfolioId ?? '') };
}
