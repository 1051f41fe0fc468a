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
    .describe('Used when neither the body’s `locale` nor the embed token’s names the language: the supported language (`en`, `de`, `fr`, `es`) with the highest weight, else English. Malformed entries are skipped.'),
});

/** `Content-Language` of a reply written in one of the supported locales. */
export const contentLanguageHeader = {
  'Content-Language': { description: 'The language the reply is written in: `en`, `de`, `fr` or `es`.', schema: { type: 'string' as const, enum: ['en', 'de', 'fr', 'es'] } },
};

/** The optional `Idempotency-Key` request header of POST operations. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Same key and body replays the first response; another body gives 422; in flight gives 409.'),
});
