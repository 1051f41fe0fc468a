import type { EmbedTokenClaims } from '@clarity/shared';
import type { EmbedPrincipal } from '../auth/principals.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { SigningKeyStore } from './signing-keys.js';
import {
  CLOCK_TOLERANCE_SECONDS,
  EXPIRED_TOKEN_MESSAGE,
  EmbedTokenError,
  ExpiredEmbedToken,
  invalidToken,
  verifyEmbedTokenSignature,
} from './tokens.js';

export type { EmbedPrincipal } from '../auth/principals.js';

/**
 * How long a token's revocation / organization / portfolio state, read from the database, is
 * trusted. Changes made in this process clear it at once, and so do changes another process
 * announces over Redis (coordination/invalidations.ts); without Redis, changes made by another
 * process (the admin CLI, another API instance) take effect within this time.
 */
export const STATE_TRUSTED_FOR_MS = 500;
/** Bound on each cache, so that a flood of distinct valid tokens cannot grow memory without end. */
const MAX_CACHED = 10_000;

type TokenState = 'active' | 'revoked' | 'unknown' | 'org_inactive' | 'portfolio_gone';

/**
 * What the database says about a jti: the organization and portfolio its record was minted for, and
 * that record's state; `null` when no token with this jti was recorded. It depends on the jti alone,
 * never on the token that asked, so caching it by jti cannot let one token's claims decide for another.
 */
type TokenRecord = { orgId: string; portfolioId: string; state: Exclude<TokenState, 'unknown'> | 'org_gone' } | null;

interface CachedRecord {
  record: TokenRecord;
  readAt: number;
}

/**
 * Verifies embed tokens cheaply. A token's signature and claims are checked once and the result
 * kept (keyed by the exact token text) until the token expires; its state in the database
 * (revoked? organization active? portfolio still in that organization?) is re-read at most every
 * {@link STATE_TRUSTED_FOR_MS} and forgotten immediately when this process changes it.
 */
export class EmbedTokenVerifier {
  private readonly claimsByToken = new Map<string, { principal: EmbedPrincipal; kid: string }>();
  private readonly recordByJti = new Map<string, CachedRecord>();
  /** Bumped by every invalidation: a state read that started before it is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeyStore,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  /**
   * The principal of a usable token, or 401 `token_invalid` / `token_expired` / `token_revoked`, or 403
   * `org_inactive`. An expired token is reported as expired whatever its state (a refresh is the answer
   * either way), provided it is one we recorded; one we did not is invalid.
   */
  async verify(token: string): Promise<EmbedPrincipal> {
    const principal = await this.verifiedClaims(token);
    await this.requireActive(principal);
    return principal;
  }

  /** Forget cached state: of one token, or of all (a bulk revocation, an organization change). */
  invalidate(jti?: string): void {
    this.generation += 1;
    if (jti === undefined) this.recordByJti.clear();
    else this.recordByJti.delete(jti);
  }

  /** Forget the cached state of every token of one organization or one portfolio (another instance changed it). */
  invalidateTokensOf(owner: { orgId: string } | { portfolioId: string }): void {
    this.generation += 1;
    const matches = 'orgId' in owner ? (r: NonNullable<TokenRecord>) => r.orgId === owner.orgId : (r: NonNullable<TokenRecord>) => r.portfolioId === owner.portfolioId;
    for (const [jti, cached] of this.recordByJti) if (cached.record && matches(cached.record)) this.recordByJti.delete(jti);
  }

  private async verifiedClaims(token: string): Promise<EmbedPrincipal> {
    const nowMs = this.clock.now().getTime();
    const cached = this.claimsByToken.get(token);
    // A cached token stays good while it has not expired and its key may still verify (a key removed
    // from the set, e.g. a compromised one, takes its tokens with it).
    if (cached && cached.principal.expiresAt > nowMs - CLOCK_TOLERANCE_SECONDS * 1000 && this.keys.verificationKey(cached.kid)) {
      return cached.principal;
    }
    if (cached) this.claimsByToken.delete(token);
    let verified: Awaited<ReturnType<typeof verifyEmbedTokenSignature>>;
    try {
      verified = await verifyEmbedTokenSignature(token, this.keys, this.issuer, new Date(nowMs));
    } catch (error) {
      if (error instanceof ExpiredEmbedToken) throw await this.expiredError(principalOf(error.claims));
      throw error;
    }
    const { claims, kid } = verified;
    const principal = principalOf(claims);
    remember(this.claimsByToken, token, { principal, kid }, (entry) => entry.principal.expiresAt > nowMs - CLOCK_TOLERANCE_SECONDS * 1000);
    return principal;
  }

  private async requireActive(principal: EmbedPrincipal): Promise<void> {
    const state = await this.stateOf(principal);
    switch (state) {
      case 'active':
        return;
      case 'org_inactive':
        throw new EmbedTokenError('org_inactive', 'The organization is inactive', principal);
      case 'revoked':
        throw new EmbedTokenError('revoked', 'The embed token has been revoked', principal);
      case 'portfolio_gone':
        throw new EmbedTokenError('portfolio_gone', 'The embed token’s portfolio no longer exists', principal);
      case 'unknown':
        throw unknownToken();
    }
  }

  /**
   * An expired token's error. Its signature verified, but its claims travel with the error (its origins
   * decide CORS) only when the token is one we recorded for that organization and portfolio, as for a
   * live token; a correctly signed token we never recorded is invalid.
   */
  private async expiredError(principal: EmbedPrincipal): Promise<EmbedTokenError> {
    if ((await this.stateOf(principal)) === 'unknown') return unknownToken();
    return new EmbedTokenError('expired', EXPIRED_TOKEN_MESSAGE, principal);
  }

  /**
   * The token's state: its record's, when the record was minted for the token's own organization and
   * portfolio; else `unknown`. A token that reuses a real jti with other claims (forging it needs the
   * signing key) is refused whether the record is cached or not, and leaves the cached record as it is.
   */
  private async stateOf(principal: EmbedPrincipal): Promise<TokenState> {
    const record = await this.recordOf(principal.jti);
    if (!record || record.orgId !== principal.orgId || record.portfolioId !== principal.portfolioId || record.state === 'org_gone') return 'unknown';
    return record.state;
  }

  private async recordOf(jti: string): Promise<TokenRecord> {
    const cached = this.recordByJti.get(jti);
    const readAt = performance.now();
    if (cached && readAt - cached.readAt < STATE_TRUSTED_FOR_MS) return cached.record;
    const generation = this.generation;
    const record = await readTokenRecord(this.db, jti);
    if (generation === this.generation) {
      remember(this.recordByJti, jti, { record, readAt }, (r) => performance.now() - r.readAt < STATE_TRUSTED_FOR_MS);
    }
    return record;
  }
}

const unknownToken = (): EmbedTokenError => invalidToken('unknown token');

function principalOf(claims: EmbedTokenClaims): EmbedPrincipal {
  return {
    orgId: claims.org,
    jti: claims.jti,
    portfolioId: claims.sub,
    scope: claims.scope,
    origins: claims.origins,
    expiresAt: claims.exp * 1000,
    locale: claims.locale,
  };
}

/** The jti's record with the state of its own organization and portfolio, read in one query. */
async function readTokenRecord(db: Db, jti: string): Promise<TokenRecord> {
  const row = await db
    .selectFrom('embed_tokens')
    .leftJoin('organizations', 'organizations.id', 'embed_tokens.org_id')
    .leftJoin('portfolios', (join) =>
      join.onRef('portfolios.id', '=', 'embed_tokens.portfolio_id').onRef('portfolios.org_id', '=', 'embed_tokens.org_id'),
    )
    .select(['embed_tokens.org_id', 'embed_tokens.portfolio_id', 'embed_tokens.revoked_at', 'organizations.active', 'portfolios.id as livePortfolioId'])
    .where('embed_tokens.jti', '=', jti)
    .executeTakeFirst();
  // A signature alone is not enough: the token must be one we recorded (stateOf compares org and portfolio).
  if (!row) return null;
  const record = { orgId: row.org_id, portfolioId: row.portfolio_id };
  if (row.active === null) return { ...record, state: 'org_gone' };
  // Checked before revocation: deactivating an organization also revokes its tokens, and its callers
  // should hear why.
  if (row.active !== 1) return { ...record, state: 'org_inactive' };
  if (row.revoked_at !== null) return { ...record, state: 'revoked' };
  if (row.livePortfolioId === null) return { ...record, state: 'portfolio_gone' };
  return { ...record, state: 'active' };
}

/** Adds to a bounded map: when full, drop the entries no longer useful, and if that is not enough the oldest tenth. */
function remember<V>(map: Map<string, V>, key: string, value: V, stillUseful: (value: V) => boolean): void {
  if (map.size >= MAX_CACHED) {
    for (const [k, v] of map) if (!stillUseful(v)) map.delete(k);
    let excess = map.size - Math.floor(MAX_CACHED * 0.9);
    for (const k of map.keys()) {
      if (excess-- <= 0) break;
      map.delete(k);
    }
  }
  map.set(key, value);
}
