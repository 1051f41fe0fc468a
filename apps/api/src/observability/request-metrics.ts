import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Step } from '../http/pipeline.js';
import type { Metrics } from './metrics.js';

const STARTED = Symbol('clarity.requestStarted');
type Timed = ServerResponse & { [STARTED]: number };

/**
 * Counts and times every request by method, route pattern and status, when its response closes
 * (a chat stream: when the stream ends). First of the per-request steps, so the card's lane is
 * counted as every Express route is. Per request it sets one number and adds one shared listener:
 * nothing is allocated for it on the card's lane but the series key.
 */
export function countRequests(metrics: Metrics, routeOf: (req: IncomingMessage) => string): Step {
  function answered(this: Timed): void {
    const req = this.req;
    metrics.requestAnswered(req.method ?? 'GET', routeOf(req), this.statusCode, (performance.now() - this[STARTED]) / 1000);
  }
  return (_req, res, next) => {
    (res as Timed)[STARTED] = performance.now();
    res.on('close', answered);
    next();
  };
}
