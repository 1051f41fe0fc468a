import { tradesFromRows, type BrokerRow, type TradeImportProblem, type TradeImportResult } from './broker-trade.js';
import { splitCsvRecord } from './csv-record.js';
import { isTimeZone } from './zoned-time.js';

/** What a broker column can mean; the names of the trade fields they fill, plus a separate time. */
export type TradeColumn = 'executedAt' | 'time' | 'ticker' | 'side' | 'quantity' | 'price' | 'fees' | 'currency' | 'externalId';

export interface ParseTradesCsvOptions {
  /** Header names for columns the aliases do not recognise, e.g. `{ price: 'Fill Px' }` (case and spaces ignored). */
  mapping?: Partial<Record<TradeColumn, string>>;
  /** For files without a currency column. */
  currency?: string;
  /** IANA zone of times written without an offset (and of dates alone); default `UTC`. */
  timeZone?: string;
}

/** Header names each column is recognised by, compared without case, spaces or punctuation; first match wins. */
const ALIASES: Record<TradeColumn, string[]> = {
  executedAt: ['executedat', 'datetime', 'tradedate', 'date', 'transactiondate', 'tradedatetime'],
  time: ['time', 'tradetime'],
  ticker: ['symbol', 'ticker'],
  side: ['side', 'type', 'action', 'buysell'],
  quantity: ['quantity', 'qty', 'shares', 'units'],
  price: ['price', 'tradeprice'],
  fees: ['fees', 'fee', 'commission', 'commissions'],
  currency: ['currency', 'ccy'],
  externalId: ['externalid', 'tradeid', 'transactionid', 'executionid', 'execid', 'id'],
};
const REQUIRED: TradeColumn[] = ['executedAt', 'ticker', 'quantity', 'price'];

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Trades from a broker's CSV export. The header is the first line naming a date, a symbol, a
 * quantity and a price (lines above it, such as an account banner, are skipped); every later
 * line is a trade or a problem naming its line. A sell is `side` sell/S/SLD or, without a side
 * column, a negative quantity. Send `trades` to `portfolios.recordTrades` as they are.
 */
export function parseTradesCsv(text: string, options: ParseTradesCsvOptions = {}): TradeImportResult {
  const timeZone = options.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw new TypeError(`timeZone ${timeZone} is not an IANA time zone`);
  const problems: TradeImportProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);

  let columns: Partial<Record<TradeColumn, number>> | undefined;
  let headerLine = -1;
  for (let i = 0; i < lines.length && !columns; i++) {
    const fields = splitCsvRecord(lines[i]!);
    if (typeof fields === 'string' || lines[i]!.trim() === '') continue;
    const found = locateColumns(fields, options.mapping ?? {});
    if (REQUIRED.every((column) => found[column] !== undefined)) {
      columns = found;
      headerLine = i;
    }
  }
  if (!columns) {
    const missingMapped = Object.entries(options.mapping ?? {}).map(([column, name]) => `${column} → "${name}"`);
    const wanted = REQUIRED.map((column) => `${column} (${ALIASES[column].join('/')})`).join(', ');
    problems.push({ line: 0, message: `no header line names ${wanted}${missingMapped.length ? `; mapped: ${missingMapped.join(', ')}` : ''}` });
    return { trades: [], problems };
  }

  for (const [column, name] of Object.entries(options.mapping ?? {})) {
    if (columns[column as TradeColumn] === undefined) problems.push({ line: headerLine + 1, message: `mapping.${column}: the header has no column "${name}"` });
  }
  const rows: BrokerRow[] = [];
  for (let i = headerLine + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const fields = splitCsvRecord(lines[i]!);
    if (typeof fields === 'string') {
      problems.push({ line: i + 1, message: fields });
      continue;
    }
    const value = (column: TradeColumn) => (columns[column] === undefined ? undefined : (fields[columns[column]] ?? ''));
    rows.push({
      line: i + 1,
      id: value('externalId'),
      date: value('executedAt'),
      time: value('time'),
      ticker: value('ticker'),
      side: value('side'),
      quantity: value('quantity'),
      price: value('price'),
      fees: value('fees'),
      currency: value('currency'),
    });
  }
  const trades = tradesFromRows(rows, { timeZone, currency: options.currency }, problems);
  return { trades, problems: problems.sort((a, b) => a.line - b.line) };
}

/** The index of each column in a header line: the mapped name where given, else the first alias present. */
function locateColumns(header: string[], mapping: Partial<Record<TradeColumn, string>>): Partial<Record<TradeColumn, number>> {
  const names = header.map(normalize);
  const found: Partial<Record<TradeColumn, number>> = {};
  const taken = new Set<number>();
  for (const column of Object.keys(ALIASES) as TradeColumn[]) {
    const mapped = mapping[column];
    const candidates = mapped === undefined ? ALIASES[column] : [normalize(mapped)];
    for (const candidate of candidates) {
      const index = names.findIndex((name, i) => name === candidate && !taken.has(i));
      if (index >= 0) {
        found[column] = index;
        taken.add(index);
        break;
      }
    }
  }
  return found;
}
