/** The characters a broker's CSV separates fields with: comma, semicolon (European exports) or tab. */
export type CsvDelimiter = ',' | ';' | '\t';

/**
 * The fields of one CSV line (RFC 4180 quoting: `"1,234.50"`, `""` for a quote), trimmed; or a
 * message saying why the quoting is broken. A record may not span lines, so a problem always
 * names the one line it is on.
 */
export function splitCsvRecord(line: string, delimiter: CsvDelimiter = ','): string[] | string {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    const start = skipSpaces(line, at, delimiter);
    if (line[start] !== '"') {
      const next = line.indexOf(delimiter, start);
      const end = next < 0 ? line.length : next;
      const field = line.slice(start, end);
      if (field.includes('"')) return `unexpected quote in field ${fields.length + 1}`;
      fields.push(field.trim());
      at = end + 1;
      continue;
    }
    const quoted = quotedText(line, start);
    if (quoted === undefined) return `unterminated quote in field ${fields.length + 1} (a field may not span lines)`;
    const { text, end: cursor } = quoted;
    const after = skipSpaces(line, cursor, delimiter);
    if (after < line.length && line[after] !== delimiter) return `text after the closing quote in field ${fields.length + 1}`;
    fields.push(text.trim());
    at = after + 1;
  }
  return fields;
}

/** The text of the quoted field that opens at `open` (`""` a quote) and where its closing quote ends; undefined when the line does not close it. */
export function quotedText(line: string, open: number): { text: string; end: number } | undefined {
  let text = '';
  let cursor = open + 1;
  for (;;) {
    const quote = line.indexOf('"', cursor);
    if (quote < 0) return undefined;
    text += line.slice(cursor, quote);
    if (line[quote + 1] !== '"') return { text, end: quote + 1 };
    text += '"';
    cursor = quote + 2;
  }
}

/** The delimiter a header line uses: the one of , ; and tab that splits it into the most fields. */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of [',', ';', '\t'] as const) {
    const fields = splitCsvRecord(headerLine, delimiter);
    const count = typeof fields === 'string' ? 0 : fields.length;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function skipSpaces(line: string, from: number, delimiter: CsvDelimiter): number {
  let at = from;
  while ((line[at] === ' ' || line[at] === '\t') && line[at] !== delimiter) at++;
  return at;
}
