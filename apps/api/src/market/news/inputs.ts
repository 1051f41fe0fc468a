import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseCsv } from '@clarity/file-readers';
import { MarketImportError, type ImportProblem } from '../problems.js';
import { readFileBytes, readFileText } from '../read-file.js';
import { fetchFeed, redactedUrl } from './fetch-feed.js';
import { decodeFeedBytes } from './feed-text.js';
import type { NewsInput } from './ingester.js';
import { NEWS_LIMITS } from './limits.js';

/** In a directory: these are read as news; `aliases.csv` as aliases; everything else (a README) is skipped. */
const NEWS_FILE = /\.(jsonl|ndjson|xml|rss|atom|json)$/i;
export const ALIASES_FILE = 'aliases.csv';
const ALIAS_COLUMNS = ['ticker', 'alias'] as const;

export interface CollectedInputs {
  inputs: NewsInput[];
  aliases: { ticker: string; alias: string }[];
}

/**
 * `ingest-news` arguments: files, directories (their news files, sorted by name, and an
 * `aliases.csv`) and http(s) URLs (fetched within the limits). Every problem is collected; any
 * one fails the whole ingest before anything is written.
 */
export async function collectInputs(specs: string[], aliasesFile?: string): Promise<CollectedInputs> {
  const problems: ImportProblem[] = [];
  const inputs: NewsInput[] = [];
  const aliasFiles: string[] = aliasesFile ? [aliasesFile] : [];
  for (const spec of specs) {
    if (/^https?:\/\//i.test(spec)) {
      try {
        const response = await fetchFeed(spec);
        // Named without the query string, which may carry the feed's access token.
        if (response.status === 'ok') inputs.push({ name: redactedUrl(spec), content: response.content });
      } catch (error) {
        problems.push({ file: redactedUrl(spec), line: 0, message: error instanceof Error ? error.message.replace(`${redactedUrl(spec)}: `, '') : String(error) });
      }
      continue;
    }
    if (!existsSync(spec)) {
      problems.push({ file: spec, line: 0, message: 'does not exist' });
      continue;
    }
    if (statSync(spec).isDirectory()) {
      const names = readdirSync(spec).sort();
      if (names.includes(ALIASES_FILE)) aliasFiles.push(join(spec, ALIASES_FILE));
      const files = names.filter((name) => NEWS_FILE.test(name));
      if (files.length === 0) problems.push({ file: spec, line: 0, message: 'contains no .jsonl, .xml, .rss, .atom or .json file' });
      for (const name of files) readFile(join(spec, name), inputs, problems);
    } else if (basename(spec) === ALIASES_FILE) {
      aliasFiles.push(spec);
    } else {
      readFile(spec, inputs, problems);
    }
  }
  const aliases = aliasFiles.flatMap((file) => readAliases(file, problems));
  if (problems.length > 0) throw new MarketImportError(problems);
  return { inputs, aliases };
}

function readFile(file: string, inputs: NewsInput[], problems: ImportProblem[]): void {
  if (statSync(file).size > NEWS_LIMITS.maxBytes) {
    problems.push({ file, line: 0, message: `is larger than ${NEWS_LIMITS.maxBytes} bytes` });
    return;
  }
  const bytes = readFileBytes(file, problems);
  if (bytes !== undefined) inputs.push({ name: file, content: decodeFeedBytes(bytes) });
}

/** `ticker,alias` rows: another name articles use for an instrument ("Google" for GOOGL). */
export function readAliases(file: string, problems: ImportProblem[]): { ticker: string; alias: string }[] {
  if (!existsSync(file)) {
    problems.push({ file, line: 0, message: 'does not exist' });
    return [];
  }
  const content = readFileText(file, problems);
  if (content === undefined) return [];
  const { rows, problems: csvProblems } = parseCsv(content, ALIAS_COLUMNS);
  for (const p of csvProblems) problems.push({ file, ...p });
  const aliases: { ticker: string; alias: string }[] = [];
  for (const row of rows) {
    const [ticker = '', alias = ''] = [row.values.ticker, row.values.alias];
    if (!/^[A-Z0-9][A-Z0-9.-]{0,19}$/.test(ticker)) problems.push({ file, line: row.line, message: 'ticker: must be 1–20 upper-case letters, digits, "." or "-"' });
    else if (alias.length < 2 || alias.length > 100) problems.push({ file, line: row.line, message: 'alias: must be 2–100 characters' });
    else aliases.push({ ticker, alias });
  }
  return aliases;
}
