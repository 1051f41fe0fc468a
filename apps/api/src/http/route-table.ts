import { Router } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

/**
 * The app's own table of routes: every `get`/`post`/… and every mount, recorded as the app and
 * its routers register them. The 405 (`Allow`) and the metric and span labels are read from it, so
 * they never depend on Express's private router internals (which an Express upgrade may change
 * without notice), and the card's lane outside Express can be matched the same way.
 *
 * Registration stays Express's own API: `recordedRouter()` is `Router()` with a recorder around its
 * verbs and `use`; `recordRoutes(app)` does the same to the app.
 */

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;
const RECORD = Symbol('clarity.routeRecord');

interface OwnRoute {
  method: string;
  path: string;
}

interface OwnMount {
  path: string;
  /** A router recorded itself; absent for middleware mounted on a prefix (static files). */
  child?: RouteRecord;
}

class RouteRecord {
  readonly routes: OwnRoute[] = [];
  readonly mounts: OwnMount[] = [];
  /** Entries in registration order, as Express matches them. */
  readonly order: Array<{ route: OwnRoute } | { mount: OwnMount }> = [];
}

type Recordable = { [RECORD]?: RouteRecord } & Record<string, unknown>;
type Handler = unknown;

function pathsOf(first: unknown): string[] | undefined {
  if (typeof first === 'string') return [first];
  if (Array.isArray(first) && first.every((p) => typeof p === 'string')) return first;
  return undefined;
}

/** Records the routes registered on `target` (the app or a router), then hands each call on unchanged. */
export function recordRoutes<T extends object>(target: T): T {
  const recordable = target as unknown as Recordable;
  if (recordable[RECORD]) return target;
  const record = new RouteRecord();
  recordable[RECORD] = record;
  for (const verb of VERBS) {
    const original = recordable[verb] as (...args: Handler[]) => unknown;
    recordable[verb] = function (this: unknown, ...args: Handler[]) {
      const paths = pathsOf(args[0]);
      // `app.get('etag')` with one argument reads a setting: not a route.
      if (paths && args.length > 1) {
        for (const path of paths) {
          const route = { method: verb.toUpperCase(), path };
          record.routes.push(route);
          record.order.push({ route });
        }
      }
      return original.apply(target, args);
    };
  }
  const use = recordable.use as (...args: Handler[]) => unknown;
  recordable.use = function (this: unknown, ...args: Handler[]) {
    const paths = pathsOf(args[0]);
    const handlers = (paths ? args.slice(1) : args).flat(Infinity);
    for (const path of paths ?? ['/']) {
      const children = handlers.map((h) => (h as Recordable | undefined)?.[RECORD]).filter((c): c is RouteRecord => c !== undefined);
      for (const child of children) {
        const mount = { path, child };
        record.mounts.push(mount);
        record.order.push({ mount });
      }
      // Middleware on a prefix of its own (static files) names that prefix; on every path (body parsers) nothing.
      if (children.length === 0 && paths) {
        const mount = { path };
        record.mounts.push(mount);
        record.order.push({ mount });
      }
    }
    return use.apply(target, args);
  };
  return target;
}

/** `express.Router()` whose routes go into the route table. */
export function recordedRouter(): Router {
  return recordRoutes(Router());
}

/** One route of the table: its method (none for a prefix mount), its full pattern and its matcher. */
interface TableEntry {
  method: string | undefined;
  pattern: string;
  matches: MatchFunction<object>;
}

/** Joins a mount prefix and a route's own path: a mounted router's `/` is the mount path itself. */
function joined(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix === '/' ? '' : prefix}${path}`;
}

function safeMatcher(pattern: string, end: boolean): MatchFunction<object> {
  // As Express 5 matches: case-insensitive, an optional trailing slash, and a parameter that does
  // not decode matches nothing (the request is a 404).
  const matcher = match(pattern, { sensitive: false, end, trailing: true, decode: decodeURIComponent });
  return (path) => {
    try {
      return matcher(path);
    } catch {
      return false;
    }
  };
}

function flatten(record: RouteRecord, prefix: string, into: TableEntry[]): void {
  for (const entry of record.order) {
    if ('route' in entry) {
      const pattern = joined(prefix, entry.route.path);
      into.push({ method: entry.route.method, pattern, matches: safeMatcher(pattern, true) });
    } else if (entry.mount.child) {
      flatten(entry.mount.child, joined(prefix, entry.mount.path === '/' ? '' : entry.mount.path), into);
    } else {
      const at = joined(prefix, entry.mount.path);
      into.push({ method: undefined, pattern: `${at}/*`, matches: safeMatcher(at, false) });
    }
  }
}

/** What the table knows of a path. */
export interface RouteTable {
  /** The methods the path accepts, sorted (empty: no route of ours has that path). */
  allowedMethods(path: string): string[];
  /** The pattern serving `method` on `path`; for a known path with another method, its first pattern; else undefined. */
  patternOf(method: string, path: string): string | undefined;
  /** Every route as `METHOD /pattern`, in registration order (tests check a table of theirs covers them all). */
  routes(): string[];
}

/** The table of everything registered on `app` (and the routers mounted in it), compiled on first use. */
export function routeTableOf(app: object): RouteTable {
  let entries: TableEntry[] | undefined;
  const all = (): TableEntry[] => {
    if (!entries) {
      const record = (app as Recordable)[RECORD];
      if (!record) throw new Error('routeTableOf: the app was not passed through recordRoutes');
      entries = [];
      flatten(record, '', entries);
    }
    return entries;
  };
  return {
    allowedMethods(path) {
      const methods = new Set<string>();
      for (const entry of all()) if (entry.method && entry.matches(path)) methods.add(entry.method);
      // Express answers HEAD wherever it answers GET.
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
    patternOf(method, path) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      let first: string | undefined;
      for (const entry of all()) {
        if (!entry.matches(path)) continue;
        first ??= entry.pattern;
        if (entry.method === wanted || entry.method === method) return entry.pattern;
      }
      return first;
    },
    routes() {
      return all().flatMap((entry) => (entry.method ? [`${entry.method} ${entry.pattern}`] : []));
    },
  };
}
