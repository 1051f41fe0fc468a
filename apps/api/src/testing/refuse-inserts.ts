import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Names of what {@link refuseInserts} creates: the test databases drop functions so named when emptied. */
export const REFUSAL_PREFIX = 'refuse_';

/**
 * Makes the database itself refuse every insert into `table` with `message` (a trigger), so a test
 * can fail a write part-way through a real transaction. The trigger's language differs by engine.
 */
export async function refuseInserts(database: Database, table: string, message: string): Promise<void> {
  const trigger = sql.id(`${REFUSAL_PREFIX}${table}`);
  if (database.kind === 'sqlite') {
    await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, ${sql.lit(message)}); END`.execute(database.db);
    return;
  }
  const refuse = sql.id(`${REFUSAL_PREFIX}${table}_insert`);
  await sql`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION ${sql.lit(message)}; END $$`.execute(database.db);
  await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION ${refuse}()`.execute(database.db);
}
