import {
  EmbedMintBodySchema,
  EmbedRevokeAllBodySchema,
  EmbedRevokeAllResultSchema,
  EmbedTokenSchema,
} from '@clarity/shared';
import { z } from 'zod';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, type OpenApiFeature, pathParams, PUBLIC, publicErrorResponses, TAGS } from '../openapi/registry.js';
import { loadEmbedHostBundle } from './host-script.js';

const security = [{ ApiKey: [] }];
const tags = [TAGS.embeds.name];

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

function htmlPage(description: string, example: string) {
  return { description, content: { 'text/html': { schema: z.string(), example } } };
}

function problemPageExample(headline: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${headline}</title></head><body><main role="alert" data-testid="embed-error"><h1>${headline}</h1><p>…</p></main></body></html>`;
}

const HOST_VERSION = loadEmbedHostBundle().version;
const HOST_SCRIPT_DESCRIPTION =
  'Exports `mountClarity`; a partner page needs one module script tag (`type="module"`, `import { mountClarity } from \'…/embed/host.js\'`). A public script: `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`, so any page may load it, as a module too. Under `CLARITY_EMBED_URL` it lives beside the embed page.';
const HOST_UNBUILT = 'The helper is not built on this server (its start log says so)';
const HOST_SCRIPT_RESPONSE = {
  description: 'The ES module (`text/javascript`)',
  content: { 'text/javascript': { schema: z.string(), example: 'var h=…;export{h as mountClarity};' } },
};

export const embedsOpenApi: OpenApiFeature = {
  schemas: { EmbedMintBody: EmbedMintBodySchema, EmbedToken: EmbedTokenSchema },
  paths: {
    '/v1/sdk/clarity/embeds': {
      post: {
        operationId: 'embeds.create',
        tags,
        security,
        summary: 'Mint an embed token for one portfolio, some origins and a scope',
        description:
          'The token is an Ed25519 JWT (`alg: EdDSA`, `typ: embed+jwt`) with claims `iss` (this service), `aud` (`clarity-embed`), `sub` (the portfolio), `org`, `origins`, `scope`, `jti`, `iat`, `exp`, and `locale` when the mint named one (the supported language it maps to: `de-AT` → `de`; card, chat and the embed page use it unless a request names another). Hand `url` to the browser as an iframe address; the embed page may be framed only by `allowedOrigins`, and card/chat calls with `x-embed-token` are accepted only from those origins (or the embed page itself). Origins are exact: `scheme://host[:port]` as browsers send them; `http:` only for localhost. What the body omits of `allowedOrigins`, `ttlSeconds`, `scope` and `locale` comes from the organization\'s embed defaults (set in the partner console); without them a token lives 600 s with both scopes, and `allowedOrigins` must be given (400 otherwise).',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(EmbedMintBodySchema),
        responses: { 201: jsonResponse('The token and its iframe address', EmbedTokenSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
    },
    '/v1/sdk/clarity/embeds/{jti}': {
      delete: {
        operationId: 'embeds.revoke',
        tags,
        security,
        summary: 'Revoke one token (effective within a second; repeating it is harmless)',
        requestParams: { path: pathParams('jti', 'Token id (`emb_…`)', 'emb_01m89dvy011r8k1xsscj4pmjm9') },
        responses: { 204: { description: 'Revoked' }, ...errorResponses(403, 404) },
      },
    },
    '/v1/sdk/clarity/embeds/revoke-all': {
      post: {
        operationId: 'embeds.revokeAll',
        tags,
        security,
        summary: 'Revoke every token of a portfolio (deleting the portfolio or deactivating the organization does it too)',
        requestBody: jsonBody(EmbedRevokeAllBodySchema),
        responses: { 200: jsonResponse('How many tokens were revoked', EmbedRevokeAllResultSchema), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    '/.well-known/jwks.json': {
      get: {
        operationId: 'embeds.jwks',
        tags,
        security: PUBLIC,
        summary: 'Public keys of embed tokens (JWK set)',
        responses: { 200: { description: 'JWK set', content: { 'application/jwk-set+json': { schema: JwkSetSchema } } }, ...publicErrorResponses() },
      },
    },
    '/embed': {
      get: {
        operationId: 'embeds.page',
        tags,
        security: PUBLIC,
        summary: 'The embed page (the iframe): `{embed_url}/?token=…`',
        description:
          'Also answered at `/embed/` (with the trailing slash), the form minted `url`s use; under `CLARITY_EMBED_URL` its path is that address’s. Served with `Content-Security-Policy: frame-ancestors <the token’s origins>`, no `X-Frame-Options`, `Referrer-Policy: no-referrer` and `Cache-Control: no-store`. For a token with the `card` scope and a browser navigation (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: iframe` or `document`), the page carries the card (the body of `POST /v1/clarity/card`, in the page’s language) in a JSON data block (a `script` element of type `application/json`, id `clarity-card-data`) when it is ready within 150 ms; otherwise the widget requests it. An invalid, expired or revoked token gets a page saying so (401; 403 for an inactive organization).',
        requestParams: {
          query: z.object({
            token: z.string().meta({ description: 'The embed token', example: 'eyJhbGciOiJFZERTQSIsInR5cCI6ImVtYmVkK2p3dCJ9.eyJzdWIiOiJwcGZfMDFtODlkdng3ZHJxeHJqeThwYXlqcmtxNGIifQ.c2lnbmF0dXJl' }),
            locale: z.string().optional().meta({ description: 'The view’s language (BCP 47), over the token’s: `en`, `de`, `fr`, `es`, a regional variant its language, any other English; written into `<html lang>` and `Content-Language`. Malformed → 400.', example: 'de-AT' }),
          }),
        },
        responses: {
          200: htmlPage('The embed page', '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clarity</title>…</head><body><div id="root"></div></body></html>'),
          400: htmlPage('No token in the address, or a malformed `locale`', problemPageExample('This embed link is incomplete')),
          401: htmlPage('Invalid, expired or revoked token', problemPageExample('This insight view has expired')),
          403: htmlPage('The organization is inactive', problemPageExample('This insight view is switched off')),
          ...publicErrorResponses(),
        },
      },
    },
    '/embed/host.js': {
      get: {
        operationId: 'embeds.hostScript',
        tags,
        security: PUBLIC,
        summary: 'The host helper `@clarity/embed-host` as one ES module, the latest version (cached 5 minutes)',
        description: HOST_SCRIPT_DESCRIPTION,
        responses: { 200: HOST_SCRIPT_RESPONSE, ...publicErrorResponses({ 404: HOST_UNBUILT }) },
      },
    },
    '/embed/host.{version}.js': {
      get: {
        operationId: 'embeds.hostScriptVersioned',
        tags,
        security: PUBLIC,
        summary: 'The host helper at one version: immutable, cached a year; pin it with its Subresource Integrity hash',
        description: `${HOST_SCRIPT_DESCRIPTION} The SRI hash of each version is in docs/embedding.md. Only the version this server ships is served; any other is a 404.`,
        requestParams: { path: z.object({ version: z.string().meta({ description: 'The package version', example: HOST_VERSION }) }) },
        responses: { 200: HOST_SCRIPT_RESPONSE, ...publicErrorResponses({ 404: `Another version than this server ships, or ${HOST_UNBUILT.toLowerCase()}` }) },
      },
    },
  },
};
