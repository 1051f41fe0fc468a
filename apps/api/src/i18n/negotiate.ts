import type { IncomingHttpHeaders } from 'node:http';
import { localeFromAcceptLanguage, supportedLocaleOf } from '@clarity/shared';
import type { AuthContext } from '../http/request-context.js';
import type { Locale } from './catalog.js';

/** Distinct `Accept-Language` values remembered; real traffic repeats a handful of browser defaults. */
const MAX_REMEMBERED_HEADERS = 512;
const byAcceptLanguage = new Map<string, Locale>();

/**
 * The locale of an `Accept-Language` value, parsed once per distinct value: the cached card's lane
 * answers in tens of microseconds, and parsing a header (with `Intl` checks per entry) every time
 * would show in its throughput.
 */
export function acceptLanguageLocale(header: string | undefined): Locale {
  if (header === undefined) return 'en';
  let locale = byAcceptLanguage.get(header);
  if (locale === undefined) {
    locale = localeFromAcceptLanguage(header);
    if (byAcceptLanguage.size >= MAX_REMEMBERED_HEADERS) byAcceptLanguage.clear();
    byAcceptLanguage.set(header, locale);
  }
  return locale;
}

/**
 * The browser's language as a prior for telling a short question's language, or none when the header
 * names no language ("*", which fetch clients send by default, states no preference).
 */
export function acceptLanguagePrior(header: string | undefined): Locale | undefined {
  if (header === undefined || !header.split(',').some((entry) => /^\s*[a-z]{2,3}(-|\s*(;|$))/i.test(entry))) return undefined;
  return acceptLanguageLocale(header);
}

/**
 * The language a card or chat answers in: the body's `locale` (already validated as a BCP 47 tag),
 * else the embed token's, else the language the question is written in (chat), else
 * `Accept-Language`, else English. Never refuses: an unsupported language gets English.
 */
export function negotiateLocale(req: { headers: IncomingHttpHeaders; auth?: AuthContext | undefined }, requested: string | undefined, spoken?: Locale): Locale {
  if (requested !== undefined) return supportedLocaleOf(requested);
  if (req.auth?.kind === 'embedToken' && req.auth.locale !== undefined) return req.auth.locale;
  if (spoken !== undefined) return spoken;
  return acceptLanguageLocale(req.headers['accept-language']);
}
