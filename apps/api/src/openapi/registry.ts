import { ErrorEnvelopeSchema } from '@clarity/shared';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';

/** What each feature contributes to the OpenAPI document: its paths and named schemas. */
export interface OpenApiFeature {
  paths: ZodOpenApiPathsObject;
  schemas?: Record<string, z.ZodType>;
}

export const securitySchemes = {
  ApiKey: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'x-api-key',
    description: 'Organization API key (`clk_live_…` or `clk_test_…`). Server side only.',
  },
  EmbedToken: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'x-embed-token',
    description: 'Short-lived embed token minted by POST /v1/sdk/clarity/embeds.',
  },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation error; `issues` lists every problem',
  401: 'Missing or invalid credential',
  403: 'Forbidden: inactive organization, unlinked key, API key sent from a browser, or an embed-token rule',
  404: 'Not found in the caller’s organization',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'Idempotency-Key reused with a different request',
  429: 'Rate limited; see Retry-After',
  500: 'Server error; safe to retry after a short backoff',
};

/** Error responses in the shared envelope, for the statuses an operation can return (plus 401, 429, 500). */
export function errorResponses(...statuses: number[]): Record<string, ZodOpenApiResponseObject> {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of [...statuses, 401, 429, 500]) {
    out[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: ErrorEnvelopeSchema } },
    };
  }
  return out;
}

/** What a 401 says to a caller holding an embed token: which code means what, and what to do about it. */
const EMBED_TOKEN_UNAUTHORIZED_DESCRIPTION = [
  'Missing or invalid credential. `error.code` says why.',
  'With `x-embed-token`: `token_expired` (past its `exp`, beyond 5 s of clock tolerance) and `token_revoked` (revoked alone, with its portfolio’s tokens, or by the portfolio’s deletion): get a fresh token from the partner’s server and retry once;',
  '`token_invalid` (bad signature or format, wrong issuer, audience or type, or not a token Clarity recorded): a new token is needed, retrying this one never helps.',
  'A page on one of the token’s origins can read `token_expired` and `token_revoked` (CORS); `token_invalid` is readable only by the embed page itself.',
  'With `x-api-key`: `unauthorized` or `wrong_environment_key`.',
].join(' ');

const tokenErrorExample = (code: 'token_expired' | 'token_revoked' | 'token_invalid', message: string) => ({
  value: { error: { type: 'unauthorized', code, message, requestId: 'req_01jexample0000000000000000' } },
});

/**
 * Error responses of the operations that take an embed token (card, chat): as {@link errorResponses},
 * with a 401 that lists the token codes.
 */
export function embedTokenErrorResponses(...statuses: number[]): Record<string, ZodOpenApiResponseObject> {
  return {
    ...errorResponses(...statuses),
    401: {
      description: EMBED_TOKEN_UNAUTHORIZED_DESCRIPTION,
      content: {
        'application/json': {
          schema: ErrorEnvelopeSchema,
          examples: {
            token_expired: tokenErrorExample('token_expired', 'The embed token has expired'),
            token_revoked: tokenErrorExample('token_revoked', 'The embed token has been revoked'),
            token_invalid: tokenErrorExample('token_invalid', 'Invalid embed token (bad signature)'),
          },
        },
      },
    },
  };
}

export function jsonResponse(description: string, schema: z.ZodType): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody(schema: z.ZodType) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** The optional `Idempotency-Key` request header of POST operations. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Same key and body replays the first response; another body gives 422; in flight gives 409.'),
});
