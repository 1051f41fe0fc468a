/** What this module reads of the `router` package's layers (Express 5's router, 2.x). */
export interface RouterLayer {
  match(path: string): { path: string } | false;
  route?: { path: string | string[]; _methods(): string[] };
  handle?: { stack?: RouterLayer[] };
}

/** A registered Express route matching a path: its methods and its full pattern from the app's root. */
export interface MatchedRoute {
  methods: readonly string[];
  /** Mount prefixes (as matched, lower-cased: they are literal in this app) and the route's own pattern. */
  pattern: string;
}

function matchOf(layer: RouterLayer, path: string): { path: string } | false {
  try {
    return layer.match(path);
  } catch {
    // A parameter that does not decode matches no route (the request is a 404).
    return false;
  }
}

/** A mount's part of a pattern: lower case, without the trailing slash a request may add (`/partner-portfolios/`). */
function mountPattern(prefix: string, matchedPath: string): string {
  return `${prefix}${matchedPath.toLowerCase().replace(/\/+$/, '')}`;
}

/**
 * Visits, in registration order, every route of `stack` and of the routers mounted in it that
 * matches `path`, as Express would match it; stops when `visit` returns true. Middleware mounted on
 * a prefix without routes of its own (static files) is offered with the pattern `<prefix>/*` and no methods.
 */
export function visitMatchingRoutes(stack: readonly RouterLayer[], path: string, visit: (route: MatchedRoute) => boolean | void, prefix = ''): boolean {
  for (const layer of stack) {
    const matched = matchOf(layer, path);
    if (!matched) continue;
    if (layer.route) {
      // A route registered for several paths at once (the insight preflights) is one pattern.
      const own = Array.isArray(layer.route.path) ? layer.route.path.join('|') : layer.route.path;
      // A mounted router's `/` is its mount path itself (`/v1/sdk/partner-portfolios`, not `…/`).
      const pattern = own === '/' && prefix !== '' ? prefix : `${prefix}${own}`;
      if (visit({ methods: layer.route._methods(), pattern })) return true;
    } else if (layer.handle?.stack) {
      // A mounted router sees the path without the prefix its layer matched, as Express hands it on.
      const rest = path.slice(matched.path.length);
      if (visitMatchingRoutes(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, visit, mountPattern(prefix, matched.path))) return true;
    } else if (matched.path !== '' && matched.path !== '/') {
      if (visit({ methods: [], pattern: `${mountPattern(prefix, matched.path)}/*` })) return true;
    }
  }
  return false;
}
