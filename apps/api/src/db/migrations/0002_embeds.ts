import type { Kysely } from 'kysely';

// Every minted embed token, so that one token (by jti), all of a portfolio's or all of an
// organization's can be revoked, and so that a verified signature alone never suffices: the
// verifier also requires the row to exist and be unrevoked. Rows are purged a day after expiry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embed_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('portfolio_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('embed_tokens_by_portfolio').on('embed_tokens').columns(['portfolio_id', 'revoked_at']).execute();
  await db.schema.createIndex('embed_tokens_by_org').on('embed_tokens').columns(['org_id', 'revoked_at']).execute();
  await db.schema.createIndex('embed_tokens_by_expiry').on('embed_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_tokens').execute();
}
