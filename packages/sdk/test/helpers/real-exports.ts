import { expect } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult, type ParseTradesCsvOptions } from '@clarity/sdk';

// What the real-exports tests compare: a result's activities without their ids (made from the row), its activities
// counted by kind (a trade by its side), and a list of named skips.

/** The activities without their `externalId`. */
export const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);

/** How many activities of each kind (`buy`, `sell`, `dividend` …). */
export function kindsOf(result: ImportResult): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const activity of result.activities) {
    const kind = String(('side' in activity && activity.side) || ('type' in activity && activity.type));
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** `[line, code]` for each line named with one code. */
export const named = (code: string, ...lines: number[]): [number, string][] => lines.map((line) => [line, code]);

/** A real file read as `format` (named by `detectFormat` too), its activities by kind as `kinds`: the result, for its skips. */
export function readAs(text: string, format: string | null, kinds: Record<string, number>, options?: ParseTradesCsvOptions): ImportResult {
  if (format !== null) expect(detectFormat(text)).toMatchObject({ format });
  const result = parseBrokerFile(text, options);
  expect(result.format).toBe(format);
  expect(kindsOf(result)).toEqual(kinds);
  return result;
}
