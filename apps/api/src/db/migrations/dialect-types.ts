import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';

// One set of migrations serves SQLite and PostgreSQL. The few column types whose meaning differs
// come from here, so each migration reads the same on both and the SQLite DDL stays byte for byte
// what shipped (existing SQLite files remain valid).

/** A double: SQLite's `real` is 8 bytes, PostgreSQL's only 4 (prices and quantities would lose digits). */
export function float(db: Kysely<unknown>): ColumnDataType {
  return onPostgres(db) ? 'double precision' : 'real';
}

/** The declared type of an insertion-order key: 64-bit on PostgreSQL, where the sequence never restarts. */
export function sequenceType(db: Kysely<unknown>): ColumnDataType {
  return onPostgres(db) ? 'bigint' : 'integer';
}

/**
 * An insertion-order primary key: `integer primary key autoincrement` on SQLite (never reuses a
 * deleted value), an identity column on PostgreSQL (a sequence, which never goes back either).
 */
export function sequenceKey(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return onPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}
