import { createRequire } from 'node:module';
import express, { type Router } from 'express';
import type { Config } from '../config.js';
import { buildOpenApiDocument } from './document.js';
import { recordedRouter } from '../http/route-table.js';

const require = createRequire(import.meta.url);
// absolute-path.js only locates the assets; the package index would load the whole UI bundle into the server.
const swaggerUiDir = (require('swagger-ui-dist/absolute-path.js') as () => string)();

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clarity API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

// A separate script (not inline) so the page works under the default CSP `script-src 'self'`.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** `/openapi.json` (generated once at start) and `/docs` (Swagger UI served from the package). */
export function openApiRouter(config: Config): Router {
  const router = recordedRouter();
  const document = JSON.stringify(buildOpenApiDocument(config));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(DOCS_INIT);
  });
  router.use('/docs/assets', express.static(swaggerUiDir, { maxAge: '1d', index: false }));
  return router;
}
