import { parseCsv, splitCsvRecord } from '@clarity/file-readers';
import type { FxRow } from './format.js';
import { checkRates, type RawRate } from './fx-rates.js';
import type { Located } from './parse.js';
import type { ImportProblem } from './problems.js';

/**
 * The Federal Reserve's H.10 foreign exchange rates (`market import-fx --fed`, docs/market-data.md) in
 * the two forms people download them: a FRED series (`observation_date,DEXUSUK`, one pair per file,
 * named by its series id) and the Fed's own Data Download Program CSV (six lines saying what each
 * column is, `Unit:` `Currency:_Per_GBP` beside `Currency:` `USD` for US dollars per pound, then
 * `Time Period` and the days). A day without a rate (a US holiday: FRED leaves it empty or writes `.`,
 * the Fed `ND`) is skipped and counted in a warning; a column that is not a spot rate of two
 * currencies (the dollar indexes) is refused, naming its unit.
 */

// FRED's H.10 series: DEX + the other country's code + US is that currency per dollar (DEXJPUS: yen per
// USD, so USD/JPY); DEXUS + the code is dollars per that currency (DEXUSUK: USD per GBP, so GBP/USD).
const FRED_COUNTRY: Record<string, string> = {
  AL: 'AUD', BZ: 'BRL', CA: 'CAD', CH: 'CNY', DN: 'DKK', EU: 'EUR', HK: 'HKD', IN: 'INR', JP: 'JPY', KO: 'KRW', MA: 'MYR', MX: 'MXN',
  NO: 'NOK', NZ: 'NZD', SD: 'SEK', SF: 'ZAR', SI: 'SGD', SL: 'LKR', SZ: 'CHF', TA: 'TWD', TH: 'THB', UK: 'GBP',
};
const USD = 'USD';
const FRED_DATE_COLUMNS = new Set(['observation_date', 'date']);
const NO_RATE = new Set(['', '.', 'ND']);

export interface FedRates {
  rates: Located<FxRow>[];
  warnings: string[];
}

export function parseFedH10File(file: string, text: string, today: string, problems: ImportProblem[]): FedRates {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = fields(lines[0] ?? '');
  const before = problems.length;
  const read = FRED_DATE_COLUMNS.has((first[0] ?? '').toLowerCase()) ? fredRates(file, lines, first, problems) : first[0] === 'Series Description' ? fedDownloadRates(file, lines, problems) : notH10(file, first, problems);
  const rates = problems.length === before ? checkRates(file, read.raw, today, problems, 'pair') : [];
  const warnings = read.skipped.length > 0 ? [`${file}: ${read.skipped.length} day${read.skipped.length === 1 ? '' : 's'} without a rate (a holiday: empty, "." or ND) skipped: line${read.skipped.length === 1 ? '' : 's'} ${summarize(read.skipped)}`] : [];
  return { rates, warnings };
}

interface Read {
  raw: RawRate[];
  skipped: number[];
}

function notH10(file: string, header: string[], problems: ImportProblem[]): Read {
  problems.push({ file, line: 1, message: `header: not a FRED exchange-rate series (observation_date,DEXUSEU) or the Fed's H.10 download ("Series Description",…); found ${header.join(', ')}` });
  return { raw: [], skipped: [] };
}

/** `DEXUSUK` → GBP/USD, `DEXJPUS` → USD/JPY; undefined for a series that is not an H.10 rate. */
export function fredPair(series: string): { base: string; quote: string } | undefined {
  const perDollar = /^DEX([A-Z]{2})US$/.exec(series);
  if (perDollar && perDollar[1] !== 'US' && FRED_COUNTRY[perDollar[1]!]) return { base: USD, quote: FRED_COUNTRY[perDollar[1]!]! };
  const dollarsPer = /^DEXUS([A-Z]{2})$/.exec(series);
  if (dollarsPer && FRED_COUNTRY[dollarsPer[1]!]) return { base: FRED_COUNTRY[dollarsPer[1]!]!, quote: USD };
  return undefined;
}

function fredRates(file: string, lines: string[], header: string[], problems: ImportProblem[]): Read {
  const series = header.slice(1);
  const pairs = series.map(fredPair);
  const unknown = series.filter((_, index) => pairs[index] === undefined);
  if (series.length === 0 || unknown.length > 0) {
    problems.push({ file, line: 1, message: `header: ${unknown.length > 0 ? unknown.join(', ') : 'no series'} is not a FRED H.10 exchange-rate series (DEXUSEU, DEXJPUS, … : ${Object.keys(FRED_COUNTRY).length} currencies against the US dollar)` });
    return { raw: [], skipped: [] };
  }
  return ratesOf(file, lines.join('\n'), header, pairs as { base: string; quote: string }[], problems);
}

/**
 * The Fed's Data Download Program CSV: `Series Description`, `Unit:`, `Multiplier:`, `Currency:`,
 * `Unique Identifier:` and `Time Period` (the column names) lines, then one line a day.
 */
function fedDownloadRates(file: string, lines: string[], problems: ImportProblem[]): Read {
  const headerIndex = lines.findIndex((line) => fields(line)[0] === 'Time Period');
  if (headerIndex < 0) {
    problems.push({ file, line: 1, message: 'header: the Fed\'s H.10 download names its columns on a "Time Period" line, and this file has none' });
    return { raw: [], skipped: [] };
  }
  const described = (label: string) => {
    const index = lines.slice(0, headerIndex).findIndex((line) => fields(line)[0]?.replace(/\s+$/, '') === label);
    return { line: index + 1, values: index < 0 ? [] : fields(lines[index]!).slice(1) };
  };
  const header = fields(lines[headerIndex]!);
  const units = described('Unit:');
  const multipliers = described('Multiplier:');
  const currencies = described('Currency:');
  const pairs = header.slice(1).map((column, index) => {
    const per = /^Currency:_Per_([A-Z]{3})$/.exec(units.values[index] ?? '');
    const quote = currencies.values[index] ?? '';
    if (!per || !/^[A-Z]{3}$/.test(quote)) {
      problems.push({ file, line: units.line, message: `${column}: unit ${units.values[index] ?? '(none)'} is not an exchange rate (Currency:_Per_XXX with a currency); import-fx --fed reads the H.10 spot rates` });
      return undefined;
    }
    if ((multipliers.values[index] ?? '1') !== '1') {
      problems.push({ file, line: multipliers.line, message: `${column}: multiplier ${multipliers.values[index]} (rates per ${multipliers.values[index]} units); only rates per one unit are read` });
      return undefined;
    }
    return { base: per[1]!, quote };
  });
  if (pairs.some((pair) => pair === undefined)) return { raw: [], skipped: [] };
  // Lines before the header are blanked rather than dropped, so that every line keeps its number.
  const body = lines.map((line, index) => (index < headerIndex ? '' : line)).join('\n');
  return ratesOf(file, body, header, pairs as { base: string; quote: string }[], problems);
}

function ratesOf(file: string, text: string, header: string[], pairs: { base: string; quote: string }[], problems: ImportProblem[]): Read {
  const { rows, problems: csvProblems } = parseCsv(text, header);
  for (const p of csvProblems) problems.push({ file, ...p });
  const raw: RawRate[] = [];
  const skipped = new Set<number>();
  for (const row of rows) {
    const date = row.values[header[0]!]!.trim();
    header.slice(1).forEach((column, index) => {
      const rate = row.values[column]!.trim();
      if (NO_RATE.has(rate)) skipped.add(row.line);
      else raw.push({ line: row.line, raw: { ...pairs[index]!, date, rate } });
    });
  }
  header.slice(1).forEach((column, index) => {
    const cut = cutOffRate(raw.filter((rate) => rate.raw.base === pairs[index]!.base && rate.raw.quote === pairs[index]!.quote));
    if (cut) problems.push({ file, ...cut, message: `${column}: ${cut.message}` });
  });
  return { raw, skipped: [...skipped] };
}

/**
 * The Fed writes each series to a fixed number of decimals (4; the yen's 2): a last rate with fewer than
 * every other one has was most likely cut off with the file (1.27 for 1.2738), so the file is refused there.
 */
function cutOffRate(rates: RawRate[]): { line: number; message: string } | undefined {
  const decimals = rates.map((rate) => /\.(\d+)$/.exec(rate.raw.rate)?.[1]?.length ?? 0);
  const last = decimals.at(-1);
  const others = new Set(decimals.slice(0, -1));
  if (last === undefined || decimals.length < 3 || others.size !== 1 || last >= [...others][0]!) return undefined;
  return { line: rates.at(-1)!.line, message: `truncated: ${rates.at(-1)!.raw.rate} has ${last} decimals where every other rate of the series has ${[...others][0]}; the file looks cut off here` };
}

/** A line's fields, quotes removed (the Fed quotes its header lines, and a description may hold a comma). */
function fields(line: string): string[] {
  const split = splitCsvRecord(line);
  return (typeof split === 'string' ? line.split(',') : split).map((field) => field.trim());
}

function summarize(lines: number[]): string {
  return lines.length > 5 ? `${lines.slice(0, 5).join(', ')} …` : lines.join(', ');
}
