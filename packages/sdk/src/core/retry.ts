/** Backoff and the question "may this failure be retried?", kept apart from the request loop. */

const INITIAL_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 8_000;
/** A `Retry-After` longer than this is not waited for; the normal backoff applies instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** Statuses worth another attempt: the server timed out, is busy, or failed. */
export function isRetryableStatus(status: number, errorCode: string | undefined): boolean {
  if (status === 408 || status === 429 || status >= 500) return true;
  // A 409 is retried only while the first request with the same Idempotency-Key is still running:
  // once it finishes, the retry gets its stored response. Other conflicts will not go away.
  if (status === 409) return errorCode === 'idempotency_in_flight';
  return false;
}

/**
 * How long to wait before retry number `retry` (1-based): the server's `Retry-After`
 * (seconds or an HTTP date) when it gives a usable one, else exponential backoff with jitter.
 */
export function retryDelayMs(retry: number, headers: Headers | undefined, now: number = Date.now()): number {
  const fromServer = retryAfterMs(headers, now);
  if (fromServer !== undefined) return fromServer;
  const exponential = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
  // Up to 25 % less, so that many clients failing together do not retry in lockstep.
  const jitter = 1 - Math.random() * 0.25;
  return exponential * jitter;
}

function retryAfterMs(headers: Headers | undefined, now: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null) {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0 && value <= MAX_RETRY_AFTER_MS) return value;
  }
  const header = headers.get('retry-after');
  if (header === null) return undefined;
  const seconds = Number(header);
  const value = Number.isFinite(seconds) && header.trim() !== '' ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(value) && value >= 0 && value <= MAX_RETRY_AFTER_MS ? value : undefined;
}

/** Waits `ms`, or rejects with `onAbort()` as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
