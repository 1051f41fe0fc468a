import type { IncomingMessage } from 'node:http';
import { directRouteOf, pathnameOf } from '../http/direct-routes.js';
import { visitMatchingRoutes, type RouterLayer } from '../http/registered-routes.js';

/** The label of a request no registered route matches (a 404): one value, whatever the path. */
export const UNMATCHED_ROUTE = '(unmatched)';

const LABEL = Symbol('clarity.routeLabel');
type Labelled = IncomingMessage & { [LABEL]?: string; originalUrl?: string };

/**
 * The route a request was served by, as its pattern (`/v1/sdk/partner-portfolios/:id`), never
 * the raw path: ids in a label would give every portfolio its own time series. The card's lane
 * names its route itself; any other request is matched against Express's registered routes once,
 * when its metrics or span need it, and remembered on the request.
 */
export function routeLabeller(stack: () => readonly RouterLayer[]): (req: IncomingMessage) => string {
  return (req) => {
    const tagged = req as Labelled;
    // Express rewrites `req.url` inside mounted routers (a response may end there); `originalUrl` stays whole.
    tagged[LABEL] ??= directRouteOf(req) ?? expressRouteOf(stack(), req.method ?? 'GET', pathnameOf(tagged.originalUrl ?? req.url ?? '/'));
    return tagged[LABEL];
  };
}

function expressRouteOf(stack: readonly RouterLayer[], method: string, path: string): string {
  const wanted = method === 'HEAD' ? 'GET' : method;
  let first: string | undefined;
  let served: string | undefined;
  visitMatchingRoutes(stack, path, (route) => {
    first ??= route.pattern;
    if (route.methods.includes(wanted) || route.methods.includes(method)) served = route.pattern;
    return served !== undefined;
  });
  // A known path with another method (405) or a static file keeps the first pattern that matched.
  return served ?? first ?? UNMATCHED_ROUTE;
}
