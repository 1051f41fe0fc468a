import type { TradeInput } from '../types.js';
import { fnv1a64 } from './fnv1a.js';
import { wallClockToUtc } from './zoned-time.js';

/** Something in a broker file that did not become a trade; `line` is 1-based (0: the file as a whole). */
export interface TradeImportProblem {
  line: number;
  message: string;
}

/**
 * What `parseTradesCsv` and `parseIbkrFlex` return: the trades to send to
 * `portfolios.recordTrades` as they are, and every row that was not a trade, by line.
 */
export interface TradeImportResult {
  trades: TradeInput[];
  problems: TradeImportProblem[];
}

/** One broker row as text, named by what it means; absent when the file has no such field. */
export interface BrokerRow {
  line: number;
  id?: string;
  date?: string;
  time?: string;
  ticker?: string;
  side?: string;
  quantity?: string;
  price?: string;
  fees?: string;
  currency?: string;
}

export interface RowDefaults {
  /** IANA zone of times written without an offset. */
  timeZone: string;
  /** For files without a currency column. */
  currency?: string;
}

// The bounds of the API's trade schema (packages/shared/src/trade.ts), checked here so that a
// parsed batch is accepted as it is.
const MAX_AMOUNT = 1e12;
const TICKER = /^[A-Za-z0-9^][A-Za-z0-9.\-:=/^]*$/;
const MAX_TICKER = 32;
const MAX_EXTERNAL_ID = 128;

const SIDES: Record<string, TradeInput['side']> = {
  BUY: 'buy',
  B: 'buy',
  BOT: 'buy',
  BOUGHT: 'buy',
  SELL: 'sell',
  S: 'sell',
  SLD: 'sell',
  SOLD: 'sell',
};

/** A checked trade and the broker's own id for it, if the file has one. */
interface ReadTrade {
  line: number;
  brokerId?: string;
  trade: Omit<TradeInput, 'externalId'>;
}

/**
 * Turns broker rows into trades the API accepts, each with an `externalId`: the broker's trade id,
 * or else a hash of the trade's fields, so importing the same export again adds nothing.
 */
export function tradesFromRows(rows: BrokerRow[], defaults: RowDefaults, problems: TradeImportProblem[]): TradeInput[] {
  const read: ReadTrade[] = [];
  const idLines = new Map<string, number>();
  for (const row of rows) {
    const rowProblems: string[] = [];
    const trade = readRow(row, defaults, rowProblems);
    // The API would skip the second silently; a broker id twice in one file is worth a look.
    const firstLine = trade?.brokerId === undefined ? undefined : idLines.get(trade.brokerId);
    if (firstLine !== undefined) rowProblems.push(`trade id ${trade!.brokerId} repeats line ${firstLine}`);
    for (const message of rowProblems) problems.push({ line: row.line, message });
    if (trade && rowProblems.length === 0) {
      read.push(trade);
      if (trade.brokerId !== undefined) idLines.set(trade.brokerId, row.line);
    }
  }
  return withExternalIds(read);
}

function readRow(row: BrokerRow, defaults: RowDefaults, problems: string[]): ReadTrade | undefined {
  const ticker = row.ticker?.trim() ?? '';
  if (!ticker) problems.push('symbol: missing');
  else if (ticker.length > MAX_TICKER || !TICKER.test(ticker)) problems.push(`symbol: ${ticker} is not an instrument symbol (letters, digits and . - : = / ^, no spaces)`);

  const executedAt = readTimestamp(row.date, row.time, defaults.timeZone, problems);
  const quantity = readAmount('quantity', row.quantity, problems);
  const side = readSide(row.side, quantity, problems);
  if (quantity === 0) problems.push('quantity: must not be zero');
  const price = readAmount('price', row.price, problems);
  if (price !== undefined && price < 0) problems.push('price: must not be negative');
  const fees = row.fees?.trim() ? readAmount('fee', row.fees, problems) : undefined;

  const currency = (row.currency?.trim() || defaults.currency || '').toUpperCase();
  if (!currency) problems.push('currency: missing (add a currency column or pass { currency })');
  else if (!/^[A-Z]{3}$/.test(currency)) problems.push(`currency: ${currency} is not a three-letter code`);

  const brokerId = row.id?.trim() || undefined;
  if (brokerId && brokerId.length > MAX_EXTERNAL_ID) problems.push(`trade id: longer than ${MAX_EXTERNAL_ID} characters`);

  for (const [name, value] of [['quantity', quantity], ['price', price], ['fee', fees]] as const) {
    if (value !== undefined && Math.abs(value) > MAX_AMOUNT) problems.push(`${name}: above ${MAX_AMOUNT}`);
  }
  if (problems.length > 0 || executedAt === undefined || quantity === undefined || side === undefined || price === undefined) return undefined;
  return {
    line: row.line,
    brokerId,
    trade: {
      ticker,
      side,
      quantity: Math.abs(quantity),
      price,
      currency,
      executedAt,
      // Brokers write commissions as negative cash flows; the API takes the fee paid.
      ...(fees !== undefined && fees !== 0 ? { fees: Math.abs(fees) } : {}),
    },
  };
}

/** The side from its column, or from the sign of the quantity where the broker writes sells as negative. */
function readSide(text: string | undefined, quantity: number | undefined, problems: string[]): TradeInput['side'] | undefined {
  const written = text?.trim().toUpperCase();
  if (written) {
    const side = SIDES[written];
    if (side === undefined) {
      problems.push(`side: ${text!.trim()} is not a trade (buy/sell, B/S, BOT/SLD)`);
      return undefined;
    }
    if (side === 'buy' && quantity !== undefined && quantity < 0) problems.push(`quantity: ${quantity} is negative on a buy`);
    return side;
  }
  if (quantity === undefined) return undefined;
  return quantity < 0 ? 'sell' : 'buy';
}

/**
 * A plain number as brokers write it: `.` is the decimal point, `,` groups thousands, a currency
 * sign may lead, `(12.50)` is negative.
 */
function readAmount(name: string, text: string | undefined, problems: string[]): number | undefined {
  const written = text?.trim() ?? '';
  if (!written) {
    problems.push(`${name}: missing`);
    return undefined;
  }
  const negative = /^\(.*\)$/.test(written);
  const digits = written.replace(/^\(|\)$/g, '').replace(/[$€£¥,\s]/g, '');
  if (!/^[-+]?\d+(\.\d+)?$/.test(digits) && !/^[-+]?\.\d+$/.test(digits)) {
    problems.push(`${name}: ${written} is not a number`);
    return undefined;
  }
  const value = Number(digits);
  return negative ? -value : value;
}

const DATE_FORMS: { pattern: RegExp; order: 'ymd' | 'mdy' }[] = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})/, order: 'ymd' },
  { pattern: /^(\d{4})(\d{2})(\d{2})/, order: 'ymd' },
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: 'mdy' },
];
const TIME = /^(\d{2}):?(\d{2})(?::?(\d{2}))?(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * `2026-01-05`, `20260105`, `01/05/2026` (month first, as US brokers write it), each optionally
 * followed by a time (`T`, space, `,` or `;` between, IBKR's `20260105;153000` too) or with the
 * time in its own column. A time without an offset is read in `timeZone`; a date alone is midnight there.
 */
function readTimestamp(dateText: string | undefined, timeText: string | undefined, timeZone: string, problems: string[]): string | undefined {
  const written = dateText?.trim() ?? '';
  if (!written) {
    problems.push('date: missing');
    return undefined;
  }
  for (const { pattern, order } of DATE_FORMS) {
    const match = pattern.exec(written);
    if (!match) continue;
    const [year, month, day] = order === 'ymd' ? [match[1]!, match[2]!, match[3]!] : [match[3]!, match[1]!, match[2]!];
    const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) break;
    const rest = written.slice(match[0].length).replace(/^[T\s,;]+/i, '') || timeText?.trim() || '00:00:00';
    const time = TIME.exec(rest);
    if (!time) {
      problems.push(`date: ${rest} is not a time of day`);
      return undefined;
    }
    const clock = `${time[1]}:${time[2]}:${time[3] ?? '00'}${time[4] ?? ''}`;
    const instant = time[5] ? new Date(`${date}T${clock}${time[5].toUpperCase() === 'Z' ? 'Z' : time[5]}`) : wallClockToUtc(date, clock, timeZone);
    if (Number.isNaN(instant.getTime())) break;
    return instant.toISOString();
  }
  problems.push(`date: ${written} is not a date (YYYY-MM-DD, YYYYMMDD or MM/DD/YYYY)`);
  return undefined;
}

/**
 * The broker's id where there is one; otherwise a hash of the fields. Identical rows (two fills of
 * the same size at the same price and time) are told apart by their order among themselves, which
 * the same export repeats, so a second import matches the first one by one.
 */
function withExternalIds(read: ReadTrade[]): TradeInput[] {
  const seen = new Map<string, number>();
  return read.map(({ brokerId, trade }) => {
    if (brokerId) return { ...trade, externalId: brokerId };
    const fields = JSON.stringify([trade.executedAt, trade.ticker, trade.side, trade.quantity, trade.price, trade.currency, trade.fees ?? 0]);
    const occurrence = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, occurrence);
    return { ...trade, externalId: `trade-${fnv1a64(`${fields}#${occurrence}`)}` };
  });
}
