import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A broker's XML, parsed without trusting it: a document type declaration is refused (no entity
 * can expand, none can point outside), entity processing is off besides, and attributes come back
 * as strings keyed by name. `arrays`: elements that always parse as lists.
 */
export function parseBrokerXml(text: string, arrays: readonly string[]): { document: Record<string, unknown> } | { line: number; message: string } {
  const declaration = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (declaration) return { line: text.slice(0, declaration.index).split('\n').length, message: 'a DOCTYPE or ENTITY declaration is not accepted' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { line: valid.err.line, message: `not well-formed XML (${valid.err.msg})` };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.includes(name),
  });
  try {
    return { document: parser.parse(text) as Record<string, unknown> };
  } catch (error) {
    // The validator passed it, so this is the parser's own limit; still a problem, never a throw.
    return { line: 0, message: `not readable XML (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The line of each `<name …>` start tag, in document order (the parser keeps no positions). */
export function elementLines(text: string, name: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(new RegExp(`<${name}[\\s/>]`, 'g'))) {
    for (; counted < match.index; counted++) if (text.charCodeAt(counted) === 10) line++;
    lines.push(line);
  }
  return lines;
}
