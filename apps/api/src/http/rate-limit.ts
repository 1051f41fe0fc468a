import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisCoordination } from '../coordination/redis-coordination.js';
import { sharedRateLimiter } from '../coordination/shared-rate-limiter.js';
import type { RateLimitBudget } from '../observability/metrics.js';
import { ApiError } from './errors.js';
import type { ApiRequest, Step } from './pipeline.js';

const WINDOW_SECONDS = 60;

/** The limiter's key: the credential, never an address (one leaked token cannot spend its org's budget). */
function credentialOf(req: ApiRequest): string {
  const auth = req.auth;
  if (!auth) return 'anonymous';
  return auth.kind === 'apiKey' ? `key:${auth.keyId}` : `emb:${auth.jti}`;
}

export interface RateLimitOptions {
  perMinute: number;
  /** Which budget: each has its own counts (and its own Redis keys). */
  budget: RateLimitBudget;
  /** Told of each 429 (metrics). */
  onRefused?: () => void;
  /** Several instances: one budget in the shared Redis for all of them (coordination/). */
  shared?: RedisCoordination | undefined;
}

/**
 * A fixed-window limit per credential: per API key, or per embed token. Runs after
 * authentication. Every answer carries the IETF `RateLimit` / `RateLimit-Policy` headers (draft 8);
 * over the limit it is a 429 `rate_limited` with `Retry-After`. `perMinute = 0` switches it off
 * (benchmarks). With `shared` the window is counted in Redis, so every instance spends the same
 * budget; while Redis fails, each instance counts on its own.
 *
 * rate-limiter-flexible rather than express-rate-limit: it works on any request, so the same step
 * guards the card's own pipeline (which never enters Express) and the Express routes.
 */
export function rateLimitPerCredential({ perMinute, budget, onRefused, shared }: RateLimitOptions): Step {
  if (perMinute === 0) return (_req, _res, next) => next();
  const limiter = shared
    ? sharedRateLimiter(shared, budget, perMinute, WINDOW_SECONDS)
    : new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS });
  const name = `"${perMinute}-in-1min"`;
  const policy = `${name}; q=${perMinute}; w=${WINDOW_SECONDS}`;
  return async (req, res, next) => {
    let state: RateLimiterRes;
    let allowed = true;
    try {
      state = await limiter.consume(credentialOf(req));
    } catch (refusal) {
      // Over the limit, the promise rejects with the same state; anything else is a real failure.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      state = refusal;
      allowed = false;
    }
    const resetSeconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `${name}; r=${state.remainingPoints}; t=${resetSeconds}`);
    if (!allowed) {
      onRefused?.();
      throw new ApiError('rate_limited', `Too many requests; retry after ${resetSeconds} s`, {
        headers: { 'Retry-After': String(resetSeconds) },
      });
    }
    next();
  };
}
