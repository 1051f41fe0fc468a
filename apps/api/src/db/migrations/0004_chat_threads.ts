import type { Kysely } from 'kysely';
import { sequenceKey, sequenceType } from './dialect-types.js';

// Chat threads and their turns (issue 5). A thread belongs to one organization and one stored
// portfolio; its id is unique within the organization (callers may bring their own ids), so the
// key is (org_id, id) and one organization can never reach another's thread. Deleting the
// portfolio deletes its threads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_threads')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_threads_pk', ['org_id', 'id'])
    .execute();
  await db.schema.createIndex('chat_threads_by_portfolio').on('chat_threads').columns(['portfolio_id']).execute();

  await db.schema
    .createTable('chat_turns')
    .addColumn('seq', sequenceType(db), sequenceKey(db))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_markdown', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    // JSON: the entities the turn discussed ({ tickers, topics }), for resolving "it" later.
    .addColumn('entities', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('chat_turns_thread_fk', ['org_id', 'thread_id'], 'chat_threads', ['org_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('chat_turns_by_thread').on('chat_turns').columns(['org_id', 'thread_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_turns').execute();
  await db.schema.dropTable('chat_threads').execute();
}
