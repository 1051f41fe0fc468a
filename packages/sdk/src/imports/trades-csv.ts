import type { ImportResult, SkippedRow } from './activity.js';
import { activitiesFromRows, type BrokerRow } from './broker-rows.js';
import { detectDelimiter, splitCsvRecord, type CsvDelimiter } from '@clarity/file-readers';
import type { DateOrder } from './dates.js';
import type { DecimalMark } from './decimals.js';
import { isTimeZone } from './zoned-time.js';

/** What a broker column can mean. `fees` may be several columns (commission, stamp duty, FX fee …): they are summed. */
export type TradeColumn = 'executedAt' | 'time' | 'ticker' | 'side' | 'type' | 'quantity' | 'price' | 'amount' | 'fees' | 'withholdingTax' | 'currency' | 'externalId';

export interface ParseTradesCsvOptions {
  /** Header names for columns the aliases do not recognise, e.g. `{ price: 'Fill Px' }` (case and spaces ignored). */
  mapping?: Partial<Record<TradeColumn, string>>;
  /** For files without a currency column. */
  currency?: string;
  /** IANA zone of times written without an offset (and of dates alone); default `UTC`, with a warning when a time needed it. */
  timeZone?: string;
  /** For files whose dates (all ≤ 12 in both places) do not say whether the day or the month comes first. */
  dateOrder?: DateOrder;
  /** For files whose numbers do not say it; otherwise read from the file. */
  decimalMark?: DecimalMark;
}

/** Header names each column is recognised by, compared without case, accents, spaces or punctuation; first match wins. */
const ALIASES: Record<TradeColumn, string[]> = {
  executedAt: ['executedat', 'datetime', 'tradedatetime', 'tradedate', 'date', 'transactiondate', 'timestamp', 'datum', 'fecha', 'dateheure'],
  time: ['time', 'tradetime', 'uhrzeit', 'hora', 'heure'],
  ticker: ['symbol', 'ticker', 'tickersymbol'],
  // A column that only says buy or sell wins over a generic type column (Freetrade's `Type` is ORDER, its `Buy / Sell` the side).
  side: ['side', 'buysell', 'buyorsell', 'direction'],
  type: ['type', 'action', 'transactiontype', 'activitytype', 'transaction', 'typ', 'tipo', 'operation'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'numberofshares', 'noofshares', 'anzahl', 'stuck', 'cantidad', 'quantite'],
  price: ['price', 'tradeprice', 'pricepershare', 'unitprice', 'executionprice', 'kurs', 'precio', 'prix'],
  amount: ['amount', 'totalamount', 'total', 'netamount', 'value', 'betrag', 'importe', 'montant'],
  fees: [
    'fees', 'fee', 'commission', 'commissions', 'feescomm', 'ibcommission', 'stampduty', 'stampdutyreservetax', 'fxfee', 'fxfees',
    'fxfeeamount', 'transactionfee', 'transactionfees', 'currencyconversionfee', 'frenchtransactiontax', 'ptmlevy', 'secfee',
    'gebuhr', 'gebuhren', 'comision', 'frais',
  ],
  withholdingTax: ['withholdingtax', 'withholding', 'taxwithheld', 'quellensteuer'],
  currency: ['currency', 'ccy', 'currencyprimary', 'wahrung', 'moneda', 'devise'],
  externalId: ['externalid', 'tradeid', 'transactionid', 'executionid', 'execid', 'id'],
};

type Columns = Partial<Record<Exclude<TradeColumn, 'fees'>, number>> & { fees: number[] };

// IBKR's Flex CSV names its columns as its XML does; its times are the statement's (New York unless configured).
const IBKR_FLEX_CSV = ['clientaccountid', 'ibcommission'];
const IBKR_ZONE = 'America/New_York';

export const normalizeHeader = (name: string) =>
  name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

/**
 * Activities from a broker's CSV export. The header is the first line naming a date and either a
 * symbol, a quantity and a price, or a type and an amount (lines above it, such as an account
 * banner, are skipped); the delimiter (`,` `;` or tab) is the header's. Every later line is an
 * activity or a skipped row naming its line. Never throws: a file that cannot be read at all is one
 * skipped row at line 0 saying why.
 */
export function parseTradesCsv(text: string, options: ParseTradesCsvOptions = {}): ImportResult {
  const format = 'generic-csv';
  const timeZone = options.timeZone ?? 'UTC';
  if (typeof text !== 'string') return refuse(format, 'the file is not text');
  if (!isTimeZone(timeZone)) return refuse(format, `timeZone ${timeZone} is not an IANA time zone`);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);

  const header = findHeader(lines, options.mapping ?? {});
  if (!header) {
    const mapped = Object.entries(options.mapping ?? {}).map(([column, name]) => `${column} → "${name}"`);
    const wanted = (['executedAt', 'ticker', 'quantity', 'price'] as const).map((column) => `${column} (${ALIASES[column].slice(0, 4).join('/')})`).join(', ');
    return refuse(format, `no header line names ${wanted}${mapped.length ? `; mapped: ${mapped.join(', ')}` : ''}`);
  }
  const { columns, index: headerIndex, delimiter, names } = header;
  const skipped: SkippedRow[] = [];
  for (const [column, name] of Object.entries(options.mapping ?? {})) {
    const found = column === 'fees' ? columns.fees.length > 0 : columns[column as Exclude<TradeColumn, 'fees'>] !== undefined;
    if (!found) skipped.push({ line: headerIndex + 1, reason: `mapping.${column}: the header has no column "${name}"` });
  }
  const isIbkr = IBKR_FLEX_CSV.some((name) => names.includes(name));
  const rows: BrokerRow[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const fields = splitCsvRecord(lines[i]!, delimiter);
    if (typeof fields === 'string') {
      skipped.push({ line: i + 1, reason: fields });
      continue;
    }
    const value = (column: Exclude<TradeColumn, 'fees'>) => (columns[column] === undefined ? undefined : (fields[columns[column]] ?? ''));
    rows.push({
      line: i + 1,
      id: value('externalId'),
      date: value('executedAt'),
      time: value('time'),
      ticker: value('ticker'),
      side: value('side'),
      kind: value('type'),
      quantity: value('quantity'),
      price: value('price'),
      amount: value('amount'),
      fees: columns.fees.map((index) => fields[index] ?? ''),
      withholdingTax: value('withholdingTax'),
      currency: value('currency'),
    });
  }
  return activitiesFromRows(
    rows,
    {
      timeZone: options.timeZone ?? (isIbkr ? IBKR_ZONE : timeZone),
      timeZoneStated: options.timeZone !== undefined || isIbkr,
      currency: options.currency,
      dateOrder: options.dateOrder,
      decimalMark: options.decimalMark,
    },
    isIbkr ? 'ibkr-flex-csv' : format,
    skipped,
    isIbkr && options.timeZone === undefined ? [`IBKR Flex CSV: times read in ${IBKR_ZONE}, the zone Flex reports in unless configured otherwise`] : [],
  );
}

function refuse(format: string, reason: string): ImportResult {
  return { activities: [], skipped: [{ line: 0, reason }], format, warnings: [] };
}

/** The first line that names the columns of a trade (or of cash activities), with its delimiter. */
function findHeader(lines: string[], mapping: Partial<Record<TradeColumn, string>>): { columns: Columns; index: number; delimiter: CsvDelimiter; names: string[] } | undefined {
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const delimiter = detectDelimiter(lines[i]!);
    const fields = splitCsvRecord(lines[i]!, delimiter);
    if (typeof fields === 'string') continue;
    const names = fields.map(normalizeHeader);
    const columns = locateColumns(names, mapping);
    const trades = columns.executedAt !== undefined && columns.ticker !== undefined && columns.quantity !== undefined && columns.price !== undefined;
    const cash = columns.executedAt !== undefined && columns.type !== undefined && columns.amount !== undefined;
    if (trades || cash) return { columns, index: i, delimiter, names };
  }
  return undefined;
}

/** The index of each column in a header line: the mapped name where given, else the first alias present; every fee column. */
function locateColumns(names: string[], mapping: Partial<Record<TradeColumn, string>>): Columns {
  const found: Columns = { fees: [] };
  const taken = new Set<number>();
  for (const column of Object.keys(ALIASES) as TradeColumn[]) {
    const mapped = mapping[column];
    const candidates = mapped === undefined ? ALIASES[column] : [normalizeHeader(mapped)];
    if (column === 'fees') {
      names.forEach((name, index) => {
        if (candidates.includes(name) && !taken.has(index)) {
          found.fees.push(index);
          taken.add(index);
        }
      });
      continue;
    }
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
