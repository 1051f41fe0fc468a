import { locale } from './locale';

/**
 * One number format and one date format for the whole view, through Intl, in the view's language
 * (the same as the card's text: "1.234 €" beside German words, never "€1,234").
 * Dates: the medium date style ("Nov 13, 2026", "13.11.2026"), always the UTC day the service meant.
 */

/** Formats of the view's language, built once per language (the server renders pages in all of them). */
function perLocale<T>(build: (locale: string) => T): () => T {
  const built = new Map<string, T>();
  return () => {
    let value = built.get(locale);
    if (value === undefined) built.set(locale, (value = build(locale)));
    return value;
  };
}

const dateFormat = perLocale((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' }));
const percentFormat = perLocale((l) => new Intl.NumberFormat(l, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const signedPercentFormat = perLocale((l) => new Intl.NumberFormat(l, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }));

function toDate(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
}

/** Money formats by currency and sign: building an Intl.NumberFormat costs far more than using one, and a card formats hundreds of amounts. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, signed: boolean, cents = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${signed}|${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // The narrow symbol, as the card's and chat's own text writes amounts ("141 540 $", not "141 540 $US").
    const digits = cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits, signDisplay: signed ? 'exceptZero' : 'auto' });
    moneyFormats.set(key, format);
  }
  return format;
}

export function formatMoney(value: number, currency: string, signed = false): string {
  try {
    return moneyFormat(currency, signed).format(value);
  } catch {
    return `${Math.round(value).toLocaleString(locale)} ${currency}`;
  }
}

/** An amount of income or tax: to the cent below 1,000 (a $8.84 dividend is not "$9"), whole units above, as the card's text writes them. */
export function formatIncome(value: number, currency: string): string {
  try {
    return moneyFormat(currency, false, Math.abs(value) < 1000).format(value);
  } catch {
    return formatMoney(value, currency);
  }
}

export function formatPercent(fraction: number): string {
  return percentFormat().format(fraction);
}

/** +5.2 %, −1.0 %, 0.0 % */
export function formatSignedPercent(fraction: number): string {
  return signedPercentFormat().format(fraction);
}

/** `2026-11-03` or a full timestamp → `Nov 3, 2026` (en), `03.11.2026` (de). */
export function formatDate(iso: string): string {
  const date = toDate(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

/** ISO dates inside server text (`2026-11-22`) in the view's one date format. */
export function localizeDates(text: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (iso) => formatDate(iso));
}
