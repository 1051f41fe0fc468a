import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Request } from 'express';

/** Query parameters that carry credentials; their values never reach a log line. */
const SECRET_QUERY_PARAMS = ['token', 'apiKey', 'api_key'];

/** The path and query of a URL with every credential replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Defence in depth: the serializers below never include headers, but if anything logs a
      // request object or a header map, credentials are still removed.
      redact: {
        paths: [
          'req.headers["x-api-key"]',
          'req.headers["x-embed-token"]',
          'req.headers.authorization',
          'req.headers.cookie',
          'headers["x-api-key"]',
          'headers["x-embed-token"]',
          'apiKey',
          'token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** One line per request, with method, path (credentials removed), status, time and request id. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => (req as Request).requestId,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string; raw?: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.raw?.url ?? req.url),
        origin: req.raw?.headers.origin,
      }),
      res: (res: { statusCode: number; raw?: ServerResponse }) => ({ statusCode: res.statusCode }),
    },
  });
}
