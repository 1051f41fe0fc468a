import { EMBED_TTL_SECONDS, EMBED_SCOPES, FACTORY_EMBED_DEFAULTS, type ConsoleEmbedDefaults, type EmbedMintRequest, type EmbedScope, type SupportedLocale } from '@clarity/shared';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';

type Theme = ConsoleEmbedDefaults['theme'];

/** A mint with every field decided: the request's, else the organization's default, else the API's. */
export interface ResolvedMint {
  portfolioId: string;
  allowedOrigins: string[];
  ttlSeconds: number;
  scope: EmbedScope[];
  locale?: string;
  /** The widget's look, carried on the minted `url` (not in the token: `mountClarity({ theme })` may override it). */
  theme?: Theme;
}

/**
 * An organization's embed defaults (migrations 0013, 0017), set in the partner console: what a mint
 * that omits origins, lifetime, scope or language gets, and the theme its `url` carries. Read on every
 * mint (a primary-key lookup): no mint names a theme.
 */
export class EmbedDefaultsStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(orgId: string, db: Db = this.db): Promise<ConsoleEmbedDefaults> {
    const row = await db.selectFrom('embed_defaults').selectAll().where('org_id', '=', orgId).executeTakeFirst();
    if (!row) return FACTORY_EMBED_DEFAULTS;
    return {
      allowedOrigins: JSON.parse(row.allowed_origins) as string[],
      ttlSeconds: row.ttl_seconds,
      scope: JSON.parse(row.scope) as EmbedScope[],
      locale: row.locale as SupportedLocale | null,
      theme: {
        mode: row.theme_mode as Theme['mode'],
        accent: row.theme_accent,
        radius: row.theme_radius as Theme['radius'],
        font: row.theme_font as Theme['font'],
      },
    };
  }

  /** Replaces the organization's defaults (in `db`, the transaction that audits the change). */
  async put(orgId: string, defaults: ConsoleEmbedDefaults, db: Db = this.db): Promise<void> {
    const values = {
      allowed_origins: JSON.stringify(defaults.allowedOrigins),
      ttl_seconds: defaults.ttlSeconds,
      scope: JSON.stringify(defaults.scope),
      locale: defaults.locale,
      theme_mode: defaults.theme.mode,
      theme_accent: defaults.theme.accent,
      theme_radius: defaults.theme.radius,
      theme_font: defaults.theme.font,
      updated_at: this.clock.now().toISOString(),
    };
    await db
      .insertInto('embed_defaults')
      .values({ org_id: orgId, ...values })
      .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
      .execute();
  }

  /** Fills what the mint omitted from the organization's defaults, and adds their theme; no origins anywhere is a 400 on `allowedOrigins`. */
  async resolve(orgId: string, request: EmbedMintRequest): Promise<ResolvedMint> {
    const defaults = await this.get(orgId);
    const allowedOrigins = request.allowedOrigins ?? defaults.allowedOrigins;
    if (allowedOrigins.length === 0) {
      throw new ApiError('validation_error', 'Request body is invalid', {
        issues: [{ path: ['allowedOrigins'], code: 'missing_default', message: "Give the origins that may frame the embed, or set the organization's default origins in the console" }],
      });
    }
    const locale = request.locale ?? defaults.locale ?? undefined;
    return {
      portfolioId: request.portfolioId,
      allowedOrigins,
      ttlSeconds: request.ttlSeconds ?? defaults.ttlSeconds ?? EMBED_TTL_SECONDS.default,
      scope: request.scope ?? defaults.scope ?? [...EMBED_SCOPES],
      ...(locale !== undefined ? { locale } : {}),
      theme: defaults.theme,
    };
  }
}
