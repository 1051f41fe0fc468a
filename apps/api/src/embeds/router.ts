import { type Router, type RequestHandler } from 'express';
import { EmbedMintBodySchema, EmbedRevokeAllBodySchema } from '@clarity/shared';
import { parseOrThrow } from '../http/errors.js';
import { authOf, pathParam } from '../http/request-context.js';
import type { EmbedDefaultsStore } from './defaults.js';
import type { EmbedService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/** `/v1/sdk/clarity/embeds` (server only, API key): mint (with the organization's defaults for what it omits), revoke one, revoke all of a portfolio. */
export function embedsRouter(deps: { embeds: EmbedService; defaults: EmbedDefaultsStore; idempotent: RequestHandler }): Router {
  const { embeds, defaults, idempotent } = deps;
  const router = recordedRouter();

  router.post('/', idempotent, async (req, res) => {
    const body = parseOrThrow(EmbedMintBodySchema, req.body);
    const { orgId } = authOf(req);
    // What the body omits comes from the organization's embed defaults (console).
    res.status(201).json(await embeds.mint(orgId, await defaults.resolve(orgId, body)));
  });

  router.post('/revoke-all', async (req, res) => {
    const { portfolioId } = parseOrThrow(EmbedRevokeAllBodySchema, req.body);
    res.json({ portfolioId, revoked: await embeds.revokeAllOfPortfolio(authOf(req).orgId, portfolioId) });
  });

  router.delete('/:jti', async (req, res) => {
    await embeds.revoke(authOf(req).orgId, pathParam(req, 'jti'));
    res.status(204).end();
  });

  return router;
}

/** `/.well-known/jwks.json`: the public keys that verify embed tokens (RFC 7517). */
export function jwksRouter(embeds: EmbedService): Router {
  const router = recordedRouter();
  router.get('/.well-known/jwks.json', (_req, res) => {
    // Short: verifiers should pick up a rotation soon (and refetch on an unknown kid).
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/jwk-set+json').send(JSON.stringify(embeds.keys.publicJwks()));
  });
  return router;
}
