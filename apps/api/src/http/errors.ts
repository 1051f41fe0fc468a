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

interface ApiErrorOptions {
  issues?: ValidationIssue[];
  existingId?: string;
  headers?: Record<string, string>;
}

/** A failure the caller should see: rendered as the DESIGN §3 envelope with its status. */
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

export function sendError(res: Parameters<RequestHandler>[1], error: ApiError, requestId: string): void {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) res.setHeader(name, value);
  res.status(error.status).json(errorEnvelope(error, requestId));
}

/** The last middleware: every error becomes the envelope; anything unexpected is a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const requestId = req.requestId;
    let apiError: ApiError | undefined;
    if (err instanceof ApiError) apiError = err;
    else if (err instanceof z.ZodError) apiError = validationError(err);
    if (!apiError) {
      logger.error({ err, requestId }, 'unhandled error');
      apiError = new ApiError('internal', 'Internal server error; safe to retry after a short backoff');
    }
    if (res.headersSent) {
      // A streamed response cannot change its status any more; end it.
      res.end();
      return;
    }
    sendError(res, apiError, requestId);
  };
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(new ApiError('not_found', `No route ${req.method} ${req.path}`));
};
