import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './request-context.js';

/**
 * A request as the API's own steps see it: node's IncomingMessage plus what earlier steps set.
 * Express's Request extends IncomingMessage and carries the same fields, so every step written
 * against this type runs unchanged under Express and in a {@link pipeline}.
 */
export interface ApiRequest extends IncomingMessage {
  /** Set by assignRequestId; echoed as `x-request-id` and in every error body. */
  requestId: string;
  /** Set by the access step. */
  auth?: AuthContext;
  /** Set by the JSON body reader. */
  body?: unknown;
}

export type Next = (error?: unknown) => void;

/** One step of a request: a middleware in the (req, res, next) form that Express, helmet and pino-http share. */
export type Step = (req: ApiRequest, res: ServerResponse, next: Next) => unknown;

/** What runs when a step fails: it answers the request. */
export type ErrorStep = (error: unknown, req: ApiRequest, res: ServerResponse) => void;

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Runs `steps` in order for each request, as Express runs a route's middleware: a step passes on
 * with `next()`, fails with `next(error)`, a throw or a rejected promise, and any failure goes to
 * `onError` once and ends the run. A step that answers the request simply does not call `next`.
 *
 * Why this exists beside Express: entering an Express app costs about 90 µs a request on the
 * 2-core bench machine (it swaps the prototypes of req and res, which sends node's own HTTP code
 * down slow paths), more than the whole cached card costs without it. The card, the hottest
 * route, runs as a pipeline of the same steps instead (ARCHITECTURE.md, "The card's own lane").
 */
export function pipeline(steps: readonly Step[], onError: ErrorStep): Listener {
  return (incoming, res) => {
    const req = incoming as ApiRequest;
    let failed = false;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      onError(error, req, res);
    };
    const run = (index: number): void => {
      const step = steps[index];
      if (step === undefined || failed) return;
      let called = false;
      const next: Next = (error) => {
        if (called) return;
        called = true;
        // As in Express: any truthy value is an error.
        if (error) fail(error);
        else run(index + 1);
      };
      try {
        const result = step(req, res, next);
        if (result instanceof Promise) result.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    run(0);
  };
}
