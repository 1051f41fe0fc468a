/**
 * Keeps regenerated OpenAPI examples stable. Each recording makes new random ids, a new signing key
 * and so a new token; without this, every `npm run openapi:examples` rewrites hundreds of lines that
 * mean nothing, and two branches that both re-record always conflict.
 *
 * The new and the previous recording are walked side by side: where both hold a random value (an id,
 * a key, a token) at the same place, the new value is mapped to the previous one, and every occurrence
 * of it (also inside URLs and other strings) is replaced. A value with no counterpart stays new, so
 * an added operation still gets ids of its own that agree wherever they recur.
 */
const RANDOM_VALUE_KEYS = new Set(['id', 'portfolioId', 'userId', 'jti', 'kid', 'x', 'token']);

function pairRandomValues(fresh: unknown, previous: unknown, key: string | undefined, pairs: Map<string, string>): void {
  if (typeof fresh === 'string' && typeof previous === 'string') {
    if (key !== undefined && RANDOM_VALUE_KEYS.has(key) && fresh !== previous && fresh.length >= 16 && !pairs.has(fresh)) pairs.set(fresh, previous);
    return;
  }
  if (Array.isArray(fresh) && Array.isArray(previous)) {
    fresh.forEach((item, i) => pairRandomValues(item, previous[i], key, pairs));
    return;
  }
  if (fresh && previous && typeof fresh === 'object' && typeof previous === 'object') {
    for (const [k, value] of Object.entries(fresh)) pairRandomValues(value, (previous as Record<string, unknown>)[k], k, pairs);
  }
}

/** The fresh recording, serialized, with its random values replaced by the previous recording's where they correspond. */
export function stableExamplesText(fresh: unknown, previous: unknown): string {
  const pairs = new Map<string, string>();
  pairRandomValues(fresh, previous, undefined, pairs);
  let text = `${JSON.stringify(fresh, null, 2)}\n`;
  // Longest first, so a value that contains another (a URL holding a token) is not half-replaced.
  for (const [value, kept] of [...pairs].sort((a, b) => b[0].length - a[0].length)) text = text.split(value).join(kept);
  return text;
}
