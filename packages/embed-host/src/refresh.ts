/**
 * Token refresh through the partner's `fetchEmbedUrl`: retried with exponential backoff, and
 * shared: widgets that use the same function while a refresh is in flight wait for that one call
 * instead of each minting a token of their own.
 */
export type FetchEmbedUrl = () => Promise<string | { url: string }>;

const inFlight = new Map<FetchEmbedUrl, Promise<string>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetry(fetchEmbedUrl: FetchEmbedUrl, attempts: number, baseDelayMs: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await fetchEmbedUrl();
      const url = typeof result === 'string' ? result : result.url;
      if (typeof url !== 'string' || url === '') throw new Error('fetchEmbedUrl returned no url');
      return url;
    } catch (error) {
      if (attempt >= attempts) throw error;
      // Backoff with jitter, so many widgets on many pages do not retry in step.
      await sleep(baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5));
    }
  }
}

export function refreshEmbedUrl(fetchEmbedUrl: FetchEmbedUrl, attempts = 5, baseDelayMs = 500): Promise<string> {
  let pending = inFlight.get(fetchEmbedUrl);
  if (pending === undefined) {
    pending = withRetry(fetchEmbedUrl, attempts, baseDelayMs).finally(() => inFlight.delete(fetchEmbedUrl));
    inFlight.set(fetchEmbedUrl, pending);
  }
  return pending;
}
