import { isLanguageTag, parseIframeMessage, type IframeMessage, type Theme } from '@clarity/shared/message-protocol';
import { refreshEmbedUrl, type FetchEmbedUrl } from './refresh.js';
import { needsFreshToken } from './refresh-triggers.js';
import { expiryOfEmbedUrl, lifetimeOfEmbedUrl, tokenOfEmbedUrl } from './token-expiry.js';

export type { IframeMessage, Theme, ThemeFont, ThemeMode, ThemeRadius } from '@clarity/shared/message-protocol';
export type { FetchEmbedUrl } from './refresh.js';

/**
 * Everything `onEvent` receives: the iframe's messages (origin-checked and validated), plus what
 * the helper itself does: `clarity:token-refreshed` after it handed the iframe a new token, and
 * `clarity:error` with code `token_refresh_failed` (every retry failed) or `frame_blocked` (the iframe
 * never said it was ready: the page's origin is not allowed, or the embed URL is wrong).
 */
export type ClarityEvent = IframeMessage | { type: 'clarity:token-refreshed'; expiresAt: number | null };

export interface MountOptions {
  /** The embed URL your server minted (`{embed_url}/?token=…`). */
  url: string;
  /** Asks your server for a fresh embed URL; without it the widget cannot outlive its token. */
  fetchEmbedUrl?: FetchEmbedUrl;
  onEvent?: (event: ClarityEvent) => void;
  theme?: Theme;
  /**
   * The widget's language, a BCP 47 tag (`de`, `fr-CA`): `en`, `de`, `fr` and `es` are written, a
   * regional variant gets its language, any other English. Overrides the locale the token was minted with.
   * A malformed tag throws a RangeError.
   */
  locale?: string;
  /** Accessible name of the iframe. */
  title?: string;
  /**
   * Seconds before expiry to refresh the token. Default: a fifth of its lifetime, at most 60.
   * 0 refreshes only when the iframe reports the token expired.
   */
  refreshLeadSeconds?: number;
  /** How long to wait for `clarity:ready` after the frame loaded before reporting `frame_blocked`. Default 5000 ms. */
  readyTimeoutMs?: number;
}

export interface ClarityWidget {
  readonly iframe: HTMLIFrameElement;
  setTheme(theme: Theme): void;
  /** Gets a new token now (shared with other widgets using the same `fetchEmbedUrl`). */
  refresh(): Promise<void>;
  /** Removes the iframe and every listener and timer. */
  destroy(): void;
}

function withDisplaySettings(url: string, theme: Theme | undefined, locale: string | undefined): string {
  const parsed = new URL(url, location.href);
  if (locale !== undefined) parsed.searchParams.set('locale', locale);
  if (theme?.mode !== undefined) parsed.searchParams.set('theme', theme.mode);
  if (theme?.accent !== undefined) parsed.searchParams.set('accent', theme.accent);
  if (theme?.radius !== undefined) parsed.searchParams.set('radius', theme.radius);
  if (theme?.font !== undefined) parsed.searchParams.set('font', theme.font);
  return parsed.href;
}

/** Mounts the Clarity iframe into `container`; it sizes itself to its content and renews its token. */
export function mountClarity(container: HTMLElement, options: MountOptions): ClarityWidget {
  const { fetchEmbedUrl, onEvent } = options;
  if (options.locale !== undefined && !isLanguageTag(options.locale)) throw new RangeError(`locale must be a BCP 47 language tag such as de or fr-CA, not "${options.locale}"`);
  const src = withDisplaySettings(options.url, options.theme, options.locale);
  const frameOrigin = new URL(src).origin;
  const iframe = document.createElement('iframe');
  iframe.src = src;
  iframe.title = options.title ?? 'Portfolio insight';
  // The widget learns which page framed it from the Referer: send at least the origin.
  iframe.referrerPolicy = 'origin';
  iframe.style.cssText = 'display:block;width:100%;min-width:0;border:0;height:200px;color-scheme:normal';
  container.appendChild(iframe);

  let expiresAt = expiryOfEmbedUrl(options.url);
  /** When the current token expires on this device's clock: its lifetime counted from when its URL arrived. */
  const deviceDeadline = (url: string) => {
    const lifetime = lifetimeOfEmbedUrl(url);
    return lifetime === null ? null : Date.now() + lifetime * 1000;
  };
  let deadline = deviceDeadline(options.url);
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  let destroyed = false;
  const emit = (event: ClarityEvent) => onEvent?.(event);
  const post = (message: { type: string } & Record<string, unknown>) => iframe.contentWindow?.postMessage(message, frameOrigin);

  const scheduleRefresh = () => {
    clearTimeout(refreshTimer);
    if (fetchEmbedUrl === undefined || deadline === null) return;
    const lifetimeSeconds = Math.max(0, (deadline - Date.now()) / 1000);
    const lead = options.refreshLeadSeconds ?? Math.min(60, lifetimeSeconds / 5);
    if (lead <= 0) return;
    refreshTimer = setTimeout(() => void refresh().catch(() => undefined), Math.max(0, (lifetimeSeconds - lead) * 1000));
  };

  async function refresh(): Promise<void> {
    if (fetchEmbedUrl === undefined || destroyed) return;
    let url: string;
    try {
      url = await refreshEmbedUrl(fetchEmbedUrl);
    } catch (error) {
      emit({ type: 'clarity:error', code: 'token_refresh_failed' });
      throw error;
    }
    const token = tokenOfEmbedUrl(url);
    if (destroyed || token === null) return;
    expiresAt = expiryOfEmbedUrl(url);
    deadline = deviceDeadline(url);
    post({ type: 'clarity:set-token', token });
    emit({ type: 'clarity:token-refreshed', expiresAt });
    scheduleRefresh();
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) return;
    const message = parseIframeMessage(event.data);
    if (message === null) return;
    if (message.type === 'clarity:ready') {
      ready = true;
      clearTimeout(readyTimer);
    } else if (message.type === 'clarity:resize') {
      iframe.style.height = `${Math.ceil(message.height)}px`;
    } else if (needsFreshToken(message, options.refreshLeadSeconds)) {
      void refresh().catch(() => undefined);
    }
    emit(message);
  };
  window.addEventListener('message', onMessage);

  // A refused frame (CSP frame-ancestors) still fires `load`, but never says it is ready.
  const onLoad = () => {
    if (ready) return;
    clearTimeout(readyTimer);
    readyTimer = setTimeout(() => {
      if (!ready && !destroyed) emit({ type: 'clarity:error', code: 'frame_blocked' });
    }, options.readyTimeoutMs ?? 5000);
  };
  iframe.addEventListener('load', onLoad);
  scheduleRefresh();

  return {
    iframe,
    setTheme(theme) {
      post({ type: 'clarity:set-theme', ...theme });
    },
    refresh,
    destroy() {
      destroyed = true;
      clearTimeout(refreshTimer);
      clearTimeout(readyTimer);
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
      iframe.remove();
    },
  };
}
