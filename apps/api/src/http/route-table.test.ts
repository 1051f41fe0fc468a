import express from 'express';
import { describe, expect, it } from 'vitest';
import { recordedRouter, recordRoutes, routeTableOf } from './route-table.js';

/** An app shaped as ours: routes on the app, routers mounted on prefixes and at the root, a static prefix. */
function sampleApp() {
  const app = recordRoutes(express());
  app.set('etag', false);
  app.get('etag'); // a setting read, not a route
  app.get(['/favicon.ico', '/favicon.svg'], (_req, res) => res.end());
  app.get('/healthz', (_req, res) => res.end());
  app.options(['/v1/clarity/card', '/v1/clarity/chat'], (_req, res) => res.end());
  app.post('/v1/clarity/chat', (_req, res) => res.end());
  const portfolios = recordedRouter();
  portfolios.post('/', (_req, res) => res.end());
  portfolios.get('/', (_req, res) => res.end());
  portfolios.get('/:id', (_req, res) => res.end());
  portfolios.patch('/:id', (_req, res) => res.end());
  portfolios.get('/:id/trades', (_req, res) => res.end());
  const sdk = recordedRouter();
  sdk.use((_req, _res, next) => next()); // a guard on every path: no route
  sdk.use('/partner-portfolios', portfolios);
  const rootMounted = recordedRouter();
  rootMounted.get('/strategies/:id', (_req, res) => res.end());
  sdk.use(rootMounted);
  app.use('/v1/sdk', sdk);
  const docs = recordedRouter();
  docs.use('/docs/assets', express.static('/nonexistent'));
  app.use(docs);
  return app;
}

describe('the route table', () => {
  const table = routeTableOf(sampleApp());

  it('gives the methods of a path, HEAD wherever GET is, across mounted routers', () => {
    expect(table.allowedMethods('/v1/sdk/partner-portfolios')).toEqual(['GET', 'HEAD', 'POST']);
    expect(table.allowedMethods('/v1/sdk/partner-portfolios/p-1')).toEqual(['GET', 'HEAD', 'PATCH']);
    expect(table.allowedMethods('/v1/sdk/strategies/growth')).toEqual(['GET', 'HEAD']);
    expect(table.allowedMethods('/v1/clarity/chat')).toEqual(['OPTIONS', 'POST']);
    expect(table.allowedMethods('/nowhere')).toEqual([]);
  });

  it('matches as Express does: any case, an optional trailing slash, one segment per parameter', () => {
    expect(table.allowedMethods('/V1/SDK/Partner-Portfolios/')).toEqual(['GET', 'HEAD', 'POST']);
    expect(table.allowedMethods('/v1/sdk/partner-portfolios/a/b')).toEqual([]);
    expect(table.allowedMethods('/v1/sdk/partner-portfolios/%E0%A4%A')).toEqual([]);
  });

  it('labels a request by the pattern that serves it, a known path asked otherwise by its first pattern', () => {
    expect(table.patternOf('GET', '/v1/sdk/partner-portfolios/p-1')).toBe('/v1/sdk/partner-portfolios/:id');
    expect(table.patternOf('HEAD', '/v1/sdk/partner-portfolios/p-1/trades')).toBe('/v1/sdk/partner-portfolios/:id/trades');
    expect(table.patternOf('PUT', '/v1/sdk/partner-portfolios/p-1')).toBe('/v1/sdk/partner-portfolios/:id');
    expect(table.patternOf('POST', '/v1/sdk/partner-portfolios')).toBe('/v1/sdk/partner-portfolios');
    expect(table.patternOf('GET', '/favicon.svg')).toBe('/favicon.svg');
    expect(table.patternOf('GET', '/docs/assets/swagger-ui.css')).toBe('/docs/assets/*');
    expect(table.patternOf('GET', '/etag')).toBeUndefined();
    expect(table.patternOf('GET', '/unknown/path')).toBeUndefined();
  });

  it('refuses an app that was never recorded, rather than answering from nothing', () => {
    expect(() => routeTableOf(express()).allowedMethods('/')).toThrow(/recordRoutes/);
  });
});
