import type { Theme, ThemeMode } from '@clarity/shared/message-protocol';

/**
 * Light, dark or auto (follows the user's system) plus one accent colour. The accent is used only
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

/** Applies a theme to the document: `data-theme` plus the accent custom properties. */
export function applyTheme(theme: Theme): void {
  const mode = resolvedMode(theme.mode);
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  const accent = theme.accent ?? DEFAULT_ACCENT[mode];
  const onAccent = contrastRatio(accent, '#000000') >= contrastRatio(accent, '#ffffff') ? '#000000' : '#ffffff';
  const link = contrastRatio(accent, PAGE_BACKGROUND[mode]) >= 4.5 ? accent : DEFAULT_ACCENT[mode];
  root.style.setProperty('--accent', accent);
  root.style.setProperty('--on-accent', onAccent);
  root.style.setProperty('--link', link);
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
