/**
 * The fields of one CSV line (RFC 4180 quoting: `"1,234.50"`, `""` for a quote), trimmed; or a
 * message saying why the quoting is broken. A record may not span lines, so a problem always
 * names the one line it is on.
 */
export function splitCsvRecord(line: string): string[] | string {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    const start = skipSpaces(line, at);
    if (line[start] !== '"') {
      const comma = line.indexOf(',', start);
      const end = comma < 0 ? line.length : comma;
      const field = line.slice(start, end);
      if (field.includes('"')) return `unexpected quote in field ${fields.length + 1}`;
      fields.push(field.trim());
      at = end + 1;
      continue;
    }
    let text = '';
    let cursor = start + 1;
    for (;;) {
      const quote = line.indexOf('"', cursor);
      if (quote < 0) return `unterminated quote in field ${fields.length + 1} (a field may not span lines)`;
      text += line.slice(cursor, quote);
      if (line[quote + 1] !== '"') {
        cursor = quote + 1;
        break;
      }
      text += '"';
      cursor = quote + 2;
    }
    const after = skipSpaces(line, cursor);
    if (after < line.length && line[after] !== ',') return `text after the closing quote in field ${fields.length + 1}`;
    fields.push(text.trim());
    at = after + 1;
  }
  return fields;
}

function skipSpaces(line: string, from: number): number {
  let at = from;
  while (line[at] === ' ' || line[at] === '\t') at++;
  return at;
}
