import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.js';
import { directReaderOf } from './direct-reader.js';

/**
 * A query built and compiled once, then run with new parameter values. Building and compiling
 * costs about as much as running a point lookup on SQLite, so hot reads (a portfolio by id on
 * every card, trade and read request) use this. The builder is called with marker strings; their
 * positions among the compiled parameters say where each argument goes. Works on any dialect,
 * because only the compiled SQL text and its parameter list are reused.
 */
export function preparedQuery<Args extends string[], Row>(
  db: Db,
  arity: Args['length'],
  build: (...markers: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-parameter-${i}\u0000`) as Args;
  const compiled = build(...markers).compile();
  const slots = compiled.parameters.map((value) => {
    const index = markers.indexOf(value as string);
    if (index === -1) throw new Error(`preparedQuery: a parameter of "${compiled.sql}" is not an argument`);
    return index;
  });
  const direct = directReaderOf(db);
  return async (...args: Args) => {
    const parameters = slots.map((i) => args[i]);
    // On SQLite outside a transaction, the statement runs at once; Kysely's executor would only add
    // its connection lock and promise hops around the same synchronous call. On PostgreSQL it runs
    // as a named prepared statement, parsed and planned once per pooled connection.
    if (direct?.canRead()) return direct.all(compiled.sql, parameters) as Row[] | Promise<Row[]>;
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
