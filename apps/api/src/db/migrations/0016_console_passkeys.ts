import type { Kysely } from 'kysely';

// Console passkeys (docs/console.md, "Passkeys"): a member's WebAuthn credentials, of which only the
// public key is stored, and the challenges of registrations and sign-ins in progress. Challenges live
// in the database, not in one process's memory, so any instance can finish what another began; each is
// deleted when it is used (single use) and refused once past its short lifetime.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('console_passkeys')
    // The credential id (base64url), as the authenticator names it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('console_members.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The COSE public key (base64url); nothing secret.
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    // JSON list of transports the authenticator named, or null.
    .addColumn('transports', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('console_passkeys_by_member').on('console_passkeys').column('member_id').execute();
  await db.schema
    .createTable('console_webauthn_challenges')
    // base64url of 32 random bytes.
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    // `register` (a signed-in member adds a passkey) or `sign_in`.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The member registering; null for a sign-in (the passkey names its member).
    .addColumn('member_id', 'text', (c) => c.references('console_members.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('console_webauthn_challenges').execute();
  await db.schema.dropTable('console_passkeys').execute();
}
