import { readFileSync } from 'node:fs';
import type { Narrative } from '@clarity/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_THEME_FONT, DEFAULT_THEME_RADIUS, THEME_FONTS, THEME_RADII } from '@clarity/shared/message-protocol';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent } from './i18n/format';
import { setLocaleForServerRender } from './i18n/locale';
import { en } from './i18n/messages';
import { messages as de } from './i18n/messages.de';
import { messages as es } from './i18n/messages.es';
import { messages as fr } from './i18n/messages.fr';
import { StoryThreads } from './card/StoryThreads';
import { setMessagesForServerRender, t } from './i18n/t';
import { linkCitationMarkers, markdownToPlainText } from './markdown/citation-links';
import { readClaims, secondsUntilExpiry } from './session/token';
import { readUrlSettings } from './session/url-settings';
import { contrastRatio, mergeTheme, themeMarkup, themeProperties } from './theme/theme';

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

describe('themeMarkup (the embed page that carries the rendered card paints in its theme before any script)', () => {
  it('puts a named mode on <html> exactly as applyTheme sets it', () => {
    expect(themeMarkup({ mode: 'dark' })).toEqual({ htmlAttributes: ' data-theme="dark" style="color-scheme: dark; --accent: #7fb0ff; --on-accent: #000000; --link: #7fb0ff"', headStyle: '' });
    expect(themeMarkup({ mode: 'light', accent: '#ffcc00' }).htmlAttributes).toBe(' data-theme="light" style="color-scheme: light; --accent: #ffcc00; --on-accent: #000000; --link: #1d5fd1"');
    expect(themeProperties('#ffcc00', 'light')).toEqual({ '--accent': '#ffcc00', '--on-accent': '#000000', '--link': '#1d5fd1' });
  });

  it('leaves auto to the system: both modes in a style element, for an <html> without data-theme', () => {
    const { htmlAttributes, headStyle } = themeMarkup({ mode: 'auto', accent: '#0a7cff' });
    expect(htmlAttributes).toBe('');
    expect(headStyle).toBe(
      '<style>:root:not([data-theme]) { color-scheme: light; --accent: #0a7cff; --on-accent: #000000; --link: #1d5fd1 } ' +
        '@media (prefers-color-scheme: dark) { :root:not([data-theme]) { color-scheme: dark; --accent: #0a7cff; --on-accent: #000000; --link: #0a7cff } }</style>',
    );
  });

  it('puts the corners and typeface a theme names on <html>, whatever the mode; the widget\'s own look adds nothing', () => {
    expect(themeMarkup({ mode: 'dark', radius: 'large', font: 'serif' }).htmlAttributes).toMatch(/^ data-theme="dark" style="[^"]*" data-radius="large" data-font="serif"$/);
    expect(themeMarkup({ mode: 'auto', radius: 'none' }).htmlAttributes).toBe(' data-radius="none"');
    expect(themeMarkup({ mode: 'auto', radius: 'medium', font: 'inter' }).htmlAttributes).toBe('');
    // Only names from the lists reach the markup, whatever a caller passes.
    expect(themeMarkup({ mode: 'auto', font: '"><script>' as never }).htmlAttributes).toBe('');
  });

  it('every radius and font name has its rule in the tokens, and the tokens name nothing else', () => {
    const css = readFileSync(new URL('./theme/tokens.css', import.meta.url), 'utf8');
    const named = (attribute: string) => [...css.matchAll(new RegExp(`\\[data-${attribute}='([a-z]+)'\\]`, 'g'))].map((m) => m[1]).sort();
    expect(named('radius')).toEqual(THEME_RADII.filter((r) => r !== DEFAULT_THEME_RADIUS).sort());
    expect(named('font')).toEqual(THEME_FONTS.filter((f) => f !== DEFAULT_THEME_FONT).sort());
  });

  it('reads corners and typeface from the address only by name; a host\'s set-theme changes what it names', () => {
    expect(readUrlSettings('?token=x&theme=dark&radius=large&font=system').theme).toEqual({ mode: 'dark', accent: undefined, radius: 'large', font: 'system' });
    expect(readUrlSettings('?radius=12px&font=Georgia').theme).toEqual({ mode: 'auto', accent: undefined, radius: undefined, font: undefined });
    const current = { mode: 'light', accent: '#0a7cff', radius: 'large', font: 'serif' } as const;
    expect(mergeTheme(current, { radius: 'none' })).toEqual({ ...current, radius: 'none' });
    expect(mergeTheme(current, { font: 'system', mode: 'dark' })).toEqual({ ...current, font: 'system', mode: 'dark' });
    expect(mergeTheme(current, { radius: '3px' as never, accent: 'red' })).toEqual(current);
  });

  it('the tokens have the same dark palette for data-theme="dark" and for auto on a dark system', () => {
    const css = readFileSync(new URL('./theme/tokens.css', import.meta.url), 'utf8');
    const declarations = (block: string) => block.split(';').map((d) => d.trim()).filter((d) => d !== '');
    const named = /:root\[data-theme='dark'\] \{([^}]*)\}/.exec(css)?.[1];
    const auto = /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme\]\) \{([^}]*)\}/.exec(css)?.[1];
    expect(named).toBeDefined();
    expect(declarations(auto ?? '')).toEqual(declarations(named!));
  });
});

describe('the language of the server’s render', () => {
  it('formats and translates in the language set for the render, and back', () => {
    try {
      setLocaleForServerRender('de');
      setMessagesForServerRender(de);
      expect(formatMoney(1234.4, 'EUR').replace(/\s/g, ' ')).toBe('1.234 €');
      expect(formatPercent(0.123)).toMatch(/^12,3\s%$/);
      expect(formatDate('2026-11-13')).toBe('13.11.2026');
      expect(t('allocation.tab.currency')).toBe('Währung');
      setLocaleForServerRender('en');
      setMessagesForServerRender(en);
      expect(formatMoney(1234.4, 'EUR')).toBe('€1,234');
      expect(formatDate('2026-11-13')).toBe('Nov 13, 2026');
      expect(t('allocation.tab.currency')).toBe('Currency');
    } finally {
      setLocaleForServerRender('en');
      setMessagesForServerRender(en);
    }
  });
});

describe('a story’s state change in the reader’s language', () => {
  const narrative: Narrative = {
    stories: [
      {
        id: 'chips',
        title: 'US export controls on advanced chips',
        status: 'developing',
        exposure: 0.5,
        holdings: ['NVDA'],
        developments: [
          {
            id: 'd1',
            date: '2026-11-10',
            headline: 'Lawmakers push to cap licensed chip volumes',
            sourceIds: [],
            stateChanges: [
              { entity: 'US Congress', attribute: 'chip export volume cap bill', from: 'not filed', to: 'introduced' },
              { entity: 'NVDA', attribute: 'rating', from: null, to: 'AA-' },
            ],
          },
        ],
      },
    ],
  };
  // The chip's words as a reader sees them: the state vocabulary translated, a rating as stored, "none" for no value.
  const expected = {
    en: ['not filed → introduced', 'none → AA-'],
    de: ['nicht eingebracht → eingebracht', 'keine → AA-'],
    fr: ['non déposé → déposé', 'aucun → AA-'],
    es: ['no presentado → presentado', 'ninguno → AA-'],
  } as const;
  const catalogs = { en, de, fr, es };
  it.each(Object.keys(expected) as (keyof typeof expected)[])('%s', (locale) => {
    try {
      setLocaleForServerRender(locale);
      setMessagesForServerRender(catalogs[locale]);
      const html = renderToStaticMarkup(createElement(StoryThreads, { narrative, citations: [], citationPrefix: 'c' }));
      for (const words of expected[locale]) expect(html).toContain(words);
      if (locale !== 'en') expect(html).not.toMatch(/not filed|introduced/);
    } finally {
      setLocaleForServerRender('en');
      setMessagesForServerRender(en);
    }
  });
});
