import type { ServerResponse } from 'node:http';
import type { Portfolio, PortfolioInput } from '@clarity/shared';
import type { KeyEnvironment } from '../auth/api-keys.js';
import { verifyApiKey } from '../auth/authenticate-api-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { allowOrigin } from '../embeds/cors.js';
import { EmbedTokenError } from '../embeds/tokens.js';
import type { EmbedPrincipal } from '../embeds/verifier.js';
import { ApiError } from '../http/errors.js';
import { noteCaller } from '../http/logging.js';
import type { ApiRequest, Step } from '../http/pipeline.js';
import { authOf } from '../http/request-context.js';
import type { PortfolioHead } from '../portfolios/repository.js';
import type { Metrics } from '../observability/metrics.js';
import type { PortfolioService } from '../portfolios/service.js';

export type InsightScope = 'card' | 'chat';

/** What the access layer needs to accept embed tokens (the EmbedService). */
export interface EmbedTokenAuthority {
  /** The principal of a usable token, or an {@link EmbedTokenError}: 401 `token_*` / 403 `org_inactive`. */
  verify(token: string): Promise<EmbedPrincipal>;
  /** Origin of the embed page: the iframe's own calls come from it. */
  readonly pageOrigin: string;
}

export interface InsightAccessDeps {
  db: Db;
  deployment: KeyEnvironment;
  /** Tells when a rotated key's grace period has ended. */
  clock: Clock;
  /** Without it, every `x-embed-token` gets 401. */
  embeds?: EmbedTokenAuthority;
  /** Counts embed token verifications by outcome. */
  metrics?: Metrics;
}

/**
 * Authentication for the card and chat endpoints: `x-api-key` from a server, or
 * `x-embed-token` from the browser. An API key that arrives with an `Origin` header was sent by
 * a browser: 403 `api_key_in_browser`. A token must verify (401 `token_invalid`, `token_expired`,
 * `token_revoked`; 403 `org_inactive`), come from one of its origins or the embed page's own (403
 * `origin_denied`; a missing `Origin` is refused), and carry `scope` (403 `scope_denied`). Its
 * portfolio binding is enforced by {@link resolvePortfolioTarget}.
 */
export function requireInsightAccess(deps: InsightAccessDeps, scope: InsightScope): Step {
  return async (req, res, next) => {
    const apiKey = singleHeader(req, 'x-api-key');
    const embedToken = singleHeader(req, 'x-embed-token');
    if (apiKey !== undefined) {
      if (req.headers.origin !== undefined) {
        throw new ApiError('api_key_in_browser', 'API keys must never be used from a browser; use an embed token');
      }
      req.auth = { kind: 'apiKey', ...(await verifyApiKey(deps.db, deps.deployment, apiKey, deps.clock)) };
      next();
      return;
    }
    if (embedToken === undefined) throw new ApiError('unauthorized', 'Send x-api-key (server) or x-embed-token (browser)');
    if (!deps.embeds) throw new ApiError('token_invalid', 'Invalid embed token');

    const principal = await verifyLettingItsPagesRead(deps.embeds, embedToken, req, res, deps.metrics);
    const origin = req.headers.origin;
    if (origin === undefined) {
      throw new ApiError('origin_denied', 'An embed token is accepted only from a browser page: the Origin header is missing');
    }
    if (!isAllowedOrigin(origin, principal, deps.embeds.pageOrigin)) {
      throw new ApiError('origin_denied', `Origin ${origin} is not allowed for this embed token`);
    }
    allowOrigin(res, origin);
    if (!principal.scope.includes(scope)) {
      throw new ApiError('scope_denied', `This embed token does not allow the ${scope} (scope: ${principal.scope.join(', ')})`);
    }
    req.auth = { kind: 'embedToken', ...principal };
    next();
  };
}

/** Exact, byte-for-byte: browsers send the serialized origin, and the allowed ones were minted in that form. */
function isAllowedOrigin(origin: string, principal: EmbedPrincipal, pageOrigin: string): boolean {
  return origin === pageOrigin || principal.origins.includes(origin);
}

/**
 * Verifies the token. When it is refused but still one we signed and recorded (expired, revoked, its
 * organization inactive), its origins are still ours, so a page on one of them may read why (the
 * widget refreshes on `token_expired` and `token_revoked`) and the log names its jti. An invalid token
 * names nothing we can trust: only the embed page's own origin reads that answer (insightCors).
 * Each verification is counted as `valid` or by the refusal's error code.
 */
async function verifyLettingItsPagesRead(embeds: EmbedTokenAuthority, token: string, req: ApiRequest, res: ServerResponse, metrics: Metrics | undefined): Promise<EmbedPrincipal> {
  let principal: EmbedPrincipal;
  try {
    principal = await embeds.verify(token);
  } catch (error) {
    metrics?.embedTokenVerified(error instanceof ApiError ? error.code : 'error');
    if (error instanceof EmbedTokenError && error.principal !== undefined) {
      noteCaller(res, { kind: 'embedToken', ...error.principal });
      const origin = req.headers.origin;
      if (origin !== undefined && isAllowedOrigin(origin, error.principal, embeds.pageOrigin)) allowOrigin(res, origin);
    }
    throw error;
  }
  metrics?.embedTokenVerified('valid');
  noteCaller(res, { kind: 'embedToken', ...principal });
  return principal;
}

/** A credential header as one string (node joins a repeated custom header with ", "; its type still allows an array). */
function singleHeader(req: ApiRequest, name: 'x-api-key' | 'x-embed-token'): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The portfolio a card or chat request is about. A stored one is resolved to its head only (a
 * cached card needs no more); `load` reads the holdings when they are needed.
 */
export type PortfolioTarget =
  | { kind: 'stored'; head: PortfolioHead; load: () => Promise<Portfolio> }
  | { kind: 'inline'; portfolio: PortfolioInput };

/**
 * Resolves `portfolioId` (must be in the caller's organization, else 404) or an inline
 * `portfolio` (never persisted). An embed token may name only its own portfolio: any other id
 * (existing or not, this organization's or another's) or an inline portfolio is 403
 * `portfolio_binding`, decided before any lookup so that it reveals nothing.
 */
export async function resolvePortfolioTarget(
  req: ApiRequest,
  body: { portfolioId?: string | undefined; portfolio?: PortfolioInput | undefined },
  portfolios: PortfolioService,
): Promise<PortfolioTarget> {
  const auth = authOf(req);
  if (auth.kind === 'embedToken') {
    if (body.portfolio !== undefined) {
      throw new ApiError('portfolio_binding', 'An embed token is bound to its portfolio: an inline portfolio is not allowed');
    }
    if (body.portfolioId !== auth.portfolioId) {
      throw new ApiError('portfolio_binding', 'This embed token is bound to another portfolio');
    }
  }
  if (body.portfolio !== undefined) return { kind: 'inline', portfolio: body.portfolio };
  return storedTarget(portfolios, auth.orgId, body.portfolioId ?? '');
}

/** A stored portfolio of `orgId` as a card or chat target (404 when it is not one of the organization's). */
export async function storedTarget(portfolios: PortfolioService, orgId: string, portfolioId: string): Promise<PortfolioTarget> {
  const head = await portfolios.head(orgId, portfolioId);
  // A portfolio deleted between the two reads is then a 404, as it would have been a moment later.
  return { kind: 'stored', head, load: async () => (await portfolios.get(head.orgId, head.id)).portfolio };
}
