import { isId, supportedLocaleOf, type EmbedToken } from '@clarity/shared';
import type { ResolvedMint } from './defaults.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { SigningKeyStore, signingKeySource } from './signing-keys.js';
import { TokenRecordWriter } from './token-records.js';
import { signEmbedToken } from './tokens.js';
import { withThemeParameters } from './theme-url.js';
import { EmbedTokenVerifier, type EmbedPrincipal } from './verifier.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../coordination/invalidations.js';
import type { SigningKeyInfo } from './signing-keys.js';

/**
 * Embed tokens (docs/security.md): mint, verify, revoke. A token is an Ed25519 JWT bound to
 * one portfolio, a list of origins and a scope; each is also recorded, so that it can be revoked
 * alone, with its portfolio or with its organization.
 */
export class EmbedService {
  readonly keys: SigningKeyStore;
  /** Origin of the embed page (the iframe): its calls are always from an allowed origin. */
  readonly pageOrigin: string;
  private readonly verifier: EmbedTokenVerifier;
  private readonly records: TokenRecordWriter;
  private readonly issuer: string;
  private readonly embedUrl: string;
  private readonly findPortfolioKey: (portfolioId: string, orgId: string) => Promise<{ id: string }[]>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    config: Pick<Config, 'publicUrl' | 'embedUrl' | 'signingKeys' | 'dbPath'>,
    /** Tells other instances to drop what they cached of a token this service revoked. */
    private readonly invalidations: InvalidationPublisher = NO_OTHER_INSTANCES,
  ) {
    this.issuer = config.publicUrl;
    this.embedUrl = config.embedUrl;
    this.pageOrigin = new URL(config.embedUrl).origin;
    this.keys = new SigningKeyStore(signingKeySource(config), clock);
    this.verifier = new EmbedTokenVerifier(db, this.keys, clock, this.issuer);
    this.records = new TokenRecordWriter(db, clock);
    this.findPortfolioKey = preparedQuery(db, 2, (id: string, org: string) =>
      db.selectFrom('portfolios').select('id').where('id', '=', id).where('org_id', '=', org),
    );
  }

  async mint(orgId: string, request: ResolvedMint): Promise<EmbedToken> {
    // Whole seconds, so that `expiresAt` is exactly the token's `exp`.
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = iat + request.ttlSeconds;
    const jti = newId('embed');
    // Ed25519 signing runs on the thread pool: start it, and look the portfolio up meanwhile. The
    // record is written only for a portfolio of the caller's organization; for any other the
    // signature is dropped unseen.
    // The language rides in the token: the embed page, the widget and every card and chat call read it there.
    const locale = request.locale === undefined ? {} : { locale: supportedLocaleOf(request.locale) };
    const signing = signEmbedToken({ sub: request.portfolioId, org: orgId, origins: request.allowedOrigins, scope: request.scope, jti, iat, exp, ...locale }, this.keys, this.issuer);
    signing.catch(() => undefined);
    await this.requirePortfolio(orgId, request.portfolioId);
    await this.records.write({
      jti,
      org_id: orgId,
      portfolio_id: request.portfolioId,
      issued_at: new Date(iat * 1000).toISOString(),
      expires_at: new Date(exp * 1000).toISOString(),
      revoked_at: null,
    });
    const token = await signing;
    const url = `${this.embedUrl}/?token=${token}`;
    return { url: request.theme ? withThemeParameters(url, request.theme) : url, token, expiresAt: new Date(exp * 1000).toISOString(), jti };
  }

  /** See {@link EmbedTokenVerifier.verify}. */
  verify(token: string): Promise<EmbedPrincipal> {
    return this.verifier.verify(token);
  }

  /** Revokes one token of the organization; another organization's (or an unknown) jti is a 404. Idempotent. */
  async revoke(orgId: string, jti: string): Promise<void> {
    const row = isId('embed', jti)
      ? await this.db.selectFrom('embed_tokens').select('revoked_at').where('jti', '=', jti).where('org_id', '=', orgId).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('Embed token');
    if (row.revoked_at === null) {
      await this.db.updateTable('embed_tokens').set({ revoked_at: this.now() }).where('jti', '=', jti).where('revoked_at', 'is', null).execute();
    }
    this.verifier.invalidate(jti);
    await this.invalidations.publish({ type: 'embed_token_revoked', jti });
  }

  /** Revokes every unrevoked token of a portfolio of the organization (404 for another org's). */
  async revokeAllOfPortfolio(orgId: string, portfolioId: string): Promise<number> {
    await this.requirePortfolio(orgId, portfolioId);
    const revoked = await this.revokeAllForPortfolio(orgId, portfolioId, this.db);
    await this.invalidations.publish({ type: 'portfolio_tokens_revoked', portfolioId });
    return revoked;
  }

  /** For the portfolio-deleted hook: runs on the deleting transaction `db`. */
  async revokeAllForPortfolio(orgId: string, portfolioId: string, db: Db): Promise<number> {
    const result = await db
      .updateTable('embed_tokens')
      .set({ revoked_at: this.now() })
      .where('org_id', '=', orgId)
      .where('portfolio_id', '=', portfolioId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.verifier.invalidate();
    return Number(result.numUpdatedRows);
  }

  /** For the organization-deactivated hook: runs on that transaction `db`. */
  async revokeAllForOrganization(orgId: string, db: Db): Promise<number> {
    const result = await db.updateTable('embed_tokens').set({ revoked_at: this.now() }).where('org_id', '=', orgId).where('revoked_at', 'is', null).executeTakeFirst();
    this.verifier.invalidate();
    return Number(result.numUpdatedRows);
  }

  /** Any change of an organization's state (e.g. re-activation) must be seen by the next request. */
  forgetCachedState(): void {
    this.verifier.invalidate();
  }

  /** Another instance revoked a token, or changed tokens of an organization or a portfolio: drop what is cached of them. */
  forgetCachedStateOf(changed: { jti: string } | { orgId: string } | { portfolioId: string }): void {
    if ('jti' in changed) this.verifier.invalidate(changed.jti);
    else this.verifier.invalidateTokensOf(changed);
  }

  /** `signing rotate`: a new key signs from now on; running instances told so read the keys at once. */
  async rotateSigningKeys(): Promise<{ signing: SigningKeyInfo; retired: string[] }> {
    const rotated = this.keys.rotate();
    await this.invalidations.publish({ type: 'signing_keys_rotated' });
    return rotated;
  }

  /** 404 unless the portfolio is the organization's. Reads only the key, not the holdings. */
  private async requirePortfolio(orgId: string, portfolioId: string): Promise<void> {
    const found = isId('portfolio', portfolioId) ? await this.findPortfolioKey(portfolioId, orgId) : [];
    if (found.length === 0) throw notFound('Portfolio');
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
