import { z } from 'zod';
import type { RedisCoordination } from './redis-coordination.js';

/** The one channel (under the key prefix) every instance listens on. */
const CHANNEL = 'invalidations';

/**
 * A change that makes cached state wrong on other instances: each names what to drop, never more.
 * One schema for the wire shape: what is published is what is parsed.
 */
const InvalidationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('api_key_revoked'), keyId: z.string().min(1) }),
  /** Deactivated or re-activated: its keys' and tokens' cached verdicts are wrong either way. */
  z.object({ type: z.literal('organization_changed'), orgId: z.string().min(1) }),
  z.object({ type: z.literal('embed_token_revoked'), jti: z.string().min(1) }),
  /** All tokens of one portfolio (revoke-all, or the portfolio deleted). */
  z.object({ type: z.literal('portfolio_tokens_revoked'), portfolioId: z.string().min(1) }),
  z.object({ type: z.literal('signing_keys_rotated') }),
  z.object({ type: z.literal('market_data_imported'), version: z.number().int().min(0) }),
]);
export type Invalidation = z.infer<typeof InvalidationSchema>;

const EnvelopeSchema = z.object({ from: z.string().min(1), invalidation: InvalidationSchema });

/**
 * How services tell the other instances (and the admin CLI tells the running servers) that state
 * they cache changed. Called after the change committed, so whoever drops its cache re-reads the
 * new state; awaited before the change is acknowledged, so the next request to any instance
 * arrives after the message. Never throws: without Redis the caches still expire by their timers.
 */
export interface InvalidationPublisher {
  publish(invalidation: Invalidation): Promise<void>;
}

/** One process alone: nobody else holds a cache to drop. */
export const NO_OTHER_INSTANCES: InvalidationPublisher = { publish: () => Promise.resolve() };

/** Publishes on the shared channel with this instance's id. */
export function redisInvalidations(coordination: RedisCoordination): InvalidationPublisher {
  const channel = coordination.key(CHANNEL);
  return {
    async publish(invalidation) {
      try {
        await coordination.commands.publish(channel, JSON.stringify(EnvelopeSchema.parse({ from: coordination.instanceId, invalidation })));
      } catch (error) {
        coordination.fellBack('invalidation', error);
      }
    },
  };
}

/**
 * Calls `apply` for every invalidation another instance (or the CLI) publishes; this instance's
 * own messages are skipped (its services already dropped what they changed). A message that does
 * not parse (another version's type) is ignored.
 */
export function listenForInvalidations(coordination: RedisCoordination, apply: (invalidation: Invalidation) => void): void {
  coordination.subscribe(CHANNEL, (text) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = EnvelopeSchema.safeParse(json);
    if (!parsed.success || parsed.data.from === coordination.instanceId) return;
    apply(parsed.data.invalidation);
  });
}
