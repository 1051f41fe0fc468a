import { expect } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult, type ParseTradesCsvOptions } from '@clarity/sdk';

// What the real-export and broker-format tests compare of an import's result.

/** The activities without their ids (a hash of the row where the file has none). */
export const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);

/** How many activities of each kind (a trade's side, else its type). */
export const kindsOf = (result: ImportResult) => {
  const kinds: Record<string, number> = {};
  for (const activity of result.activities) {
    const kind = String(('side' in activity && activity.side) || ('type' in activity && activity.type));
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
};

/** Skipped rows as `[line, code]` pairs, all of one code. */
export const named = (code: string, ...lines: number[]): [number, string][] => lines.map((line) => [line, code]);

/** The result's skipped rows as `[line, code]` pairs. */
export const skippedOf = (result: ImportResult) => result.skipped.map(({ line, code }) => [line, code]);

/** A real file detected and read as `format` (null: refused), with activities of these kinds: the result, for its other checks. */
export function readAs(text: string, format: string | null, kinds: Record<string, number>, options?: ParseTradesCsvOptions): ImportResult {
  if (format !== null) expect(detectFormat(text)).toMatchObject({ format });
  const result = parseBrokerFile(text, options);
  expect(result.format).toBe(format);
  expect(kindsOf(result)).toEqual(kinds);
  return result;
}

/** A real file is detected and read as `format` (null: refused), with activities of these kinds and these rows named. */
export function expectReadAs(text: string, format: string | null, kinds: Record<string, number>, skipped: [number, string][], options?: ParseTradesCsvOptions): void {
  expect(skippedOf(readAs(text, format, kinds, options))).toEqual(skipped);
}

/** The kinds a result reads in other numbers than expected, each as `kind n (expected m)`. */
export function kindDifferences(result: ImportResult, expected: Record<string, number>): string[] {
  const kinds = kindsOf(result);
  return [...new Set([...Object.keys(kinds), ...Object.keys(expected)])].filter((key) => (kinds[key] ?? 0) !== (expected[key] ?? 0)).map((key) => `${key} ${kinds[key] ?? 0} (expected ${expected[key] ?? 0})`);
}

/** For a file with nothing recordable: refused once at line 0, or every data line from..to named (else why not). */
export function nothingRecordedDifferences(result: ImportResult, [from, to]: [number, number]): string[] {
  const lines = result.skipped.map(({ line }) => line);
  const refused = lines.length === 1 && lines[0] === 0;
  const all = Array.from({ length: to - from + 1 }, (_, i) => from + i).every((line) => lines.includes(line));
  return refused || all ? [] : [`neither refused nor every data line named: ${lines.join(', ')}`];
}
