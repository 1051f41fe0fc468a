import express, { type RequestHandler } from 'express';
import { ApiError } from './errors.js';

/** Methods whose requests carry no body here: their requests skip body handling entirely. */
const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** Requests that carry a body must say it is JSON; anything else is refused with 415. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (BODYLESS.has(req.method)) {
    next();
    return;
  }
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    next(new ApiError('unsupported_media_type', 'Send the request body as application/json'));
    return;
  }
  next();
};

export function jsonBodyParser(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, strict: true, type: ['application/json', 'application/*+json'] });
  return (req, res, next) => {
    if (BODYLESS.has(req.method)) next();
    else parse(req, res, next);
  };
}
