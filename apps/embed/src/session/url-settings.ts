import { ACCENT_PATTERN, isOneOf, THEME_FONTS, THEME_MODES, THEME_RADII, type Theme, type ThemeMode } from '@clarity/shared/message-protocol';

/** Display settings a partner passes on the iframe URL (they are not secret, so they stay in it). */
export interface UrlSettings {
  /** Above this age (days) of the newest source, the card says its data may be stale. */
  staleAfterDays: number;
  theme: Theme;
}

export const DEFAULT_STALE_AFTER_DAYS = 7;

export function readUrlSettings(search = window.location.search): UrlSettings {
  const params = new URLSearchParams(search);
  const stale = Number(params.get('staleAfterDays'));
  const mode = params.get('theme');
  const accent = params.get('accent');
  const radius = params.get('radius');
  const font = params.get('font');
  return {
    staleAfterDays: params.has('staleAfterDays') && Number.isFinite(stale) && stale >= 0 ? stale : DEFAULT_STALE_AFTER_DAYS,
    theme: {
      mode: (THEME_MODES as readonly string[]).includes(mode ?? '') ? (mode as ThemeMode) : 'auto',
      accent: accent !== null && ACCENT_PATTERN.test(accent) ? accent : undefined,
      radius: isOneOf(THEME_RADII, radius) ? radius : undefined,
      font: isOneOf(THEME_FONTS, font) ? font : undefined,
    },
  };
}
