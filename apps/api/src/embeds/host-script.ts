import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Router, type Response } from 'express';
import { ApiError } from '../http/errors.js';
import { pathParam } from '../http/request-context.js';
import { recordedRouter } from '../http/route-table.js';

const require = createRequire(import.meta.url);

/** The host helper's built ESM bundle, as the API serves it to partner pages. */
export interface EmbedHostBundle {
  /** `@clarity/embed-host`'s version: the versioned, immutable address carries it. */
  version: string;
  /** Absent when the package is not built; the reason says what to run. */
  content?: Buffer;
  problem?: string;
}

interface EmbedHostManifest {
  version: string;
  exports: { '.': { default: string } };
}

/**
 * Finds `@clarity/embed-host` by package resolution (it is a dependency of the API, so the build
 * order puts its dist/ first) and reads the file its package exports to browsers. Read once: the
 * versioned address promises the same bytes for a year.
 */
export function loadEmbedHostBundle(): EmbedHostBundle {
  const manifestPath = require.resolve('@clarity/embed-host/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as EmbedHostManifest;
  const bundlePath = join(dirname(manifestPath), manifest.exports['.'].default);
  try {
    return { version: manifest.version, content: readFileSync(bundlePath) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { version: manifest.version, problem: `@clarity/embed-host is not built (${bundlePath} is missing): run \`npm run build\`` };
  }
}

/** The value of a `<script integrity>` attribute for `content` (Subresource Integrity, sha384). */
export function subresourceIntegrity(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

const SHORT_CACHE = 'public, max-age=300';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * `<embed path>/host.js` (the latest, cached five minutes) and `<embed path>/host.<version>.js`
 * (these exact bytes for a year, for pages that pin them with an SRI hash; only the version this
 * server ships, any other is a 404). A public script: any
 * origin may load it, including as a module script (which needs CORS) and under COEP.
 */
export function embedHostRouter(deps: { embedPath: string; bundle: EmbedHostBundle }): Router {
  const { embedPath, bundle } = deps;
  const router = recordedRouter();
  const send = (res: Response, cacheControl: string) => {
    // Unbuilt (unit tests before `npm run build`): the file is not here, and the start log said why.
    if (bundle.content === undefined) throw new ApiError('not_found', bundle.problem ?? 'The host helper is not available');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type('text/javascript; charset=utf-8').send(bundle.content);
  };
  router.get(`${embedPath}/host.js`, (_req, res) => send(res, SHORT_CACHE));
  router.get(`${embedPath}/host.:version.js`, (req, res) => {
    const version = pathParam(req, 'version');
    if (version !== bundle.version) throw new ApiError('not_found', `This server ships the host helper ${bundle.version}, not ${version}`);
    send(res, IMMUTABLE_CACHE);
  });
  return router;
}
