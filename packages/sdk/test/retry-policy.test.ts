import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs } from '../src/core/retry.js';

// The retry policy's pure parts; retry.test.ts drives the same policy over real HTTP.

const now = Date.parse('2026-03-02T12:00:00Z');
const headers = (init: Record<string, string>) => new Headers(init);

describe('retry policy', () => {
  it('retries timeouts, rate limits, server errors and an in-flight idempotency conflict only', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status, undefined), String(status)).toBe(true);
    expect(isRetryableStatus(409, 'idempotency_in_flight')).toBe(true);
    expect(isRetryableStatus(409, 'external_id_taken')).toBe(false);
    for (const status of [400, 401, 403, 404, 413, 415, 422]) expect(isRetryableStatus(status, undefined), String(status)).toBe(false);
  });

  it('honours Retry-After in seconds, as an HTTP date, and retry-after-ms', () => {
    expect(retryDelayMs(1, headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryDelayMs(1, headers({ 'retry-after': '0' }), now)).toBe(0);
    expect(retryDelayMs(1, headers({ 'retry-after': new Date(now + 5000).toUTCString() }), now)).toBe(5000);
    expect(retryDelayMs(1, headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
  });

  it('falls back to backoff for a missing, unreadable, past or over-long Retry-After', () => {
    for (const value of ['soon', '', '-1', new Date(now - 5000).toUTCString(), '3600']) {
      const delay = retryDelayMs(1, headers({ 'retry-after': value }), now);
      expect(delay, value).toBeGreaterThanOrEqual(375);
      expect(delay, value).toBeLessThanOrEqual(500);
    }
  });

  it('doubles from 0.5 s up to 8 s, less at most 25 % jitter', () => {
    const bounds = [500, 1000, 2000, 4000, 8000, 8000];
    bounds.forEach((max, index) => {
      for (let sample = 0; sample < 50; sample++) {
        const delay = retryDelayMs(index + 1, undefined, now);
        expect(delay).toBeLessThanOrEqual(max);
        expect(delay).toBeGreaterThanOrEqual(max * 0.75);
      }
    });
  });
});
