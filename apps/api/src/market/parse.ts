import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { parseCsv } from '@clarity/file-readers';
import {
  CORPORATE_ACTION_COLUMNS,
  CorporateActionRow,
  DevelopmentRecord,
  FILES,
  FX_COLUMNS,
  FxRow,
  INSTRUMENT_COLUMNS,
  InstrumentRow,
  PRICE_COLUMNS,
  PriceRow,
  SourceRecord,
  StoryRecordSchema,
  type StoryRecordInput,
} from './format.js';
import type { ImportProblem } from './problems.js';
import { readFileText } from './read-file.js';

/** A row that passed its schema, with the line it came from (for cross-file checks). */
export interface Located<T> {
  line: number;
  value: T;
}

/** Everything read from one import directory; a file that is absent gives an empty list. */
export interface ParsedMarketData {
  instruments: Located<InstrumentRow>[];
  prices: Located<PriceRow>[];
  fx: Located<FxRow>[];
  sources: Located<SourceRecord>[];
  stories: Located<StoryRecordInput>[];
  developments: Located<DevelopmentRecord>[];
  corporateActions: Located<CorporateActionRow>[];
  /** The files that were present. */
  files: string[];
}

/**
 * Reads and checks every row of every market data file in `dir` against its schema and for
 * repeated keys. Problems are collected (never thrown one by one) so the caller can report all.
 */
export function parseMarketDirectory(dir: string, problems: ImportProblem[]): ParsedMarketData {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push({ file: dir, line: 0, message: 'is not a directory' });
    return emptyMarketData();
  }
  const files = Object.values(FILES).filter((file) => existsSync(join(dir, file)));
  if (files.length === 0) {
    problems.push({ file: dir, line: 0, message: `contains none of ${Object.values(FILES).join(', ')}` });
    return emptyMarketData();
  }
  const read = (file: string) => (existsSync(join(dir, file)) ? readFileText(join(dir, file), problems, file) : undefined);
  const csv = <S extends z.ZodType>(file: string, columns: readonly string[], schema: S) => {
    const content = read(file);
    if (content === undefined) return [];
    const { rows, problems: csvProblems } = parseCsv(content, columns);
    for (const p of csvProblems) problems.push({ file, ...p });
    return validate(file, rows.map((r) => ({ line: r.line, raw: r.values })), schema, problems);
  };
  const jsonl = <S extends z.ZodType>(file: string, schema: S) => {
    const content = read(file);
    if (content === undefined) return [];
    return validate(file, parseJsonLines(file, content, problems), schema, problems);
  };

  const parsed: ParsedMarketData = {
    instruments: csv(FILES.instruments, INSTRUMENT_COLUMNS, InstrumentRow),
    prices: csv(FILES.prices, PRICE_COLUMNS, PriceRow),
    fx: csv(FILES.fx, FX_COLUMNS, FxRow),
    sources: jsonl(FILES.sources, SourceRecord),
    stories: jsonl(FILES.stories, StoryRecordSchema),
    developments: jsonl(FILES.developments, DevelopmentRecord),
    corporateActions: csv(FILES.corporateActions, CORPORATE_ACTION_COLUMNS, CorporateActionRow),
    files,
  };
  rejectRepeats(FILES.instruments, parsed.instruments, (r) => r.ticker, 'ticker', problems);
  rejectRepeats(FILES.prices, parsed.prices, (r) => `${r.ticker} ${r.date}`, 'ticker and date', problems);
  rejectRepeats(FILES.fx, parsed.fx, (r) => `${r.base}/${r.quote} ${r.date}`, 'pair and date', problems);
  rejectRepeats(FILES.sources, parsed.sources, (r) => r.id, 'id', problems);
  rejectRepeats(FILES.stories, parsed.stories, (r) => r.id, 'id', problems);
  rejectRepeats(FILES.developments, parsed.developments, (r) => r.id, 'id', problems);
  rejectRepeats(FILES.corporateActions, parsed.corporateActions, (r) => `${r.ticker} ${r.ex_date} ${r.type}`, 'ticker, ex-date and type', problems);
  return parsed;
}

/** No records of any kind: the start of an import built from other files than a directory. */
export function emptyMarketData(): ParsedMarketData {
  return { instruments: [], prices: [], fx: [], sources: [], stories: [], developments: [], corporateActions: [], files: [] };
}

/** One JSON object per non-blank line (also the news reader's JSON Lines). */
export function parseJsonLines(file: string, content: string, problems: ImportProblem[]): { line: number; raw: unknown }[] {
  const records: { line: number; raw: unknown }[] = [];
  content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((text, index) => {
      if (text.trim() === '') return;
      try {
        records.push({ line: index + 1, raw: JSON.parse(text) });
      } catch (error) {
        problems.push({ file, line: index + 1, message: `not valid JSON (${error instanceof Error ? error.message : String(error)})` });
      }
    });
  return records;
}

export function validate<S extends z.ZodType>(
  file: string,
  rows: { line: number; raw: unknown }[],
  schema: S,
  problems: ImportProblem[],
): Located<z.output<S>>[] {
  const valid: Located<z.output<S>>[] = [];
  for (const { line, raw } of rows) {
    const result = schema.safeParse(raw);
    if (result.success) {
      valid.push({ line, value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : '';
      problems.push({ file, line, message: `${where}${issue.message}` });
    }
  }
  return valid;
}

/** `developments[2].date` style paths. */
export function formatPath(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}

export function rejectRepeats<T>(file: string, rows: Located<T>[], key: (row: T) => string, what: string, problems: ImportProblem[]): void {
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const k = key(row.value);
    const first = firstLine.get(k);
    if (first === undefined) firstLine.set(k, row.line);
    else problems.push({ file, line: row.line, message: `repeats the ${what} ${k} of line ${first}` });
  }
}
