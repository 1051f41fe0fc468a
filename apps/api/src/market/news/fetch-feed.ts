import { NEWS_LIMITS } from './limits.js';
import { charsetOf, decodeFeedBytes } from './feed-text.js';

/** What a feed server answered: new content, or "not modified" to a conditional GET. */
export type FeedResponse = { status: 'not-modified' } | { status: 'ok'; content: string; etag?: string; lastModified?: string };

export interface ConditionalHeaders {
  etag?: string;
  lastModified?: string;
}

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

/**
 * GETs a feed within `timeoutMs` for the whole exchange (a server that trickles its body is cut
 * off too) and reads at most `maxBytes`: a larger body is refused while streaming, never buffered
 * whole. Sends `If-None-Match` / `If-Modified-Since` when known. Errors name the URL without its
 * query string (which may carry a feed's access token).
 */
export async function fetchFeed(
  url: string,
  conditional: ConditionalHeaders = {},
  limits: { timeoutMs: number; maxBytes: number; signal?: AbortSignal } = { timeoutMs: NEWS_LIMITS.fetchTimeoutMs, maxBytes: NEWS_LIMITS.maxBytes },
): Promise<FeedResponse> {
  const shown = redactedUrl(url);
  const headers: Record<string, string> = { accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml, text/xml, */*;q=0.5' };
  if (conditional.etag) headers['if-none-match'] = conditional.etag;
  if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 304) return { status: 'not-modified' };
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedFetchError(`${shown}: answered HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      await response.body?.cancel();
      throw new FeedFetchError(`${shown}: is larger than ${limits.maxBytes} bytes`);
    }
    const content = decodeFeedBytes(await readCapped(response, limits.maxBytes, shown), charsetOf(response.headers.get('content-type')));
    return { status: 'ok', content, etag: response.headers.get('etag') ?? undefined, lastModified: response.headers.get('last-modified') ?? undefined };
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (timeout.aborted) throw new FeedFetchError(`${shown}: no complete answer within ${limits.timeoutMs} ms`);
    if (signal.aborted) throw new FeedFetchError(`${shown}: stopped`);
    throw new FeedFetchError(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function readCapped(response: Response, maxBytes: number, shown: string): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedFetchError(`${shown}: is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The URL without query or fragment, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}
