import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@clarity/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './messages/de/index.js';
import { en } from './messages/en/index.js';
import { es } from './messages/es/index.js';
import { fr } from './messages/fr/index.js';

/**
 * The one message catalog for every sentence a user reads from the API (card, chat, report).
 * Messages are ICU MessageFormat (plurals and selects live in the message, not in code), so a
 * locale is a translation of these files, never a change to the code that calls `t`.
 * Numbers, amounts and dates are formatted by `i18n/format.ts` and passed in as strings, so a
 * message never decides how a figure looks.
 */
export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number | boolean | null | undefined>;

export { DEFAULT_LOCALE, SUPPORTED_LOCALES };
export type Locale = SupportedLocale;

const catalogs: Record<Locale, Record<MessageKey, string>> = { en, de, fr, es };

/** Compiled messages, per locale and key: parsing happens once per process. */
const compiled = new Map<string, IntlMessageFormat>();

function formatter(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogs[locale][key], locale);
    compiled.set(id, format);
  }
  return format;
}

/** The message `key` in `locale`, with `params` filled in. */
export function t(key: MessageKey, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  // An absent optional part arrives as 'none', so a message can leave it out: `{ratio, select, none {} other { ({ratio})}}`.
  const values: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) values[name] = value === undefined || value === null || value === '' ? 'none' : value;
  const out = formatter(locale, key).format(values);
  return Array.isArray(out) ? out.join('') : String(out);
}

/** Whether `key` is a message (for keys built from data, such as an asset class's label). */
export function hasMessage(key: string, locale: Locale = DEFAULT_LOCALE): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogs[locale], key);
}

/** Every key of the catalog (tests check each message parses and each locale has them all). */
export function messageKeys(): MessageKey[] {
  return Object.keys(en) as MessageKey[];
}

export function messageSource(key: MessageKey, locale: Locale = DEFAULT_LOCALE): string {
  return catalogs[locale][key];
}
