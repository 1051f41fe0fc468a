import { quotedText } from './csv-record.js';

/**
 * The fields of one CSV line as csv-parse reads them with `trim` and `csvRecordBatches` trims them
 * again (every end of white space to String#trim, which is csv-parse's set of trimmable characters
 * too), for the lines that are plainly one record: `undefined` for any line csv-parse might read
 * otherwise (a quote it would refuse or that runs on past the line, a carriage return, a character
 * that did not decode), which the caller then leaves to csv-parse itself.
 *
 * Why: csv-parse turns every field's bytes into a string of its own, on a 50 MB export about ten
 * million calls into the buffer decoder; a line decoded with its chunk and split here costs a
 * fraction of that.
 */
export function lineFields(line: string, delimiter: string): string[] | undefined {
  if (line.indexOf('\r') >= 0 || line.indexOf('\uFFFD') >= 0) return undefined;
  if (line.indexOf('"') < 0) {
    const fields = line.split(delimiter);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      if (field.length > 0 && (mayBeSpace(field.charCodeAt(0)) || mayBeSpace(field.charCodeAt(field.length - 1)))) fields[i] = field.trim();
    }
    return fields;
  }
  return quotedLineFields(line, delimiter);
}

/**
 * A line with quotes, RFC 4180 as csv-parse reads it: a field is either text without a quote or, after
 * white space, a quoted text (`""` a quote) followed by one-byte white space only up to the delimiter. Anything
 * else (a quote inside a field, text after a closing quote, a quote left open at the line's end) is
 * csv-parse's to read or refuse, at its line.
 */
function quotedLineFields(line: string, delimiter: string): string[] | undefined {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    let start = at;
    while (start < line.length && line[start] !== delimiter && isSpace(line.charCodeAt(start))) start++;
    if (line[start] !== '"') {
      const next = line.indexOf(delimiter, start);
      const end = next < 0 ? line.length : next;
      const field = line.slice(start, end);
      if (field.indexOf('"') >= 0) return undefined;
      fields.push(field.trim());
      if (next < 0) return fields;
      at = next + 1;
      continue;
    }
    const quoted = quotedText(line, start);
    if (quoted === undefined) return undefined;
    const { text } = quoted;
    let cursor = quoted.end;
    // After a closing quote csv-parse passes only one-byte white space (a no-break space there is refused): the rest is its to read.
    while (cursor < line.length && line[cursor] !== delimiter && line.charCodeAt(cursor) <= 32 && isSpace(line.charCodeAt(cursor))) cursor++;
    fields.push(text.trim());
    if (cursor >= line.length) return fields;
    if (line[cursor] !== delimiter) return undefined;
    at = cursor + 1;
  }
}

/** Whether a character may be white space to String#trim (every such character is below 33 or above 127). */
export function mayBeSpace(code: number): boolean {
  return code <= 32 || code >= 128;
}

/** Whether a character is white space to String#trim (and so to csv-parse's `trim`). */
function isSpace(code: number): boolean {
  return mayBeSpace(code) && String.fromCharCode(code).trim() === '';
}
