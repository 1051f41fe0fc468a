import { describe, expect, it } from 'vitest';
import { linkCitationMarkers, markdownToPlainText } from './markdown/citation-links';
import { readClaims, secondsUntilExpiry } from './session/token';
import { contrastRatio } from './theme/theme';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readClaims', () => {
  it('reads the claims the view needs from the payload (the signature is the server’s business)', () => {
    const token = `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: 'ppf_1', origins: ['https://a.example'], scope: ['card'], exp: 2_000_000_000, name: 'Zoë' })}.sig`;
    expect(readClaims(token)).toMatchObject({ sub: 'ppf_1', origins: ['https://a.example'], scope: ['card'], exp: 2_000_000_000 });
    expect(secondsUntilExpiry(readClaims(token)!, 1_999_999_990_000)).toBe(10);
  });

  it('returns null for anything that is not such a token', () => {
    expect(readClaims('not-a-jwt')).toBeNull();
    expect(readClaims(`x.${base64url({ sub: 'ppf_1' })}.y`)).toBeNull();
    expect(readClaims('x.%%%.y')).toBeNull();
  });
});

describe('citation markers', () => {
  it('links [n] markers to the citation list and leaves Markdown links alone', () => {
    const text = 'Rates fell [1][2]. See [the note](https://x.example) and [ref]: https://y.example';
    expect(linkCitationMarkers(text, 'card')).toBe('Rates fell [\\[1\\]](#card-cite-1)[\\[2\\]](#card-cite-2). See [the note](https://x.example) and [ref]: https://y.example');
  });

  it('reduces Markdown to readable text for the first paint', () => {
    expect(markdownToPlainText('## Title\n- **Bold** and _it_')).toBe('Title\n• Bold and it');
  });
});

describe('contrastRatio', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    // The default link colours meet AA (4.5:1) on their page backgrounds.
    expect(contrastRatio('#1d5fd1', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#7fb0ff', '#14171c')).toBeGreaterThanOrEqual(4.5);
  });
});
