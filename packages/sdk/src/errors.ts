import type { ErrorCode, ErrorEnvelope, ErrorType, ValidationIssue } from '@clarity/shared';

/** Every error this library throws extends this class, so one `instanceof` catches them all. */
export class ClarityError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    // The name of the concrete class, so logs and stack traces say which error it is.
    this.name = new.target.name;
  }
}

/** A known code, or one a newer API version added after this library was released. */
export type APIErrorCode = ErrorCode | 'connection_error' | 'connection_timeout' | 'request_aborted' | (string & {});

/**
 * A request that did not succeed. For an HTTP error the fields come from the API's
 * error envelope (`{ error: { type, code, message, requestId } }`); for a connection failure `status` is undefined.
 */
export class APIError extends ClarityError {
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** The precise reason, e.g. `external_id_taken`, `origin_denied`, `rate_limited`. */
  readonly code: APIErrorCode;
  /** The broad category of `code` (one per status), when the API sent one. */
  readonly type: ErrorType | undefined;
  /** One entry per problem in the request; present on 400. */
  readonly issues: ValidationIssue[] | undefined;
  /** The `x-request-id` of the failed response: quote it when you contact support. */
  readonly requestId: string | undefined;
  /** With `external_id_taken`: the id of the resource that already holds the externalId. */
  readonly existingId: string | undefined;
  /** Response headers; undefined when no response arrived. */
  readonly headers: Headers | undefined;
  /** The parsed response body, as sent. */
  readonly body: unknown;

  constructor(init: {
    status: number | undefined;
    code: APIErrorCode;
    message: string;
    type?: ErrorType | undefined;
    issues?: ValidationIssue[] | undefined;
    requestId?: string | undefined;
    existingId?: string | undefined;
    headers?: Headers | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.issues = init.issues;
    this.requestId = init.requestId;
    this.existingId = init.existingId;
    this.headers = init.headers;
    this.body = init.body;
  }

  /** The error for an HTTP response whose status is not 2xx, of the class its status names. */
  static fromResponse(status: number, headers: Headers, body: unknown, rawText: string): APIError {
    const envelope = asEnvelope(body);
    const init = {
      status,
      headers,
      body,
      code: envelope?.error.code ?? fallbackCode(status),
      type: envelope?.error.type,
      message: envelope?.error.message ?? (rawText.trim().slice(0, 500) || `HTTP ${status}`),
      issues: envelope?.issues,
      requestId: envelope?.error.requestId ?? headers.get('x-request-id') ?? undefined,
      existingId: envelope?.error.existingId,
    };
    const ErrorClass = ERROR_CLASS_BY_STATUS[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new ErrorClass(init);
  }
}

export class BadRequestError extends APIError {}
export class AuthenticationError extends APIError {}
export class PermissionDeniedError extends APIError {}
export class NotFoundError extends APIError {}
export class ConflictError extends APIError {}
export class UnprocessableEntityError extends APIError {}
export class RateLimitError extends APIError {}
export class InternalServerError extends APIError {}

const ERROR_CLASS_BY_STATUS: Record<number, typeof APIError | undefined> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** No response arrived: DNS, refused or reset connection, TLS failure. Retried automatically. */
export class APIConnectionError extends APIError {
  constructor(init: { message?: string; cause?: unknown } = {}) {
    super({ status: undefined, code: 'connection_error', message: init.message ?? 'Connection error', cause: init.cause });
  }
}

/** No response headers within `timeout`. Retried automatically. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override readonly code: APIErrorCode = 'connection_timeout';
  constructor(init: { message?: string } = {}) {
    super({ message: init.message ?? 'Request timed out' });
  }
}

/** The caller aborted the request through its `signal` (or left a stream's loop early). Never retried. */
export class APIUserAbortError extends APIError {
  constructor(init: { message?: string } = {}) {
    super({ status: undefined, code: 'request_aborted', message: init.message ?? 'Request was aborted' });
  }
}

/** The chat run failed after its stream began: the stream's `RUN_ERROR` event. */
export class RunError extends ClarityError {
  /** The code of the `RUN_ERROR` event, e.g. `internal`. */
  readonly code: string | undefined;
  /** The `x-request-id` of the stream's response. */
  readonly requestId: string | undefined;
  /** The `RUN_ERROR` event as received. */
  readonly event: unknown;
  constructor(init: { message: string; code: string | undefined; requestId: string | undefined; event: unknown }) {
    super(init.message);
    this.code = init.code;
    this.requestId = init.requestId;
    this.event = init.event;
  }
}

/**
 * The chat stream closed before it said how the run ended: no `RUN_FINISHED`, no `RUN_ERROR`
 * and no final answer. The connection was most likely cut; ask again.
 */
export class IncompleteStreamError extends ClarityError {
  readonly requestId: string | undefined;
  constructor(init: { requestId: string | undefined; message?: string; cause?: unknown }) {
    super(init.message ?? 'The chat stream closed before the run finished', { cause: init.cause });
    this.requestId = init.requestId;
  }
}

function asEnvelope(body: unknown): ErrorEnvelope | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return body as ErrorEnvelope;
}

/** The code used when a response (from a proxy, a load balancer…) carries no envelope. */
function fallbackCode(status: number): APIErrorCode {
  const byStatus: Record<number, APIErrorCode> = {
    400: 'validation_error',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    408: 'request_timeout',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'http_error');
}
