import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisCoordination } from './redis-coordination.js';

/**
 * This process's own window, used only while Redis fails: a request is then limited by what this
 * instance alone has seen (each instance allows the full budget), rather than refused or let
 * through unlimited. Every use is reported, so the outage shows in the log and the metrics.
 */
class LocalInsuranceLimiter extends RateLimiterMemory {
  constructor(
    opts: { points: number; duration: number },
    private readonly onUse: () => void,
  ) {
    super(opts);
  }

  override consume(key: string | number, pointsToConsume?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    this.onUse();
    return super.consume(key, pointsToConsume, options);
  }
}

/**
 * One budget shared by every instance: rate-limiter-flexible's Redis limiter (a fixed window per
 * key, counted by one Lua script), keyed under the deployment's prefix and the budget's name, with
 * the local window as its insurance. `rejectIfRedisNotReady`: while the connection is down the
 * insurance answers at once instead of a command that would fail anyway.
 */
export function sharedRateLimiter(coordination: RedisCoordination, budget: string, points: number, duration: number): RateLimiterAbstract {
  return new RateLimiterRedis({
    storeClient: coordination.commands,
    keyPrefix: coordination.key('rate', budget),
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new LocalInsuranceLimiter({ points, duration }, () => coordination.fellBack('rate_limit', 'a rate-limit count failed')),
  });
}
