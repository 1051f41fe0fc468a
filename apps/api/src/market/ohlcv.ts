import { z } from 'zod';
import { parseCsv } from '@clarity/file-readers';
import { isoDate, positiveDecimal, type PriceRow } from './format.js';
import { rejectRepeats, validate, type Located } from './parse.js';
import { priceLayout, type CloseKind } from './price-layout.js';
import { markedDecimal, readDates, readDecimalMark, volumeText, type DecimalMark } from './price-values.js';
import type { ImportProblem } from './problems.js';

/**
 * Daily OHLCV files as vendors export them (`market import-prices`, docs/market-data.md): one ticker
 * per file, columns named as Yahoo, yfinance, Stooq, Nasdaq, Investing.com, Alpha Vantage, Tiingo or
 * Cboe name them (price-layout.ts), values as they write them (price-values.ts). Only the close is
 * stored (the engine values holdings at the traded close, not a dividend-adjusted one); the other
 * columns are checked so that a corrupt file is caught before it moves a card, but a day whose open or
 * close lies outside its low–high range, or whose open, high or low is 0 (not recorded), is kept
 * with a warning (real files have them, and only the close is used).
 */

export type { CloseKind } from './price-layout.js';

// Open, high and low may be 0 where the vendor did not record them (Yahoo's indices before 1962).
const recordedOrZero = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a decimal number of zero or more such as 1200')
  .transform(Number)
  .refine((value) => Number.isFinite(value), 'is too large to be a number');

const OhlcvRow = z.object({
  date: isoDate,
  open: recordedOrZero.optional(),
  high: recordedOrZero.optional(),
  low: recordedOrZero.optional(),
  close: positiveDecimal,
  'adj close': positiveDecimal.optional(),
  volume: recordedOrZero.optional(),
});

export interface OhlcvFile {
  prices: Located<PriceRow>[];
  /** What the file decided or left out that the user should know (null days, out-of-range bars, ignored columns). */
  warnings: string[];
  closeKind: CloseKind;
}

/**
 * The closes of one OHLCV file for `ticker` (when not given, the ticker the file names itself), each
 * located by its line; problems (shape, numbers, dates, repeated dates, dates after `today`) are added
 * to `problems` under `file`.
 */
export function parseOhlcvFile(file: string, content: string, ticker: string | undefined, today: string, problems: ImportProblem[]): OhlcvFile {
  const layout = priceLayout(content);
  if (layout.problem) {
    problems.push({ file, ...layout.problem });
    return { prices: [], warnings: [], closeKind: layout.closeKind };
  }
  // yfinance's second and third header lines are blanked, so that every line keeps its number.
  const lines = content.split(/\n/);
  for (const line of layout.headerLines) lines[line - 1] = '';
  const { rows, problems: csvProblems } = parseCsv(lines.join('\n'), layout.header, layout.delimiter);
  for (const p of csvProblems) problems.push({ file, ...p });
  const warnings: string[] = [];
  if (layout.ignored.length > 0) warnings.push(`column${layout.ignored.length === 1 ? '' : 's'} ${layout.ignored.join(', ')} left out (not a price column this import reads)`);
  const nullLines: number[] = [];
  const fileTickers = new Set<string>();
  const raws = rows.flatMap((row) => {
    const raw: Record<string, string> = {};
    for (const [name, value] of Object.entries(row.values)) {
      const column = layout.columns.get(name);
      if (column !== undefined) raw[column] = value;
    }
    // Yahoo writes a day without trading as `null` in every price column: skipped and counted.
    if (['open', 'high', 'low', 'close'].some((column) => raw[column]?.trim().toLowerCase() === 'null')) {
      nullLines.push(row.line);
      return [];
    }
    if (raw.per !== undefined && raw.per !== 'D') problems.push({ file, line: row.line, message: `<PER>: ${raw.per} is not a daily bar (D)` });
    if (raw.ticker !== undefined) fileTickers.add(raw.ticker);
    return [{ line: row.line, raw }];
  });
  if (nullLines.length > 0) warnings.push(`${nullLines.length} day${nullLines.length === 1 ? '' : 's'} with null prices skipped (line${nullLines.length === 1 ? '' : 's'} ${summarize(nullLines)})`);
  const dates = readDates(raws.map(({ line, raw }) => ({ line, text: raw.date ?? '' })), today);
  if (dates.problem) problems.push({ file, ...dates.problem });
  const intraday = intradayBars(raws.map(({ line, raw }) => ({ line, text: (raw.date ?? '').trim() })), dates.toIso);
  if (intraday) {
    problems.push({ file, ...intraday });
    return { prices: [], warnings, closeKind: layout.closeKind };
  }
  const numbers = raws.flatMap(({ line, raw }) => NUMBER_COLUMNS.flatMap((column) => (raw[column] === undefined ? [] : [{ line, text: raw[column] }])));
  const decimals = readDecimalMark(layout.delimiter === ';' ? ';' : ',', numbers);
  if (decimals.problem) problems.push({ file, ...decimals.problem });
  const canonical = raws.map(({ line, raw }) => ({ line, raw: readValues(raw, dates.toIso, decimals.mark) }));
  const bars = validate(file, canonical, OhlcvRow, problems);
  const outOfRange: number[] = [];
  const unrecorded: number[] = [];
  for (const bar of bars) {
    if (bar.value.date > today) problems.push({ file, line: bar.line, message: `date: ${bar.value.date} is in the future (today is ${today})` });
    const { open, high, low, close } = bar.value;
    if (open === undefined || high === undefined || low === undefined) continue;
    if (open === 0 || high === 0 || low === 0) unrecorded.push(bar.line);
    else if (high < low || open < low || open > high || close < low || close > high) outOfRange.push(bar.line);
  }
  if (unrecorded.length > 0) warnings.push(`${unrecorded.length} day${unrecorded.length === 1 ? '' : 's'} with an open, high or low of 0 (not recorded), kept (only the close is stored): line${unrecorded.length === 1 ? '' : 's'} ${summarize(unrecorded)}`);
  if (outOfRange.length > 0) warnings.push(`${outOfRange.length} day${outOfRange.length === 1 ? '' : 's'} whose open or close lies outside the day's low–high range, kept (only the close is stored): line${outOfRange.length === 1 ? '' : 's'} ${summarize(outOfRange)}`);
  rejectRepeats(file, bars, (bar) => bar.date, 'date', problems);

  let fileTicker = ticker;
  if (fileTicker === undefined && layout.namesTicker) {
    if (fileTickers.size > 1) problems.push({ file, line: 0, message: `ticker column: the file holds ${[...fileTickers].join(', ')}; one ticker per file` });
    fileTicker = ownTicker(layout.yfinanceTicker ?? [...fileTickers][0] ?? '');
  }
  return { prices: bars.map(({ line, value }) => ({ line, value: { ticker: fileTicker ?? '', date: value.date, close: value.close } })), warnings, closeKind: layout.closeKind };
}

const PRICE_COLUMNS = ['open', 'high', 'low', 'close', 'adj close'] as const;
const NUMBER_COLUMNS = [...PRICE_COLUMNS, 'volume'] as const;

/** A row's values as the schema reads them: dates in ISO form, numbers with a point and without `$` or thousands separators. */
function readValues(raw: Record<string, string>, toIso: (written: string) => string, mark: DecimalMark): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = { date: toIso((raw.date ?? '').trim()) };
  for (const column of PRICE_COLUMNS) {
    if (raw[column] !== undefined) values[column] = markedDecimal(raw[column], mark);
  }
  if (raw.volume !== undefined) values.volume = volumeText(raw.volume, mark);
  return values;
}

/**
 * Bars of less than a day (`2014-06-23 22:00:00`, `22:30:00`, …): two rows of one day written with
 * different times. Named once, as what the file is, rather than as a repeated date on every line.
 */
function intradayBars(dates: { line: number; text: string }[], toIso: (written: string) => string): { line: number; message: string } | undefined {
  const firstOfDay = new Map<string, { line: number; text: string }>();
  for (const date of dates) {
    const day = toIso(date.text);
    const first = firstOfDay.get(day);
    if (first === undefined) firstOfDay.set(day, date);
    else if (first.text !== date.text && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
      return { line: date.line, message: `date: ${date.text} and ${first.text} (line ${first.line}) are bars of one day: the file holds intraday bars, and import-prices reads one close a day (a daily file)` };
    }
  }
  return undefined;
}

/** True for a file that names its own ticker (a Stooq bulk file, a ticker column, yfinance's `Ticker` line). */
export function namesItsTicker(content: string): boolean {
  return priceLayout(content).namesTicker;
}

/** Stooq names US listings `AAPL.US`: the suffix is dropped; other markets keep theirs (`SAP.DE`). */
function ownTicker(written: string): string {
  return written.trim().toUpperCase().replace(/\.US$/, '');
}

/** `3, 7, 9` or, past five, `3, 7, 9, 12, 15 …`. */
function summarize(lines: number[]): string {
  return lines.length > 5 ? `${lines.slice(0, 5).join(', ')} …` : lines.join(', ');
}

/** `AAPL.csv` → `AAPL`, `brk-b.txt` → `BRK-B`: a file's name as a ticker (checked like any other). */
export function tickerFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.(csv|txt)$/i, '').toUpperCase();
}
