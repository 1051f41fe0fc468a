/**
 * The embed token as the iframe sees it. The signature is the server's business: the iframe only
 * reads the payload for what it needs to behave (which portfolio, what it may show, which parent
 * origins to talk to, when it expires). A forged payload gains nothing: every API call is verified.
 */
export interface EmbedClaims {
  /** The portfolio the token is bound to. */
  sub: string;
  /** Parent origins allowed to frame the view and exchange messages with it. */
  origins: string[];
  /** `card`, `chat`, or both. */
  scope: string[];
  /** Expiry, seconds since the epoch (the server's clock). */
  exp: number;
  /** Issued at, seconds since the epoch (the server's clock). */
  iat?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's claims, or null when it is not a JWT with the claims the view needs. */
export function readClaims(token: string): EmbedClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Partial<EmbedClaims>;
    const valid =
      typeof claims.sub === 'string' &&
      Array.isArray(claims.origins) &&
      claims.origins.every((o) => typeof o === 'string') &&
      Array.isArray(claims.scope) &&
      typeof claims.exp === 'number';
    return valid ? (claims as EmbedClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Takes `?token=` out of the address bar before anything else runs, so it is not kept in history,
 * bookmarks, screenshots of the URL or a Referer header; the token lives in memory from then on.
 */
export function takeTokenFromAddressBar(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token !== null) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

/**
 * The server's clock minus this device's, in ms. Expiry is judged on the server's clock: a phone whose
 * clock runs days off must not call a fresh token expired (or keep a dead one). Estimated when a token
 * arrives: it was minted (`iat`) moments before, so `iat` is the server's "now" give or take the
 * seconds of its trip, which only ever makes the view think a token lives a little longer (the server
 * still has the last word: its 401 `token_expired` is handled as an expiry).
 */
let serverOffsetMs = 0;

export function learnServerClock(claims: EmbedClaims, deviceNowMs = Date.now()): void {
  if (typeof claims.iat === 'number' && Number.isFinite(claims.iat)) serverOffsetMs = claims.iat * 1000 - deviceNowMs;
}

/** "Now" on the server's clock, as far as the view can tell. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

export function secondsUntilExpiry(claims: EmbedClaims, nowMs = serverNow()): number {
  return claims.exp - nowMs / 1000;
}
