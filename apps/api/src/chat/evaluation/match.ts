/**
 * Matching an answer against its expected facts. Every number is extracted from the Markdown
 * (currency symbols, codes and thousands separators stripped, sign kept) and each fact looks for one
 * number within its tolerance. Signs are compared loosely (absolute values): a loss may be written
 * "-$1,234" or "lost $1,234".
 */

export type Fact =
  /** An amount: within max(1, 0.1% of |value|). With `currency`, the number must not carry another currency. */
  | { kind: 'money'; value: number; currency?: string }
  /** Percentage points (12.34 for 12.34%): a percentage within 0.1 pp. */
  | { kind: 'pct'; value: number }
  /** Exact (units held, number of trades). */
  | { kind: 'qty'; value: number }
  /** A price: within 0.5%. */
  | { kind: 'price'; value: number }
  /** An exchange rate: within 0.0002. */
  | { kind: 'rate'; value: number }
  /** A plain number (effective number of holdings): within `tolerance` (0.05 unless told). */
  | { kind: 'num'; value: number; tolerance?: number }
  /** Must match (case-insensitive). */
  | { kind: 'text'; pattern: RegExp | string }
  /** Must NOT match (case-insensitive). */
  | { kind: 'absent'; pattern: RegExp | string };

import type { Locale } from '../../i18n/catalog.js';
import { withEnglishDigits } from '../../i18n/numbers.js';

export interface NumberToken {
  raw: string;
  value: number;
  negative: boolean;
  percent: boolean;
  /** The currency written next to it ('USD', 'EUR', 'GBP'), if any. */
  currency?: string;
}

const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/**
 * Numbers in a text: `$12,345`, `-€1,234`, `+5.2%`, `1.1916`, `USD 1,234.50`, `£98.50`; in another
 * locale as it writes them (`1.234,56 €`, `12,3 %`), the symbol after the figure.
 */
export function extractNumbers(text: string, locale: Locale = 'en'): NumberToken[] {
  const tokens: NumberToken[] = [];
  // Another locale's figures are first rewritten with English digits, and a symbol after a figure moved before it.
  const source = locale === 'en' ? text : withEnglishDigits(text, locale).replace(/(\d(?:[\d.]*\d)?)[\s\u00a0\u202f]?([$€£])/g, '$2$1');
  const re = /([+\-−]?)\s?(US\$|[$€£]|(?:USD|EUR|GBP)\s?)?([+\-−]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?%)?(\s?(?:USD|EUR|GBP)\b)?/g;
  for (const m of source.matchAll(re)) {
    const [raw, sign1 = '', cur1 = '', sign2 = '', whole = '', frac = '', percent = '', cur2 = ''] = m;
    const value = Number(whole.replace(/,/g, '') + frac);
    if (!Number.isFinite(value)) continue;
    const signs = sign1 + sign2;
    const code = (cur1 || cur2).trim();
    tokens.push({
      raw,
      value,
      negative: /[-−]/.test(signs),
      percent: Boolean(percent),
      currency: code ? (SYMBOLS[code === 'US$' ? '$' : code] ?? code) : undefined,
    });
  }
  return tokens;
}

const regex = (p: RegExp | string) => (typeof p === 'string' ? new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : new RegExp(p.source, p.flags.includes('i') ? p.flags : `${p.flags}i`));

/** True when the answer shows the fact. */
export function matches(answer: string, fact: Fact, tokens = extractNumbers(answer)): boolean {
  const near = (v: number, tolerance: number, filter: (t: NumberToken) => boolean) => tokens.some((t) => filter(t) && Math.abs(t.value - Math.abs(v)) <= tolerance + 1e-9);
  switch (fact.kind) {
    case 'money':
      return near(fact.value, Math.max(1, Math.abs(fact.value) * 0.001), (t) => !t.percent && (!fact.currency || !t.currency || t.currency === fact.currency));
    case 'pct':
      return near(fact.value, 0.1, (t) => t.percent);
    case 'qty':
      return near(fact.value, 0, (t) => !t.percent);
    case 'price':
      return near(fact.value, Math.abs(fact.value) * 0.005, (t) => !t.percent);
    case 'rate':
      return near(fact.value, 0.0002, (t) => !t.percent);
    case 'num':
      return near(fact.value, fact.tolerance ?? 0.05, (t) => !t.percent);
    case 'text':
      return regex(fact.pattern).test(answer);
    case 'absent':
      return !regex(fact.pattern).test(answer);
  }
}

/** A readable name for a fact (in the failure table). */
export function describeFact(fact: Fact): string {
  switch (fact.kind) {
    case 'text':
      return `text ${String(fact.pattern)}`;
    case 'absent':
      return `absent ${String(fact.pattern)}`;
    case 'money':
      return `money ${fact.value.toFixed(2)}${fact.currency ? ` ${fact.currency}` : ''}`;
    case 'pct':
      return `pct ${fact.value.toFixed(2)}%`;
    default:
      return `${fact.kind} ${fact.value}`;
  }
}

/** An answer with money or percentage figures in it (off-topic answers must have none). */
export function hasFigures(answer: string, locale: Locale = 'en'): boolean {
  return extractNumbers(answer, locale).some((t) => t.percent || t.currency !== undefined);
}
