import type { Logger } from 'pino';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, respondWithError } from './errors.js';
import { pipeline, type Listener } from './pipeline.js';
import { assignRequestId } from './request-context.js';

/**
 * What the server answers while its database has not been opened yet (PostgreSQL unreachable when
 * the process started; server.ts keeps trying): the process is alive (`/healthz` 200), not ready
 * (`/readyz` 503, so a load balancer sends nothing), and every other request gets the same 503
 * `unavailable` with `Retry-After` a running server gives while its database is away. Once the
 * database is open, server.ts hands the server to the app.
 */
export function beforeDatabase(logger: Logger): Listener {
  return pipeline(
    [
      assignRequestId,
      (req, res, next) => {
        const path = (req.url ?? '/').split('?', 1)[0];
        if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
        if (path === '/readyz') {
          res.setHeader('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
          return sendJson(res, 503, { status: 'unavailable' });
        }
        next(databaseUnavailable());
      },
    ],
    respondWithError(logger),
  );
}

function sendJson(res: Parameters<Listener>[1], status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
