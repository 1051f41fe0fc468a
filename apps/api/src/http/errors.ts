import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import {
  ERROR_CODES,
  statusOfCode,
  type ErrorCode,
  type ErrorEnvelope,
  type ValidationIssue,
} from '@clarity/shared';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/errors.js';
import { traceIdOf } from '../observability/request-span.js';
import { noteErrorCode } from './logging.js';
import type { ErrorStep } from './pipeline.js';

interface ApiErrorOptions {
  issues?: ValidationIssue[];
  existingId?: string;
  headers?: Record<string, string>;
}

/** A failure the caller should see: rendered as the error envelope (`{ error: { type, code, message, requestId }, issues? }`) with its status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = statusOfCode(code);
  }
}

export const notFound = (what: string): ApiError => new ApiError('not_found', `${what} not found`);

export function issuesFromZod(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    code: issue.code,
    message: issue.message,
  }));
}

export function validationError(error: z.ZodError, message = 'Request body is invalid'): ApiError {
  return new ApiError('validation_error', message, { issues: issuesFromZod(error) });
}

/** Parses `value` with `schema`, or throws a 400 carrying every issue. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, what = 'Request body'): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, `${what} is invalid`);
  return result.data;
}

export function errorEnvelope(error: ApiError, requestId: string): ErrorEnvelope {
  const envelope: ErrorEnvelope = {
    error: { type: ERROR_CODES[error.code], code: error.code, message: error.message, requestId },
  };
  if (error.options.existingId) envelope.error.existingId = error.options.existingId;
  if (error.options.issues) envelope.issues = error.options.issues;
  return envelope;
}

/** What a request refused because the database is away is told to wait: the pool's connect timeout, roughly. */
export const DATABASE_RETRY_AFTER_SECONDS = '3';

/** The 503 of a request the database cannot serve now (PostgreSQL away, or not reached yet since start). */
export function databaseUnavailable(): ApiError {
  return new ApiError('unavailable', 'The database does not answer; retry after Retry-After', {
    headers: { 'Retry-After': DATABASE_RETRY_AFTER_SECONDS },
  });
}

/**
 * What the caller is told about `err`: an ApiError as it is, a ZodError as a 400, a path that does
 * not decode (the router's URIError on a malformed %-escape) as a 404, since nothing can live at it;
 * a database that cannot be reached as a 503 `unavailable` with Retry-After; anything else is logged and becomes a 500.
 */
export function apiErrorOf(err: unknown, logger: Logger, req: IncomingMessage & { requestId: string }): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  if (err instanceof URIError) return new ApiError('not_found', 'Not found: the path does not decode (malformed %-escape)');
  if (isDatabaseUnavailable(err)) {
    // Expected while PostgreSQL is away: a warning with the failure's code only, then the pool reconnects on its own.
    logger.warn({ code: (err as { code?: unknown }).code, requestId: req.requestId }, 'database unavailable');
    return databaseUnavailable();
  }
  logger.error({ err, requestId: req.requestId, traceId: traceIdOf(req) }, 'unhandled error');
  return new ApiError('internal', 'Internal server error; safe to retry after a short backoff');
}

/** The headers an error carries (Retry-After on a 429). */
function setErrorHeaders(res: ServerResponse, error: ApiError): void {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) res.setHeader(name, value);
}

/** Answers with the envelope, the error's status and its headers, on node's own response. */
function sendError(res: ServerResponse, error: ApiError, requestId: string): void {
  setErrorHeaders(res, error);
  const body = Buffer.from(JSON.stringify(errorEnvelope(error, requestId)), 'utf8');
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The end of a {@link pipeline}: every error becomes the envelope. */
export function respondWithError(logger: Logger): ErrorStep {
  return (err, req, res) => {
    const apiError = apiErrorOf(err, logger, req);
    // A streamed response cannot change its status any more; end it.
    noteErrorCode(res, apiError.code);
    if (res.headersSent) res.end();
    else sendError(res, apiError, req.requestId);
  };
}

/**
 * The last middleware of the Express app: every error becomes the envelope. It answers through
 * res.json, where Express-level layers (the idempotency record) see the response.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const apiError = apiErrorOf(err, logger, req);
    noteErrorCode(res, apiError.code);
    if (res.headersSent) {
      res.end();
      return;
    }
    setErrorHeaders(res, apiError);
    res.status(apiError.status).json(errorEnvelope(apiError, req.requestId));
  };
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(new ApiError('not_found', `No route ${req.method} ${req.path}`));
};
