import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguageTag, localeFromAcceptLanguage, supportedLocaleOf, type SupportedLocale } from '@clarity/shared';
import express, { type Router, type Request, type Response } from 'express';
import type { EmbedTokenAuthority } from '../clarity/access.js';
import { t, type MessageKey } from '../i18n/catalog.js';
import { readBuiltUi, withMessagesPreload } from './built-ui.js';
import { cardDataBlock, inlineCardFor, isRenderingNavigation, withCardData, type InlineCardDeps } from './inline-card.js';
import { loadCardRenderer, withRenderedCard, type CardRenderer } from './server-render.js';
import { EmbedTokenError, type EmbedTokenProblem } from './tokens.js';
import type { EmbedPrincipal } from './verifier.js';
import { recordedRouter } from '../http/route-table.js';

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
  /** The card service, portfolios and wait for the card the page carries (inline-card.ts). */
  inlineCard: InlineCardDeps;
}

/**
 * The embed page `GET <embed url>/?token=…` and its assets. For a usable token the page may be
 * framed only by the token's origins (`frame-ancestors`, the browser enforces it against the parent
 * page); an unusable one gets a page that says why, which holds no data and so may be framed
 * anywhere. `Referrer-Policy: no-referrer` keeps the token out of the Referer of every request the
 * page makes. For a token with the `card` scope, a browser navigation gets the card in the page
 * (inline-card.ts) when it is ready in time: its data, and its markup rendered by the widget's own
 * components (server-render.ts), so the browser paints the card before any script has run and the
 * widget hydrates it.
 */
export function embedPageRouter(deps: EmbedPageDeps): Router {
  const router = recordedRouter();
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
    const requestedLocale = typeof req.query.locale === 'string' ? req.query.locale : undefined;
    const validLocale = requestedLocale !== undefined && isLanguageTag(requestedLocale) ? requestedLocale : undefined;
    // A problem page has no usable token to take a language from: the link's, else the browser's.
    const problemLocale = validLocale !== undefined ? supportedLocaleOf(validLocale) : localeFromAcceptLanguage(req.headers['accept-language']);
    if (token === undefined || token === '') {
      sendProblemPage(res, 400, PROBLEM_WORDS.missing_token, problemLocale, connectSrc);
      return;
    }
    if (requestedLocale !== undefined && validLocale === undefined) {
      sendProblemPage(res, 400, PROBLEM_WORDS.bad_locale, problemLocale, connectSrc);
      return;
    }
    let principal: EmbedPrincipal;
    try {
      principal = await deps.embeds.verify(token);
    } catch (error) {
      if (!(error instanceof EmbedTokenError)) throw error;
      sendProblemPage(res, error.status, PROBLEM_WORDS[error.problem], validLocale !== undefined ? problemLocale : (error.principal?.locale ?? problemLocale), connectSrc);
      return;
    }
    res.setHeader('Content-Security-Policy', pageCsp(connectSrc, principal.origins.join(' ')));
    // The widget reads its language from the same places in the same order (apps/embed/src/i18n/locale.ts).
    const locale: SupportedLocale = requestedLocale !== undefined ? supportedLocaleOf(requestedLocale) : (principal.locale ?? 'en');
    res.setHeader('Content-Language', locale);
    // What the page holds depends on these (no-store already keeps it out of caches; this says why).
    if (principal.scope.includes('card')) res.vary('Sec-Fetch-Dest').vary('Sec-Fetch-Mode');
    const wantsCard = principal.scope.includes('card') && isRenderingNavigation(req);
    const [ui, card, renderer] = await Promise.all([
      readBuiltUi(deps.distDir, path),
      wantsCard ? inlineCardFor(deps.inlineCard, principal, locale) : undefined,
      wantsCard ? loadCardRenderer(deps.distDir).catch((error: unknown) => rendererFailed(req.log, error)) : undefined,
    ]);
    if (ui === undefined) {
      res.type('html').send(minimalPage(principal, locale));
      return;
    }
    if (card?.kind === 'failed') req.log.warn({ err: card.error, jti: principal.jti }, 'embed page: the card failed; the widget will ask for it');
    let html = withMessagesPreload(ui.html.replace('<html lang="en">', `<html lang="${locale}">`), ui.messageChunks[locale]);
    if (card?.kind === 'inlined') {
      html = withCardData(html, cardDataBlock(card.json));
      const rendered = renderCard(renderer, { cardJson: card.json, token, locale, search: new URL(req.originalUrl, 'http://page.invalid').search }, req.log, principal.jti);
      if (rendered !== null) html = withRenderedCard(html, rendered);
    }
    res.type('html').send(html);
  });

  return router;
}

type PageLog = Pick<Request['log'], 'warn' | 'error'>;

function rendererFailed(log: PageLog, error: unknown): undefined {
  log.error({ err: error }, 'embed page: the built card renderer cannot be loaded; pages carry the card as data only');
  return undefined;
}

/**
 * The card's markup for the page, or null: no renderer built, or the widget would not show the card
 * for this token, or rendering failed (the page then carries the data only and the widget renders it,
 * as a page did before the server rendered it).
 */
function renderCard(renderer: CardRenderer | undefined, input: Parameters<CardRenderer['renderCardPage']>[0], log: PageLog, jti: string): ReturnType<CardRenderer['renderCardPage']> {
  if (renderer === undefined) return null;
  try {
    return renderer.renderCardPage(input);
  } catch (error) {
    log.warn({ err: error, jti }, 'embed page: rendering the card failed; the widget will render it');
    return null;
  }
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

/** What the problem page says (catalog keys), for each reason the view cannot open. */
const PROBLEM_WORDS: Record<EmbedTokenProblem | 'missing_token' | 'bad_locale', { headline: MessageKey; explanation: MessageKey }> = {
  missing_token: { headline: 'embed_page.missing_token.headline', explanation: 'embed_page.missing_token.explanation' },
  bad_locale: { headline: 'embed_page.bad_locale.headline', explanation: 'embed_page.bad_locale.explanation' },
  expired: { headline: 'embed_page.expired.headline', explanation: 'embed_page.reload' },
  revoked: { headline: 'embed_page.revoked.headline', explanation: 'embed_page.reload' },
  portfolio_gone: { headline: 'embed_page.portfolio_gone.headline', explanation: 'embed_page.portfolio_gone.explanation' },
  org_inactive: { headline: 'embed_page.org_inactive.headline', explanation: 'embed_page.org_inactive.explanation' },
  invalid: { headline: 'embed_page.invalid.headline', explanation: 'embed_page.reload' },
};

function sendProblemPage(res: Response, status: number, words: { headline: MessageKey; explanation: MessageKey }, locale: SupportedLocale, connectSrc: string): void {
  const headline = t(words.headline, {}, locale);
  res.setHeader('Content-Security-Policy', pageCsp(connectSrc, '*'));
  res.setHeader('Content-Language', locale);
  res
    .status(status)
    .type('html')
    .send(
      page(
        locale,
        headline,
        `<main role="alert" data-testid="embed-error"><h1>${escapeHtml(headline)}</h1><p>${escapeHtml(t(words.explanation, {}, locale))}</p></main>`,
      ),
    );
}

/** Until the UI is built: a real page that says what this view is and until when it is valid. */
function minimalPage(principal: EmbedPrincipal, locale: SupportedLocale): string {
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(principal.expiresAt)) + ' UTC';
  const scope = principal.scope.length === 1 ? principal.scope[0] : 'both';
  const title = t('embed_page.shell.title', {}, locale);
  return page(
    locale,
    title,
    `<main data-testid="embed-shell"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('embed_page.shell.body', { scope, until }, locale))}</p><p>${escapeHtml(t('embed_page.shell.not_installed', {}, locale))}</p></main>`,
  );
}

function page(locale: SupportedLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
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
