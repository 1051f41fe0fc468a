import { ErrorEnvelopeSchema } from '@clarity/shared';
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
  503: 'The server is shutting down; retry after Retry-After (another instance answers)',
};

/** Error responses in the shared envelope, for the statuses an operation can return (plus 401, 429, 500, 503). */
export function errorResponses(...statuses: number[]): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries([...statuses, 401, 429, 500, 503].map((status) => [String(status), envelopeResponse(status)]));
}

/** Error responses of a public operation (no credential, no rate limit): the statuses it can return, plus 503 while shutting down. */
export function publicErrorResponses(...statuses: number[]): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries([...statuses, 503].map((status) => [String(status), envelopeResponse(status)]));
}

function envelopeResponse(status: number): ZodOpenApiResponseObject {
  return { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ErrorEnvelopeSchema } } };
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
      jsonSchema.oneOf = keys.map((key) => ({ required: [key] }));
    },
  });
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
