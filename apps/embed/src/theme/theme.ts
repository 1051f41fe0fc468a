import { ACCENT_PATTERN, DEFAULT_THEME_FONT, DEFAULT_THEME_RADIUS, isOneOf, THEME_FONTS, THEME_MODES, THEME_RADII, type Theme, type ThemeMode } from '@clarity/shared/message-protocol';

/**
 * Light, dark or auto (follows the user's system), one accent colour, and the corners and typeface
 * (`data-radius`, `data-font` on the root: theme/tokens.css holds what each name means). The accent is used only
 * where it keeps WCAG AA contrast: as a button fill with black or white text (whichever reads
 * better), and as link colour only when it contrasts 4.5:1 with the page; otherwise the default stays.
 */

const PAGE_BACKGROUND: Record<'light' | 'dark', string> = { light: '#ffffff', dark: '#14171c' };
const DEFAULT_ACCENT: Record<'light' | 'dark', string> = { light: '#1d5fd1', dark: '#7fb0ff' };

function channels(hex: string): [number, number, number] {
  const short = hex.length === 4;
  const part = (i: number) => parseInt(short ? hex[i + 1]!.repeat(2) : hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return [part(0), part(1), part(2)];
}

function luminance(hex: string): number {
  const linear = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function resolvedMode(mode: ThemeMode | undefined): 'light' | 'dark' {
  if (mode === 'light' || mode === 'dark') return mode;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The custom properties a theme sets on the root element in a resolved mode: the same in the browser and in the server's page. */
export function themeProperties(accentOption: string | undefined, mode: 'light' | 'dark'): Record<'--accent' | '--on-accent' | '--link', string> {
  const accent = accentOption ?? DEFAULT_ACCENT[mode];
  const onAccent = contrastRatio(accent, '#000000') >= contrastRatio(accent, '#ffffff') ? '#000000' : '#ffffff';
  const link = contrastRatio(accent, PAGE_BACKGROUND[mode]) >= 4.5 ? accent : DEFAULT_ACCENT[mode];
  return { '--accent': accent, '--on-accent': onAccent, '--link': link };
}

/**
 * The root's `data-radius` and `data-font`: the names the theme chose (checked), or undefined for the
 * widget's own (no attribute: a page in the default look is the page it always was).
 */
function shapeAttributes(theme: Theme): { radius: string | undefined; font: string | undefined } {
  return {
    radius: isOneOf(THEME_RADII, theme.radius) && theme.radius !== DEFAULT_THEME_RADIUS ? theme.radius : undefined,
    font: isOneOf(THEME_FONTS, theme.font) && theme.font !== DEFAULT_THEME_FONT ? theme.font : undefined,
  };
}

/** A host's `clarity:set-theme` over the current theme: what it names (if valid) replaces, the rest stays. */
export function mergeTheme(current: Theme, change: Theme): Theme {
  return {
    mode: isOneOf(THEME_MODES, change.mode) ? change.mode : current.mode,
    accent: change.accent !== undefined && ACCENT_PATTERN.test(change.accent) ? change.accent : current.accent,
    radius: isOneOf(THEME_RADII, change.radius) ? change.radius : current.radius,
    font: isOneOf(THEME_FONTS, change.font) ? change.font : current.font,
  };
}

/** Applies a theme to the document: `data-theme`, `data-radius`, `data-font` plus the accent custom properties. */
export function applyTheme(theme: Theme): void {
  const mode = resolvedMode(theme.mode);
  const root = document.documentElement;
  root.dataset.theme = mode;
  for (const [name, value] of Object.entries(shapeAttributes(theme))) {
    if (value === undefined) delete root.dataset[name];
    else root.dataset[name] = value;
  }
  root.style.colorScheme = mode;
  for (const [name, value] of Object.entries(themeProperties(theme.accent, mode))) root.style.setProperty(name, value);
}

/**
 * The theme as the embed page's markup, for a page that carries the rendered card: it paints before
 * any script runs, so the page itself must be in the right theme. A mode the URL names goes on
 * `<html>` as `applyTheme` would set it; `auto` is the system's choice, which only CSS knows before a
 * script runs: a style element with both modes (theme/tokens.css holds the dark palette for an `<html>`
 * without `data-theme` too). `applyTheme` later sets the same values. The accent is a checked hex colour;
 * the corners and typeface are names from the widget's lists.
 */
export function themeMarkup(theme: Theme): { htmlAttributes: string; headStyle: string } {
  const declarations = (mode: 'light' | 'dark') =>
    [`color-scheme: ${mode}`, ...Object.entries(themeProperties(theme.accent, mode)).map(([name, value]) => `${name}: ${value}`)].join('; ');
  const shape = Object.entries(shapeAttributes(theme))
    .map(([name, value]) => (value === undefined ? '' : ` data-${name}="${value}"`))
    .join('');
  if (theme.mode === 'light' || theme.mode === 'dark') return { htmlAttributes: ` data-theme="${theme.mode}" style="${declarations(theme.mode)}"${shape}`, headStyle: '' };
  return {
    htmlAttributes: shape,
    headStyle: `<style>:root:not([data-theme]) { ${declarations('light')} } @media (prefers-color-scheme: dark) { :root:not([data-theme]) { ${declarations('dark')} } }</style>`,
  };
}

/** Re-applies an `auto` theme when the system switches between light and dark. */
export function followSystemTheme(getTheme: () => Theme): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if ((getTheme().mode ?? 'auto') === 'auto') applyTheme(getTheme());
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
