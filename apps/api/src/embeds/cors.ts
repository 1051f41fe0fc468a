import type { ServerResponse } from 'node:http';
import vary from 'vary';
import type { Step } from '../http/pipeline.js';

/** The only request headers a browser may send cross-origin: never `x-api-key`. `last-event-id` resumes a chat stream. */
const ALLOWED_REQUEST_HEADERS = 'content-type, x-embed-token, last-event-id';
/** Response headers the calling page may read. */
const EXPOSED_HEADERS = 'x-request-id, retry-after, ratelimit, ratelimit-policy';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the card and chat endpoints. A preflight carries no credential, so it is answered for
 * any origin (allowing only `content-type`, `x-embed-token` and `last-event-id`); the actual request is then checked
 * against its token, and only an allowed origin gets `Access-Control-Allow-Origin` echoed
 * ({@link allowOrigin}, called by the access layer). The embed page's own origin is always allowed,
 * so the iframe can read every answer, errors included.
 */
export function insightCors(pageOrigin: string): Step {
  return (req, res, next) => {
    vary(res, 'Origin');
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS') {
      if (origin !== undefined) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', 'POST');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
        res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    if (origin === pageOrigin) allowOrigin(res, origin);
    next();
  };
}

/** Lets the page at `origin` read this response. Only for an origin the credential allows. */
export function allowOrigin(res: ServerResponse, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}
