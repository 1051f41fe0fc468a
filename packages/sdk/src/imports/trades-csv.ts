import { detectDelimiter, splitCsvRecord, type CsvDelimiter } from '@clarity/file-readers';
import type { ImportNotice, ImportResult, ReadResult, SkippedRow } from './activity.js';
import { activitiesFromRows, isKnownKind, signsOutflows, type BrokerRow, type RowOptions } from './broker-rows.js';
import { CSV_FORMATS, genericCsv, type CsvFormat, type RowCells, type TradeColumn } from './csv-formats.js';
import type { DateOrder } from './dates.js';
import type { DecimalMark } from './decimals.js';
import { currencyColumns, currencyIn, currencyOfSigns, genericNames, isinInText, nameAsSymbol, notExecuted, statusColumn, unplacedColumns, valueCurrencies, type ValueCurrencies } from './generic-columns.js';
import { notice, withWarnings } from './import-codes.js';
import { corporateAction, csvQuoting, fileProblem, skippedAt, type Problem } from './problems.js';
import { isTimeZone } from './zoned-time.js';

export type { TradeColumn } from './csv-formats.js';

export interface ParseTradesCsvOptions {
  /** Read the file as this format (`detectFormat`'s names) instead of detecting it. */
  format?: string;
  /** Header names for columns the aliases do not recognise, e.g. `{ price: 'Fill Px' }` (case and spaces ignored). */
  mapping?: Partial<Record<TradeColumn, string>>;
  /** For files without a currency column. */
  currency?: string;
  /** IANA zone of times written without an offset (and of dates alone); default the format's documented zone, else `UTC` with a warning. */
  timeZone?: string;
  /** For files whose dates (all ≤ 12 in both places) do not say whether the day or the month comes first. */
  dateOrder?: DateOrder;
  /** For files whose numbers do not say it; otherwise read from the file. */
  decimalMark?: DecimalMark;
}

/** The format a file was recognised as, where its header is, or why no format fits. */
export type DetectedFormat = { format: string; label: string; headerLine: number } | { format: null; reason: string };

type MultiColumn = 'fees' | 'taxes';
type Columns = Partial<Record<Exclude<TradeColumn, MultiColumn>, number>> & Record<MultiColumn, number[]>;

/** Where a CSV export's header is and what its columns mean. */
export interface CsvHeader {
  format: CsvFormat;
  index: number;
  delimiter: CsvDelimiter;
  names: string[];
  columns: Columns;
  /** The generic reader's: the currency of each value column where the file states it apart, and the columns it could not place. */
  currencies?: ValueCurrencies;
  unplaced?: string[];
  /** A format's: columns whose names say they hold charges that its aliases do not read (a warning says so). */
  chargesUnread?: string[];
  /** A format's header line as written (for the names a warning quotes). */
  fields?: string[];
  /** The accounts the file's first rows name in an account column, where they name more than one (a warning says so). */
  accounts?: { column: string; values: string[] };
  /** The generic reader's: the file's first rows write money out as negative, so a cash row signed against its kind is named. */
  signed?: boolean;
  /**
   * The generic reader's: the header's other kind columns, in the aliases' order, read where the first one's word is
   * not a kind (Tastytrade's `Type` "Trade" beside its `Action` "BUY_TO_OPEN").
   */
  otherKinds?: number[];
}

/** How header names are compared: lower case, accents and everything but letters and digits dropped. */
export const normalizeHeader = (name: string) =>
  name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

// A banner above the header is a few lines at most; a file whose first lines name nothing is not an export.
const HEADER_SEARCH_LINES = 50;

/** Names the broker format of a CSV export from its header (one of CSV_FORMATS, or the generic reader's aliases), or says why none fits. */
export function detectCsvFormat(text: string, formats: readonly CsvFormat[] = CSV_FORMATS): DetectedFormat {
  if (typeof text !== 'string') return { format: null, reason: 'the file is not text' };
  const header = findHeader(text.replace(/^\uFEFF/, '').split(/\r?\n/), {}, undefined, formats);
  if (!header) return { format: null, reason: noHeaderReason({}) };
  return { format: header.format.name, label: header.format.label, headerLine: header.index + 1 };
}

/**
 * Activities from a broker's CSV export. The format is detected from the header (lines above it,
 * such as an account banner, are skipped; the delimiter `,` `;` or tab is the header's), or given as
 * `options.format`. Every later line is an activity or a skipped row naming its line. Never throws:
 * a file that cannot be read at all is one skipped row at line 0 saying why.
 */
export function parseTradesCsv(text: string, options: ParseTradesCsvOptions = {}): ImportResult {
  return withWarnings(readTradesCsv(text, options));
}

/**
 * `parseTradesCsv` before its warnings are written out. `formats` is the registry the header is matched
 * against (the generic reader is always last): only the leave-one-format-out measurement passes fewer.
 */
export function readTradesCsv(text: string, options: ParseTradesCsvOptions, formats: readonly CsvFormat[] = CSV_FORMATS): ReadResult {
  if (typeof text !== 'string') return refuse(genericCsv.name, fileProblem('file.not_text', 'the file is not text'));
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const start = startCsv(lines, options, formats);
  if ('refusal' in start) return start.refusal;
  const { header, skipped } = start;
  const { delimiter } = header;
  const rows: BrokerRow[] = [];
  let previous: string[] | undefined;
  for (let i = header.index + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const fields = splitCsvRecord(lines[i]!, delimiter);
    if (typeof fields === 'string') {
      skipped.push(skippedAt(i + 1, csvQuoting(fields)));
      previous = undefined;
      continue;
    }
    rows.push(rowOf(header, fields, i + 1, previous));
    previous = fields;
  }
  const { rowOptions, notices } = readingOptions(header.format, options, start.accountCurrency, header);
  return activitiesFromRows(rows, rowOptions, header.format.name, skipped, notices);
}

/** A CSV export's header and the rows the options already skip (a mapped column the header lacks), or the file's refusal. */
export function startCsv(lines: string[], options: ParseTradesCsvOptions, formats: readonly CsvFormat[] = CSV_FORMATS): { header: CsvHeader; skipped: SkippedRow[]; accountCurrency?: { currency: string; line: number } } | { refusal: ReadResult } {
  // UTF-16 bytes decoded as UTF-8 leave a NUL beside every letter: say so rather than "no header".
  if (lines.slice(0, 5).some((line) => line.includes('\u0000'))) {
    return { refusal: refuse(null, fileProblem('file.not_text', 'the file is UTF-16 text read as UTF-8 (a NUL byte beside every letter, as Nordnet writes it): decode it as UTF-16 first, e.g. new TextDecoder("utf-16le")')) };
  }
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) return { refusal: refuse(genericCsv.name, fileProblem('file.time_zone_unknown', `timeZone ${options.timeZone} is not an IANA time zone`)) };
  let forced: CsvFormat | undefined;
  if (options.format !== undefined) {
    forced = [...formats, genericCsv].find((format) => format.name === options.format);
    if (!forced) return { refusal: refuse(null, fileProblem('file.format_unknown', `format ${options.format} is not one of ${[...formats, genericCsv].map((f) => f.name).join(', ')}`)) };
  }
  const header = findHeader(lines, options.mapping ?? {}, forced, formats);
  if (!header) return { refusal: refuse(forced?.name ?? null, fileProblem('file.no_header', noHeaderReason(options.mapping ?? {}, forced))) };
  if (header.format === genericCsv) header.signed = signsOutflows(firstRows(lines, header).map(({ line, fields }) => rowOf(header, fields, line)));
  if (header.format.refusal) return { refusal: refuse(header.format.name, fileProblem('file.layout_unsupported', `${header.format.label} is not read: ${header.format.refusal}`)) };
  let found: { currency: string; line: number } | undefined;
  if (header.format.currencyFromRows && !options.currency) found = header.format.currencyFromRows(firstRows(lines, header).map(({ line, fields }) => ({ line, cells: cellsOf(fields, header.names) })));
  // A generic file that names no currency in a column may write one sign beside its money (`£110.79`).
  if (header.format === genericCsv && header.columns.currency === undefined && !options.currency && !hasCurrencySource(header.currencies)) found = currencyOfSigns(firstRows(lines, header), moneyColumns(header.columns));
  if ((header.format.currencyNotInFile || header.format.currencyFromRows) && !options.currency && !found) {
    return { refusal: refuse(header.format.name, fileProblem('file.currency_missing', `currency: ${header.format.label} files do not name the account's currency${header.format.currencyFromRows ? ' and no row of its first ones shows it' : ''}; pass { currency } (the account's, e.g. { currency: 'EUR' })`)) };
  }
  const first = firstRows(lines, header);
  header.accounts = accountsOf(header, first);
  header.chargesUnread = chargesNotPlaced(header, first);
  const skipped: SkippedRow[] = [];
  for (const [column, name] of Object.entries(options.mapping ?? {})) {
    const found = column === 'fees' || column === 'taxes' ? header.columns[column].length > 0 : header.columns[column as Exclude<TradeColumn, MultiColumn>] !== undefined;
    if (!found) skipped.push({ line: header.index + 1, code: 'mapping.column_missing', reason: `mapping.${column}: the header has no column "${name}"` });
  }
  return { header, skipped, ...(found ? { accountCurrency: found } : {}) };
}

// An account column, by its normalized name, the most specific first (Fidelity writes both `Account` and `Account Number`).
const ACCOUNT_COLUMNS = ['accountnumber', 'accountno', 'accountid', 'account', 'kontonummer', 'konto', 'depotnummer', 'rekeningnummer'];

/**
 * The accounts an all-accounts download (Fidelity's, Merrill's) names in its first rows, when more than one: their
 * activities are read as one portfolio's, which the user should know (and import each account's rows apart where they
 * are separate portfolios).
 */
function accountsOf(header: CsvHeader, rows: { fields: string[] }[]): CsvHeader['accounts'] {
  const index = ACCOUNT_COLUMNS.map((name) => header.names.indexOf(name)).find((found) => found >= 0);
  if (index === undefined) return undefined;
  const values = [...new Set(rows.map(({ fields }) => fields[index]?.trim() ?? '').filter((value) => value !== '' && value !== '--'))];
  return values.length > 1 ? { column: header.names[index]!, values } : undefined;
}

/** Whether a generic header names a value's currency apart (a column or a code in its header). */
function hasCurrencySource(currencies: ValueCurrencies | undefined): boolean {
  return currencies !== undefined && [currencies.price, currencies.amount, currencies.withholdingTax, ...currencies.fees].some((source) => source !== undefined);
}

/** The columns of money a generic header placed: a price, an amount, fees and taxes. */
function moneyColumns(columns: Columns): number[] {
  return [columns.price, columns.amount, columns.withholdingTax, ...columns.fees, ...columns.taxes].filter((index): index is number => index !== undefined);
}

// The rows an account's currency is looked for in: the first ones, so that a streamed file (its head) finds what the whole parse does.
const CURRENCY_SEARCH_ROWS = 200;

function firstRows(lines: string[], header: CsvHeader): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  for (let i = header.index + 1; i < lines.length && rows.length < CURRENCY_SEARCH_ROWS; i++) {
    if (lines[i]!.trim() === '') continue;
    const fields = splitCsvRecord(lines[i]!, header.delimiter);
    if (typeof fields !== 'string') rows.push({ line: i + 1, fields });
  }
  return rows;
}

/** One data line's fields as a broker row, by the header's columns (and the format's own fix-ups, which may look at the line before). */
export function rowOf(header: CsvHeader, fields: string[], line: number, previous?: string[]): BrokerRow {
  const { columns, format, names } = header;
  // Cells by plain calls, no closure or array callback per row: a 50 MB export has a million rows.
  const row: BrokerRow = {
    line,
    id: cell(fields, columns.externalId),
    date: cell(fields, columns.executedAt),
    time: cell(fields, columns.time),
    ticker: cell(fields, columns.ticker),
    side: cell(fields, columns.side),
    kind: cell(fields, columns.type),
    quantity: cell(fields, columns.quantity),
    price: cell(fields, columns.price),
    amount: cell(fields, columns.amount),
    fees: cells(fields, columns.fees),
    taxes: cells(fields, columns.taxes),
    withholdingTax: cell(fields, columns.withholdingTax),
    currency: cell(fields, columns.currency),
  };
  if (header.currencies) {
    withValueCurrencies(row, fields, header.currencies);
    row.ticker = isinInText(row.ticker);
    // A bare `Instrument` column is a symbol in some files, a name in others: a name is not taken for a symbol.
    if (columns.ticker !== undefined && names[columns.ticker] === 'instrument' && !row.skip) {
      const problem = nameAsSymbol(row.ticker, 'Instrument');
      if (problem) row.skip = problem;
    }
    if (header.otherKinds?.length && row.kind?.trim() && !isKnownKind(row.kind)) {
      const written = header.otherKinds.map((index) => fields[index]);
      // A corporate action written as a close and an open (Tastytrade's "Symbol Change", "Reverse Split" beside a
      // BUY_TO_OPEN): shares changed without a trade, never read as one.
      const action = [row.kind, ...written].find((text) => text && CORPORATE_ACTION.test(text));
      if (action !== undefined) row.skip = corporateAction(`${action.trim()}: shares changed without a trade; record it by hand`);
      const other = written.find((text) => text?.trim() && isKnownKind(text));
      if (other !== undefined) row.kind = other;
    }
  }
  return format.adapt ? format.adapt(row, cellsOf(fields, names), previous && cellsOf(previous, names)) : row;
}

const CORPORATE_ACTION = /symbol change|reverse split|forward split|stock split|stock merger|spin.?off/i;

/** The currencies a generic file states per column, on the row. */
function withValueCurrencies(row: BrokerRow, fields: string[], currencies: ValueCurrencies): void {
  row.unknownLayout = true;
  const skip = notExecuted(fields, currencies.status);
  if (skip) row.skip = skip;
  row.priceCurrency = currencyIn(fields, currencies.price);
  row.amountCurrency = currencyIn(fields, currencies.amount);
  row.withholdingTaxCurrency = currencyIn(fields, currencies.withholdingTax);
  if (currencies.fees.some((source) => source !== undefined)) row.feeCurrencies = currencies.fees.map((source) => currencyIn(fields, source));
}

/** A column's text in a row: undefined for a column the file lacks, '' for a row shorter than the header or a dash. */
function cell(fields: string[], index: number | undefined): string | undefined {
  return index === undefined ? undefined : blankIfDash(fields[index] ?? '');
}

function cells(fields: string[], indexes: number[]): string[] {
  const texts: string[] = [];
  for (let i = 0; i < indexes.length; i++) texts.push(blankIfDash(fields[indexes[i]!] ?? ''));
  return texts;
}

const DASHES = /^\s*[-–—]{1,3}\s*$/;

/**
 * A cell of dashes alone (`--`, `-`, `—`) is how Tastytrade, Merrill and IBKR write "no value": an empty cell, not a
 * number that failed (a sign always has digits after it). Checked on short cells only: a million rows pass here.
 */
function blankIfDash(text: string): string {
  return text.length > 0 && text.length <= 5 && DASHES.test(text) ? '' : text;
}

/** How rows of this format are read (zone, date order, decimal mark) and what the user is told about it. */
export function readingOptions(format: CsvFormat, options: ParseTradesCsvOptions, accountCurrency?: { currency: string; line: number }, generic: Pick<CsvHeader, 'unplaced' | 'signed' | 'chargesUnread' | 'accounts'> = {}): { rowOptions: RowOptions; notices: ImportNotice[] } {
  const timeZone = options.timeZone ?? format.timeZone ?? 'UTC';
  const notices = [...(format.notes ?? [])];
  const unplaced = generic.unplaced ?? [];
  if (unplaced.length > 0) notices.push(notice('columns.not_read', `columns not read (the generic reader does not know what they mean; pass { mapping } to read one): ${unplaced.join(', ')}`));
  if (generic.chargesUnread) notices.push(notice('columns.not_read', `columns not read that may hold charges (not ${format.label}'s known columns): ${generic.chargesUnread.join(', ')}; check the fees before recording`));
  if (generic.accounts) {
    const { values } = generic.accounts;
    const shown = values.length > 5 ? `${values.slice(0, 5).join(', ')} …` : values.join(', ');
    notices.push(notice('file.accounts_several', `the file holds ${values.length > 5 ? 'more than five' : values.length} accounts (${shown}): their activities are read as one portfolio's; import each account's rows apart if they are separate portfolios`));
  }
  if (accountCurrency) notices.push(notice('currency.read_from_file', `amounts read in ${accountCurrency.currency}, the account's currency as line ${accountCurrency.line} shows; pass { currency } if that is not it`));
  if (options.timeZone === undefined && format.timeZone !== undefined) notices.push(notice('times.zone_of_format', `times read in ${format.timeZone}, ${format.timeZoneWhy ?? `as ${format.label} writes them`}`));
  return {
    rowOptions: {
      timeZone,
      timeZoneStated: options.timeZone !== undefined || format.timeZone !== undefined,
      currency: options.currency ?? accountCurrency?.currency,
      dateOrder: options.dateOrder ?? format.dateOrder,
      decimalMark: options.decimalMark ?? format.decimalMark,
      signedAmounts: format.signedAmounts || generic.signed,
    },
    notices,
  };
}

export function refuse(format: string | null, problem: Problem): ReadResult {
  return { activities: [], skipped: [skippedAt(0, problem)], format, notices: [] };
}

function noHeaderReason(mapping: Partial<Record<TradeColumn, string>>, forced?: CsvFormat): string {
  if (forced && forced !== genericCsv) return `no header line of the first ${HEADER_SEARCH_LINES} is a ${forced.label} header (${forced.signatures.map((s) => s.join(', ')).join(' or ')})`;
  const mapped = Object.entries(mapping).map(([column, name]) => `${column} → "${name}"`);
  const wanted = (['executedAt', 'ticker', 'quantity', 'price'] as const).map((column) => `${column} (${genericCsv.aliases[column]!.slice(0, 4).join('/')})`).join(', ');
  return `no header line names ${wanted}, nor is it a known broker's export${mapped.length ? `; mapped: ${mapped.join(', ')}` : ''}`;
}

function cellsOf(fields: string[], names: string[]): RowCells {
  return {
    get: (name) => {
      const index = names.indexOf(name);
      return index < 0 ? undefined : fields[index];
    },
    after: (name) => {
      const index = names.indexOf(name);
      return index < 0 ? undefined : fields[index + 1];
    },
  };
}

/** The first line that is a known broker's header (or, failing that, names a trade's columns by the generic aliases). */
function findHeader(lines: string[], mapping: Partial<Record<TradeColumn, string>>, forced: CsvFormat | undefined, formats: readonly CsvFormat[]): CsvHeader | undefined {
  const mapped = Object.keys(mapping).length > 0;
  for (let i = 0; i < Math.min(lines.length, HEADER_SEARCH_LINES); i++) {
    if (lines[i]!.trim() === '') continue;
    const delimiter = detectDelimiter(lines[i]!);
    const fields = splitCsvRecord(lines[i]!, delimiter);
    if (typeof fields === 'string') continue;
    const names = fields.map(normalizeHeader);
    // A caller's mapping means the generic reader with those names.
    const candidates = forced ? [forced] : mapped ? [genericCsv] : [...formats, genericCsv];
    for (const format of candidates) {
      if (format === genericCsv) {
        const generic = genericHeader(fields, mapping);
        if (generic) return { ...generic, index: i, delimiter };
        continue;
      }
      if (!format.signatures.some((signature) => signature.every((name) => names.includes(name)))) continue;
      const zone = format.zoneOfLayout?.(names);
      const columns = locateColumns(names, format.aliases, {});
      return { format: zone ? { ...format, timeZone: zone.timeZone, timeZoneWhy: zone.why } : format, index: i, delimiter, names, columns, fields };
    }
  }
  return undefined;
}

// A column whose name says it holds a charge (a fee, a commission, costs), in the languages of the formats; not one
// that only mentions charges (`Total (inclusive of fees)`, `Fiat Amount (excl. fees)`, Trading 212's `Charge amount` of
// a card), a rate (`FX Fee (BPS)`) or the currency beside a fee.
const CHARGE_NAME = /fee|kost|commission|gebuhr|charge|frais|courtage|spese|provision|transactioncost/;
const NOT_A_CHARGE = /total|amount|inclusive|incl|excl|bps|rate|percent|currency|wahrung|valuta/;

/**
 * A format's columns whose names say they hold charges, that its aliases do not place and that hold a figure in the
 * file's first rows (DEGIRO's older German header cuts `Transaktionskosten` to `Transaktionskost`): said in a warning,
 * so that a fee is never dropped unsaid because a broker renamed its column.
 */
function chargesNotPlaced(header: CsvHeader, rows: { fields: string[] }[]): string[] | undefined {
  if (header.format === genericCsv || !header.format.aliases.fees?.length || !header.fields) return undefined;
  const placed = new Set([...header.columns.fees, ...header.columns.taxes]);
  const unread = header.names.flatMap((name, index) => (!placed.has(index) && CHARGE_NAME.test(name) && !NOT_A_CHARGE.test(name) ? [index] : []));
  const charged = unread.filter((index) => rows.some(({ fields }) => /[1-9]/.test(fields[index] ?? '')));
  return charged.length > 0 ? charged.map((index) => header.fields![index]!.trim()) : undefined;
}

/**
 * A header line read by the generic aliases (a stated currency taken off its names), if it names a trade's columns
 * (a date, a symbol, a quantity and a price) or a cash row's (a date, a type and an amount).
 */
function genericHeader(fields: string[], mapping: Partial<Record<TradeColumn, string>>): Omit<CsvHeader, 'index' | 'delimiter'> | undefined {
  const { names, stated } = genericNames(fields, normalizeHeader);
  const columns = locateColumns(names, genericCsv.aliases, mapping);
  const trades = columns.executedAt !== undefined && columns.ticker !== undefined && columns.quantity !== undefined && columns.price !== undefined;
  const cash = columns.executedAt !== undefined && columns.type !== undefined && columns.amount !== undefined;
  if (!trades && !cash) return undefined;
  const currencies = { ...valueCurrencies(names, stated, columns), status: statusColumn(names) };
  const taken = new Set(Object.values(columns).flat());
  const otherKinds = mapping.type === undefined ? (genericCsv.aliases.type ?? []).map((alias) => names.indexOf(alias)).filter((index) => index >= 0 && !taken.has(index)) : [];
  const used = new Set([...taken, ...otherKinds, ...currencyColumns(currencies)]);
  return { format: genericCsv, names, columns, currencies, otherKinds, unplaced: unplacedColumns(fields, names, used) };
}

/** The index of each column in a header line: the mapped name where given, else the first alias present; every fee column. */
function locateColumns(names: string[], aliases: Partial<Record<TradeColumn, string[]>>, mapping: Partial<Record<TradeColumn, string>>): Columns {
  const found: Columns = { fees: [], taxes: [] };
  const taken = new Set<number>();
  for (const column of Object.keys(genericCsv.aliases) as TradeColumn[]) {
    const mappedName = mapping[column];
    const candidates = mappedName === undefined ? (aliases[column] ?? []) : [normalizeHeader(mappedName)];
    if (column === 'fees' || column === 'taxes') {
      names.forEach((name, index) => {
        if (candidates.includes(name) && !taken.has(index)) {
          found[column].push(index);
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
