import express, { type RequestHandler } from 'express';
import { ApiError } from './errors.js';

/** Requests that carry a body must say it is JSON; anything else is refused with 415. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    next(new ApiError('unsupported_media_type', 'Send the request body as application/json'));
    return;
  }
  next();
};

export function jsonBodyParser(limitBytes: number): RequestHandler {
  return express.json({ limit: limitBytes, strict: true, type: ['application/json', 'application/*+json'] });
}
