import type { RequestHandler } from 'express';
import { directRouteMatches, type DirectRoute } from './direct-routes.js';
import { ApiError } from './errors.js';

/** What this module reads of the `router` package's layers (Express 5's router, 2.x). */
interface RouterLayer {
  match(path: string): { path: string } | false;
  route?: { _methods(): string[] };
  handle?: { stack?: RouterLayer[] };
}

function matchOf(layer: RouterLayer, path: string): { path: string } | false {
  try {
    return layer.match(path);
  } catch {
    // A parameter that does not decode matches no route (the request is a 404).
    return false;
  }
}

/** Adds the methods of every route of `stack` (and of the routers mounted in it) that matches `path`. */
function collectMethods(stack: readonly RouterLayer[], path: string, into: Set<string>): void {
  for (const layer of stack) {
    const matched = matchOf(layer, path);
    if (!matched) continue;
    if (layer.route) {
      for (const method of layer.route._methods()) into.add(method);
    } else if (layer.handle?.stack) {
      // A mounted router sees the path without the prefix its layer matched, as Express hands it on.
      const rest = path.slice(matched.path.length);
      collectMethods(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, into);
    }
  }
}

/**
 * The methods a path accepts: those of the Express routes registered for it (walking the app's
 * router and every router mounted in it, as it would match the path) and of the direct routes
 * served ahead of Express. Sorted, as the router's own `Allow` on OPTIONS.
 */
export function allowedMethods(stack: readonly RouterLayer[], direct: readonly DirectRoute[], path: string): string[] {
  const methods = new Set<string>();
  collectMethods(stack, path, methods);
  for (const route of direct) if (directRouteMatches(route, path)) methods.add(route.method.toUpperCase());
  return [...methods].sort();
}

/**
 * Before the 404: a known path asked with a method it does not accept is a 405 with `Allow`
 * (RFC 9110 §15.5.6). Derived from the registered routes, never a hand-written list.
 */
export function methodNotAllowed(direct: readonly DirectRoute[]): RequestHandler {
  return (req, _res, next) => {
    const stack = (req.app.router as unknown as { stack: RouterLayer[] }).stack;
    const allowed = allowedMethods(stack, direct, req.path);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (allowed.length === 0 || allowed.includes(method) || allowed.includes(req.method)) {
      next();
      return;
    }
    const allow = allowed.join(', ');
    next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}; allowed: ${allow}`, { headers: { Allow: allow } }));
  };
}
