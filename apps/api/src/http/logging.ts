import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Request } from 'express';
import { traceIdOf } from '../observability/request-span.js';
import type { AuthContext } from './request-context.js';

/** `[redacted]`, written as it reads inside a URL. */
const REDACTED = '%5Bredacted%5D';

/**
 * Parameter names whose values never reach a log line, compared after decoding %-escapes, folding
 * case and dropping punctuation, so that `Token`, `TOKEN`, `%74oken`, `api-key` or `access_token`
 * are caught as well as `token` and `apiKey`.
 */
const SECRET_NAME = /token|apikey|secret|password|jwt|signature|credential|^key$|^auth/;
/** Values shaped like a credential whatever their name: a JWT (an embed token) or an API key. */
const SECRET_VALUE = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|clk_(?:live|test)_/;
/** A `name=value` pair anywhere in a request target: after `?`, `&`, `;` (matrix parameters) or `/`. */
const PAIR = /([?&;/])([^=?&;/#]*)=([^&;?#]*)/g;
/** A JWT-shaped run anywhere else (e.g. a token pasted into the path). */
const BARE_JWT = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*)?/g;

/** The one-time code of a console invitation, a path segment of its link and of the API's routes for it. */
const INVITE_CODE = /(\/(?:v1\/console\/invites|console\/invite)\/)[^/?#;]+/gi;

/** Decodes %-escapes (up to three layers, as `%2574` hides `%74`), leaving malformed ones as they are. */
function decodeLoosely(text: string): string {
  let current = text.replace(/\+/g, ' ');
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    const next = current.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

function isSecretPair(name: string, value: string): boolean {
  const folded = decodeLoosely(name).toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAME.test(folded) || SECRET_VALUE.test(decodeLoosely(value));
}

/**
 * The request target with every credential replaced by `[redacted]`: the value of any parameter
 * whose name spells a credential (any case, %-escaped, after `?`, `&` or `;`), any value shaped
 * like an embed token or API key, any token-shaped run elsewhere in the path, and a console
 * invitation's code (`/console/invite/<code>`, `/v1/console/invites/<code>…`).
 */
export function redactUrl(url: string): string {
  const pairs = url.replace(PAIR, (whole, separator: string, name: string, value: string) =>
    value !== '' && isSecretPair(name, value) ? `${separator}${name}=${REDACTED}` : whole,
  );
  return pairs.replace(BARE_JWT, REDACTED).replace(INVITE_CODE, `$1${REDACTED}`);
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

const ERROR_CODE = Symbol('clarity.errorCode');
const CALLER = Symbol('clarity.caller');
const TRACE_BOUND = Symbol('clarity.traceBound');
type Noted = ServerResponse & { [ERROR_CODE]?: string; [CALLER]?: AuthContext; [TRACE_BOUND]?: true };

/** Remembers the error code a response answers with, for the request's access-log line. */
export function noteErrorCode(res: ServerResponse, code: string): void {
  (res as Noted)[ERROR_CODE] = code;
}

/**
 * Remembers who is calling for the access-log line only, when the credential verified but the
 * request is refused before `req.auth` is set (an embed token from a wrong origin or scope).
 */
export function noteCaller(res: ServerResponse, caller: AuthContext): void {
  (res as Noted)[CALLER] = caller;
}

/** The organization a request spoke for (once its credential verified) and the error code it was answered with, if any. */
export function outcomeOf(req: IncomingMessage, res: ServerResponse): { orgId: string | undefined; errorCode: string | undefined } {
  const auth = (req as IncomingMessage & { auth?: AuthContext }).auth ?? (res as Noted)[CALLER];
  return { orgId: auth?.orgId, errorCode: (res as Noted)[ERROR_CODE] };
}

/** What the access-log line says about the caller and the outcome: never a credential, only ids. */
interface CallerFields {
  orgId?: string;
  credential?: AuthContext['kind'];
  /** The API key's public id (`clk_live_<keyId>` is its displayable prefix). */
  keyId?: string;
  /** The embed token's id (what revocation names), never the token. */
  jti?: string;
  errorCode?: string;
  /** The request span's trace id, when tracing is on (observability/request-span.ts). */
  traceId?: string;
}

/**
 * The organization and credential kind once a request is authenticated, and the error code when it
 * failed (`noteErrorCode`). pino-http asks at the start and at the end. At the start only the trace
 * id is known: bound then, it is on the request's logger (`req.log`), so every line the request
 * writes carries it, the access line included, and it is not repeated at the end.
 */
function callerFields(req: IncomingMessage, res: ServerResponse): CallerFields | undefined {
  const noted = res as Noted;
  if (noted[TRACE_BOUND] === undefined) {
    const traceId = traceIdOf(req);
    if (traceId !== undefined) {
      noted[TRACE_BOUND] = true;
      return { traceId };
    }
  }
  const auth = (req as IncomingMessage & { auth?: AuthContext }).auth ?? (res as Noted)[CALLER];
  const errorCode = (res as Noted)[ERROR_CODE];
  if (!auth && errorCode === undefined) return undefined;
  const fields: CallerFields = {};
  if (auth) {
    fields.orgId = auth.orgId;
    fields.credential = auth.kind;
    if (auth.kind === 'apiKey') fields.keyId = auth.keyId;
    else fields.jti = auth.jti;
  }
  if (errorCode !== undefined) fields.errorCode = errorCode;
  return fields;
}

const HEALTH_PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request, with method, path (credentials removed), status, time and request id; the
 * organization, credential kind and key or token id once authenticated; the error code on errors.
 */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => (req as Request).requestId,
    // pino-http skips a falsy value (its types ask for an object): no child logger per request at its start.
    customProps: (req, res) => callerFields(req, res) as object,
    // A health probe answered (a load balancer's every few seconds, `npm start` waiting for the server) is
    // debug: at the default level it would bury the requests a person reads the log for.
    customLogLevel: (req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : HEALTH_PROBES.has(new URL(req.url ?? '/', 'http://x').pathname) ? 'debug' : 'info',
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
