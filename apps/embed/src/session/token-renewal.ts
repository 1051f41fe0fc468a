import type { RefreshableTokenCode } from '@clarity/shared/message-protocol';
import { asFailure } from '../api/errors';

/**
 * How long the view waits for the host page's new token before it shows the session as expired:
 * long enough for `@clarity/embed-host`'s retries (0.5 + 1 + 2 + 4 s of backoff) to succeed.
 */
export const RENEWAL_WAIT_MS = 10_000;

/** Asking the host page for a token to replace one the API refused, and waiting for it. */
export interface TokenRenewal {
  /**
   * Asks for a token to replace `rejected`; resolves with the new token, or null when none arrived
   * in time. Calls made while one request is open share it, so the host is asked once.
   */
  renew: (rejected: string, code: RefreshableTokenCode) => Promise<string | null>;
  /** The host sent a new token. */
  arrived: (token: string) => void;
}

export function createTokenRenewal(current: () => string, ask: (code: RefreshableTokenCode) => void, waitMs = RENEWAL_WAIT_MS): TokenRenewal {
  let settleOpen: ((token: string | null) => void) | null = null;
  let open: Promise<string | null> | null = null;
  return {
    renew: (rejected, code) => {
      // A token that arrived while the refused call travelled (the host's own timely refresh) is the answer.
      if (current() !== rejected) return Promise.resolve(current());
      if (open === null) {
        open = new Promise<string | null>((resolve) => {
          const timer = setTimeout(() => settleOpen?.(null), waitMs);
          settleOpen = (token) => {
            clearTimeout(timer);
            settleOpen = null;
            open = null;
            resolve(token);
          };
        });
        ask(code);
      }
      return open;
    },
    arrived: (token) => {
      settleOpen?.(token);
    },
  };
}

/** What {@link callWithFreshToken} needs of the session. */
export interface RenewableSession {
  token: () => string;
  renewToken: TokenRenewal['renew'];
}

/**
 * Runs an API call with the session's token. When the API says the token expired or was revoked,
 * asks the host page for a new one once and runs the call again with it. Without a new token in
 * time, or when the second call fails too, the failure stands: the caller shows the session expired.
 * `signal` (the user's Stop) ends the wait for the new token at once, with its abort reason.
 */
export async function callWithFreshToken<T>(session: RenewableSession, call: (token: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const token = session.token();
  try {
    return await call(token);
  } catch (error) {
    const failure = asFailure(error);
    if (!failure.needsNewToken) throw failure;
    const fresh = await unlessAborted(session.renewToken(token, failure.code === 'token_revoked' ? 'token_revoked' : 'token_expired'), signal);
    if (fresh === null) throw failure;
    try {
      return await call(fresh);
    } catch (retryError) {
      throw asFailure(retryError);
    }
  }
}

function unlessAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return pending;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
