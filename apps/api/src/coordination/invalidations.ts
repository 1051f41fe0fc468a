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

/** `id` tells the sender its own message when it comes back (below). */
const EnvelopeSchema = z.object({ from: z.string().min(1), id: z.string().min(1), invalidation: InvalidationSchema });

/**
 * How long a publisher waits for its own message to come back: as long as the caches are otherwise
 * trusted (1 s), after which they have expired by themselves anyway.
 */
const ECHO_TIMEOUT_MS = 1000;

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

/**
 * The shared invalidation channel of one instance (or the CLI). `publish` resolves once the message
 * has come back to this instance's own subscriber: Redis has then written it to every subscriber
 * (one PUBLISH reaches all of them in the same pass), so by the time the change is acknowledged the
 * other instances have it in hand, not merely "sent". Messages of other instances go to the
 * `onInvalidation` handler; a message that does not parse (another version's type) is ignored.
 */
export class InvalidationChannel implements InvalidationPublisher {
  private readonly echoes = new Map<string, () => void>();
  private apply: (invalidation: Invalidation) => void = () => undefined;
  private sequence = 0;

  constructor(private readonly coordination: RedisCoordination) {
    coordination.subscribe(CHANNEL, (text) => this.receive(text));
  }

  /** Where the invalidations of other instances go (this app's caches). */
  onInvalidation(apply: (invalidation: Invalidation) => void): void {
    this.apply = apply;
  }

  async publish(invalidation: Invalidation): Promise<void> {
    const id = String(++this.sequence);
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      this.echoes.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), ECHO_TIMEOUT_MS);
    });
    try {
      const message = EnvelopeSchema.parse({ from: this.coordination.instanceId, id, invalidation });
      await this.coordination.commands.publish(this.coordination.key(CHANNEL), JSON.stringify(message));
      if (!(await echoed)) this.coordination.fellBack('invalidation', 'an invalidation did not come back within a second');
    } catch (error) {
      this.coordination.fellBack('invalidation', error);
    } finally {
      clearTimeout(timer);
      this.echoes.delete(id);
    }
  }

  private receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = EnvelopeSchema.safeParse(json);
    if (!parsed.success) return;
    if (parsed.data.from === this.coordination.instanceId) this.echoes.get(parsed.data.id)?.();
    else this.apply(parsed.data.invalidation);
  }
}
