import type { Kysely } from 'kysely';

// Advisor operations: users (unique externalId per org), every risk profiling of a user, stored
// reports, and the optional link from a portfolio to its user. A user is deleted only after the
// service has unlinked their portfolios (see users/service.ts); `on delete set null` is the
// database's own guarantee that no portfolio ever points at a missing user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_org_external_id', ['org_id', 'external_id'])
    .execute();

  await db.schema
    .createTable('risk_profiles')
    // Ids sort by creation (monotonic ULIDs): the greatest id of a user is their current profile.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('questionnaire_version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_profiles_by_user').on('risk_profiles').columns(['user_id', 'id']).execute();

  await db.schema.alterTable('portfolios').addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('portfolios_by_user').on('portfolios').columns(['user_id']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // A report holds the portfolio's data, so it goes with the portfolio.
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropIndex('portfolios_by_user').execute();
  await db.schema.alterTable('portfolios').dropColumn('user_id').execute();
  await db.schema.dropTable('risk_profiles').execute();
  await db.schema.dropTable('users').execute();
}
