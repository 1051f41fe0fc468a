import { ApiError } from '../http/errors.js';

export interface StreamCapLimits {
  /** Open chat streams one organization may hold at once (all its keys and tokens together). */
  perOrg: number;
  /** Open chat streams one embed token (one browser user) may hold at once. */
  perToken: number;
}

/** Where an open chat stream takes its slot: this process's counts, or leases shared by every instance (coordination/stream-leases.ts). */
export interface StreamSlots {
  /** Takes a slot or throws 429 (before anything is streamed); the returned function frees it once. */
  acquire(orgId: string, tokenJti: string | undefined): (() => void) | Promise<() => void>;
}

/** The 429 of a full cap. */
export function streamCapExceeded(holder: 'organization' | 'token', limit: number): ApiError {
  const whose = holder === 'organization' ? 'this organization' : 'this embed token';
  return new ApiError('rate_limited', `Too many open chat streams for ${whose} (limit ${limit}); retry after one ends`, {
    headers: { 'Retry-After': '1' },
  });
}

/**
 * Caps concurrent open chat streams per organization and per embed token, so one tenant (or one
 * leaked token) cannot hold every socket of the process. In-memory: the counts describe this
 * process's open connections, which is exactly what the cap protects with one instance.
 */
export class StreamCaps implements StreamSlots {
  private readonly byOrg = new Map<string, number>();
  private readonly byToken = new Map<string, number>();

  constructor(private readonly limits: StreamCapLimits) {}

  /** Takes a slot or throws 429 (before anything is streamed); the returned function frees it once. */
  acquire(orgId: string, tokenJti: string | undefined): () => void {
    const orgCount = this.byOrg.get(orgId) ?? 0;
    if (orgCount >= this.limits.perOrg) throw streamCapExceeded('organization', this.limits.perOrg);
    const tokenCount = tokenJti === undefined ? 0 : (this.byToken.get(tokenJti) ?? 0);
    if (tokenJti !== undefined && tokenCount >= this.limits.perToken) throw streamCapExceeded('token', this.limits.perToken);
    this.byOrg.set(orgId, orgCount + 1);
    if (tokenJti !== undefined) this.byToken.set(tokenJti, tokenCount + 1);

    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.byOrg, orgId);
      if (tokenJti !== undefined) decrement(this.byToken, tokenJti);
    };
  }

  openFor(orgId: string): number {
    return this.byOrg.get(orgId) ?? 0;
  }
}

function decrement(map: Map<string, number>, key: string): void {
  const next = (map.get(key) ?? 1) - 1;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
