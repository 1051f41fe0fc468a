import type { RequestHandler } from 'express';
import { apiKeyMatches, hashApiKey } from '../auth/api-keys.js';
import { ApiError } from '../http/errors.js';
import type { Metrics } from './metrics.js';

const BEARER = /^Bearer +(\S+)$/i;

/**
 * `GET /metrics`: the Prometheus text exposition. With `CLARITY_METRICS_TOKEN` set, only a request
 * bearing it gets the metrics (401 otherwise, compared in constant time as API keys are); unset,
 * it is open, for scrapers on a private network.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  const tokenHash = token === undefined ? undefined : hashApiKey(token);
  return async (req, res) => {
    if (tokenHash !== undefined) {
      const presented = BEARER.exec(req.headers.authorization ?? '')?.[1];
      if (presented === undefined || !apiKeyMatches(presented, tokenHash)) {
        throw new ApiError('unauthorized', 'Send the metrics token as Authorization: Bearer <token>', {
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        });
      }
    }
    const { contentType, body } = await metrics.exposition();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  };
}
