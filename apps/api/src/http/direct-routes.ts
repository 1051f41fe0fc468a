import type { IncomingMessage } from 'node:http';
import type { Listener } from './pipeline.js';

const DIRECT_ROUTE = Symbol('clarity.directRoute');
type Tagged = IncomingMessage & { [DIRECT_ROUTE]?: string };

/** The path of the direct route serving a request, or undefined when Express serves it. */
export function directRouteOf(req: IncomingMessage): string | undefined {
  return (req as Tagged)[DIRECT_ROUTE];
}

export interface DirectRoute {
  method: string;
  /** A literal path, without parameters. */
  path: string;
  listener: Listener;
}

/** The path of a request target: origin-form (`/a?b`) or, rarely, absolute-form (`http://h/a`). */
export function pathnameOf(url: string): string {
  if (url.startsWith('/')) {
    const queryAt = url.indexOf('?');
    return queryAt === -1 ? url : url.slice(0, queryAt);
  }
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** A path as Express compares it by default: ignoring case, with or without one trailing slash. */
function comparablePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

function routeKey(method: string, path: string): string {
  return `${method} ${comparablePath(path)}`;
}

/** Whether a request path (without its query) is a direct route's path, whatever the method. */
export function directRouteMatches(route: DirectRoute, path: string): boolean {
  return comparablePath(path) === comparablePath(route.path);
}

/**
 * Sends the requests of a few literal routes straight to their own listeners, and every other
 * request to `fallback` (the Express app). A route matches as the same route in Express would, so
 * moving a route here changes no URL that reaches it.
 */
export function withDirectRoutes(routes: readonly DirectRoute[], fallback: Listener): Listener {
  const byKey = new Map(routes.map((route) => [routeKey(route.method.toUpperCase(), route.path), route]));
  return (req, res) => {
    const route = byKey.get(routeKey(req.method ?? '', pathnameOf(req.url ?? '/')));
    if (route === undefined) return fallback(req, res);
    // Named for metrics and spans, which otherwise read the route from the app's route table (route-table.ts).
    (req as Tagged)[DIRECT_ROUTE] = route.path;
    route.listener(req, res);
  };
}
