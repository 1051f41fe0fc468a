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
}
