/**
 * Number wording for the card. Hand-rolled (not Intl) so the text is byte-identical on every
 * machine, and ASCII signs so a model's rewrite can be checked number by number.
 */

function grouped(n: number, digits: number): string {
  const [int = '0', frac] = Math.abs(n).toFixed(digits).split('.');
  const withCommas = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? withCommas : `${withCommas}.${frac}`;
}

/** "USD 12,345" (whole units from 100 up, cents below). */
export function money(amount: number, currency: string): string {
  const digits = Math.abs(amount) >= 100 ? 0 : 2;
  return `${currency} ${grouped(amount, digits)}`;
}

/** "+USD 1,234" / "-USD 1,234". */
export function signedMoney(amount: number, currency: string): string {
  const rounded = Math.abs(amount) >= 100 ? Math.round(amount) : Math.round(amount * 100) / 100;
  return `${rounded < 0 ? '-' : '+'}${money(Math.abs(amount), currency)}`;
}

/** 0.1234 → "12.3%". */
export function pct(ratio: number, digits = 1): string {
  return `${grouped(ratio * 100, digits)}%`;
}

/** 0.1234 → "+12.3%", -0.05 → "-5.0%". */
export function signedPct(ratio: number, digits = 1): string {
  const shown = Number((ratio * 100).toFixed(digits));
  return `${shown < 0 ? '-' : '+'}${pct(Math.abs(ratio), digits)}`;
}

/** A band as "45-65%". */
export function bandText(band: { min: number; max: number }): string {
  return `${grouped(band.min * 100, 0)}-${grouped(band.max * 100, 0)}%`;
}

export function decimal(n: number, digits = 1): string {
  return grouped(n, digits);
}

/** "fixed_income" → "fixed income"; "north_america" → "north america". */
export function label(key: string): string {
  return key.replace(/_/g, ' ');
}

/** "fixed_income" → "Fixed income". */
export function capitalized(key: string): string {
  const text = label(key);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD or ISO timestamps; their UTC dates count). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}
