import type { oas31 } from 'zod-openapi';

const SCHEMA_REF = '#/components/schemas/';

/**
 * zod-openapi renders every named schema as a request (input) shape under its own name and, when
 * the response (output) shape differs, adds `<Name>Output`. For schemas only ever sent (the card,
 * the strategy fit …) that leaves `<Name>` unused and the real shape under a suffixed name; this
 * gives those back their own name.
 */
export function nameOutputOnlyComponents(document: oas31.OpenAPIObject, suffix = 'Output'): oas31.OpenAPIObject {
  let text = JSON.stringify(document);
  // Folding one (the card) can leave the request shapes it referred to (its citations) unused in turn.
  for (let folded = true; folded; ) {
    folded = false;
    const current = JSON.parse(text) as oas31.OpenAPIObject;
    const schemas = current.components?.schemas ?? {};
    for (const name of Object.keys(schemas)) {
      const output = `${name}${suffix}`;
      if (!(output in schemas) || text.includes(`"${SCHEMA_REF}${name}"`)) continue;
      schemas[name] = schemas[output]!;
      delete schemas[output];
      text = JSON.stringify(current).replaceAll(`"${SCHEMA_REF}${output}"`, `"${SCHEMA_REF}${name}"`);
      folded = true;
      break;
    }
  }
  return JSON.parse(text) as oas31.OpenAPIObject;
}
