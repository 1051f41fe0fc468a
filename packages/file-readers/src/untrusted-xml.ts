import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type XmlResult = { ok: true; document: Record<string, unknown> } | { ok: false; line: number; message: string };

/**
 * Parses an XML file from outside (ECB rates, IBKR Flex statements) without trusting it: a document
 * type declaration is refused outright, so no entity can expand (billion laughs) and no external
 * entity is ever looked at, and entity processing is off besides. Attributes come back as plain
 * strings keyed by name; `arrays` lists the elements that always parse as lists, however many there
 * are. Never throws: whatever the parser itself refuses is a result too.
 */
export function parseUntrustedXml(text: string, arrays: readonly string[]): XmlResult {
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (doctype) return { ok: false, line: lineAt(text, doctype.index), message: 'a DOCTYPE or ENTITY declaration is not accepted' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, line: valid.err.line, message: `not well-formed XML (${valid.err.msg})` };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.includes(name),
  });
  try {
    return { ok: true, document: parser.parse(text) as Record<string, unknown> };
  } catch (error) {
    // The validator passed it, so this is the parser's own limit; still a result, never a throw.
    return { ok: false, line: 0, message: `not readable XML (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * The line of every start tag `<name …>` in document order. The parser keeps no positions, but
 * the n-th element of one name met in document order is the n-th such start tag in the text.
 */
export function startTagLines(text: string, name: string): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(`<${name}[\\s/>]`, 'g');
  let line = 1;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    line += countNewlines(text, from, match.index);
    from = match.index;
    lines.push(line);
  }
  return lines;
}

/**
 * Where an XML document stops being well-formed (a file cut off, a tag left open), or undefined when
 * it is well-formed: for callers that parse with another library and want the line of a failure.
 */
export function xmlBreak(text: string): { line: number; message: string } | undefined {
  const valid = XMLValidator.validate(text);
  if (valid === true) return undefined;
  // Tags still open at the end: the validator names them, not where; the break is the last line.
  const open = /^Invalid '\[(.*)\]' found/.exec(valid.err.msg.replace(/\s+/g, ' '));
  if (valid.err.code === 'InvalidXml' && open) {
    const tags = [...open[1]!.matchAll(/"([^"]+)"/g)].map((match) => `<${match[1]}>`);
    return { line: lineAt(text, text.trimEnd().length), message: `the document ends with ${tags.join(', ')} still open: the file is cut off` };
  }
  return { line: valid.err.line, message: valid.err.msg };
}

function lineAt(text: string, index: number): number {
  return 1 + countNewlines(text, 0, index);
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}
