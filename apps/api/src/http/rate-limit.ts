import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ApiError, sendError } from './errors.js';

/**
 * A fixed-window limit per credential: per API key, or per embed token (so one leaked
 * token cannot exhaust its organization's budget). Runs after authentication.
 * `perMinute = 0` switches it off (benchmarks).
 */
export function rateLimitPerCredential(perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Keys are credentials, not addresses, so the IP-related checks do not apply.
    validate: false,
    keyGenerator: (req) => {
      const auth = req.auth;
      if (!auth) return 'anonymous';
      return auth.kind === 'apiKey' ? `key:${auth.keyId}` : `emb:${auth.jti}`;
    },
    handler: (req, res, _next, options) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfter = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(options.windowMs / 1000);
      sendError(
        res,
        new ApiError('rate_limited', `Too many requests; retry after ${retryAfter} s`, {
          headers: { 'Retry-After': String(retryAfter) },
        }),
        req.requestId,
      );
    },
  });
}
