import { splitCsvRecord, type CsvDelimiter } from './csv-record.js';

/** One data row of a CSV file, keyed by header, with the 1-based line it came from. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface CsvProblem {
  line: number;
  message: string;
}

/**
 * Parses a small RFC 4180 CSV whose first non-blank line is the header and must name exactly
 * `columns` (in any order); fields may be quoted ("a, b" and "" for a quote) but may not span lines,
 * so a problem can always name the one line it is on. Blank lines are skipped; fields are trimmed.
 * `delimiter`: a file's own separator (Stooq's Polish files use `;`).
 */
export function parseCsv(text: string, columns: readonly string[], delimiter: CsvDelimiter = ','): { rows: CsvRow[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  const headerLine = lines.findIndex((l) => l.trim() !== '');
  if (headerLine < 0) return { rows, problems: [{ line: 1, message: `empty file; expected the header ${columns.join(',')}` }] };

  const names = splitCsvRecord(lines[headerLine]!, delimiter);
  if (typeof names === 'string') return { rows, problems: [{ line: headerLine + 1, message: names }] };
  const missing = columns.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !columns.includes(n));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (missing.length || unknown.length || repeated.length) {
    const parts = [
      missing.length ? `missing column(s) ${missing.join(', ')}` : '',
      unknown.length ? `unknown column(s) ${unknown.join(', ')}` : '',
      repeated.length ? `repeated column(s) ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    return { rows, problems: [{ line: headerLine + 1, message: `header: ${parts.join('; ')} (expected ${columns.join(',')})` }] };
  }

  for (let i = headerLine + 1; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const fields = splitCsvRecord(text, delimiter);
    if (typeof fields === 'string') {
      problems.push({ line: i + 1, message: fields });
      continue;
    }
    if (fields.length !== names.length) {
      problems.push({ line: i + 1, message: `expected ${names.length} fields, found ${fields.length}` });
      continue;
    }
    const values: Record<string, string> = {};
    names.forEach((name, index) => (values[name] = fields[index]!));
    rows.push({ line: i + 1, values });
  }
  return { rows, problems };
}

/** Quotes a field when it needs it (for writers of the format, such as the sample generator). */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text;
}
