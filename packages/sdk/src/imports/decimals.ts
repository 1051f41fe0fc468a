/** The character a file writes between the whole and the fractional part of its numbers. */
export type DecimalMark = '.' | ',';

// Signs, spaces (also no-break and thin ones), apostrophes (Swiss grouping) and currency codes around a number.
const DECORATION = /[$€£¥₹₣\s\u00a0\u202f']|^[A-Z]{3}\s*|\s*[A-Z]{3}$/g;

/**
 * Decides the decimal mark from the file's own numbers: `12,5`, `0,125` or `1.234,56` write a comma,
 * `12.5`, `0.125` or `1,234.56` a point; `1,234` or `1.234` alone decide nothing. A file that writes
 * both is refused (`conflict`); one where nothing decides reads a point.
 */
export function inferDecimalMark(values: { line: number; text: string }[]): { mark: DecimalMark; decidedBy?: { line: number; text: string }; conflict?: string } {
  let comma: { line: number; text: string } | undefined;
  let point: { line: number; text: string } | undefined;
  for (const value of values) {
    const digits = value.text.trim().replace(/^\(|\)$/g, '').replace(/^[-+]/, '').replace(DECORATION, '');
    if (/^\d{1,3}(\.\d{3})+,\d+$/.test(digits) || /^\d+,(\d{1,2}|\d{4,})$/.test(digits) || /^0,\d+$/.test(digits)) comma ??= value;
    else if (/^\d{1,3}(,\d{3})+\.\d+$/.test(digits) || /^\d+\.(\d{1,2}|\d{4,})$/.test(digits) || /^0\.\d+$/.test(digits)) point ??= value;
  }
  if (comma && point) return { mark: '.', conflict: `line ${comma.line} writes a decimal comma (${comma.text.trim()}) and line ${point.line} a decimal point (${point.text.trim()})` };
  if (comma) return { mark: ',', decidedBy: comma };
  return { mark: '.', decidedBy: point };
}

// Exact powers of ten: a plain number of at most 15 digits is its digits over one of them.
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * A plain number (`-?\d{1,15}` and, after `mark`, `\d{1,15}`: 12, -3.5 or 3,5) read by its digits,
 * without a regular expression or a string for Number(); NaN for any other text. Digits (at most 15,
 * below 2^53) over an exact power of ten is one correctly rounded division: the double Number()
 * gives for the same text. Longer plain numbers go through Number() itself.
 */
function plainDecimal(text: string, mark: DecimalMark): number {
  const length = text.length;
  const negative = text.charCodeAt(0) === 45;
  let i = negative ? 1 : 0;
  let digits = 0;
  let whole = 0;
  for (; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
    digits++;
  }
  if (digits < 1 || digits > 15) return Number.NaN;
  let decimals = 0;
  if (i < length) {
    if (text[i] !== mark) return Number.NaN;
    for (i++; i < length; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return Number.NaN;
      whole = whole * 10 + digit;
      decimals++;
    }
    if (decimals < 1 || decimals > 15) return Number.NaN;
  }
  if (digits + decimals > 15) return Number(mark === '.' ? text : text.replace(',', '.'));
  const value = whole / POW10[decimals]!;
  return negative ? -value : value;
}

/**
 * A number as the file writes it: grouping by the other mark, spaces or apostrophes; a currency sign or
 * code around it; `(12.50)` and a trailing minus are negative. `undefined` when it is not a number.
 */
export function readDecimal(text: string, mark: DecimalMark): number | undefined {
  let written = text.trim();
  if (!written) return undefined;
  // Most cells are a plain number (12, -3.5 or 3,5): read without the decorations' regular expressions.
  const plain = plainDecimal(written, mark);
  if (!Number.isNaN(plain)) return plain;
  let negative = false;
  if (/^\(.*\)$/.test(written)) {
    negative = true;
    written = written.slice(1, -1).trim();
  }
  if (/-$/.test(written)) {
    negative = !negative;
    written = written.slice(0, -1);
  }
  let digits = written.replace(DECORATION, '');
  digits = mark === '.' ? digits.replaceAll(',', '') : digits.replaceAll('.', '').replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(digits)) return undefined;
  const value = Number(digits);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}
