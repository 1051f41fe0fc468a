import { DEFAULT_LOCALE, type Locale } from './catalog.js';

/**
 * How figures and dates look in text a user reads, through `Intl` for the locale: one money
 * format, one percentage format and one date format everywhere (card, chat, report, widget).
 * Intl formatters are costly to build and cheap to use, so each is built once per locale and shape.
 */
export interface Formatter {
  locale: Locale;
  /** "$12,345" (whole units from 100 up, cents below). */
  money(amount: number, currency: string): string;
  /** "+$1,234" / "-$1,234". */
  signedMoney(amount: number, currency: string): string;
  /** A price in its own currency, with cents: "$187.24". */
  price(amount: number, currency: string): string;
  /** 0.1234 → "12.3%". */
  pct(ratio: number, digits?: number): string;
  /** 0.1234 → "+12.3%"; zero → "0.0%". */
  signedPct(ratio: number, digits?: number): string;
  /** 1234.5 → "1,234.5" (at most `digits` decimals). */
  number(value: number, digits?: number): string;
  /** An exchange rate: four decimals. */
  rate(value: number): string;
  /** "2026-11-13" or an ISO timestamp → "Nov 13, 2026" (its UTC day). */
  date(isoDate: string): string;
  /** ["a", "b", "c"] → "a, b and c". */
  list(items: readonly string[]): string;
  /** A band as "45–65%". */
  band(band: { min: number; max: number }): string;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

function moneyFormat(locale: Locale, currency: string, digits: number, signed: boolean): Intl.NumberFormat {
  return cached(`m|${locale}|${currency}|${digits}|${signed}`, () =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }),
  );
}

function percentFormat(locale: Locale, digits: number, signed: boolean): Intl.NumberFormat {
  return cached(`p|${locale}|${digits}|${signed}`, () =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' }),
  );
}

/** Rounds away float noise so that -0.00001 never prints as "-0.0%". */
function clean(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

export function formatterFor(locale: Locale = DEFAULT_LOCALE): Formatter {
  const existing = formatters.get(locale);
  if (existing) return existing;
  const f: Formatter = {
    locale,
    money(amount, currency) {
      const digits = Math.abs(amount) >= 100 ? 0 : 2;
      return moneyFormat(locale, currency, digits, false).format(clean(amount, digits));
    },
    signedMoney(amount, currency) {
      const digits = Math.abs(amount) >= 100 ? 0 : 2;
      return moneyFormat(locale, currency, digits, true).format(clean(amount, digits));
    },
    price(amount, currency) {
      const digits = Math.abs(amount) >= 10_000 ? 0 : 2;
      return moneyFormat(locale, currency, digits, false).format(amount);
    },
    pct(ratio, digits = 1) {
      return percentFormat(locale, digits, false).format(clean(ratio, digits + 2));
    },
    signedPct(ratio, digits = 1) {
      return percentFormat(locale, digits, true).format(clean(ratio, digits + 2));
    },
    number(value, digits = 2) {
      return cached(`n|${locale}|${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits })).format(value);
    },
    rate(value) {
      return cached(`r|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 })).format(value);
    },
    date(isoDate) {
      const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
      return cached(`d|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(day);
    },
    list(items) {
      return cached(`l|${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
    },
    band(band) {
      // "35–60%" in English, "35–60 %" in German, French and Spanish: the upper bound carries the locale's percent sign.
      const whole = cached(`b|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
      return `${whole.format(band.min * 100)}–${percentFormat(locale, 0, false).format(band.max)}`;
    },
  };
  formatters.set(locale, f);
  return f;
}

const formatters = new Map<Locale, Formatter>();
