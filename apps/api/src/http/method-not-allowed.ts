import type { RequestHandler } from 'express';
import { directRouteMatches, type DirectRoute } from './direct-routes.js';
import { ApiError } from './errors.js';
import type { RouteTable } from './route-table.js';

/**
 * The methods a path accepts: those of the app's route table (every route registered on the app
 * and the routers mounted in it) and of the direct routes served ahead of Express. Sorted, as the
 * router's own `Allow` on OPTIONS.
 */
export function allowedMethods(table: RouteTable, direct: readonly DirectRoute[], path: string): string[] {
  const methods = new Set(table.allowedMethods(path));
  for (const route of direct) if (directRouteMatches(route, path)) methods.add(route.method.toUpperCase());
  return [...methods].sort();
}

/**
 * Before the 404: a known path asked with a method it does not accept is a 405 with `Allow`
 * (RFC 9110 §15.5.6). Derived from the registered routes, never a hand-written list.
 */
export function methodNotAllowed(table: RouteTable, direct: readonly DirectRoute[]): RequestHandler {
  return (req, _res, next) => {
    const allowed = allowedMethods(table, direct, req.path);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (allowed.length === 0 || allowed.includes(method) || allowed.includes(req.method)) {
      next();
      return;
    }
    const allow = allowed.join(', ');
    next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}; allowed: ${allow}`, { headers: { Allow: allow } }));
  };
}
