/** True for a unique-constraint violation, on SQLite (better-sqlite3) and PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** True for a foreign-key violation (a referenced row is gone), on SQLite and PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Socket failures of the connection to the database server. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL's own "cannot serve now": shutting down, starting up, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's errors without a code: the pool's connect timeout, a connection lost mid-query, one already dead. */
const CONNECTION_LOST = /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when the database server cannot be reached or is not serving (PostgreSQL down, restarting,
 * the network cut): the request should be retried later (503 `unavailable`), nothing is wrong with it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) return CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08');
  return error instanceof Error && CONNECTION_LOST.test(error.message);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
