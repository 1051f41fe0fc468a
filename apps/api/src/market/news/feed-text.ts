/**
 * A news input's bytes as text, in the encoding it is written in (docs/market-data.md, News): feeds
 * from Portugal, Brazil or Germany are often ISO-8859-1 or windows-1252, and reading them as UTF-8
 * would turn every accent into U+FFFD without a word. The encoding is, in order: a byte order mark,
 * the HTTP `charset` (for a fetched feed), the XML declaration's `encoding`; else UTF-8, and bytes
 * that are not UTF-8 are read as windows-1252, the encoding such undeclared feeds are written in.
 */
export function decodeFeedBytes(bytes: Uint8Array, charset?: string): string {
  return undoDoubleEncoding(decodeInItsEncoding(bytes, charset));
}

function decodeInItsEncoding(bytes: Uint8Array, charset?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  const declared = decoderFor(charset) ?? decoderFor(xmlDeclaredEncoding(bytes));
  if (declared) return declared.encoding === 'windows-1252' ? windows1252(bytes) : declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

// windows-1252's characters for the bytes 0x80–0x9F (`€` 0x80, `’` 0x92 …; the five it leaves undefined stay
// control characters). Node's own windows-1252 decoder reads these bytes as Latin-1's control characters,
// which would turn a feed's curly quotes and dashes into invisible ones, so they are mapped here.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const WINDOWS_1252_BYTE = new Map([...WINDOWS_1252_HIGH].map((character, offset) => [character, 0x80 + offset]));

/** Bytes as windows-1252 (which the labels ISO-8859-1 and Latin-1 name too), 0x80–0x9F included. */
function windows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (control) => WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]!);
}

/**
 * Text encoded twice: UTF-8 read as windows-1252 or Latin-1 and written out as UTF-8 again
 * (`KÃ¤ltewelle` for `Kältewelle`, `Ð’` for `В`), as a feed whose publisher's system converted it
 * once too often, or a feed declared ISO-8859-1 whose bytes are UTF-8, reads. It is undone only when
 * the whole text, written back as those single bytes, is valid UTF-8: every accent of the document then
 * was such a pair (`ä` alone, as correct Latin-1 or UTF-8 text writes it, never is), so correct text
 * is never changed.
 */
export function undoDoubleEncoding(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const byte = code < 0x100 ? code : WINDOWS_1252_BYTE.get(character);
    if (byte === undefined) return text;
    bytes[length++] = byte;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length));
  } catch {
    return text;
  }
}

/** `charset=ISO-8859-1` of a Content-Type header, if any. */
export function charsetOf(contentType: string | null): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

/** `encoding="ISO-8859-1"` of `<?xml …?>` at the very start (read as ASCII, which every such declaration is). */
function xmlDeclaredEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
}

/** A decoder for a label TextDecoder knows (UTF-16 labels aside: without a byte order mark they are not trusted); else undefined. */
function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | undefined {
  if (!label || /^utf-?16/i.test(label)) return undefined;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return undefined;
  }
}
