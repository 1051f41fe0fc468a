import { detectDelimiter, splitCsvRecord, type CsvDelimiter } from '@clarity/file-readers';

/**
 * Which column of a daily price file is which (docs/market-data.md, "Price files"): the names Yahoo,
 * yfinance, Stooq (English, Polish and bulk), Nasdaq, Investing.com (in English, French, Spanish,
 * German, Italian and Portuguese), Quandl, Alpha Vantage, Tiingo and Cboe write, in any order and case, separated by commas or, as Stooq's Polish files are, by semicolons. A file needs a date and a close; open, high, low, volume and an
 * adjusted close are read when present; other columns are left out and named in a warning.
 */

export type PriceColumn = 'date' | 'open' | 'high' | 'low' | 'close' | 'adj close' | 'volume' | 'ticker' | 'per';

/** How a file's closes were made: Yahoo's Close beside Adj Close is the traded one; Stooq's and yfinance's auto-adjusted ones are adjusted; a plain file says nothing. */
export type CloseKind = 'traded' | 'adjusted' | 'unstated';

const NAMES: Record<string, PriceColumn> = {
  date: 'date',
  timestamp: 'date',
  data: 'date',
  '<date>': 'date',
  open: 'open',
  otwarcie: 'open',
  '<open>': 'open',
  high: 'high',
  najwyzszy: 'high',
  '<high>': 'high',
  low: 'low',
  najnizszy: 'low',
  '<low>': 'low',
  close: 'close',
  'close/last': 'close',
  zamkniecie: 'close',
  '<close>': 'close',
  'adj close': 'adj close',
  'adj. close': 'adj close',
  adjclose: 'adj close',
  adj_close: 'adj close',
  'adjusted close': 'adj close',
  adjusted_close: 'adj close',
  volume: 'volume',
  vol: 'volume',
  'vol.': 'volume',
  wolumen: 'volume',
  '<vol>': 'volume',
  '<ticker>': 'ticker',
  ticker: 'ticker',
  symbol: 'ticker',
  '<per>': 'per',
  // Investing.com in French, Spanish, German, Italian and Portuguese (its `Price`, the last, is below).
  fecha: 'date',
  datum: 'date',
  'ouv.': 'open',
  apertura: 'open',
  abertura: 'open',
  'eröffn.': 'open',
  'plus haut': 'high',
  máximo: 'high',
  máxima: 'high',
  massimo: 'high',
  hoch: 'high',
  'plus bas': 'low',
  mínimo: 'low',
  mínima: 'low',
  minimo: 'low',
  tief: 'low',
  // Intraday files name their column so; read to be refused as intraday, not as a missing date.
  'date time': 'date',
  datetime: 'date',
};

// Investing.com names the close `Price` (`Dernier`, `Último`, `Zuletzt`, `Ultimo` in other languages);
// read as the close only where no column is named close.
const CLOSE_FALLBACKS = new Set(['price', 'dernier', 'último', 'zuletzt', 'ultimo']);
// Columns of other facts that come with prices: left out without a warning.
const KNOWN_OTHERS = new Set(['<time>', 'openinterest', 'openint', '<openint>', 'change %', 'change', 'adjopen', 'adjhigh', 'adjlow', 'adjvolume', 'divcash', 'splitfactor', 'dividend_amount', 'split_coefficient', 'dividends', 'stock splits', 'capital gains', 'variation %', '% var.', '+/- %', 'var. %', 'var%', 'ex-dividend', 'split ratio', 'adj. open', 'adj. high', 'adj. low', 'adj. volume']);

export interface PriceLayout {
  /** The header's separator, which the rows share: `,`, or `;` (Stooq in Polish, whose numbers then have a decimal comma). */
  delimiter: CsvDelimiter;
  /** The header as written (the names parseCsv is given) and each written name's column. */
  header: string[];
  columns: Map<string, PriceColumn>;
  closeKind: CloseKind;
  /** Lines (1-based) that belong to the header although they follow it: yfinance's `Ticker,…` and `Date,,,…`. */
  headerLines: number[];
  /** The ticker the file names itself (a ticker column, or yfinance's `Ticker` line), to use when none is given. */
  namesTicker: boolean;
  yfinanceTicker?: string;
  /** Unknown columns, left out (named in a warning). */
  ignored: string[];
  /** Why the file is not a daily price file, or what its header lacks. */
  problem?: { line: number; message: string };
}

/** The layout of a price file from its first lines. */
export function priceLayout(content: string): PriceLayout {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const line = headerIndex + 1;
  const delimiter = headerDelimiter(lines[headerIndex] ?? '');
  const written = fields(lines[headerIndex] ?? '', delimiter);
  const empty: PriceLayout = { delimiter, header: written, columns: new Map(), closeKind: 'unstated', headerLines: [], namesTicker: false, ignored: [] };
  if (written.length === 0) return { ...empty, problem: { line: Math.max(line, 1), message: 'empty file; expected a header such as Date,Open,High,Low,Close,Adj Close,Volume' } };

  // yfinance ≥ 0.2.48 writes its column index on three lines: `Price,Adj Close,Close,…` / `Ticker,AAPL,…` / `Date,,,…`.
  const second = fields(lines[headerIndex + 1] ?? '');
  const third = fields(lines[headerIndex + 2] ?? '');
  const yfinance = normal(written[0]!) === 'price' && normal(second[0] ?? '') === 'ticker' && normal(third[0] ?? '') === 'date' && third.slice(1).every((field) => field === '');
  const columns = new Map<string, PriceColumn>();
  const ignored: string[] = [];
  const named = new Map<PriceColumn, string>();
  const problems: string[] = [];
  written.forEach((name, index) => {
    const column = yfinance && index === 0 ? 'date' : NAMES[normal(name)];
    if (column === undefined) {
      if (!KNOWN_OTHERS.has(normal(name)) && !CLOSE_FALLBACKS.has(normal(name))) ignored.push(name);
      return;
    }
    const before = named.get(column);
    if (before !== undefined) problems.push(`columns ${before} and ${name} are both read as ${column}`);
    named.set(column, name);
    columns.set(name, column);
  });
  const fallback = written.find((name) => CLOSE_FALLBACKS.has(normal(name)));
  if (!named.has('close') && !named.has('adj close') && fallback !== undefined && !yfinance) {
    named.set('close', fallback);
    columns.set(fallback, 'close');
  }
  const normalized = written.map(normal);
  const only = (name: string) => normalized.length === 2 && named.has('date') && normalized.includes(name);
  if (only('dividends')) return { ...empty, problem: { line, message: 'is a dividend history (Date,Dividends), not daily prices; dividends go in corporate_actions.csv (market import)' } };
  if (only('stock splits')) return { ...empty, problem: { line, message: 'is a split history (Date,Stock Splits), not daily prices; splits go in corporate_actions.csv (market import)' } };
  if (!named.has('date')) problems.push(`no date column (Date, Timestamp, <DATE>) among ${written.join(', ')}`);
  if (!named.has('close') && !named.has('adj close')) problems.push(`no close column (Close, Adj Close, Close/Last, Price, <CLOSE>) among ${written.join(', ')}`);
  if (problems.length > 0) return { ...empty, problem: { line, message: `header: ${problems.join('; ')}` } };

  // The close that is stored is the file's Close; a file with only an adjusted close gives that one.
  let kind: CloseKind;
  if (named.has('close')) kind = closeKind(named, normalized, yfinance);
  else {
    columns.set(named.get('adj close')!, 'close');
    kind = 'adjusted';
  }
  return { delimiter, header: written, columns, closeKind: kind, headerLines: [], namesTicker: named.has('ticker'), ignored, ...yfinanceParts(yfinance, headerIndex, second) };
}

function yfinanceParts(yfinance: boolean, headerIndex: number, second: string[]): Partial<PriceLayout> {
  if (!yfinance) return {};
  const tickers = new Set(second.slice(1).filter((field) => field !== ''));
  return { headerLines: [headerIndex + 2, headerIndex + 3], namesTicker: tickers.size === 1, yfinanceTicker: tickers.size === 1 ? [...tickers][0] : undefined };
}

/**
 * Yahoo's Close beside Adj Close is traded. Stooq bulk files are adjusted, and so are yfinance's
 * (`auto_adjust`, its default) when they carry no Adj Close: its three-line header, or `history()`'s
 * Dividends and Stock Splits columns beside the prices.
 */
function closeKind(named: Map<PriceColumn, string>, normalized: string[], yfinance: boolean): CloseKind {
  if (named.has('adj close')) return 'traded';
  if (normalized.includes('<close>')) return 'adjusted';
  if (yfinance || (normalized.includes('dividends') && normalized.includes('stock splits'))) return 'adjusted';
  return 'unstated';
}

// Only a comma or a semicolon: a tab-separated price file is not one any vendor here writes.
function headerDelimiter(line: string): CsvDelimiter {
  return detectDelimiter(line) === ';' ? ';' : ',';
}

function fields(line: string, delimiter: CsvDelimiter = ','): string[] {
  if (line.trim() === '') return [];
  const split = splitCsvRecord(line, delimiter);
  return typeof split === 'string' ? line.split(delimiter).map((field) => field.trim()) : split;
}

/** `Adj Close**` (Yahoo's web table), `ADJ  CLOSE` → `adj close`. */
function normal(name: string): string {
  return name.trim().toLowerCase().replace(/\*+$/, '').replace(/\s+/g, ' ');
}
