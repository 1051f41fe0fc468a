/**
 * Which of our languages a request gets (docs/embedding.md, "Languages"). Dependency-free: the
 * API, the widget and `@clarity/embed-host` all decide the same way, and the browser bundles ship no zod.
 */

/** The languages every catalog is written in. English is the source and the fallback. */
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** The shape of a BCP 47 language tag (`en`, `de-AT`, `zh-Hant-TW`); `Intl` then decides whether it is well-formed. */
const TAG_SHAPE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Whether `tag` is a well-formed BCP 47 language tag (`Intl.getCanonicalLocales` accepts it). */
export function isLanguageTag(tag: string): boolean {
  if (tag.length < 2 || tag.length > 35 || !TAG_SHAPE.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The supported locale for a well-formed tag: its language when we write it (`de-AT` → `de`,
 * `FR` → `fr`), else English. Never refuses: an unsupported language is not the caller's mistake.
 */
export function supportedLocaleOf(tag: string): SupportedLocale {
  const dash = tag.indexOf('-');
  const language = (dash === -1 ? tag : tag.slice(0, dash)).toLowerCase();
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
}

/**
 * The best supported locale of an `Accept-Language` header (RFC 9110 §12.5.4): the supported
 * language with the highest weight, the earlier on a tie; English when none is supported. A
 * browser or proxy sends this header unasked, so a malformed entry is skipped, never refused.
 */
export function localeFromAcceptLanguage(header: string | undefined): SupportedLocale {
  if (!header) return DEFAULT_LOCALE;
  let best: SupportedLocale = DEFAULT_LOCALE;
  let bestWeight = 0;
  for (const entry of header.split(',')) {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.trim();
    if (tag === '*' || !isLanguageTag(tag)) continue;
    const language = supportedLocaleOf(tag);
    if (language === DEFAULT_LOCALE && !tag.toLowerCase().startsWith('en')) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}
