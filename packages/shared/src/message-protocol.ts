/**
 * The iframe ↔ host-page message protocol (docs/embedding.md), without dependencies: the browser parts (the
 * iframe UI and `@clarity/embed-host`) import this module alone, so a widget does not ship zod to read
 * six small messages. `messages.ts` holds the zod schemas of the same shapes (checked equal at compile
 * time) for Node code, and re-exports everything here.
 *
 * Every message is a plain object whose `type` starts with `clarity:`. Both sides check
 * `event.origin` before reading one, and both post to an explicit origin (never `"*"`).
 */

// The iframe's `?locale=` and `mountClarity({ locale })` are decided the same way as the API's `locale`.
export * from './locale-negotiation.js';
// The embed page's own hand-over to the widget (the inlined card), read by the same browser code.
export * from './embed-page.js';

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** `#rgb` or `#rrggbb`: anything else could inject CSS into the iframe's custom properties. */
export const ACCENT_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/**
 * The widget's corners: a step of its radius scale (theme/tokens.css), from square to round. A name, never
 * a CSS length, so nothing but the four scales can reach the iframe's styles.
 */
export const THEME_RADII = ['none', 'small', 'medium', 'large'] as const;
export type ThemeRadius = (typeof THEME_RADII)[number];
export const DEFAULT_THEME_RADIUS: ThemeRadius = 'medium';

/**
 * The widget's typeface: its bundled Inter, the system's interface font, or the system's serif. A name,
 * never a CSS font-family: a partner cannot load a font into the iframe (its CSP allows none).
 */
export const THEME_FONTS = ['inter', 'system', 'serif'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];
export const DEFAULT_THEME_FONT: ThemeFont = 'inter';

export interface Theme {
  mode?: ThemeMode | undefined;
  accent?: string | undefined;
  radius?: ThemeRadius | undefined;
  font?: ThemeFont | undefined;
}

/** Whether `value` is one of `choices` (for the hand-written parsers below and the widget's URL). */
export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}

/**
 * The API's codes (401) on which the iframe asks the host page for a fresh token with
 * `clarity:token-rejected`: a new token fixes them. `token_invalid` is not one: the page holds no
 * better token to give.
 */
export const REFRESHABLE_TOKEN_CODES = ['token_expired', 'token_revoked'] as const;
export type RefreshableTokenCode = (typeof REFRESHABLE_TOKEN_CODES)[number];

export function isRefreshableTokenCode(code: unknown): code is RefreshableTokenCode {
  return (REFRESHABLE_TOKEN_CODES as readonly unknown[]).includes(code);
}

/** A message the iframe posts to the host page. */
export type IframeMessage =
  | { type: 'clarity:ready' }
  | { type: 'clarity:resize'; height: number }
  | { type: 'clarity:token-expiring' }
  | { type: 'clarity:token-expired' }
  | { type: 'clarity:token-rejected'; code: RefreshableTokenCode }
  | { type: 'clarity:error'; code: string }
  | { type: 'clarity:followup'; question: string };

/** A message the host page posts to the iframe. */
export type HostMessage = { type: 'clarity:set-token'; token: string } | ({ type: 'clarity:set-theme' } & Theme);

export type ClarityMessageType = IframeMessage['type'] | HostMessage['type'];

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads `event.data` on the host side: the iframe message it is, or null for anything else
 * (other libraries' messages share the channel). Accepts exactly what `IframeMessageSchema` does.
 */
export function parseIframeMessage(data: unknown): IframeMessage | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'clarity:ready':
    case 'clarity:token-expiring':
    case 'clarity:token-expired':
      return { type: data.type };
    case 'clarity:resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 ? { type: data.type, height: data.height } : null;
    case 'clarity:token-rejected':
      return isRefreshableTokenCode(data.code) ? { type: data.type, code: data.code } : null;
    case 'clarity:error':
      return typeof data.code === 'string' ? { type: data.type, code: data.code } : null;
    case 'clarity:followup':
      return typeof data.question === 'string' ? { type: data.type, question: data.question } : null;
    default:
      return null;
  }
}

/** Reads `event.data` inside the iframe: the host message it is, or null. Accepts exactly what `HostMessageSchema` does. */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data)) return null;
  if (data.type === 'clarity:set-token') {
    return typeof data.token === 'string' && data.token.length > 0 ? { type: data.type, token: data.token } : null;
  }
  if (data.type !== 'clarity:set-theme') return null;
  const modeOk = data.mode === undefined || isOneOf(THEME_MODES, data.mode);
  const accentOk = data.accent === undefined || (typeof data.accent === 'string' && ACCENT_PATTERN.test(data.accent));
  const radiusOk = data.radius === undefined || isOneOf(THEME_RADII, data.radius);
  const fontOk = data.font === undefined || isOneOf(THEME_FONTS, data.font);
  if (!modeOk || !accentOk || !radiusOk || !fontOk) return null;
  const message: HostMessage = { type: 'clarity:set-theme' };
  if (data.mode !== undefined) message.mode = data.mode as ThemeMode;
  if (data.accent !== undefined) message.accent = data.accent as string;
  if (data.radius !== undefined) message.radius = data.radius as ThemeRadius;
  if (data.font !== undefined) message.font = data.font as ThemeFont;
  return message;
}
