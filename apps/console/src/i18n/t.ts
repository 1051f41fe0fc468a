import { en, type MessageKey, type Messages } from './messages';
import { messages as de } from './messages.de';
import { messages as es } from './messages.es';
import { messages as fr } from './messages.fr';

/**
 * The console's language: the browser's first supported one (en, de, fr, es), as the widget picks
 * its own. All four catalogs ship in the bundle: together a few KB gzip, less than a second request.
 */
const CATALOGS: Record<'en' | 'de' | 'fr' | 'es', Messages> = { en, de, fr, es };
export type ConsoleLocale = keyof typeof CATALOGS;

export function pickLocale(languages: readonly string[]): ConsoleLocale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0] as ConsoleLocale;
    if (base in CATALOGS) return base;
  }
  return 'en';
}

export const locale: ConsoleLocale = typeof navigator === 'undefined' ? 'en' : pickLocale(navigator.languages);
const messages = CATALOGS[locale];

/** A message with its `{name}` parameters filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

export type { MessageKey };

const utcDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
const shortUtcDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const numbers = new Intl.NumberFormat(locale);
/** A UTC day (`YYYY-MM-DD`), as the usage page counts them. */
export const formatDay = (day: string) => utcDay.format(new Date(`${day}T00:00:00Z`));
export const formatShortDay = (day: string) => shortUtcDay.format(new Date(`${day}T00:00:00Z`));
export const formatNumber = (n: number) => numbers.format(n);
