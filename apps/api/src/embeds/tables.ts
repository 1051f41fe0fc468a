/** Tables of migration 0002: one row per minted embed token. */
export interface EmbedTables {
  embed_tokens: {
    /** `emb_…`, the token's `jti`. */
    jti: string;
    org_id: string;
    /** No foreign key: the row (and its revocation) outlives a deleted portfolio until it expires. */
    portfolio_id: string;
    /** ISO 8601 UTC. */
    issued_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  /** Migration 0013: an organization's embed defaults (console). */
  embed_defaults: {
    org_id: string;
    /** JSON array of origins (may be empty: a mint must then name its own). */
    allowed_origins: string;
    ttl_seconds: number;
    /** JSON array of scopes. */
    scope: string;
    locale: string | null;
    theme_mode: string;
    theme_accent: string | null;
    /** One of `THEME_RADII` (migration 0017). */
    theme_radius: string;
    /** One of `THEME_FONTS` (migration 0017). */
    theme_font: string;
    updated_at: string;
  };
}
