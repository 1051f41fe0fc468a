import { supportedLocaleOf, type SupportedLocale } from '@clarity/shared/message-protocol';

/**
 * The view's language. The embed page decides it (its `?locale=`, else the embed token's, else
 * English) and writes it into `<html lang>`, so the widget never repeats that decision; every
 * request it sends names it, so card and chat answer in the language the view is in.
 */
export let locale: SupportedLocale = typeof document === 'undefined' ? 'en' : supportedLocaleOf(document.documentElement.lang || 'en');

/**
 * Only for the server's rendering of the card into the embed page (`ssr.tsx`): that page's language,
 * set right before its synchronous render, so one server process renders pages in every language.
 */
export function setLocaleForServerRender(next: SupportedLocale): void {
  locale = next;
}
