import type { Fact } from './match.js';
import { longDate } from './reference.js';

/** The expected facts' constructors, shared by every question set. */
export const money = (amount: number, currency?: string): Fact => ({ kind: 'money', value: amount, ...(currency ? { currency } : {}) });
export const pct = (points: number): Fact => ({ kind: 'pct', value: points });
export const qty = (n: number): Fact => ({ kind: 'qty', value: n });
export const price = (p: number): Fact => ({ kind: 'price', value: p });
export const fxRate = (r: number): Fact => ({ kind: 'rate', value: r });
export const num = (n: number, tolerance = 0.05): Fact => ({ kind: 'num', value: n, tolerance });
export const text = (pattern: RegExp | string): Fact => ({ kind: 'text', pattern });
export const absent = (pattern: RegExp | string): Fact => ({ kind: 'absent', pattern });

/** "Nov 13, 2026" and the spellings a writer may use for it (November 13, 2026; 2026-11-13). */
export function date(iso: string): Fact {
  const [month = '', day = '', year = ''] = longDate(iso).replace(',', '').split(' ');
  return text(new RegExp(`${month}[a-z]*\\.? 0?${day},? ${year}|${iso}`, 'i'));
}

export const ticker = (t: string): Fact => text(new RegExp(`\\b${t}\\b`));
