import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expiryOfEmbedUrl, lifetimeOfEmbedUrl } from './token-expiry.js';

// The helper runs in a page: it resolves URLs against the page's address. Given back after the file:
// unit test files share their worker (vitest.config.ts).
beforeAll(() => vi.stubGlobal('location', { href: 'https://partner.example/' }));
afterAll(() => vi.unstubAllGlobals());
const url = (claims: Record<string, unknown>) => `https://embed.test/embed/?token=h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('token lifetime on the server clock', () => {
  it('is exp - iat, whatever this device’s clock says', () => {
    const iat = Date.parse('2026-11-16T12:00:00Z') / 1000;
    const minted = url({ iat, exp: iat + 600 });
    const week = 7 * 86_400_000;
    expect(lifetimeOfEmbedUrl(minted, iat * 1000 + week)).toBe(600);
    expect(lifetimeOfEmbedUrl(minted, iat * 1000 - week)).toBe(600);
    expect(expiryOfEmbedUrl(minted)).toBe((iat + 600) * 1000);
  });

  it('falls back to exp against the device clock without iat, and null without exp', () => {
    expect(lifetimeOfEmbedUrl(url({ exp: 1000 }), 400_000)).toBe(600);
    expect(lifetimeOfEmbedUrl(url({ sub: 'x' }))).toBeNull();
    expect(lifetimeOfEmbedUrl('https://embed.test/embed/')).toBeNull();
  });
});
