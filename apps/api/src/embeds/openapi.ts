import {
  EmbedMintBodySchema,
  EmbedRevokeAllBodySchema,
  EmbedRevokeAllResultSchema,
  EmbedTokenSchema,
} from '@clarity/shared';
import { z } from 'zod';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, type OpenApiFeature } from '../openapi/registry.js';

const security = [{ ApiKey: [] }];
const tags = ['Embed tokens'];

const JwkSetSchema = z
  .object({
    keys: z.array(
      z.object({
        kty: z.literal('OKP'),
        crv: z.literal('Ed25519'),
        x: z.string(),
        kid: z.string(),
        alg: z.literal('EdDSA'),
        use: z.literal('sig'),
      }),
    ),
  })
  .describe('Public keys that verify embed tokens: the signing key and retired keys whose tokens may not have expired yet');

export const embedsOpenApi: OpenApiFeature = {
  schemas: { EmbedMintBody: EmbedMintBodySchema, EmbedToken: EmbedTokenSchema },
  paths: {
    '/v1/sdk/clarity/embeds': {
      post: {
        tags,
        security,
        summary: 'Mint an embed token for one portfolio, some origins and a scope',
        description:
          'The token is an Ed25519 JWT (`alg: EdDSA`, `typ: embed+jwt`) with claims `iss` (this service), `aud` (`clarity-embed`), `sub` (the portfolio), `org`, `origins`, `scope`, `jti`, `iat`, `exp`, and `locale` when the mint named one (the supported language it maps to: `de-AT` → `de`; card, chat and the embed page use it unless a request names another). Hand `url` to the browser as an iframe address; the embed page may be framed only by `allowedOrigins`, and card/chat calls with `x-embed-token` are accepted only from those origins (or the embed page itself). Origins are exact: `scheme://host[:port]` as browsers send them; `http:` only for localhost.',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(EmbedMintBodySchema),
        responses: { 201: jsonResponse('The token and its iframe address', EmbedTokenSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
    },
    '/v1/sdk/clarity/embeds/{jti}': {
      delete: {
        tags,
        security,
        summary: 'Revoke one token (effective within a second; repeating it is harmless)',
        requestParams: { path: z.object({ jti: z.string().describe('Token id (`emb_…`)') }) },
        responses: { 204: { description: 'Revoked' }, ...errorResponses(403, 404) },
      },
    },
    '/v1/sdk/clarity/embeds/revoke-all': {
      post: {
        tags,
        security,
        summary: 'Revoke every token of a portfolio (deleting the portfolio or deactivating the organization does it too)',
        requestBody: jsonBody(EmbedRevokeAllBodySchema),
        responses: { 200: jsonResponse('How many tokens were revoked', EmbedRevokeAllResultSchema), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    '/.well-known/jwks.json': {
      get: {
        tags,
        summary: 'Public keys of embed tokens (JWK set)',
        responses: { 200: { description: 'JWK set', content: { 'application/jwk-set+json': { schema: JwkSetSchema } } } },
      },
    },
    '/embed/': {
      get: {
        tags,
        summary: 'The embed page (the iframe): `{embed_url}/?token=…`',
        description:
          'Served with `Content-Security-Policy: frame-ancestors <the token’s origins>`, no `X-Frame-Options`, and `Referrer-Policy: no-referrer`. An invalid, expired or revoked token gets a page saying so (401; 403 for an inactive organization).',
        requestParams: {
          query: z.object({
            token: z.string().describe('The embed token'),
            locale: z.string().optional().describe('The view’s language (BCP 47), over the token’s: `en`, `de`, `fr`, `es`, a regional variant its language, any other English; written into `<html lang>` and `Content-Language`. Malformed → 400.'),
          }),
        },
        responses: {
          200: { description: 'The embed page', content: { 'text/html': { schema: z.string() } } },
          400: { description: 'No token in the address, or a malformed `locale`', content: { 'text/html': { schema: z.string() } } },
          401: { description: 'Invalid, expired or revoked token', content: { 'text/html': { schema: z.string() } } },
          403: { description: 'The organization is inactive', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
  },
};
