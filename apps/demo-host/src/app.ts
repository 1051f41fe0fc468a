import { fileURLToPath } from 'node:url';
import express, { type Express, type Request } from 'express';
import type { ClarityBackend, EmbedScopeChoice } from './clarity.js';
import type { DemoConfig } from './config.js';
import { renderPage } from './page.js';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

const NORTHWIND_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#14324a"/>' +
  '<path d="M16 6l4 10h-8z" fill="#e9b949"/><path d="M16 26l-4-10h8z" fill="#fff"/></svg>';

const first = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseScope(value: string): EmbedScopeChoice[] {
  const scope = value.split(',').filter((s): s is EmbedScopeChoice => s === 'card' || s === 'chat');
  return scope.length > 0 ? [...new Set(scope)] : ['card', 'chat'];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The demo partner site: its page, its token endpoint for the page, and the bundled page script. */
export function createDemoApp(config: DemoConfig, clarity: ClarityBackend): Express {
  const app = express();
  app.disable('x-powered-by');

  // The partner's own mark (a browser asks for it unasked; without it, every visit logs a 404).
  app.get(['/favicon.ico', '/favicon.svg'], (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(NORTHWIND_ICON);
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/assets', express.static(PUBLIC_DIR, { index: false }));

  // What the page calls for the first embed URL and for every refresh (through mountClarity's fetchEmbedUrl).
  app.get('/api/embed-url', async (req, res) => {
    const portfolioId = first(req.query.portfolioId);
    const ttl = Number(first(req.query.ttl) || 600);
    if (!/^ppf_[A-Za-z0-9]+$/.test(portfolioId) || !Number.isInteger(ttl)) {
      res.status(400).json({ error: 'portfolioId and an integer ttl are required' });
      return;
    }
    try {
      res.set('Cache-Control', 'no-store').json(await clarity.mintEmbed({ portfolioId, scope: parseScope(first(req.query.scope)), ttlSeconds: ttl }));
    } catch (error) {
      res.status(502).json({ error: `Clarity refused to mint an embed URL: ${describe(error)}` });
    }
  });

  app.get('/', async (req: Request, res) => {
    const pageOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
    let portfolios: Awaited<ReturnType<ClarityBackend['listPortfolios']>> = [];
    let listError: string | undefined;
    try {
      portfolios = await clarity.listPortfolios();
    } catch (error) {
      listError = `Could not load portfolios from Clarity: ${describe(error)}`;
    }
    const wanted = first(req.query.portfolio);
    const selected = portfolios.find((p) => p.id === wanted) ?? portfolios[0];
    const widget = {
      scope: first(req.query.scope),
      ttl: first(req.query.ttl),
      lead: first(req.query.lead),
      staleAfterDays: first(req.query.staleAfterDays),
      theme: first(req.query.theme),
      locale: first(req.query.locale),
    };
    res.type('html').send(renderPage({ portfolios, selected, widget, pageOrigin, allowedOrigin: config.allowedOrigin, listError }));
  });

  return app;
}
