import { ERROR_CODES, ErrorEnvelopeSchema, type ErrorCode, type ErrorEnvelope } from '@clarity/shared';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';

/** The document's tags, one per area; every operation names one of them. */
export const TAGS = {
  portfolios: { name: 'Partner portfolios', description: 'Portfolios your backend stores with us, their holdings and their trade logs.' },
  insight: { name: 'Insight', description: 'The insight card of a stored or an inline portfolio.' },
  chat: { name: 'Chat', description: 'Questions about the markets, an asset or a portfolio, answered as a stream of AG-UI events.' },
  embeds: { name: 'Embeds', description: 'Short-lived embed tokens, their public keys, the embed page (the iframe) and the host helper script for partner pages.' },
  users: { name: 'Users', description: 'The partner’s end clients, to whom portfolios and risk profiles belong.' },
  profiling: { name: 'Profiling', description: 'The risk-profiling questionnaires and the scored risk profiles of users.' },
  strategies: { name: 'Strategies', description: 'Model strategies, their recommendation for a profile, and a portfolio’s fit against one.' },
  reports: { name: 'Reports', description: 'Stored reports of a portfolio, as JSON or a printable HTML document.' },
  service: { name: 'Service', description: 'Liveness, readiness and this document. Public: no credential.' },
} as const;

/** The `security` of an operation anyone may call (no credential). */
export const PUBLIC: [] = [];

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
  503: 'The server is shutting down (`shutting_down`: another instance answers) or its database does not answer (`unavailable`); retry after Retry-After',
};

/** Error responses in the shared envelope, for the statuses an operation can return (plus 401, 429, 500, 503). */
export function errorResponses(...statuses: number[]): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries([...statuses, 401, 429, 500, 503].map((status) => [String(status), envelopeResponse(status)]));
}

/** Error responses of a public operation (no credential, no rate limit): the statuses it can return and why, plus 503 while shutting down. */
export function publicErrorResponses(reasons: Record<number, string> = {}): Record<string, ZodOpenApiResponseObject> {
  const statuses = [...Object.keys(reasons).map(Number), 503];
  return Object.fromEntries(statuses.map((status) => [String(status), envelopeResponse(status, reasons[status])]));
}

/** A typical error of each status, as the envelope carries it (the documents' examples). */
const ERROR_EXAMPLES: Record<number, { code: ErrorCode; message: string; existingId?: string }> = {
  400: { code: 'validation_error', message: 'Request body is invalid' },
  401: { code: 'unauthorized', message: 'Invalid API key' },
  403: { code: 'org_inactive', message: 'The organization is inactive' },
  404: { code: 'not_found', message: 'Portfolio not found' },
  409: { code: 'external_id_taken', message: 'A portfolio with this externalId already exists in the organization', existingId: 'ppf_01KAPS1Q8XJ6T7D3W9V2N4M5B6' },
  413: { code: 'payload_too_large', message: 'Request body is larger than 1048576 bytes' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json' },
  422: { code: 'idempotency_key_reused', message: 'This Idempotency-Key was used with a different request' },
  429: { code: 'rate_limited', message: 'Too many requests; retry after 30 s' },
  500: { code: 'internal', message: 'Internal server error; safe to retry after a short backoff' },
  503: { code: 'shutting_down', message: 'The server is shutting down; retry shortly' },
};

function errorExample(status: number): ErrorEnvelope {
  const { code, message, existingId } = ERROR_EXAMPLES[status] ?? { code: 'internal', message: 'Error' };
  const envelope: ErrorEnvelope = { error: { type: ERROR_CODES[code], code, message, requestId: 'req_7f9c2b1e4d3a4c5b8e6f0a1b2c3d4e5f', ...(existingId && { existingId }) } };
  if (status === 400) envelope.issues = [{ path: ['ttlSeconds'], code: 'too_small', message: 'Too small: expected number to be >=60' }];
  return envelope;
}

function envelopeResponse(status: number, description = ERROR_DESCRIPTIONS[status] ?? 'Error'): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema: ErrorEnvelopeSchema, example: errorExample(status) } } };
}

/**
 * The schema as documented with `oneOf`: exactly one of `keys` present (the shared schemas check
 * it with a refinement, which JSON Schema cannot see). Both present match two branches, none
 * matches none; either fails.
 */
export function exactlyOneOf<T extends z.ZodType>(schema: T, keys: string[], description: string): T {
  return schema.meta({
    description,
    override: ({ jsonSchema }) => {
      jsonSchema.oneOf = keys.map((key) => ({ properties: { [key]: {} }, required: [key] }));
    },
  });
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

/** `Accept-Language` of card and chat: the language of the reply when neither the body nor the embed token names one. */
export const acceptLanguageHeaders = z.object({
  'accept-language': z
    .string()
    .optional()
    .meta({
      description:
        'Used when neither the body’s `locale` nor the embed token’s names the language (nor, for the chat, the question’s own): the supported language (`en`, `de`, `fr`, `es`) with the highest weight, else English. Malformed entries are skipped.',
      example: 'de-AT,de;q=0.9,en;q=0.8',
    }),
});

/** The optional `Idempotency-Key` request header of POST operations. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .meta({ description: 'Same key and body replays the first response; another body gives 422; in flight gives 409.', example: '6f1d2c9e-4b7a-4e8f-9c3d-2a1b0e9f8d7c' }),
});

/** A path parameter: its description and an example value. */
export function pathParams(name: string, description: string, example: string) {
  return z.object({ [name]: z.string().meta({ description, example }) });
}

/** The shared query schemas carry no examples; this documents one per named parameter. */
export function withParamExamples<T extends z.ZodObject>(schema: T, examples: Record<string, unknown>): T {
  return schema.extend(Object.fromEntries(Object.entries(examples).map(([key, example]) => [key, (schema.shape[key] as z.ZodType).meta({ example })]))) as unknown as T;
}

/** Examples of the list operations' query parameters. */
export const LIST_QUERY_EXAMPLES = { limit: 20, cursor: 'djE6MDFtODlkdng3ZHJxeHJqeThwYXlqcmtxNGI' };
