import { z } from 'zod';

/**
 * Error types: the broad category of a failure, one per HTTP status.
 * `code` in the envelope is the precise reason; for most failures it equals the type.
 */
export const ERROR_TYPE_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorType = keyof typeof ERROR_TYPE_STATUS;

/** Every precise error code and the type it belongs to. */
export const ERROR_CODES = {
  validation_error: 'validation_error',
  invalid_cursor: 'validation_error',
  unauthorized: 'unauthorized',
  wrong_environment_key: 'unauthorized',
  /** An embed token that is not one of ours as it stands: bad signature or format, wrong audience, never recorded. */
  token_invalid: 'unauthorized',
  /** An embed token past its `exp` (and the clock tolerance): get a fresh one from the partner's server. */
  token_expired: 'unauthorized',
  /** An embed token revoked (alone, with its portfolio's tokens, or by the portfolio's deletion): get a fresh one. */
  token_revoked: 'unauthorized',
  forbidden: 'forbidden',
  org_inactive: 'forbidden',
  key_not_linked: 'forbidden',
  scope_denied: 'forbidden',
  origin_denied: 'forbidden',
  portfolio_binding: 'forbidden',
  api_key_in_browser: 'forbidden',
  /** A console change without the session's `x-csrf-token`, or from another origin. */
  csrf_failed: 'forbidden',
  /** The console member's role does not allow this change. */
  role_denied: 'forbidden',
  /** A console route called with an API key: the console accepts only its own session. */
  console_session_required: 'unauthorized',
  not_found: 'not_found',
  method_not_allowed: 'method_not_allowed',
  conflict: 'conflict',
  external_id_taken: 'conflict',
  idempotency_in_flight: 'conflict',
  /** A chat `Last-Event-ID` names no run this instance still holds for the caller: ask again. */
  run_not_resumable: 'conflict',
  payload_too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  idempotency_key_reused: 'unprocessable',
  rate_limited: 'rate_limited',
  internal: 'internal',
  service_unavailable: 'service_unavailable',
  /** The process is draining before it exits: retry (another instance takes the request). */
  shutting_down: 'service_unavailable',
  /** The database does not answer (PostgreSQL down or unreachable): retry after `Retry-After`; nothing was written. */
  unavailable: 'service_unavailable',
} as const satisfies Record<string, ErrorType>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOfCode(code: ErrorCode): number {
  return ERROR_TYPE_STATUS[ERROR_CODES[code]];
}

export const ValidationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    type: z.enum(Object.keys(ERROR_TYPE_STATUS) as [ErrorType, ...ErrorType[]]),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.string(),
    /** With `external_id_taken`: the id of the resource that already holds the externalId. */
    existingId: z.string().optional(),
  }),
  /** Present on 400: one entry per problem found in the request. */
  issues: z.array(ValidationIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
