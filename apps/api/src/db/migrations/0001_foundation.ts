import { sql, type Kysely } from 'kysely';
import { float, sequenceKey, sequenceType } from './dialect-types.js';

// Organizations, API keys, partner portfolios, the trade log and idempotency records.
// Timestamps are ISO 8601 UTC strings (toISOString), which sort correctly as text on both
// SQLite and PostgreSQL; JSON documents are stored as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A key whose organization is gone stays, unlinked, so that it answers 403 key_not_linked.
    .addColumn('org_id', 'text', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('env', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('base_currency', 'text', (c) => c.notNull())
    .addColumn('current_holdings', 'text', (c) => c.notNull())
    .addColumn('historic_holdings', 'text', (c) => c.notNull())
    .addColumn('profile', 'text')
    // Bumped by every change; caches of derived insight key on it.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('portfolios_org_external_id', ['org_id', 'external_id'])
    .execute();

  await db.schema
    .createTable('trades')
    // Insertion order: breaks ties between trades with the same executedAt.
    .addColumn('seq', sequenceType(db), sequenceKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('ticker', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('price', float(db), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('executed_at', 'text', (c) => c.notNull())
    .addColumn('fees', float(db))
    .addColumn('external_id', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trades_by_time').on('trades').columns(['portfolio_id', 'executed_at', 'seq']).execute();
  await db.schema
    .createIndex('trades_external_id')
    .on('trades')
    .columns(['portfolio_id', 'external_id'])
    .unique()
    .where(sql.ref('external_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['org_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'trades', 'portfolios', 'api_keys', 'organizations']) {
    await db.schema.dropTable(table).execute();
  }
}
