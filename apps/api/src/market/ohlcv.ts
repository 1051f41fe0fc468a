import { z } from 'zod';
import { parseCsv } from '@clarity/file-readers';
import { isoDate, positiveDecimal, type PriceRow } from './format.js';
import { rejectRepeats, validate, type Located } from './parse.js';
import type { ImportProblem } from './problems.js';

/**
 * Daily OHLCV files as Yahoo Finance and Stooq export them (`market import-prices`,
 * docs/market-data.md): `Date,Open,High,Low,Close[,Adj Close],Volume`, one ticker per file, or
 * Stooq's bulk `.txt` (`<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>`).
 * Only the close is stored (the engine values holdings at the traded close, not a dividend-adjusted
 * one); the other columns are checked so that a corrupt file is caught before it moves a card, but a
 * day whose open or close lies outside its low–high range is kept with a warning (real files have
 * them, and only the close is used).
 */

const WITH_ADJUSTED = ['date', 'open', 'high', 'low', 'close', 'adj close', 'volume'] as const;
const WITHOUT_ADJUSTED = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;
const STOOQ_BULK = ['<ticker>', '<per>', '<date>', '<time>', '<open>', '<high>', '<low>', '<close>', '<vol>', '<openint>'] as const;
// Stooq's bulk names for the columns every layout shares.
const STOOQ_NAMES: Record<string, string> = { '<ticker>': 'ticker', '<per>': 'per', '<date>': 'date', '<time>': 'time', '<open>': 'open', '<high>': 'high', '<low>': 'low', '<close>': 'close', '<vol>': 'volume', '<openint>': 'openint' };

/** How a file's closes were made: Yahoo's Close beside Adj Close is the traded one; Stooq's are adjusted; a plain file says nothing. */
export type CloseKind = 'traded' | 'adjusted' | 'unstated';

const nonNegativeDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a decimal number of zero or more such as 1200')
  .transform(Number);

const OhlcvRow = z.object({
  date: isoDate,
  open: positiveDecimal,
  high: positiveDecimal,
  low: positiveDecimal,
  close: positiveDecimal,
  'adj close': positiveDecimal.optional(),
  volume: nonNegativeDecimal,
});

export interface OhlcvFile {
  prices: Located<PriceRow>[];
  /** What the file decided or left out that the user should know (null days, out-of-range bars). */
  warnings: string[];
  closeKind: CloseKind;
}

/**
 * The closes of one OHLCV file for `ticker` (for a Stooq bulk file, `ticker` or the file's own),
 * each located by its line; problems (shape, numbers, repeated dates, dates after `today`) are added
 * to `problems` under `file`.
 */
export function parseOhlcvFile(file: string, content: string, ticker: string | undefined, today: string, problems: ImportProblem[]): OhlcvFile {
  const { header, columns, layout } = headerColumns(content);
  const { rows, problems: csvProblems } = parseCsv(content, header ?? WITH_ADJUSTED);
  for (const p of csvProblems) problems.push({ file, ...p });
  const warnings: string[] = [];
  const nullLines: number[] = [];
  const bulkTickers = new Set<string>();
  // Headers differ in case between exporters ("Adj Close", "adj close"); rows are keyed by the canonical names.
  const canonical = rows.flatMap((row) => {
    const raw: Record<string, string> = Object.fromEntries(Object.entries(row.values).map(([name, value]) => [columns.get(name) ?? name, value]));
    // Yahoo writes a day without trading as `null` in every price column: skipped and counted.
    if (['open', 'high', 'low', 'close'].some((column) => raw[column]?.trim().toLowerCase() === 'null')) {
      nullLines.push(row.line);
      return [];
    }
    if (layout === STOOQ_BULK) {
      if (raw.per !== 'D') problems.push({ file, line: row.line, message: `<PER>: ${raw.per} is not a daily bar (D)` });
      bulkTickers.add(raw.ticker ?? '');
      raw.date = /^\d{8}$/.test(raw.date ?? '') ? `${raw.date!.slice(0, 4)}-${raw.date!.slice(4, 6)}-${raw.date!.slice(6)}` : (raw.date ?? '');
    }
    return [{ line: row.line, raw }];
  });
  if (nullLines.length > 0) warnings.push(`${nullLines.length} day${nullLines.length === 1 ? '' : 's'} with null prices skipped (line${nullLines.length === 1 ? '' : 's'} ${summarize(nullLines)})`);
  const bars = validate(file, canonical, OhlcvRow, problems);
  const outOfRange: number[] = [];
  for (const bar of bars) {
    if (bar.value.date > today) problems.push({ file, line: bar.line, message: `date: ${bar.value.date} is in the future (today is ${today})` });
    const { open, high, low, close } = bar.value;
    if (high < low || open < low || open > high || close < low || close > high) outOfRange.push(bar.line);
  }
  if (outOfRange.length > 0) warnings.push(`${outOfRange.length} day${outOfRange.length === 1 ? '' : 's'} whose open or close lies outside the day's low–high range, kept (only the close is stored): line${outOfRange.length === 1 ? '' : 's'} ${summarize(outOfRange)}`);
  rejectRepeats(file, bars, (bar) => bar.date, 'date', problems);

  let fileTicker = ticker;
  if (layout === STOOQ_BULK && fileTicker === undefined) {
    if (bulkTickers.size > 1) problems.push({ file, line: 0, message: `<TICKER>: the file holds ${[...bulkTickers].join(', ')}; one ticker per file` });
    fileTicker = stooqTicker([...bulkTickers][0] ?? '');
  }
  const closeKind: CloseKind = layout === STOOQ_BULK ? 'adjusted' : layout === WITH_ADJUSTED ? 'traded' : 'unstated';
  return { prices: bars.map(({ line, value }) => ({ line, value: { ticker: fileTicker ?? '', date: value.date, close: value.close } })), warnings, closeKind };
}

/** True for a Stooq bulk file, whose ticker is in the file rather than its name. */
export function isStooqBulk(content: string): boolean {
  return headerColumns(content).layout === STOOQ_BULK;
}

/** Stooq names US listings `AAPL.US`: the suffix is dropped; other markets keep theirs (`SAP.DE`). */
function stooqTicker(written: string): string {
  return written.trim().toUpperCase().replace(/\.US$/, '');
}

/** `3, 7, 9` or, past five, `3, 7, 9, 12, 15 …`. */
function summarize(lines: number[]): string {
  return lines.length > 5 ? `${lines.slice(0, 5).join(', ')} …` : lines.join(', ');
}

/**
 * The header as written when it names one of the layouts (any case and spacing), with each
 * written name's canonical column; otherwise no header, so that parseCsv reports what is wrong.
 */
function headerColumns(content: string): { header?: string[]; columns: Map<string, string>; layout?: readonly string[] } {
  const first = content.replace(/^\uFEFF/, '').split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const written = first.split(',').map((name) => name.trim());
  const normalized = written.map((name) => name.toLowerCase().replace(/\s+/g, ' '));
  const layout = [WITH_ADJUSTED, WITHOUT_ADJUSTED, STOOQ_BULK].find((names) => names.length === normalized.length && names.every((n) => normalized.includes(n)));
  if (!layout) return { columns: new Map() };
  const canonical = (name: string) => (layout === STOOQ_BULK ? STOOQ_NAMES[name]! : name);
  return { header: written, columns: new Map(written.map((name, index) => [name, canonical(normalized[index]!)])), layout };
}

/** `AAPL.csv` → `AAPL`, `brk-b.txt` → `BRK-B`: a file's name as a ticker (checked like any other). */
export function tickerFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.(csv|txt)$/i, '').toUpperCase();
}
