import { describe, expect, it } from 'vitest';
import { failureFromResponse, type EmbedFailure } from '../api/errors';
import { callWithFreshToken, createTokenRenewal } from './token-renewal';

/** A session's token and its renewal, with the host page's side played by the test: it records what it was asked. */
function sessionWithHost(waitMs = 200) {
  let token = 'first';
  const asked: string[] = [];
  const renewal = createTokenRenewal(() => token, (code) => asked.push(code), waitMs);
  return {
    asked,
    session: { token: () => token, renewToken: renewal.renew },
    /** The host's `clarity:set-token`, as SessionProvider handles it. */
    hostSends: (next: string) => {
      token = next;
      renewal.arrived(next);
    },
  };
}

/** What the API answers a refused token with: the real envelope, read by the widget's real classifier. */
async function refused(code: string): Promise<EmbedFailure> {
  const body = JSON.stringify({ error: { type: 'unauthorized', code, message: 'refused', requestId: 'req_1' } });
  return failureFromResponse(new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }), false);
}

describe('createTokenRenewal', () => {
  it('asks the host once for calls refused together, and gives each the token it sends', async () => {
    const { asked, session, hostSends } = sessionWithHost();
    const a = session.renewToken('first', 'token_revoked');
    const b = session.renewToken('first', 'token_revoked');
    expect(asked).toEqual(['token_revoked']);
    hostSends('second');
    expect(await Promise.all([a, b])).toEqual(['second', 'second']);
  });

  it('answers null when no token comes in time, and asks again next time', async () => {
    const { asked, session } = sessionWithHost(20);
    expect(await session.renewToken('first', 'token_expired')).toBeNull();
    expect(await session.renewToken('first', 'token_expired')).toBeNull();
    expect(asked).toEqual(['token_expired', 'token_expired']);
  });

  it('does not ask when a new token arrived while the refused call travelled', async () => {
    const { asked, session, hostSends } = sessionWithHost();
    hostSends('second');
    expect(await session.renewToken('first', 'token_expired')).toBe('second');
    expect(asked).toEqual([]);
  });
});

describe('callWithFreshToken', () => {
  it.each(['token_expired', 'token_revoked'])('on %s: asks the host for a token and calls again with it, once', async (code) => {
    const { asked, session, hostSends } = sessionWithHost();
    const used: string[] = [];
    const result = callWithFreshToken(session, async (token) => {
      used.push(token);
      if (token === 'first') {
        setTimeout(() => hostSends('second'), 5);
        throw await refused(code);
      }
      return 'card';
    });
    expect(await result).toBe('card');
    expect(used).toEqual(['first', 'second']);
    expect(asked).toEqual([code]);
  });

  it('on token_invalid (or a 403): no renewal, the failure stands', async () => {
    for (const code of ['token_invalid', 'unauthorized']) {
      const { asked, session } = sessionWithHost();
      const failure = await callWithFreshToken(session, async () => {
        throw await refused(code);
      }).catch((error: unknown) => error as EmbedFailure);
      expect(failure.needsNewToken).toBe(false);
      expect(asked).toEqual([]);
    }
  });

  it('Stop while waiting for the new token ends the wait at once, and the call is not made again', async () => {
    const { asked, session } = sessionWithHost(10_000);
    const controller = new AbortController();
    let calls = 0;
    const started = Date.now();
    const stopped = callWithFreshToken(
      session,
      async () => {
        calls += 1;
        setTimeout(() => controller.abort(new DOMException('stopped', 'AbortError')), 5);
        throw await refused('token_revoked');
      },
      controller.signal,
    ).catch((error: unknown) => error as DOMException);
    expect((await stopped).name).toBe('AbortError');
    expect({ calls, asked, quick: Date.now() - started < 5_000 }).toEqual({ calls: 1, asked: ['token_revoked'], quick: true });
  });

  it('without a new token in time, or refused again with it: the failure stands, and asks the view to pause', async () => {
    const { session } = sessionWithHost(20);
    const unanswered = await callWithFreshToken(session, async () => {
      throw await refused('token_revoked');
    }).catch((error: unknown) => error as EmbedFailure);
    expect({ code: unanswered.code, needsNewToken: unanswered.needsNewToken }).toEqual({ code: 'token_revoked', needsNewToken: true });

    const host = sessionWithHost();
    let calls = 0;
    const again = await callWithFreshToken(host.session, async () => {
      calls += 1;
      setTimeout(() => host.hostSends(`token-${calls}`), 5);
      throw await refused('token_expired');
    }).catch((error: unknown) => error as EmbedFailure);
    expect({ calls, kind: again.kind, asked: host.asked }).toEqual({ calls: 2, kind: 'expired', asked: ['token_expired'] });
  });
});
