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

const PLAIN_POINT = /^-?\d{1,15}(\.\d{1,15})?$/;
const PLAIN_COMMA = /^-?\d{1,15}(,\d{1,15})?$/;

/**
 * A number as the file writes it: grouping by the other mark, spaces or apostrophes; a currency sign or
 * code around it; `(12.50)` and a trailing minus are negative. `undefined` when it is not a number.
 */
export function readDecimal(text: string, mark: DecimalMark): number | undefined {
  let written = text.trim();
  if (!written) return undefined;
  // Most cells are a plain number (12, -3.5 or 3,5): read without the decorations' regular expressions.
  if ((mark === '.' ? PLAIN_POINT : PLAIN_COMMA).test(written)) return Number(mark === '.' ? written : written.replace(',', '.'));
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
