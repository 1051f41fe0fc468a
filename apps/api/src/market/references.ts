import { FILES } from './format.js';
import type { ParsedMarketData } from './parse.js';
import type { ImportProblem } from './problems.js';
import { ASSET_CLASSES } from './types.js';

/** What is already stored, so that an import may refer to it without restating it. */
export interface StoredKeys {
  tickers: Set<string>;
  storyIds: Set<string>;
  sourceIds: Set<string>;
}

const LOWER_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * Checks every reference between records: prices and ticker links name a known instrument,
 * developments a known story and known sources, and link values have the shape of their kind.
 * "Known" means in this import or already stored.
 */
export function checkReferences(data: ParsedMarketData, stored: StoredKeys, problems: ImportProblem[]): void {
  const tickers = union(stored.tickers, data.instruments.map((r) => r.value.ticker));
  const storyIds = union(stored.storyIds, data.stories.map((r) => r.value.id));
  const sourceIds = union(stored.sourceIds, data.sources.map((r) => r.value.id));

  for (const { line, value } of data.prices) {
    if (!tickers.has(value.ticker)) problems.push({ file: FILES.prices, line, message: `ticker ${value.ticker} is not an instrument (add it to ${FILES.instruments})` });
  }
  for (const { line, value } of data.corporateActions) {
    if (!tickers.has(value.ticker)) problems.push({ file: FILES.corporateActions, line, message: `ticker ${value.ticker} is not an instrument (add it to ${FILES.instruments})` });
  }

  for (const { line, value } of data.stories) {
    const seen = new Set<string>();
    value.links.forEach((link, index) => {
      const where = `links[${index}]`;
      const key = `${link.kind} ${link.value}`;
      if (seen.has(key)) problems.push({ file: FILES.stories, line, message: `${where}: repeats the link ${key}` });
      seen.add(key);
      const problem = linkValueProblem(link.kind, link.value, tickers);
      if (problem) problems.push({ file: FILES.stories, line, message: `${where}.value: ${problem}` });
    });
  }

  for (const { line, value } of data.developments) {
    if (!storyIds.has(value.storyId)) problems.push({ file: FILES.developments, line, message: `storyId ${value.storyId} is not a story (add it to ${FILES.stories})` });
    const seen = new Set<string>();
    value.sourceIds.forEach((sourceId, index) => {
      if (!sourceIds.has(sourceId)) problems.push({ file: FILES.developments, line, message: `sourceIds[${index}]: ${sourceId} is not a source (add it to ${FILES.sources})` });
      if (seen.has(sourceId)) problems.push({ file: FILES.developments, line, message: `sourceIds[${index}]: repeats ${sourceId}` });
      seen.add(sourceId);
    });
  }
}

function linkValueProblem(kind: string, value: string, tickers: Set<string>): string | undefined {
  switch (kind) {
    case 'ticker':
      return tickers.has(value) ? undefined : `ticker ${value} is not an instrument`;
    case 'currency':
      return CURRENCY.test(value) ? undefined : 'must be a three-letter upper-case currency code';
    case 'asset_class':
      return (ASSET_CLASSES as readonly string[]).includes(value) ? undefined : `must be one of ${ASSET_CLASSES.join(', ')}`;
    default:
      return LOWER_NAME.test(value) ? undefined : 'must be a lower-case name (letters, digits, "_")';
  }
}

function union(stored: Set<string>, imported: string[]): Set<string> {
  return new Set([...stored, ...imported]);
}
