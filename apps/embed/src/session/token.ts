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
  /** Expiry, seconds since the epoch. */
  exp: number;
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

export function secondsUntilExpiry(claims: EmbedClaims, nowMs = Date.now()): number {
  return claims.exp - nowMs / 1000;
}
