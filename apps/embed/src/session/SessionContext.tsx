import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { HostBridge } from '../host/bridge';
import { learnServerClock, readClaims, secondsUntilExpiry, type EmbedClaims } from './token';
import { createTokenRenewal, type TokenRenewal } from './token-renewal';

/**
 * The embed session: the token (memory only), what it allows, and its expiry. Before expiry the
 * host page is warned (`clarity:token-expiring`), at expiry told (`clarity:token-expired`); the view
 * pauses until the host sends `clarity:set-token`, then resumes where it was (the chat thread stays).
 * When the API refuses the token as expired or revoked, a call asks the host for a new one
 * (`renewToken`: `clarity:token-rejected`) and retries once before the view pauses.
 */
export interface Session {
  claims: EmbedClaims;
  /** The current token; a getter, so that a request started after a refresh uses the new one. */
  token: () => string;
  /** Increments with every new token. */
  tokenVersion: number;
  expired: boolean;
  /** The API said the token is no longer valid because it expired. */
  markExpired: () => void;
  /** Asks the host page for a token to replace one the API refused; null when none came in time. */
  renewToken: TokenRenewal['renew'];
  expiredByClock: () => boolean;
  can: (scope: 'card' | 'chat') => boolean;
  bridge: HostBridge;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Seconds before expiry at which the host is warned: a fifth of the lifetime, at most a minute. */
function warningLeadSeconds(claims: EmbedClaims): number {
  const lifetime = Math.max(0, secondsUntilExpiry(claims));
  return Math.min(60, lifetime / 5);
}

interface Props {
  initialToken: string;
  initialClaims: EmbedClaims;
  bridge: HostBridge;
  children: ReactNode;
}

export function SessionProvider({ initialToken, initialClaims, bridge, children }: Props) {
  const tokenRef = useRef(initialToken);
  const [claims, setClaims] = useState(initialClaims);
  const [tokenVersion, setTokenVersion] = useState(0);
  const [expired, setExpired] = useState(() => secondsUntilExpiry(initialClaims) <= 0);
  const expiredRef = useRef(expired);
  const renewal = useMemo(
    () => createTokenRenewal(() => tokenRef.current, (code) => bridge.post({ type: 'clarity:token-rejected', code })),
    [bridge],
  );

  const markExpired = useCallback(() => {
    if (expiredRef.current) return;
    expiredRef.current = true;
    setExpired(true);
    bridge.post({ type: 'clarity:token-expired' });
  }, [bridge]);

  // A token already expired on arrival: tell the host at once.
  useEffect(() => {
    if (secondsUntilExpiry(initialClaims) <= 0) bridge.post({ type: 'clarity:token-expired' });
  }, [initialClaims, bridge]);

  useEffect(
    () =>
      bridge.subscribe((message) => {
        if (message.type !== 'clarity:set-token') return;
        const next = readClaims(message.token);
        if (next === null) return;
        learnServerClock(next);
        if (secondsUntilExpiry(next) <= 0) return;
        tokenRef.current = message.token;
        bridge.setAllowedOrigins(next.origins);
        setClaims(next);
        setTokenVersion((v) => v + 1);
        expiredRef.current = false;
        setExpired(false);
        renewal.arrived(message.token);
      }),
    [bridge, renewal],
  );

  // Timers for this token's warning and expiry.
  useEffect(() => {
    const remaining = secondsUntilExpiry(claims);
    if (remaining <= 0) return;
    const lead = warningLeadSeconds(claims);
    const warn = window.setTimeout(() => bridge.post({ type: 'clarity:token-expiring' }), (remaining - lead) * 1000);
    const expire = window.setTimeout(markExpired, remaining * 1000);
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(expire);
    };
  }, [claims, bridge, markExpired]);

  const session = useMemo<Session>(
    () => ({
      claims,
      token: () => tokenRef.current,
      tokenVersion,
      expired,
      markExpired,
      renewToken: renewal.renew,
      expiredByClock: () => secondsUntilExpiry(claims) <= 0,
      can: (scope) => claims.scope.includes(scope),
      bridge,
    }),
    [claims, tokenVersion, expired, markExpired, renewal, bridge],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
