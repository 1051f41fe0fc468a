import type { Listener } from './pipeline.js';

export interface DirectRoute {
  method: string;
  /** A literal path, without parameters. */
  path: string;
  listener: Listener;
}

/** The path of a request target: origin-form (`/a?b`) or, rarely, absolute-form (`http://h/a`). */
function pathnameOf(url: string): string {
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
  const byKey = new Map(routes.map((route) => [routeKey(route.method.toUpperCase(), route.path), route.listener]));
  return (req, res) => {
    const listener = byKey.get(routeKey(req.method ?? '', pathnameOf(req.url ?? '/')));
    (listener ?? fallback)(req, res);
  };
}
