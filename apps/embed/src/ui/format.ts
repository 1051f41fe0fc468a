/** Formatting in the reader's locale; one place, so numbers look the same everywhere in the view. */
const locale = navigator.language || 'en-US';

export function formatMoney(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${Math.round(value).toLocaleString(locale)} ${currency}`;
  }
}

export function formatPercent(fraction: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

/** `2026-11-03` or a full timestamp → `3 Nov 2026`. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function pluralDays(days: number): string {
  const whole = Math.floor(days);
  return `${whole} day${whole === 1 ? '' : 's'}`;
}
