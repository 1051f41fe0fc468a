import type { Citation } from '@clarity/shared';

export interface FactCheck {
  ok: boolean;
  /** Why the text was rejected (for the log), empty when ok. */
  problems: string[];
}

// A number as written in an answer: 12,345.6 / 12.3% / 2026 (dates split into their parts).
const NUMBER = /\d[\d,]*(?:\.\d+)?%?/g;
const CITATION = /\[(\d+)\]/g;

function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.replace(CITATION, ' ').matchAll(NUMBER)) found.add(normalize(match[0]));
  return found;
}

function normalize(number: string): string {
  return number.replace(/,/g, '').replace(/\.0+(?=%?$)/, '');
}

/**
 * Checks a model's wording against the facts it was given: every number it writes
 * must appear in the fact sheet, every `[n]` must be a citation of the answer, and an answer
 * whose facts cite sources must cite at least one. Anything else means the model invented or
 * garbled something, and the deterministic text is used instead.
 */
export function checkModelText(text: string, factSheet: string, citations: readonly Citation[]): FactCheck {
  const problems: string[] = [];
  if (text.trim().length === 0) problems.push('empty answer');
  const allowed = numbersIn(factSheet);
  for (const n of numbersIn(text)) if (!allowed.has(n)) problems.push(`number not in the facts: ${n}`);
  const ids = new Set(citations.map((c) => c.id));
  const cited = [...text.matchAll(CITATION)].map((m) => Number(m[1]));
  for (const id of cited) if (!ids.has(id)) problems.push(`unknown citation [${id}]`);
  if (citations.length > 0 && cited.length === 0) problems.push('cites no source');
  return { ok: problems.length === 0, problems };
}
