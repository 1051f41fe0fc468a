import type { Portfolio, PortfolioInput } from '@clarity/shared';
import type { KeyEnvironment } from '../auth/api-keys.js';
import { verifyApiKey } from '../auth/authenticate-api-key.js';
import type { Db } from '../db/database.js';
import { allowOrigin } from '../embeds/cors.js';
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
  /** The principal of a usable token, or 401 / 403 `org_inactive`. */
  verify(token: string): Promise<EmbedPrincipal>;
  /** Origin of the embed page: the iframe's own calls come from it. */
  readonly pageOrigin: string;
}

export interface InsightAccessDeps {
  db: Db;
  deployment: KeyEnvironment;
  /** Without it, every `x-embed-token` gets 401. */
  embeds?: EmbedTokenAuthority;
  /** Counts embed token verifications by outcome. */
  metrics?: Metrics;
}

/**
 * Authentication for the card and chat endpoints: `x-api-key` from a server, or
 * `x-embed-token` from the browser. An API key that arrives with an `Origin` header was sent by
 * a browser: 403 `api_key_in_browser`. A token must verify (401; 403 `org_inactive`), come from one
 * of its origins or the embed page's own (403 `origin_denied`; a missing `Origin` is refused), and
 * carry `scope` (403 `scope_denied`). Its portfolio binding is enforced by {@link resolvePortfolioTarget}.
 */
export function requireInsightAccess(deps: InsightAccessDeps, scope: InsightScope): Step {
  return async (req, res, next) => {
    const apiKey = singleHeader(req, 'x-api-key');
    const embedToken = singleHeader(req, 'x-embed-token');
    if (apiKey !== undefined) {
      if (req.headers.origin !== undefined) {
        throw new ApiError('api_key_in_browser', 'API keys must never be used from a browser; use an embed token');
      }
      req.auth = { kind: 'apiKey', ...(await verifyApiKey(deps.db, deps.deployment, apiKey)) };
      next();
      return;
    }
    if (embedToken === undefined) throw new ApiError('unauthorized', 'Send x-api-key (server) or x-embed-token (browser)');
    if (!deps.embeds) throw new ApiError('unauthorized', 'Invalid embed token');

    const principal = await verifyCounted(deps.embeds, embedToken, deps.metrics);
    noteCaller(res, { kind: 'embedToken', ...principal });
    const origin = req.headers.origin;
    if (origin === undefined) {
      throw new ApiError('origin_denied', 'An embed token is accepted only from a browser page: the Origin header is missing');
    }
    // Exact, byte-for-byte: browsers send the serialized origin, and the allowed ones were minted in that form.
    if (origin !== deps.embeds.pageOrigin && !principal.origins.includes(origin)) {
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

/** The token's principal, counting the verification as `valid` or by the refusal's error code. */
async function verifyCounted(embeds: EmbedTokenAuthority, token: string, metrics: Metrics | undefined): Promise<EmbedPrincipal> {
  try {
    const principal = await embeds.verify(token);
    metrics?.embedTokenVerified('valid');
    return principal;
  } catch (error) {
    metrics?.embedTokenVerified(error instanceof ApiError ? error.code : 'error');
    throw error;
  }
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
  const head = await portfolios.head(auth.orgId, body.portfolioId ?? '');
  // A portfolio deleted between the two reads is then a 404, as it would have been a moment later.
  return { kind: 'stored', head, load: async () => (await portfolios.get(head.orgId, head.id)).portfolio };
}
