import type { Locale } from './catalog.js';

/**
 * The numbers a text states, read the way its locale writes them: "12,345.6" in English,
 * "12.345,6" in German and Spanish, "12 345,6" in French (Intl's no-break spaces included), each
 * as a plain digit string ("12345.6"), with "%" when it is a percentage ("12,3 %" → "12.3%").
 * Dates split into their parts; signs are not read. Used to check that a model's wording states
 * only figures the facts state, in whatever language both are written.
 */
export function numbersIn(text: string, locale: Locale): string[] {
  const { pattern, group, decimal } = numberSyntax(locale);
  return [...text.matchAll(pattern)].map((m) => {
    const written = m[0];
    const percent = written.endsWith('%');
    const digits = (percent ? written.slice(0, -1) : written).trimEnd().split(group).join('').replace(decimal, '.');
    return `${String(Number(digits))}${percent ? '%' : ''}`;
  });
}

/**
 * The text with every number rewritten as English writes it ("1.234,56 €" → "1234.56 €" in German,
 * "12,3 %" → "12.3%"), everything else untouched: for readers of English-written figures.
 */
export function withEnglishDigits(text: string, locale: Locale): string {
  const { pattern } = numberSyntax(locale);
  return text.replace(pattern, (written) => numbersIn(written, locale)[0] ?? written);
}

interface NumberSyntax {
  pattern: RegExp;
  group: RegExp;
  decimal: string;
}

const syntaxes = new Map<Locale, NumberSyntax>();

/** The locale's separators, as Intl writes them, and a pattern for one written number (built once per locale). */
function numberSyntax(locale: Locale): NumberSyntax {
  let syntax = syntaxes.get(locale);
  if (!syntax) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const groupChar = parts.find((p) => p.type === 'group')?.value ?? ',';
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    // A space-like group separator (French) is also written as a plain or no-break space.
    const groups = /\s/.test(groupChar) ? ' \u00a0\u202f' : groupChar;
    const g = `[${escapeClass(groups)}]`;
    const d = escapeClass(decimal);
    // Grouped thousands (exactly three digits per group) or a plain run of digits; then decimals; then an optional "%" (French and German put a space before it).
    const pattern = new RegExp(`(?:\\d{1,3}(?:${g}\\d{3})+(?!\\d)|\\d+)(?:[${d}]\\d+)?(?:[ \\u00a0\\u202f]?%)?`, 'g');
    syntax = { pattern, group: new RegExp(g, 'g'), decimal };
    syntaxes.set(locale, syntax);
  }
  return syntax;
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}
