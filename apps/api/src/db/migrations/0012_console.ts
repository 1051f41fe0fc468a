import type { Kysely } from 'kysely';
import { sequenceKey, sequenceType } from './dialect-types.js';

// The partner console (console/): an organization's members, their invitations and sign-in
// sessions, and the audit log of every change made through it. API keys gain what the console shows
// and does with them: a name, who created one, when it was last used, and an expiry for the grace
// period of a rotated key. Secrets are stored only as hashes (passwords: argon2id; invitation codes
// and session tokens: SHA-256 of 256 random bits).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('console_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // Lower-cased; one account per address across organizations, so sign-in needs no org picker.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('console_invites')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('console_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('console_members.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('console_sessions_by_member').on('console_sessions').column('member_id').execute();
  await db.schema
    .createTable('console_audit')
    .addColumn('seq', sequenceType(db), sequenceKey(db))
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    // The member's email at the time (kept when the member is removed), or `cli` for the admin CLI.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('address', 'text')
    .execute();
  await db.schema.createIndex('console_audit_by_org').on('console_audit').columns(['org_id', 'seq']).execute();
  await db.schema.alterTable('api_keys').addColumn('name', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
  // A rotated key keeps working until then (its grace period); null: until revoked.
  await db.schema.alterTable('api_keys').addColumn('expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['expires_at', 'last_used_at', 'created_by', 'name']) await db.schema.alterTable('api_keys').dropColumn(column).execute();
  await db.schema.dropTable('console_audit').execute();
  await db.schema.dropTable('console_sessions').execute();
  await db.schema.dropTable('console_invites').execute();
  await db.schema.dropTable('console_members').execute();
}
