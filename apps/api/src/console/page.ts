import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { recordedRouter } from '../http/route-table.js';

/** The built console (apps/console, `vite build` with base `/console/`), found from this package. */
export const DEFAULT_CONSOLE_DIST_DIR = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

export interface ConsolePageDeps {
  /** The built console; without its index.html, `/console/` answers 404 (the API itself works). */
  distDir: string;
  /** Where the embed page lives (config.embedUrl): the only origin the console frames (its preview). */
  embedUrl: string;
}

/**
 * `/console/` and every page below it (`/console/keys`, `/console/invite/<code>`…): the console's
 * single page, whose script routes by the address. A strict CSP: its own scripts and styles only, calls
 * to its own origin only, frames only the embed page (the preview), and it is framed by nobody.
 * Assets have hashed names, so they are cached for good; the page itself never.
 */
export function consolePageRouter(deps: ConsolePageDeps): Router {
  const router = recordedRouter();
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-src ${new URL(deps.embedUrl).origin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  let html: Promise<string | undefined> | undefined;
  const page = () => (html ??= readFile(join(deps.distDir, 'index.html'), 'utf8').catch(() => undefined));

  router.use('/console/assets', express.static(join(deps.distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }));
  router.get(['/console', '/console/', '/console/{*rest}'], async (req, res, next) => {
    // Unknown asset paths are 404s, not the page (a page where a script was expected breaks loudly later).
    if (req.path.startsWith('/console/assets/')) return next();
    const body = await page();
    if (body === undefined) return next();
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.type('html').send(body);
  });
  return router;
}
