/** When the token in an embed URL expires (ms since the epoch), read from its payload; null if unreadable. */
export function expiryOfEmbedUrl(url: string): number | null {
  const token = tokenOfEmbedUrl(url);
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function tokenOfEmbedUrl(url: string): string | null {
  try {
    return new URL(url, location.href).searchParams.get('token');
  } catch {
    return null;
  }
}
