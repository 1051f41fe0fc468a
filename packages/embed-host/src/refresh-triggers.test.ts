// The browser parser, through the package's Node entry (the subpath alias is the bundlers' and tsc's only).
import { parseIframeMessage } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import { needsFreshToken } from './refresh-triggers.js';

/** What the helper does with raw `event.data` from its iframe: parse it as mountClarity does, then decide. */
function refreshesOn(data: unknown, refreshLeadSeconds?: number): boolean {
  const message = parseIframeMessage(data);
  return message !== null && needsFreshToken(message, refreshLeadSeconds);
}

describe('needsFreshToken', () => {
  it('refreshes when the API said token_expired or token_revoked, whatever the lead', () => {
    for (const lead of [undefined, 0, 30]) {
      expect(refreshesOn({ type: 'clarity:token-rejected', code: 'token_expired' }, lead)).toBe(true);
      expect(refreshesOn({ type: 'clarity:token-rejected', code: 'token_revoked' }, lead)).toBe(true);
    }
  });

  it('does not refresh on token_invalid or any other code: a new token from the same server cannot be told apart from a bad one', () => {
    expect(refreshesOn({ type: 'clarity:token-rejected', code: 'token_invalid' })).toBe(false);
    expect(refreshesOn({ type: 'clarity:token-rejected', code: 'unauthorized' })).toBe(false);
    expect(refreshesOn({ type: 'clarity:error', code: 'token_revoked' })).toBe(false);
    expect(refreshesOn({ type: 'clarity:error', code: 'origin_denied' })).toBe(false);
  });

  it('refreshes on expiry always, and ahead of it unless the lead is 0', () => {
    expect(refreshesOn({ type: 'clarity:token-expired' }, 0)).toBe(true);
    expect(refreshesOn({ type: 'clarity:token-expiring' })).toBe(true);
    expect(refreshesOn({ type: 'clarity:token-expiring' }, 0)).toBe(false);
    expect(refreshesOn({ type: 'clarity:ready' })).toBe(false);
    expect(refreshesOn({ type: 'clarity:resize', height: 300 })).toBe(false);
  });
});
