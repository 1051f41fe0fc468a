import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Step } from '../http/pipeline.js';
import type { Metrics } from './metrics.js';

/** Where each answered request is also counted per organization (console/usage.ts), when counting is on. */
export interface UsageCounter {
  answered(req: IncomingMessage, res: ServerResponse, route: string): void;
}

const STARTED = Symbol('clarity.requestStarted');
type Timed = ServerResponse & { [STARTED]: number };

/**
 * Counts and times every request by method, route pattern and status, when its response closes
 * (a chat stream: when the stream ends). First of the per-request steps, so the card's lane is
 * counted as every Express route is. Per request it sets one number and adds one shared listener:
 * nothing is allocated for it on the card's lane but the series key. With `usage`, the request is
 * also counted for its organization (the console's usage page).
 */
export function countRequests(metrics: Metrics, routeOf: (req: IncomingMessage) => string, usage?: UsageCounter): Step {
  function answered(this: Timed): void {
    const req = this.req;
    const route = routeOf(req);
    metrics.requestAnswered(req.method ?? 'GET', route, this.statusCode, (performance.now() - this[STARTED]) / 1000);
    usage?.answered(req, this, route);
  }
  return (_req, res, next) => {
    (res as Timed)[STARTED] = performance.now();
    res.on('close', answered);
    next();
  };
}
