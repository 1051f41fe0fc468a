import { z } from 'zod';
import { parseCsv } from '@clarity/file-readers';
import { isoDate, positiveDecimal, type PriceRow } from './format.js';
import { rejectRepeats, validate, type Located } from './parse.js';
import type { ImportProblem } from './problems.js';

/**
 * Daily OHLCV files as Yahoo Finance and Stooq export them (`market import-prices`,
 * docs/market-data.md): `Date,Open,High,Low,Close[,Adj Close],Volume`, one ticker per file.
 * Only the close is stored (the engine values holdings at the traded close, not a dividend-adjusted
 * one); the other columns are checked so that a corrupt file is caught before it moves a card.
 */

const WITH_ADJUSTED = ['date', 'open', 'high', 'low', 'close', 'adj close', 'volume'] as const;
const WITHOUT_ADJUSTED = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;

const nonNegativeDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a decimal number of zero or more such as 1200')
  .transform(Number);

const OhlcvRow = z
  .object({
    date: isoDate,
    open: positiveDecimal,
    high: positiveDecimal,
    low: positiveDecimal,
    close: positiveDecimal,
    'adj close': positiveDecimal.optional(),
    volume: nonNegativeDecimal,
  })
  .superRefine((row, context) => {
    if (row.high < row.low) context.addIssue({ code: 'custom', path: ['high'], message: `${row.high} is below low ${row.low}` });
    else {
      for (const column of ['open', 'close'] as const) {
        const value = row[column];
        if (value < row.low || value > row.high) context.addIssue({ code: 'custom', path: [column], message: `${value} is outside low–high ${row.low}–${row.high}` });
      }
    }
  });

/**
 * The closes of one OHLCV file for `ticker`, each located by its line; problems (shape, numbers,
 * ranges, repeated dates, dates after `today`) are added to `problems` under `file`.
 */
export function parseOhlcvFile(file: string, content: string, ticker: string, today: string, problems: ImportProblem[]): Located<PriceRow>[] {
  const { header, columns } = headerColumns(content);
  const { rows, problems: csvProblems } = parseCsv(content, header ?? WITH_ADJUSTED);
  for (const p of csvProblems) problems.push({ file, ...p });
  // Headers differ in case between exporters ("Adj Close", "adj close"); rows are keyed by the canonical names.
  const canonical = rows.map((row) => ({
    line: row.line,
    raw: Object.fromEntries(Object.entries(row.values).map(([name, value]) => [columns.get(name) ?? name, value])),
  }));
  const bars = validate(file, canonical, OhlcvRow, problems);
  for (const bar of bars) {
    if (bar.value.date > today) problems.push({ file, line: bar.line, message: `date: ${bar.value.date} is in the future (today is ${today})` });
  }
  rejectRepeats(file, bars, (bar) => bar.date, 'date', problems);
  return bars.map(({ line, value }) => ({ line, value: { ticker, date: value.date, close: value.close } }));
}

/**
 * The header as written when it names one of the two layouts (any case and spacing), with each
 * written name's canonical column; otherwise no header, so that parseCsv reports what is wrong.
 */
function headerColumns(content: string): { header?: string[]; columns: Map<string, string> } {
  const first = content.replace(/^\uFEFF/, '').split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const written = first.split(',').map((name) => name.trim());
  const normalized = written.map((name) => name.toLowerCase().replace(/\s+/g, ' '));
  const layout = [WITH_ADJUSTED, WITHOUT_ADJUSTED].find((names) => names.length === normalized.length && names.every((n) => normalized.includes(n)));
  if (!layout) return { columns: new Map() };
  return { header: written, columns: new Map(written.map((name, index) => [name, normalized[index]!])) };
}

/** `AAPL.csv` → `AAPL`, `brk-b.txt` → `BRK-B`: a file's name as a ticker (checked like any other). */
export function tickerFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.(csv|txt)$/i, '').toUpperCase();
}
