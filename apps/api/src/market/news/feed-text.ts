/**
 * A news input's bytes as text, in the encoding it is written in (docs/market-data.md, News): feeds
 * from Portugal, Brazil or Germany are often ISO-8859-1 or windows-1252, and reading them as UTF-8
 * would turn every accent into U+FFFD without a word. The encoding is, in order: a byte order mark,
 * the HTTP `charset` (for a fetched feed), the XML declaration's `encoding`; else UTF-8, and bytes
 * that are not UTF-8 are read as windows-1252, the encoding such undeclared feeds are written in.
 */
export function decodeFeedBytes(bytes: Uint8Array, charset?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  const declared = decoderFor(charset) ?? decoderFor(xmlDeclaredEncoding(bytes));
  if (declared) return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
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
function decoderFor(label: string | undefined): { decode(bytes: Uint8Array): string } | undefined {
  if (!label || /^utf-?16/i.test(label)) return undefined;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return undefined;
  }
}
