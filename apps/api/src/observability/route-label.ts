import type { IncomingMessage } from 'node:http';
import { directRouteOf, pathnameOf } from '../http/direct-routes.js';
import type { RouteTable } from '../http/route-table.js';

/** The label of a request no registered route matches (a 404): one value, whatever the path. */
export const UNMATCHED_ROUTE = '(unmatched)';

const LABEL = Symbol('clarity.routeLabel');
type Labelled = IncomingMessage & { [LABEL]?: string; originalUrl?: string };

/**
 * The route a request was served by, as its pattern (`/v1/sdk/partner-portfolios/:id`), never
 * the raw path: ids in a label would give every portfolio its own time series. The card's lane
 * names its route itself; any other request is matched against the app's route table
 * (http/route-table.ts) once, when its metrics or span need it, and remembered on the request.
 */
export function routeLabeller(table: RouteTable): (req: IncomingMessage) => string {
  return (req) => {
    const tagged = req as Labelled;
    // Express rewrites `req.url` inside mounted routers (a response may end there); `originalUrl` stays whole.
    tagged[LABEL] ??= directRouteOf(req) ?? table.patternOf(req.method ?? 'GET', pathnameOf(tagged.originalUrl ?? req.url ?? '/')) ?? UNMATCHED_ROUTE;
    return tagged[LABEL];
  };
}
