// The server's render of the view into the embed page (built by `vite build --ssr`, loaded by
// apps/api/src/embeds/server-render.ts). Never part of the browser's bundle.
import type { Card } from '@clarity/shared';
import type { SupportedLocale } from '@clarity/shared/message-protocol';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { setCarriedCard } from './boot/carried-card';
import type { HostBridge } from './host/bridge';
import { setLocaleForServerRender } from './i18n/locale';
import { en, type MessageKey } from './i18n/messages';
import { messages as de } from './i18n/messages.de';
import { messages as es } from './i18n/messages.es';
import { messages as fr } from './i18n/messages.fr';
import { setMessagesForServerRender } from './i18n/t';
import { Root } from './Root';
import { learnServerClock, readClaims, secondsUntilExpiry, type EmbedClaims } from './session/token';
import { readUrlSettings } from './session/url-settings';
import { themeMarkup } from './theme/theme';

const CATALOGS: Record<SupportedLocale, Record<MessageKey, string>> = { en, de, fr, es };

/** On the server nothing is posted or received: the bridge is the browser's, after hydration. */
const SILENT_BRIDGE: HostBridge = { post: () => undefined, setAllowedOrigins: () => undefined, subscribe: () => () => undefined };

export interface ServerRenderInput {
  /** The card as the page carries it (the card service's JSON). */
  cardJson: string;
  /** The page's token, verified by the server: the widget reads the same claims from it. */
  token: string;
  /** The page's language (`<html lang>`). */
  locale: SupportedLocale;
  /** The page URL's query string (`?token=…&theme=…`): the settings the widget reads from it. */
  search: string;
}

export interface ServerRender {
  /** The inside of `<div id="root">`: what the widget's first render would put there. */
  rootHtml: string;
  /** For `<html>`: the theme the URL names (empty for `auto`). */
  htmlAttributes: string;
  /** For `<head>`: the `auto` theme's style element (empty otherwise). */
  headStyle: string;
}

/**
 * Rendered views by everything that goes into them: many pages show the same card (the card cache
 * holds one per portfolio, day and language), and rendering it costs the server milliseconds of CPU
 * per page. A few dozen entries of about 35 KB each; the oldest goes first.
 */
const rendered = new Map<string, string>();
const RENDERED_ENTRIES = 32;

function remember(key: string, html: string): string {
  rendered.set(key, html);
  if (rendered.size > RENDERED_ENTRIES) rendered.delete(rendered.keys().next().value!);
  return html;
}

/**
 * The view as the widget's first render makes it for this page: the same tree (`Root`), the same
 * card, language, URL settings and token claims, so the browser paints the card from the HTML and
 * CSS and the widget hydrates it. Synchronous: the page's language and card are module state (as in
 * the browser, where there is one page) set for this render only. Null when the widget would not show
 * the card (a token it cannot read, no card scope, expired on arrival): the page then goes without.
 */
export function renderCardPage(input: ServerRenderInput): ServerRender | null {
  const claims = readClaims(input.token);
  // Expiry judged as the widget judges it: on the clock its token's `iat` tells (session/token.ts).
  if (claims !== null) learnServerClock(claims);
  if (claims === null || !claims.scope.includes('card') || secondsUntilExpiry(claims) <= 0) return null;
  const settings = readUrlSettings(input.search);
  // What the markup depends on besides the card: the language, the stale tolerance and the scope (the chat's place).
  const key = JSON.stringify([input.locale, settings.staleAfterDays, claims.scope.includes('chat')]) + input.cardJson;
  const rootHtml = rendered.get(key) ?? remember(key, renderRoot(input, claims, settings.staleAfterDays));
  return { rootHtml, ...themeMarkup(settings.theme) };
}

function renderRoot(input: ServerRenderInput, claims: EmbedClaims, staleAfterDays: number): string {
  const card = JSON.parse(input.cardJson) as Card;
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  setLocaleForServerRender(input.locale);
  setMessagesForServerRender(CATALOGS[input.locale]);
  setCarriedCard(card);
  try {
    return renderToString(<Root queryClient={queryClient} token={input.token} claims={claims} bridge={SILENT_BRIDGE} staleAfterDays={staleAfterDays} />);
  } finally {
    setCarriedCard(null);
    queryClient.clear();
  }
}
