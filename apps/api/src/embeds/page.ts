import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type Response } from 'express';
import type { EmbedTokenAuthority } from '../clarity/access.js';
import { EmbedTokenError, type EmbedTokenProblem } from './tokens.js';
import type { EmbedPrincipal } from './verifier.js';

/** The built iframe UI (apps/embed, `vite build` with base `/embed/`), found from this package. */
export const DEFAULT_EMBED_DIST_DIR = fileURLToPath(new URL('../../../embed/dist/', import.meta.url));

export interface EmbedPageDeps {
  embeds: EmbedTokenAuthority;
  /** Address of the embed page (config.embedUrl); it is served at this URL's path. */
  embedUrl: string;
  /** Where the API is reachable: the page's scripts call it. */
  publicUrl: string;
  /** The built UI; when its index.html is missing, a minimal page is served instead. */
  distDir: string;
}

/**
 * The embed page `GET <embed url>/?token=…` and its assets. For a usable token the page may be
 * framed only by the token's origins (`frame-ancestors`, the browser enforces it against the parent
 * page); an unusable one gets a page that says why, which holds no data and so may be framed
 * anywhere. `Referrer-Policy: no-referrer` keeps the token out of the Referer of every request the
 * page makes.
 */
export function embedPageRouter(deps: EmbedPageDeps): Router {
  const router = Router();
  const path = embedPathOf(deps.embedUrl);
  const apiOrigin = new URL(deps.publicUrl).origin;
  const pageOrigin = new URL(deps.embedUrl).origin;
  // The UI calls the API; when the page is served on another origin (a proxy), allow that one too.
  const connectSrc = apiOrigin === pageOrigin ? "'self'" : `'self' ${apiOrigin}`;

  router.use(
    `${path}/assets`,
    express.static(join(deps.distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );

  // Express matches the path with and without its trailing slash: `/embed` and `/embed/`.
  router.get(path === '' ? '/' : path, async (req, res) => {
    res.removeHeader('X-Frame-Options');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    // A partner page that sets COEP require-corp must still be able to frame us.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (token === undefined || token === '') {
      sendProblemPage(res, 400, 'This embed link is incomplete', 'The address has no token. Ask the site that showed it to reload the view.', connectSrc);
      return;
    }
    let principal: EmbedPrincipal;
    try {
      principal = await deps.embeds.verify(token);
    } catch (error) {
      if (!(error instanceof EmbedTokenError)) throw error;
      const words = PROBLEM_WORDS[error.problem];
      sendProblemPage(res, error.status, words.headline, words.explanation, connectSrc);
      return;
    }
    res.setHeader('Content-Security-Policy', pageCsp(connectSrc, principal.origins.join(' ')));
    res.type('html').send((await builtUi(deps.distDir)) ?? minimalPage(principal));
  });

  return router;
}

/** The path the embed page is served at (the embed URL's, without trailing slash; `''` at the root); its assets and the host helper live under it. */
export function embedPathOf(embedUrl: string): string {
  return new URL(embedUrl).pathname.replace(/\/+$/, '');
}

/** The CSP of every embed page; `frameAncestors` is the token's origins, or `*` for a problem page. */
function pageCsp(connectSrc: string, frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${connectSrc}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

async function builtUi(distDir: string): Promise<string | undefined> {
  try {
    return await readFile(join(distDir, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const RELOAD = 'Embed links are short-lived and can be withdrawn. Reload the page that showed it to get a fresh one.';

/** What the problem page says, in words, for each reason a token cannot be used. */
const PROBLEM_WORDS: Record<EmbedTokenProblem, { headline: string; explanation: string }> = {
  expired: { headline: 'This insight view has expired', explanation: RELOAD },
  revoked: { headline: 'This insight view has been revoked', explanation: RELOAD },
  portfolio_gone: { headline: 'This portfolio is no longer available', explanation: 'The portfolio this view was made for has been removed.' },
  org_inactive: { headline: 'This insight view is switched off', explanation: 'The organization that provides it is not active. Contact the site that showed it.' },
  invalid: { headline: 'This insight view link is not valid', explanation: RELOAD },
};

function sendProblemPage(res: Response, status: number, headline: string, explanation: string, connectSrc: string): void {
  res.setHeader('Content-Security-Policy', pageCsp(connectSrc, '*'));
  res
    .status(status)
    .type('html')
    .send(
      page(
        headline,
        `<main role="alert" data-testid="embed-error"><h1>${escapeHtml(headline)}</h1><p>${escapeHtml(explanation)}</p></main>`,
      ),
    );
}

/** Until the UI is built: a real page that says what this view is and until when it is valid. */
function minimalPage(principal: EmbedPrincipal): string {
  const until = new Date(principal.expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  const what = principal.scope.map((s) => (s === 'card' ? 'the insight card' : 'the insight chat')).join(' and ');
  return page(
    'Clarity insight',
    `<main data-testid="embed-shell"><h1>Clarity insight</h1><p>This view shows ${escapeHtml(what)} for one portfolio. It is valid until ${escapeHtml(until)} UTC.</p><p>The interactive view is not installed on this server.</p></main>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2933;background:#fff}h1{font-size:1.15rem;margin:0 0 .5rem}p{margin:0 0 .5rem}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
