import { z } from 'zod';
import type { RedisCoordination } from './redis-coordination.js';

/** The one channel (under the key prefix) every instance listens on. */
const CHANNEL = 'invalidations';
/** Where each instance confirms, to the sender, that it applied a message. */
const ACK_CHANNEL = 'invalidation-acks';

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

/** A receiver's confirmation: `by` applied the message `id` that `to` published. */
const AckSchema = z.object({ to: z.string().min(1), id: z.string().min(1), by: z.string().min(1) });

/**
 * How long a publisher waits for every subscriber's confirmation: as long as the caches are
 * otherwise trusted (1 s), after which they have expired by themselves anyway.
 */
const CONFIRM_TIMEOUT_MS = 1000;

/** One published message waiting for its confirmations. */
interface Pending {
  /** Who has confirmed: this instance's own subscriber (its echo) and every other that acknowledged. */
  confirmedBy: Set<string>;
  /** How many subscribers Redis delivered it to (PUBLISH's reply); unknown until that reply arrives. */
  receivers: number | undefined;
  settle: (confirmed: boolean) => void;
}

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
 * The shared invalidation channel of one instance (or the CLI). `publish` resolves once every
 * subscriber Redis delivered the message to has confirmed it: this instance's own subscriber by the
 * message's echo, every other by an acknowledgement it sends after dropping what the message names.
 * So by the time the change is acknowledged to its caller, every instance has applied it, not merely
 * been sent it (Redis writes one PUBLISH to its subscribers one socket at a time, and a busy host can
 * run a whole request between two of those writes). Messages of other instances go to the
 * `onInvalidation` handler; a message that does not parse (another version's type) is ignored.
 */
export class InvalidationChannel implements InvalidationPublisher {
  private readonly pending = new Map<string, Pending>();
  private apply: (invalidation: Invalidation) => void = () => undefined;
  private sequence = 0;

  constructor(private readonly coordination: RedisCoordination) {
    coordination.subscribe(CHANNEL, (text) => this.receive(text));
    coordination.subscribe(ACK_CHANNEL, (text) => this.receiveAck(text));
  }

  /** Where the invalidations of other instances go (this app's caches). */
  onInvalidation(apply: (invalidation: Invalidation) => void): void {
    this.apply = apply;
  }

  async publish(invalidation: Invalidation): Promise<void> {
    const id = String(++this.sequence);
    let timer: NodeJS.Timeout | undefined;
    // Registered before the PUBLISH: confirmations may arrive before its reply does.
    const pending: Pending = { confirmedBy: new Set(), receivers: undefined, settle: () => undefined };
    const confirmed = new Promise<boolean>((resolve) => {
      pending.settle = resolve;
      timer = setTimeout(() => resolve(false), CONFIRM_TIMEOUT_MS);
    });
    this.pending.set(id, pending);
    try {
      const message = EnvelopeSchema.parse({ from: this.coordination.instanceId, id, invalidation });
      pending.receivers = await this.coordination.commands.publish(this.coordination.key(CHANNEL), JSON.stringify(message));
      this.settleIfConfirmed(pending);
      if (!(await confirmed)) this.coordination.fellShort('invalidation', `${pending.confirmedBy.size} of ${pending.receivers} subscribers confirmed an invalidation within a second`);
    } catch (error) {
      this.coordination.fellBack('invalidation', error);
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
    }
  }

  private receive(text: string): void {
    const parsed = EnvelopeSchema.safeParse(parseJson(text));
    if (!parsed.success) return;
    const { from, id } = parsed.data;
    const self = this.coordination.instanceId;
    if (from === self) {
      this.confirm(id, self);
      return;
    }
    this.apply(parsed.data.invalidation);
    const ack = AckSchema.parse({ to: from, id, by: self });
    // Unconfirmed, the sender waits out its second and logs it; nothing here to fall back to.
    this.coordination.commands.publish(this.coordination.key(ACK_CHANNEL), JSON.stringify(ack)).catch(() => undefined);
  }

  private receiveAck(text: string): void {
    const parsed = AckSchema.safeParse(parseJson(text));
    if (parsed.success && parsed.data.to === this.coordination.instanceId) this.confirm(parsed.data.id, parsed.data.by);
  }

  private confirm(id: string, by: string): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    pending.confirmedBy.add(by);
    this.settleIfConfirmed(pending);
  }

  private settleIfConfirmed(pending: Pending): void {
    if (pending.receivers !== undefined && pending.confirmedBy.size >= pending.receivers) pending.settle(true);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
