import { isId, type ConsoleEmbedDefaults } from '@clarity/shared';
import type { Db } from '../db/database.js';
import type { EmbedDefaultsStore } from '../embeds/defaults.js';
import type { EmbedService } from '../embeds/service.js';
import { ApiError, notFound } from '../http/errors.js';
import type { AuditLog } from './audit.js';
import type { ConsoleMember } from './service.js';
import type { ConsoleRole } from './tables.js';

/** How long a preview token lives: long enough to look, short enough not to matter if copied. */
export const PREVIEW_TTL_SECONDS = 600;

/** Owners and admins change embed defaults and revoke tokens; everyone may look at the preview. */
export const mayConfigureEmbeds = (who: ConsoleRole) => who === 'owner' || who === 'admin';

/**
 * The console's Embeds page: the organization's embed defaults, a preview of the widget minted
 * through the console's session (never an API key in the browser), and revoking a portfolio's tokens.
 */
export class ConsoleEmbeds {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly defaults: EmbedDefaultsStore,
    private readonly embeds: EmbedService,
    /** The console's own origin: the only one a preview token may be framed by. */
    private readonly consoleOrigin: string,
  ) {}

  get(orgId: string): Promise<ConsoleEmbedDefaults> {
    return this.defaults.get(orgId);
  }

  async put(actor: ConsoleMember, defaults: ConsoleEmbedDefaults, address: string | undefined): Promise<ConsoleEmbedDefaults> {
    if (!mayConfigureEmbeds(actor.role)) throw new ApiError('role_denied', 'Only owners and admins change the embed defaults');
    await this.db.transaction().execute(async (trx) => {
      await this.defaults.put(actor.orgId, defaults, trx);
      const summary = `origins ${defaults.allowedOrigins.length}, ttl ${defaults.ttlSeconds} s, scope ${defaults.scope.join('+')}, locale ${defaults.locale ?? 'auto'}, theme ${defaults.theme.mode}${defaults.theme.accent ? ` ${defaults.theme.accent}` : ''} radius ${defaults.theme.radius} font ${defaults.theme.font}`;
      await this.audit.record(trx, actor.orgId, { label: actor.email, address }, 'embed.defaults_changed', summary);
    });
    return defaults;
  }

  /** A token for the console's own origin, with the organization's scope, language and theme, for one portfolio (default: the most recently updated; ids sort by creation time among equals). */
  async preview(member: ConsoleMember, portfolioId: string | undefined): Promise<{ url: string; portfolioId: string; expiresAt: string }> {
    const target = portfolioId ?? (await this.newestPortfolio(member.orgId));
    const defaults = await this.defaults.get(member.orgId);
    const token = await this.embeds.mint(member.orgId, {
      portfolioId: target,
      allowedOrigins: [this.consoleOrigin],
      ttlSeconds: PREVIEW_TTL_SECONDS,
      scope: defaults.scope,
      ...(defaults.locale ? { locale: defaults.locale } : {}),
      theme: defaults.theme,
    });
    return { url: token.url, portfolioId: target, expiresAt: token.expiresAt };
  }

  async revokeAll(actor: ConsoleMember, portfolioId: string, address: string | undefined): Promise<number> {
    if (!mayConfigureEmbeds(actor.role)) throw new ApiError('role_denied', 'Only owners and admins revoke embed tokens');
    const revoked = await this.embeds.revokeAllOfPortfolio(actor.orgId, portfolioId);
    await this.audit.record(this.db, actor.orgId, { label: actor.email, address }, 'embed.tokens_revoked', `${portfolioId} (${revoked})`);
    return revoked;
  }

  private async newestPortfolio(orgId: string): Promise<string> {
    const row = await this.db.selectFrom('portfolios').select('id').where('org_id', '=', orgId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row || !isId('portfolio', row.id)) throw notFound('Portfolio');
    return row.id;
  }
}
