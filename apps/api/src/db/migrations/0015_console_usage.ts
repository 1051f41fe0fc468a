import type { Kysely } from 'kysely';
import { sequenceKey, sequenceType } from './dialect-types.js';

// The console's usage page (console/usage.ts, docs/console.md "Usage"): an organization's requests
// per UTC day, counted in memory by each instance and added here by upsert at every flush (several
// instances sum into the same rows), and the latest failed requests (request id, route, status,
// error code; never a body or a credential), a bounded number per organization. The audit log gains
// an index for its retention prune, which deletes by time across organizations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_daily')
    .addColumn('org_id', 'text', (c) => c.notNull())
    // `YYYY-MM-DD`, UTC.
    .addColumn('day', 'text', (c) => c.notNull())
    // `request`: name = the operation (`POST /v1/clarity/card`), detail = the status class (`2xx`);
    // `error`: name = the error code, detail = ''.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', ['org_id', 'day', 'kind', 'name', 'detail'])
    .execute();
  await db.schema
    .createTable('usage_failures')
    .addColumn('seq', sequenceType(db), sequenceKey(db))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_failures_by_org').on('usage_failures').columns(['org_id', 'seq']).execute();
  await db.schema.createIndex('console_audit_by_time').on('console_audit').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('console_audit_by_time').execute();
  await db.schema.dropTable('usage_failures').execute();
  await db.schema.dropTable('usage_daily').execute();
}
