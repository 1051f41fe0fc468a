import { DEFAULT_THEME_FONT, DEFAULT_THEME_RADIUS, type ConsoleEmbedDefaults } from '@clarity/shared';

/**
 * The iframe address's theme parameters (`theme`, `accent`, `radius`, `font`: what `mountClarity({ theme })`
 * writes, and what the widget and its server-rendered page read): only what differs from the widget's
 * own look, so an organization that never set a theme gets the address it always got. Every value is
 * already one of the widget's names or a checked hex colour (`ConsoleEmbedDefaultsSchema`).
 */
export function withThemeParameters(url: string, theme: ConsoleEmbedDefaults['theme']): string {
  const params: [string, string][] = [];
  if (theme.mode !== 'auto') params.push(['theme', theme.mode]);
  if (theme.accent !== null) params.push(['accent', theme.accent]);
  if (theme.radius !== DEFAULT_THEME_RADIUS) params.push(['radius', theme.radius]);
  if (theme.font !== DEFAULT_THEME_FONT) params.push(['font', theme.font]);
  if (params.length === 0) return url;
  // Appended after the token, which stays exactly as signed: the address is still `{embed_url}/?token=…`.
  return `${url}&${new URLSearchParams(params).toString()}`;
}
