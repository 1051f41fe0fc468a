import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { mapOperations } from './map-operations.js';

/** A response header the document describes once (components.headers, as `id`) and references from each response. */
function headerComponent(id: string, description: string, example: string, schema: z.ZodType = z.string()) {
  return schema.meta({ description, example, header: { id } });
}

const requestId = headerComponent(
  'XRequestId',
  'The request’s id: the caller’s well-formed `x-request-id` echoed, else a new one. Error bodies carry it as `error.requestId`.',
  'req_7f9c2b1e4d3a4c5b8e6f0a1b2c3d4e5f',
);
const rateLimit = headerComponent(
  'RateLimit',
  'The caller’s window now (IETF RateLimit headers, draft 8): `r` requests remain, the window resets in `t` seconds.',
  '"1200-in-1min"; r=1199; t=60',
);
const rateLimitPolicy = headerComponent('RateLimitPolicy', 'The limit per credential: `q` requests per window of `w` seconds.', '"1200-in-1min"; q=1200; w=60');
const retryAfter = headerComponent('RetryAfter', 'Seconds to wait before retrying.', '30');
const idempotentReplayed = headerComponent(
  'IdempotentReplayed',
  'Present when this is the stored response of an earlier request with the same `Idempotency-Key`.',
  'true',
  z.literal('true').optional(),
);

/** Statuses answered before the rate limit runs (credential checks) or without it (server failures). */
const UNLIMITED_STATUSES = new Set(['401', '403', '500', '503']);

type Operation = ZodOpenApiOperationObject;

function isRateLimited(operation: Operation): boolean {
  return (operation.security ?? []).length > 0;
}

function isIdempotent(operation: Operation): boolean {
  const header = operation.requestParams?.header;
  return header instanceof z.ZodObject && 'idempotency-key' in header.shape;
}

function headersOf(operation: Operation, status: string): z.ZodObject {
  const shape: Record<string, z.ZodType> = { 'x-request-id': requestId };
  if (isRateLimited(operation) && !UNLIMITED_STATUSES.has(status)) Object.assign(shape, { RateLimit: rateLimit, 'RateLimit-Policy': rateLimitPolicy });
  if (status === '429' || status === '503') shape['Retry-After'] = retryAfter;
  if (isIdempotent(operation) && status.startsWith('2')) shape['Idempotent-Replayed'] = idempotentReplayed;
  return z.object(shape);
}

/**
 * Every response of every operation with the headers the service sends on it: `x-request-id`
 * always; `RateLimit` and `RateLimit-Policy` where a credential's budget was counted; `Retry-After`
 * on 429 and 503; `Idempotent-Replayed` on the successes of operations that take an `Idempotency-Key`.
 */
export function withResponseHeaders(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return mapOperations(paths, (operation) => ({
    ...operation,
    responses: Object.fromEntries(
      (Object.entries(operation.responses ?? {}) as [string, ZodOpenApiResponseObject][]).map(([status, response]) => [status, { ...response, headers: headersOf(operation, status) }]),
    ),
  }));
}
