function claimsOfEmbedUrl(url: string): { exp?: unknown; iat?: unknown } | null {
  const token = tokenOfEmbedUrl(url);
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { exp?: unknown; iat?: unknown };
  } catch {
    return null;
  }
}

/** When the token in an embed URL expires (ms since the epoch, server clock), read from its payload; null if unreadable. */
export function expiryOfEmbedUrl(url: string): number | null {
  const exp = claimsOfEmbedUrl(url)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * How long the token of a just-fetched embed URL lives, in seconds: `exp - iat`, both on the server's
 * clock, so a device clock days off does not matter (refresh timers count from when the URL arrived).
 * Falls back to `exp` against this device's clock for a token without `iat`.
 */
export function lifetimeOfEmbedUrl(url: string, deviceNowMs = Date.now()): number | null {
  const claims = claimsOfEmbedUrl(url);
  if (typeof claims?.exp !== 'number') return null;
  return typeof claims.iat === 'number' ? claims.exp - claims.iat : claims.exp - deviceNowMs / 1000;
}

export function tokenOfEmbedUrl(url: string): string | null {
  try {
    return new URL(url, location.href).searchParams.get('token');
  } catch {
    return null;
  }
}
