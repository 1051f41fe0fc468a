import type { ImportedActivity, ImportNotice, ReadResult, SkippedRow, TradeActivity } from './activity.js';
import { ISO_CURRENCIES } from './generic-columns.js';
import { notice } from './import-codes.js';
import { hasLocalTime, inferDateOrder, readTimestamp, type DateOrder } from './dates.js';
import { inferDecimalMark, readDecimal, type DecimalMark } from './decimals.js';
import { Fnv1a64 } from './fnv1a.js';
import { fieldProblem, fileProblem, notAnActivity, skippedAt, type Problem } from './problems.js';

/** One broker row as text, named by what it means; absent when the file has no such field. */
export interface BrokerRow {
  line: number;
  id?: string;
  date?: string;
  time?: string;
  ticker?: string;
  /** A buy/sell column (`Buy / Sell`, `Side`, IBKR's `buySell`). */
  side?: string;
  /** A generic transaction type (`Type`, `Action`): a side, or a dividend, a deposit … */
  kind?: string;
  quantity?: string;
  price?: string;
  /** The row's cash amount (dividends, deposits, fees as rows of their own). */
  amount?: string;
  /** Every fee, commission and transaction tax the trade paid, one text per column; summed. */
  fees?: string[];
  /** Tax withheld from a dividend. */
  withholdingTax?: string;
  currency?: string;
  /** The price's own currency, where the file writes it apart from the amount's (a trade's currency; the generic reader's). */
  priceCurrency?: string;
  /** The amount's own currency, where the file writes it apart from the price's (a cash row's currency; the generic reader's). */
  amountCurrency?: string;
  /**
   * The row is of a layout no format knows (the generic reader's): its figures are checked against each other where a
   * format's would be trusted — a trade's units × price against its amount, a cash row's sign against its kind.
   */
  unknownLayout?: boolean;
  /** The currency of `fees` when the broker charges them in another (the account's): they become a fee activity of their own. */
  feeCurrency?: string;
  /**
   * The currency each of `fees` states, in their order, where the broker writes one beside each fee (Trading 212):
   * a fee in the trade's currency is the trade's, the others a fee activity per currency. Unset ones take `feeCurrency`.
   */
  feeCurrencies?: (string | undefined)[];
  /** The currency the tax withheld is written in, where the broker names one: in another than the dividend's it is a tax activity of its own. */
  withholdingTaxCurrency?: string;
  /** Taxes a trade paid (transaction tax, tax on a sale): a tax activity of its own; on a dividend, the tax withheld. */
  taxes?: string[];
  /** The amount is the cash that moved after fees and taxes (a trade's price is derived from it, a dividend's gross adds the tax back). */
  amountIsNet?: boolean;
  /** The format's own reason not to read this row (a trade repeated from another export, an FX leg …), with its code. */
  skip?: Problem;
  /**
   * With `skip`: the row's fee in money (`fees`, in `feeCurrency`) is recorded as a fee activity all the same, the rest of
   * the row named (CoinTracking's staking reward with a fee in euros: the coins are not read, the euros paid are).
   */
  feeKept?: boolean;
  /**
   * Units and price a format read itself from text that is not a number column (DEGIRO's "Koop 34 @ 26,88 EUR"),
   * each number by its own mark: they are taken as they are and say nothing about the file's decimal mark.
   */
  read?: { quantity: number; price: number };
  /** With `read`: the row's `amount` is the cash the trade booked, its fees folded in, so they are its difference from units × price. */
  feesInAmount?: boolean;
  /**
   * With `feesInAmount`: the `price` column is the price rounded to its decimals (Fidelity's 208.64 for 208.6356…), so a
   * buy that paid less than units × price, or a sale that brought more, by no more than that rounding on every unit, is
   * the price's rounding, not a booking of another trade: the price is then the amount over the units.
   */
  priceRounded?: boolean;
  /** A split the broker states as a ratio ("Split 10 for 1": from 1 to 10): a split activity of `ticker`. */
  split?: { from: string; to: string };
  /**
   * One leg of a currency conversion the broker writes as two rows (DEGIRO's `FX Debit` and `FX Credit`): its signed
   * `amount` in `currency` (out −, in +), joined with the leg of the other sign and currency under the same key (the
   * format's: its time and product) into one conversion. A leg whose twin does not come is a skipped row saying so.
   */
  fxLeg?: { key: string; label: string };
  /**
   * The row is a currency trade of this pair (IBKR's `EUR.USD`): `quantity` units of `base` bought or sold at `price`
   * units of `quote` each, `fees` in `feeCurrency` (else the quote's). One conversion.
   */
  fxPair?: { base: string; quote: string };
}

export interface RowOptions {
  /** IANA zone of times written without an offset. */
  timeZone: string;
  /** Whether the zone was the caller's or the format's documented one (else a warning says it was assumed). */
  timeZoneStated: boolean;
  /** For files without a currency column. */
  currency?: string;
  /** For files whose dates do not decide it themselves. */
  dateOrder?: DateOrder;
  /** For files whose numbers do not decide it; otherwise read from the file. */
  decimalMark?: DecimalMark;
  /** The format writes cash rows as signed flows (in +, out −): a row signed against its kind is a refund or reversal, named. */
  signedAmounts?: boolean;
}

// The bounds of the API's trade schema (packages/shared/src/trade.ts), checked here so that a
// parsed batch is accepted as it is.
const MAX_AMOUNT = 1e12;
const TICKER = /^[A-Za-z0-9^][A-Za-z0-9.\-:=/^]*$/;
const MAX_TICKER = 32;
const MAX_EXTERNAL_ID = 128;

type Kind = 'buy' | 'sell' | 'dividend' | 'reinvested_dividend' | 'interest' | 'fee' | 'tax' | 'deposit' | 'withdrawal' | 'transfer_in' | 'transfer_out';

// What a broker calls each kind, in English and the languages the exports come in (German, French, Spanish,
// Italian, Dutch, Portuguese, Swedish, Norwegian, Danish, Finnish, Polish); order matters ("Verkauf" holds "Kauf",
// "Verkoop" "Koop", "Dividend reinvestment" a dividend reinvested, "Dividendbelasting" a tax, "Costo" holds "Osto").
// Short words are whole words (\b): "OSTO" is a Finnish buy, not the end of "COSTO".
const KINDS: [RegExp, Kind][] = [
  // Securities moved in or out (Portfolio Performance's deliveries, Wealthfolio's TRANSFER_IN); before cash transfers.
  [/^TRANSFER_IN$|^ADD_HOLDING$|EINLIEFERUNG|^DELIVERY \(INBOUND\)$/, 'transfer_in'],
  [/^TRANSFER_OUT$|^REMOVE_HOLDING$|AUSLIEFERUNG|^DELIVERY \(OUTBOUND\)$/, 'transfer_out'],
  [/WITHHOLDING|\bTAX\b|BELASTING|STEUER|IMPÔT|IMPUESTO|RETENCI|SKATT|\bSKAT\b|KILDESKAT|LÄHDEVERO|\bVERO\b|PODATEK|RITENUTA|\bTASSA\b|\bIMPOSTA\b|IMPOSTO|RETENUE/, 'tax'],
  // A dividend paid in shares (DRIP, "Dividend reinvestment"): the dividend and the units it bought, before the dividend word.
  [/^DRIP\b|(DIVID|\bDIV\b|AUSSCHÜTTUNG).*(REINVEST|WIEDERANLAGE|RÉINVEST|REINVERS|HERBELEG)|(REINVEST|WIEDERANLAGE|RÉINVEST|REINVERS|HERBELEG).*(DIVID|\bDIV\b)/, 'reinvested_dividend'],
  [/DIVID|AUSSCHÜTTUNG|^DIV$|^CDIV$|UTDELNING|UTBYTTE|UDBYTTE|OSINKO|DYWIDENDA|PROVENTO/, 'dividend'],
  [/INTEREST|ZINS|INTÉRÊT|INTERÊT|INTERET|INTERESES|^INT$|RÄNTA|\bRENTE\b|\bRENTER\b|KORKO|ODSETKI|INTERESSI|JUROS/, 'interest'],
  [/^FEES?$|^FEE |COMMISSION|GEBÜHR|^FRAIS|COMISI|CUSTODY|^FEE|TARIEVEN|AVGIFT|GEBYR|\bKOSTEN\b|TRANSACTIEKOSTEN|COURTAGE|KURTASJE|KURTAGE|PALKKIO|\bKULU|PROWIZJA|OPŁATA|COMMISSIONE|\bSPESE\b|\bCOSTO\b|COMISSÃO|\bCUSTO\b/, 'fee'],
  [/DEPOSIT|TOP.?UP|CASH ?IN|EINZAHLUNG|DÉPÔT|INGRESO|^TRANSFER IN$|EINLAGE|STORTING|INSÄTTNING|INNSKUDD|INDBETALING|INDSKUD|TALLETUS|\bPANO\b|WPŁATA|VERSAMENTO|VERSEMENT|DEPÓSITO|DEPOSITO/, 'deposit'],
  [/WITHDRAW|CASH ?OUT|AUSZAHLUNG|RETRAIT|RETIRADA|^TRANSFER OUT$|ONTTREKKING|OPNAME|UTTAG|UTTAK|UTBETALNING|UDBETALING|HÆVNING|\bNOSTO\b|WYPŁATA|PRELIEVO|LEVANTAMENTO|\bRETIRO\b/, 'withdrawal'],
  [/^(S|SLD|SOLD)$|SELL|VERKAUF|VENTE|VENTA|VERKOOP|SÄLJ|\bSÅLT\b|\bSALG\b|MYYNTI|SPRZEDA|VENDITA|\bVENDA\b/, 'sell'],
  [/^(B|BOT|BOUGHT)$|BUY|KAUF|ACHAT|COMPRA|PURCHASE|SAVINGS PLAN|SPARPLAN|\bKOOP\b|AANKOOP|\bKÖP\b|\bKJØP\b|\bKØB\b|\bOSTO\b|KUPNO|ACQUISTO/, 'buy'],
];

const KIND_WORDS = 'buy/sell, B/S, BOT/SLD, dividend, interest, fee, tax, deposit, withdrawal, transfer in/out, or these in German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Norwegian, Danish, Finnish or Polish';

// A file writes a handful of kind words on a million rows: each is matched against KINDS once.
const KIND_CACHE = new Map<string, Kind | null>();
const MAX_CACHED_WORDS = 1000;

/** Whether a row's kind word is one the reader knows (a buy, a dividend, a deposit …, in any of its languages). */
export function isKnownKind(text: string | undefined): boolean {
  return kindOf(text) !== undefined;
}

function kindOf(text: string | undefined): Kind | undefined {
  if (text === undefined) return undefined;
  // One lookup per row: a word of no kind is kept as null.
  const cached = KIND_CACHE.get(text);
  if (cached !== undefined) return cached ?? undefined;
  const written = text.trim().toUpperCase();
  const kind = written ? KINDS.find(([pattern]) => pattern.test(written))?.[1] : undefined;
  if (KIND_CACHE.size >= MAX_CACHED_WORDS) KIND_CACHE.clear();
  KIND_CACHE.set(text, kind ?? null);
  return kind;
}

/** What the file decided about its dates and numbers, or why it cannot be read at all. */
interface FileReading {
  order?: DateOrder;
  mark: DecimalMark;
  /**
   * Set when the file writes both marks (exports of different years or locales put together): each
   * number is then read by its own mark where that is unambiguous (`27,80`, `-97.93`), else by the
   * mark of its column (`1,234` in a column that writes `27,80` elsewhere); a column without one asks.
   */
  mixed?: Map<string, DecimalMark | undefined>;
  /** In a file of both marks, the mark every unambiguous number of the current row writes: it reads the row's undecided ones. */
  rowMark?: DecimalMark;
  notices: ImportNotice[];
  refusal?: Problem;
  /**
   * A layout no format knows, with no kind column and no quantity written negative, whose trades write their amount
   * as the cash that moved (some buy's amount negative): a trade's side is its amount's sign, not its unsigned quantity.
   */
  sidesByAmount?: boolean;
}

/**
 * Turns broker rows into activities, each with an `externalId` (the broker's id, or a hash of its
 * fields so that importing the same export again adds nothing), and every other row into a skipped
 * row naming its line and why. Nothing is guessed: the dates and numbers of the file decide their
 * own order and decimal mark, and a file where they do not is refused as a whole with what to pass.
 */
export function activitiesFromRows(rows: BrokerRow[], options: RowOptions, format: string, fileSkipped: SkippedRow[] = [], fileNotices: ImportNotice[] = []): ReadResult {
  const evidence = new FileEvidence();
  for (const row of rows) evidence.add(row);
  const reader = new RowReader(options, evidence, fileNotices);
  if (reader.refusal) return { activities: [], skipped: [...fileSkipped, skippedAt(0, reader.refusal)], format, notices: reader.notices() };
  const skipped: SkippedRow[] = [...fileSkipped];
  const activities: ImportedActivity[] = [];
  for (const row of rows) {
    const read = reader.read(row);
    if (Array.isArray(read)) activities.push(...read);
    else skipped.push(read);
    if (reader.unpaired.length > 0) skipped.push(...reader.takeUnpaired());
  }
  reader.finish();
  skipped.push(...reader.takeUnpaired());
  return { activities, skipped: skipped.sort((a, b) => a.line - b.line), format, notices: reader.notices() };
}

/**
 * What a file's dates and numbers say about their order and decimal mark, gathered a row at a time:
 * only the first date of each kind (day first, month first, undecided) and the first number of each
 * mark are kept, which is all `inferDateOrder` and `inferDecimalMark` look at. A file streamed
 * through it keeps nothing else.
 */
export class FileEvidence {
  private readonly dates: { line: number; text: string; kind: string }[] = [];
  private readonly numbers: { line: number; text: string; kind: string }[] = [];
  // The first comma-decimal and point-decimal number of each column (quantity, price, amount …), for a file that writes both.
  private readonly columns = new Map<string, { line: number; text: string; kind: string }[]>();
  // Rows of a layout no format knows that name no kind: whether one writes its quantity negative, and the first whose
  // quantity is positive beside a negative amount (cash out: the amount is a cash flow, the quantity unsigned).
  private negativeQuantity = false;
  private cashFlowTrade?: { line: number; text: string };

  add(row: BrokerRow): void {
    if (row.skip) return;
    if (row.unknownLayout && row.side === undefined && row.kind === undefined && row.quantity?.trim()) this.addSigns(row);
    // A date written year first (2026-01-05) decides no order: most files need no look at each date.
    if (row.date?.trim() && !yearFirst(row.date)) keepFirst(this.dates, { line: row.line, text: row.date }, dateKind);
    this.addNumber(row.line, 'quantity', row.quantity);
    this.addNumber(row.line, 'price', row.price);
    this.addNumber(row.line, 'amount', row.amount);
    this.addNumber(row.line, 'withholding tax', row.withholdingTax);
    for (const text of row.fees ?? []) this.addNumber(row.line, 'fee', text);
    for (const text of row.taxes ?? []) this.addNumber(row.line, 'tax', text);
  }

  private addSigns(row: BrokerRow): void {
    if (NEGATIVE.test(row.quantity!)) this.negativeQuantity = true;
    else if (this.cashFlowTrade === undefined && row.amount !== undefined && NEGATIVE.test(row.amount) && /[1-9]/.test(row.quantity!)) this.cashFlowTrade = { line: row.line, text: row.amount.trim() };
  }

  private addNumber(line: number, column: string, text: string | undefined): void {
    if (!text) return;
    // Only a comma can make a number comma-decimal and only a point point-decimal: a kind already kept needs no second look
    // (and a number with neither, no look at the column's).
    const comma = text.includes(',');
    const point = text.includes('.');
    if (!comma && !point) return;
    const kept = this.columns.get(column);
    if ((!comma || keeps(kept, ',')) && (!point || keeps(kept, '.'))) return;
    if (!text.trim()) return;
    const kind = numberKind({ line, text });
    if (kind === '') return;
    if (kept) keepFirst(kept, { line, text }, () => kind);
    else this.columns.set(column, [{ line, text, kind }]);
    keepFirst(this.numbers, { line, text }, () => kind);
  }

  /** Whether what is in decides both the date order and the decimal mark (or the options give them): later rows can only contradict it. */
  settled(options: RowOptions): boolean {
    const order = options.dateOrder !== undefined || this.dates.some((d) => d.kind === 'dmy' || d.kind === 'mdy');
    const mark = options.decimalMark !== undefined || this.numbers.length > 0;
    return order && mark;
  }

  /** A copy of the evidence so far (the reading a streamed file goes on with). */
  snapshot(): FileEvidence {
    const copy = new FileEvidence();
    copy.negativeQuantity = this.negativeQuantity;
    copy.cashFlowTrade = this.cashFlowTrade;
    copy.dates.push(...this.dates);
    copy.numbers.push(...this.numbers);
    for (const [column, kept] of this.columns) copy.columns.set(column, [...kept]);
    return copy;
  }

  read(options: RowOptions): FileReading {
    const notices: ImportNotice[] = [];
    const dates = [...this.dates].sort((a, b) => a.line - b.line);
    let order = options.dateOrder;
    if (order === undefined) {
      const evidence = inferDateOrder(dates);
      if (evidence.conflict) return { mark: '.', notices, refusal: fileProblem('file.date_orders_conflict', `dates: ${evidence.conflict}; the file is not one export`) };
      if (evidence.ambiguous) {
        const example = dates.find((date) => /^\d{1,2}[/-]\d{1,2}[/-]/.test(date.text.trim()));
        return {
          mark: '.',
          notices,
          refusal: fileProblem(
            'file.date_order_ambiguous',
            `dates: ${example ? `${example.text.trim()} (line ${example.line}) and the others` : 'the dates'} could be day-first or month-first and no date in the file decides it; pass { dateOrder: 'dmy' } or { dateOrder: 'mdy' }`,
          ),
        };
      }
      order = evidence.order;
      if (evidence.order) notices.push(notice('dates.order_read_from_file', `dates read ${evidence.order === 'dmy' ? 'day' : 'month'} first, as line ${evidence.line} (${evidence.text}) shows`));
    }
    let mark = options.decimalMark;
    if (mark === undefined) {
      const evidence = inferDecimalMark([...this.numbers].sort((a, b) => a.line - b.line));
      if (evidence.conflict) return { order, mark: '.', mixed: this.columnMarks(), notices: [...notices, this.mixedNotice(evidence.conflict)] };
      mark = evidence.mark;
      if (mark === ',') notices.push(notice('numbers.decimal_comma', `numbers read with a decimal comma, as line ${evidence.decidedBy!.line} (${evidence.decidedBy!.text.trim()}) shows`));
    }
    if (!this.negativeQuantity && this.cashFlowTrade) {
      notices.push(notice('sides.read_from_amount', `the file writes no side and no negative quantity: a trade's side is read from its amount's sign (money out a buy, money in a sale), as line ${this.cashFlowTrade.line} (${this.cashFlowTrade.text}) shows`));
      return { order, mark, notices, sidesByAmount: true };
    }
    return { order, mark, notices };
  }

  /** Each column's own mark, `undefined` for a column that writes both. */
  private columnMarks(): Map<string, DecimalMark | undefined> {
    const marks = new Map<string, DecimalMark | undefined>();
    for (const [column, kept] of this.columns) marks.set(column, kept.length === 1 ? (kept[0]!.kind as DecimalMark) : undefined);
    return marks;
  }

  // It names every column's mark, so that a streamed file whose later rows change one is read again (its warnings differ).
  private mixedNotice(conflict: string): ImportNotice {
    const columns = [...this.columnMarks()].sort(([a], [b]) => a.localeCompare(b)).map(([column, mark]) => `${column} ${mark === undefined ? 'both' : mark === ',' ? 'comma' : 'point'}`);
    return notice('numbers.decimal_marks_mixed', `numbers: ${conflict}; each number is read by its own mark, one that could be either (1,234) by its column's (${columns.join(', ')}), in a column of both by its row's other numbers`);
  }
}

/** Whether a date is written year first (`2026-01-05`): four digits, the regular expression only for a cell that starts otherwise. */
function yearFirst(date: string): boolean {
  for (let i = 0; i < 4; i++) {
    const code = date.charCodeAt(i);
    if (!(code >= 48 && code <= 57)) return /^\s*\d{4}/.test(date);
  }
  return true;
}

/** Whether a number of this kind is kept already (a loop, not a callback: every row asks). */
function keeps(kept: { kind: string }[] | undefined, kind: string): boolean {
  if (kept === undefined) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i]!.kind === kind) return true;
  return false;
}

/** A date's kind for the evidence: the order it decides, or that it needs one, or nothing. */
function dateKind(date: { line: number; text: string }): string {
  const evidence = inferDateOrder([date]);
  return evidence.order ?? (evidence.ambiguous ? 'undecided' : '');
}

function numberKind(value: { line: number; text: string }): string {
  const evidence = inferDecimalMark([value]);
  return evidence.decidedBy ? evidence.mark : '';
}

function keepFirst(kept: { line: number; text: string; kind: string }[], value: { line: number; text: string }, kindOfValue: (value: { line: number; text: string }) => string): void {
  const kind = kindOfValue(value);
  if (kind !== '' && !kept.some((k) => k.kind === kind)) kept.push({ ...value, kind });
}

/**
 * Reads rows into activities one at a time, in file order, once the file's evidence is in: each row
 * gives its activities (with their external ids) or a skipped row. What it remembers is one entry
 * per broker id (to name a repeated id) and per activity without one (to number identical rows).
 */
export class RowReader {
  readonly refusal?: Problem;
  private readonly reading: FileReading;
  private readonly idLines = new Map<string, number>();
  private readonly occurrences = new Map<number, number>();
  /**
   * With `windowed`, identical activities are counted only within one `executedAt` (they share it),
   * and the counts of earlier times are let go while the file runs in one time order: memory stays
   * flat in a sorted file. `unsorted` turns true when the file leaves that order (the count may
   * then be wrong: the caller reads the file again without `windowed`).
   */
  unsorted = false;
  private windowTime?: string;
  // The first keys counted at `windowTime` and their counts (while `windowed`); the rest are in `occurrences`.
  private readonly windowKeys: number[] = [];
  private readonly windowCounts: number[] = [];
  private windowSize = 0;
  private readonly hash = new Fnv1a64();
  private direction = 0;
  // Whether a row wrote a time without an offset (read in the file's zone): one is enough for the warning.
  private localTime = false;
  // Conversion legs read but not yet joined: those of one key at most (the latest leg's); a leg of another key lets them go.
  private legs: FxLeg[] = [];
  /** Legs let go without their twin, as skipped rows: the caller takes them after each row (`takeUnpaired`) and after `finish`. */
  unpaired: SkippedRow[] = [];

  constructor(
    private readonly options: RowOptions,
    evidence: FileEvidence,
    private readonly fileNotices: ImportNotice[] = [],
    private readonly windowed = false,
  ) {
    this.reading = evidence.read(options);
    this.refusal = this.reading.refusal;
  }

  /** The row's activities (with their external ids), or the row skipped with why. */
  read(row: BrokerRow): ImportedActivity[] | SkippedRow {
    if (row.fxLeg !== undefined && !row.skip) return this.readLeg(row, row.fxLeg);
    if (row.skip && row.feeKept) return this.readKeptFee(row, row.skip);
    const reasons: Problem[] = [];
    const activities = readRow(row, this.options, this.reading.mixed ? { ...this.reading, rowMark: rowMarkOf(row) } : this.reading, reasons);
    const brokerId = row.id?.trim() || undefined;
    if (brokerId && brokerId.length > MAX_EXTERNAL_ID) reasons.push(fieldProblem('id', 'too_long', `longer than ${MAX_EXTERNAL_ID} characters`));
    // The API would skip the second silently; a broker id twice in one file is worth a look.
    const firstLine = brokerId === undefined || activities === undefined ? undefined : this.idLines.get(brokerId);
    if (firstLine !== undefined) reasons.push({ code: 'id.repeated', reason: `id ${brokerId} repeats line ${firstLine}` });
    // The first of several problems names the code; every reason is in the text.
    if (activities === undefined || reasons.length > 0) return { line: row.line, code: reasons[0]?.code ?? 'row.not_an_activity', reason: reasons.map((problem) => problem.reason).join('; ') || 'not an activity' };
    if (!this.localTime && hasLocalTime(row.date, row.time)) this.localTime = true;
    if (brokerId !== undefined) this.idLines.set(brokerId, row.line);
    // A fee charged in another currency than the trade's is an activity of its own, named after the trade's id.
    // In place: the activities were built for this row alone.
    for (let index = 0; index < activities.length; index++) {
      const activity = activities[index]!;
      this.withExternalId(brokerId && index > 0 ? `${brokerId}-${'side' in activity ? 'trade' : activity.type}` : brokerId, activity);
    }
    return activities;
  }

  /** A named row's fee in money, a fee activity of its own; the row itself named beside it (as `unpaired` are). */
  private readKeptFee(row: BrokerRow, skip: Problem): ImportedActivity[] {
    const reasons: Problem[] = [];
    const executedAt = readTimestamp(row.date, row.time, this.options.timeZone, this.reading.order);
    const fee = typeof executedAt === 'string' ? feeBeside(row, '', executedAt, this.reading, reasons) : [];
    const kept = fee.length > 0 && reasons.length === 0;
    this.unpaired.push(skippedAt(row.line, { ...skip, reason: kept ? `${skip.reason}; its fee is recorded as a fee activity` : skip.reason }));
    if (!kept) return [];
    if (!this.localTime && hasLocalTime(row.date, row.time)) this.localTime = true;
    const brokerId = row.id?.trim() || undefined;
    this.withExternalId(brokerId && `${brokerId}-fee`, fee[0]!);
    return fee;
  }

  /** The legs let go without their twin since the last call. */
  takeUnpaired(): SkippedRow[] {
    const taken = this.unpaired;
    this.unpaired = [];
    return taken;
  }

  /** Once every row is read: the legs still waiting for their twin are skipped rows (`takeUnpaired`). */
  finish(): void {
    this.letLegsGo();
  }

  /** A conversion leg: held until its twin (the other sign and currency, the same key) comes, then one conversion of the two. */
  private readLeg(row: BrokerRow, leg: { key: string; label: string }): ImportedActivity[] | SkippedRow {
    const reasons: Problem[] = [];
    const executedAt = readTimestamp(row.date, row.time, this.options.timeZone, this.reading.order);
    if (typeof executedAt !== 'string') reasons.push(executedAt);
    const currency = (row.currency?.trim() ?? '').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) reasons.push(currency ? fieldProblem('currency', 'invalid', `${shown(currency)} is not a three-letter code`) : fieldProblem('currency', 'missing', 'missing'));
    const amount = requiredAmount('amount', row.amount, this.reading.mixed ? { ...this.reading, rowMark: rowMarkOf(row) } : this.reading, reasons);
    if (amount === 0) reasons.push(fieldProblem('amount', 'zero', 'zero'));
    if (reasons.length > 0 || typeof executedAt !== 'string' || amount === undefined) {
      return { line: row.line, code: reasons[0]?.code ?? 'row.not_an_activity', reason: reasons.map((problem) => problem.reason).join('; ') };
    }
    if (!this.localTime && hasLocalTime(row.date, row.time)) this.localTime = true;
    if (this.legs.length > 0 && this.legs[0]!.key !== leg.key) this.letLegsGo();
    const twin = this.legs.findIndex((other) => other.amount > 0 !== amount > 0 && other.currency !== currency);
    const read: FxLeg = { key: leg.key, label: leg.label, line: row.line, executedAt, currency, amount };
    if (twin < 0) {
      this.legs.push(read);
      return [];
    }
    const [other] = this.legs.splice(twin, 1) as [FxLeg];
    const [sold, bought] = amount < 0 ? [read, other] : [other, read];
    const conversion: ImportedActivity = {
      type: 'conversion',
      soldAmount: Math.abs(sold.amount),
      soldCurrency: sold.currency,
      boughtAmount: bought.amount,
      boughtCurrency: bought.currency,
      executedAt: other.executedAt,
    };
    this.withExternalId(undefined, conversion);
    return [conversion];
  }

  private letLegsGo(): void {
    for (const leg of this.legs) {
      this.unpaired.push(skippedAt(leg.line, notAnActivity(`${shown(leg.label)} ${leg.amount} ${leg.currency}: one leg of a currency conversion whose other leg (${leg.amount < 0 ? 'money in' : 'money out'} in another currency, at the same time) is not in the file; not recorded`)));
    }
    this.legs = [];
  }

  /** Whether another reader reads rows the same way (the same date order and decimal mark). */
  sameReading(other: RowReader): boolean {
    return this.reading.order === other.reading.order && this.reading.mark === other.reading.mark && this.reading.notices.map((entry) => entry.message).join('\n') === other.reading.notices.map((entry) => entry.message).join('\n');
  }

  /** The file's warnings and the reader's own (times read in an assumed zone), once every row is read. */
  notices(): ImportNotice[] {
    const notices = [...this.fileNotices, ...this.reading.notices];
    if (this.localTime && !this.options.timeZoneStated) {
      notices.push(notice('times.zone_assumed', `times without an offset were read in ${this.options.timeZone}; pass { timeZone } with the broker's zone if that is not it`));
    }
    return notices;
  }

  /** The broker's id, or a hash of the activity's fields and how many identical ones came before. */
  private withExternalId(brokerId: string | undefined, activity: ImportedActivity): void {
    // The activity was built for this row alone: its id is set on it, not on a copy (a million copies in a large export).
    if (brokerId) {
      activity.externalId = brokerId;
      return;
    }
    if (this.windowed) this.moveWindow(activity.executedAt);
    const hash = this.hash.reset();
    const trade = 'side' in activity;
    if (trade) {
      // A trade's fields are validated (an ISO time, a symbol without quotes or backslashes, a side, a
      // currency code, finite numbers): fed a piece at a time they hash as their JSON.stringify text,
      // at a fraction of its cost.
      hash.add('["').add(activity.executedAt).add('","').add(activity.ticker).add('","').add(activity.side).add('",');
      hash.addNumber(activity.quantity).add(',').addNumber(activity.price).add(',"').add(activity.currency).add('",').addNumber(activity.fees ?? 0).add(']');
    } else if (!hash.addJson(activity)) hash.add(JSON.stringify(activity));
    const occurrence = this.occurrence(hash.key());
    // FNV-1a runs on: the hash of `${fields}#${occurrence}` continues the hash of the fields.
    activity.externalId = `${trade ? 'trade' : activity.type}-${hash.add('#').add(String(occurrence)).hex()}`;
  }

  /** How many activities with this key were read so far, this one included (within the window's time, while `windowed`). */
  private occurrence(key: number): number {
    if (this.windowed && !this.unsorted) {
      // A time holds a row or a few: its keys are looked up in a short list, not a map (only those past the list's length are in the map).
      const keys = this.windowKeys;
      for (let i = 0; i < this.windowSize; i++) if (keys[i] === key) return ++this.windowCounts[i]!;
      if (this.windowSize < MAX_WINDOW_KEYS) {
        keys[this.windowSize] = key;
        this.windowCounts[this.windowSize++] = 1;
        return 1;
      }
    }
    const occurrence = (this.occurrences.get(key) ?? 0) + 1;
    this.occurrences.set(key, occurrence);
    return occurrence;
  }

  private moveWindow(time: string): void {
    if (time === this.windowTime) return;
    if (this.windowTime !== undefined) {
      const step = time > this.windowTime ? 1 : -1;
      if (this.direction === 0) this.direction = step;
      else if (step !== this.direction) this.unsorted = true;
    }
    this.windowTime = time;
    if (this.unsorted) {
      // From here every key is counted in the map (the caller reads the file again without `windowed`).
      for (let i = 0; i < this.windowSize; i++) this.occurrences.set(this.windowKeys[i]!, this.windowCounts[i]!);
    } else if (this.occurrences.size > 0) this.occurrences.clear();
    this.windowSize = 0;
  }
}

/** A conversion leg read, waiting for its twin. */
interface FxLeg {
  key: string;
  label: string;
  line: number;
  executedAt: string;
  currency: string;
  /** Signed: out −, in +. */
  amount: number;
}

// A number written negative: a minus sign (or the typographic one) or brackets, after any currency sign.
const NEGATIVE = /^\s*[^\d\s.,()−-]{0,3}\s*[-−(]/;

// A time's first keys are counted in a list (a file in time order moves its window on every row, and a map
// costs a hash and, cleared, a new table each time); a time with more goes on in the map.
const MAX_WINDOW_KEYS = 16;

function readRow(row: BrokerRow, options: RowOptions, reading: FileReading, reasons: Problem[]): ImportedActivity[] | undefined {
  if (row.skip) {
    reasons.push(row.skip);
    return undefined;
  }
  if (/\(Ca\.?\)|^CANCEL/i.test(row.side ?? row.kind ?? '')) {
    reasons.push({ code: 'row.cancellation', reason: `${(row.side ?? row.kind)!.trim()} is a cancellation; record the trade it cancels only if it stands` });
    return undefined;
  }
  if (row.split) {
    const split = readSplit(row, row.split, options, reading, reasons);
    return split === undefined ? undefined : [split];
  }
  if (row.fxPair) {
    const conversion = readFxTrade(row, row.fxPair, options, reading, reasons);
    return conversion === undefined ? undefined : [conversion];
  }
  const kind = resolveKind(row, reading, reasons);
  if (kind === undefined) return undefined;
  // A dividend of an unknown layout: its amount before or after the tax withheld, as its own figures decide.
  if (kind === 'dividend' && row.unknownLayout) {
    const basis = dividendBasis(row, reading, reasons);
    if (basis === undefined) return undefined;
    row = basis;
  }

  const executedAt = readTimestamp(row.date, row.time, options.timeZone, reading.order);
  if (typeof executedAt !== 'string') reasons.push(executedAt);
  const currency = (currencyOfRow(row, kind) || options.currency || '').toUpperCase();
  if (kind === 'buy' || kind === 'sell') feeCurrencyStated(row, currency, reasons);
  if (!currency) reasons.push(fieldProblem('currency', 'missing', 'missing (add a currency column or pass { currency })'));
  else if (!/^[A-Z]{3}$/.test(currency)) reasons.push(fieldProblem('currency', 'invalid', `${currency} is not a three-letter code`));
  // In a layout no format knows, a code that is no currency is most often a crypto asset (ETH, BTC) in a column of
  // currencies: its rows are units of the asset, not cash, so they are named rather than recorded as money.
  else if (row.unknownLayout && !isCurrencyCode(currency)) reasons.push(fieldProblem('currency', 'invalid', `${currency} is not an ISO 4217 currency (a crypto asset?); not recorded`));

  if (kind === 'buy' || kind === 'sell') return readTrade(row, kind, typeof executedAt === 'string' ? executedAt : undefined, currency, reading, reasons);
  if (kind === 'reinvested_dividend') return readReinvestedDividend(row, typeof executedAt === 'string' ? executedAt : undefined, currency, reading, reasons);
  if (kind === 'transfer_in' || kind === 'transfer_out') {
    const transfer = readTransfer(row, kind, executedAt, currency, reading, reasons);
    return transfer === undefined ? undefined : [transfer];
  }
  const activity = readCashRow(row, kind, executedAt, currency, reading, reasons, options.signedAmounts);
  if (activity === undefined) return undefined;
  // Tax taken from interest (a tax column on the row) is a tax activity beside it; a net amount adds it back.
  if (activity.type === 'interest') {
    const taxes = sumOf('tax', row.taxes, reading, reasons);
    const fee = feeBeside(row, currency, activity.executedAt, reading, reasons);
    if (reasons.length > 0) return undefined;
    if (taxes === 0) return [activity, ...fee];
    const gross = row.amountIsNet ? round8(activity.amount + taxes) : activity.amount;
    return [{ ...activity, amount: gross }, { type: 'tax', amount: taxes, currency, executedAt: activity.executedAt }, ...fee];
  }
  // Money moved in or out with a fee beside it: the fee an activity of its own. (A fee or tax row's own fee column is
  // left as it was: whether it repeats the row's amount, the row does not say.)
  if (activity.type === 'deposit' || activity.type === 'withdrawal') {
    const fee = feeBeside(row, currency, activity.executedAt, reading, reasons);
    return reasons.length > 0 ? undefined : [activity, ...fee];
  }
  // A fee charged on a dividend (a paying agent's, an ADR fee) is kept as a fee of its own.
  if (activity.type !== 'dividend') return [activity];
  const withheldIn = row.withholdingTaxCurrency?.trim().toUpperCase();
  let read: ImportedActivity[] = [activity];
  if (withheldIn && withheldIn !== currency && activity.withholdingTax) {
    // Tax withheld in another currency than the dividend's cannot be part of it: a tax activity in its own currency.
    if (!/^[A-Z]{3}$/.test(withheldIn)) reasons.push(fieldProblem('withholding tax', 'invalid', `its currency ${withheldIn} is not a three-letter code`));
    const { withholdingTax, ...dividend } = activity;
    read = [dividend, { type: 'tax', amount: withholdingTax, currency: withheldIn, executedAt: activity.executedAt, ticker: activity.ticker }];
  }
  const fees = sumOf('fee', row.fees, reading, reasons);
  if (reasons.length > 0) return undefined;
  return fees !== 0 ? [...read, { type: 'fee', amount: fees, currency, executedAt: activity.executedAt, ticker: activity.ticker }] : read;
}

/**
 * The fee a cash row states beside its amount (a withdrawal's, a deposit's, interest's): a fee activity of its own, in
 * the fee's currency where the format names one, else the row's; never dropped.
 */
function feeBeside(row: BrokerRow, currency: string, executedAt: string, reading: FileReading, reasons: Problem[]): ImportedActivity[] {
  const fees = sumOf('fee', row.fees, reading, reasons);
  if (fees === 0) return [];
  const feeCurrency = row.feeCurrency?.trim().toUpperCase() || currency;
  if (!/^[A-Z]{3}$/.test(feeCurrency)) reasons.push(fieldProblem('fee currency', 'invalid', `${shown(feeCurrency)} is not a three-letter code`));
  return [{ type: 'fee', amount: fees, currency: feeCurrency, executedAt }];
}

/**
 * The row's currency: where the file writes the price's and the amount's apart, a trade's is its price's and a cash
 * row's its amount's (each the other's when the value it reads is not there); else the row's currency column.
 */
function currencyOfRow(row: BrokerRow, kind: Kind): string | undefined {
  if (row.priceCurrency === undefined && row.amountCurrency === undefined) return row.currency?.trim();
  const byPrice = kind === 'buy' || kind === 'sell' || kind === 'transfer_in' || kind === 'transfer_out' ? !!row.price?.trim() || !row.amount?.trim() : !row.amount?.trim();
  const [own, other] = byPrice ? [row.priceCurrency, row.amountCurrency] : [row.amountCurrency, row.priceCurrency];
  return own || row.currency?.trim() || other;
}

/** A trade's fee with no currency of its own, in a row whose price and amount are in two: which it is in, the file does not say. */
function feeCurrencyStated(row: BrokerRow, currency: string, reasons: Problem[]): void {
  if (!row.priceCurrency || !row.amountCurrency || row.priceCurrency === row.amountCurrency || row.feeCurrency) return;
  const unstated = (row.fees ?? []).some((text, index) => /[1-9]/.test(text) && !row.feeCurrencies?.[index]);
  if (unstated) reasons.push(fieldProblem('fee currency', 'ambiguous', `the price is in ${row.priceCurrency} and the amount in ${row.amountCurrency}, and the file does not say which the fee is in (${currency} was not assumed)`));
}

/**
 * A dividend of a layout no format knows, with tax withheld: whether its amount is before or after the tax. Shares ×
 * the dividend per share decide it: the gross itself, the amount plus the tax, or, when the amount is in another
 * currency than the per-share figure and the tax (the account's, converted), the gross in theirs. Without them, an
 * amount and a tax in one currency are read as the convention has it (the amount gross); in two, the row is named.
 */
function dividendBasis(row: BrokerRow, reading: FileReading, reasons: Problem[]): BrokerRow | undefined {
  // The tax withheld is its own column, else the row's tax columns (as the dividend reads it).
  const withheld = Math.abs(optionalAmount('withholding tax', row.withholdingTax, reading, []) ?? sumOf('tax', row.taxes, reading, []));
  if (withheld === 0 || row.amountIsNet) return row;
  const perShare = row.quantity?.trim() && row.price?.trim() ? Math.abs((optionalAmount('quantity', row.quantity, reading, []) ?? NaN) * (optionalAmount('price', row.price, reading, []) ?? NaN)) : NaN;
  const taxIn = row.withholdingTaxCurrency || row.currency?.trim();
  const amountIn = row.amountCurrency || row.currency?.trim();
  const priceIn = row.priceCurrency || row.currency?.trim();
  if (Number.isFinite(perShare) && perShare > 0) {
    if (amountIn && priceIn && amountIn !== priceIn) return (taxIn ?? priceIn) === priceIn ? { ...row, amount: undefined, amountCurrency: undefined } : undefinedWith(reasons, row, withheld);
    const amount = Math.abs(optionalAmount('amount', row.amount, reading, []) ?? perShare);
    const slack = Math.max(AGREEMENT.absolute, rounding(row.amount, reading.mark)) + Math.abs(optionalAmount('quantity', row.quantity, reading, []) ?? 0) * rounding(row.price, reading.mark);
    const close = (a: number, b: number) => Math.abs(a - b) <= slack;
    if (close(amount, perShare)) return row;
    if (close(amount + withheld, perShare)) return { ...row, amountIsNet: true };
    return undefinedWith(reasons, row, withheld);
  }
  // A tax in another currency than the amount, or in none the file names while the amount's and the price's differ.
  const apart = taxIn ? amountIn !== undefined && taxIn !== amountIn : amountIn !== undefined && priceIn !== undefined && amountIn !== priceIn;
  return apart ? undefinedWith(reasons, row, withheld) : row;
}

function undefinedWith(reasons: Problem[], row: BrokerRow, withheld: number): undefined {
  reasons.push(fieldProblem('amount', 'ambiguous', `${shown(row.amount?.trim() ?? '')}${row.amountCurrency ? ` ${row.amountCurrency}` : ''} may be the dividend before or after the ${withheld} withheld${row.withholdingTaxCurrency ? ` ${row.withholdingTaxCurrency}` : ''}, and shares × the dividend per share do not decide it; not recorded`));
  return undefined;
}

// The direction cash moves for each kind of cash row, where a format writes signed flows.
const INFLOW: Record<string, boolean> = { dividend: true, interest: true, deposit: true, fee: false, tax: false, withdrawal: false };

/** Whether rows write cash as signed flows: some withdrawal, fee or tax is written negative (money out as −). */
export function signsOutflows(rows: BrokerRow[]): boolean {
  return rows.some((row) => {
    const kind = kindOf(row.kind);
    return kind !== undefined && INFLOW[kind] === false && /^\s*[-−(]/.test(row.amount ?? '');
  });
}

function readCashRow(row: BrokerRow, kind: Exclude<Kind, 'buy' | 'sell' | 'reinvested_dividend' | 'transfer_in' | 'transfer_out'>, executedAt: string | Problem, currency: string, reading: FileReading, reasons: Problem[], signed = false): ImportedActivity | undefined {
  const amount = readAmountOrProduct(row, reading, reasons);
  const ticker = row.ticker?.trim() || undefined;
  if (ticker !== undefined) checkTicker(ticker, reasons);
  if (amount === 0) reasons.push(fieldProblem('amount', 'zero', 'zero'));
  // A tax given back, a dividend taken back, the counterpart of another row: record-trades has no refund or
  // reversal, so the row is named, not turned around.
  // In a layout no format knows, money in written as money out is named too (a negative dividend or interest).
  const signedRow = signed || (row.unknownLayout === true && amount !== undefined && amount < 0 && INFLOW[kind] === true);
  if (signedRow && amount !== undefined && amount !== 0 && amount > 0 !== INFLOW[kind]) {
    reasons.push(notAnActivity(`${shown(row.kind?.trim() || kind)} ${shown(row.amount?.trim() ?? '')}: a ${kind} written as money ${amount > 0 ? 'in' : 'out'}, a refund, a reversal or the counterpart of another row; not recorded`));
  }
  if (reasons.length > 0 || typeof executedAt !== 'string' || amount === undefined) return undefined;
  const base = { amount: Math.abs(amount), currency, executedAt };
  if (kind === 'dividend') {
    if (!ticker) {
      reasons.push(fieldProblem('symbol', 'missing', 'missing on a dividend'));
      return undefined;
    }
    const withholding = Math.abs(optionalAmount('withholding tax', row.withholdingTax, reading, reasons) ?? sumOf('tax', row.taxes, reading, reasons));
    if (reasons.length > 0) return undefined;
    // A net amount is what was credited: the gross adds the tax withheld back.
    const gross = row.amountIsNet ? round8(base.amount + withholding + sumOf('fee', row.fees, reading, reasons)) : base.amount;
    return { type: 'dividend', ticker, ...base, amount: gross, ...(withholding ? { withholdingTax: withholding } : {}) };
  }
  if (kind === 'fee' || kind === 'tax') return { type: kind, ...base, ...(ticker ? { ticker } : {}) };
  return { type: kind, ...base };
}

/**
 * A dividend paid in shares (a DRIP row): the dividend with the units it bought and their price (`reinvestedQuantity`,
 * `reinvestedPrice`), where the row gives the units and their price or the amount (each the other's with the units). A row that gives less, or a fee or a tax the
 * row does not say the dividend or the buy bore, or an amount that is not units × price, is named: recording only the
 * dividend would lose the shares unsaid.
 */
function readReinvestedDividend(row: BrokerRow, executedAt: string | undefined, currency: string, reading: FileReading, reasons: Problem[]): ImportedActivity[] | undefined {
  const word = shown(row.kind?.trim() || row.side?.trim() || 'DRIP');
  const ticker = row.ticker?.trim() ?? '';
  if (!ticker) reasons.push(fieldProblem('symbol', 'missing', `missing on a dividend reinvested (${word})`));
  else checkTicker(ticker, reasons);
  const quantity = Math.abs(optionalAmount('quantity', row.quantity, reading, reasons) ?? 0);
  const written = optionalAmount('price', row.price, reading, reasons);
  const amount = optionalAmount('amount', row.amount, reading, reasons);
  const price = written !== undefined && written !== 0 ? Math.abs(written) : amount !== undefined && amount !== 0 && quantity > 0 ? round8(Math.abs(amount) / quantity) : undefined;
  if (quantity === 0 || price === undefined) {
    reasons.push(notAnActivity(`${word}: a dividend reinvested (the dividend and the shares bought with it), and the row does not give the units and their price or amount; record both by hand`));
    return undefined;
  }
  const charges = sumOf('fee', row.fees, reading, reasons) + sumOf('tax', row.taxes, reading, reasons) + Math.abs(optionalAmount('withholding tax', row.withholdingTax, reading, reasons) ?? 0);
  if (charges !== 0) reasons.push(notAnActivity(`${word}: a dividend reinvested with ${round8(charges)} of fees or tax, and the row does not say whether the dividend or the buy bore them; record both by hand`));
  const value = round8(quantity * price);
  if (written !== undefined && written !== 0 && amount !== undefined && amount !== 0) {
    const slack = Math.max(AGREEMENT.absolute, rounding(row.amount, reading.mark)) + quantity * rounding(row.price, reading.mark);
    if (Math.abs(Math.abs(amount) - value) > slack) reasons.push(fieldProblem('amount', 'disagrees', `${shown(row.amount!.trim())} is not units × price (${value}) of a dividend reinvested; not recorded`));
  }
  if (reasons.length > 0 || executedAt === undefined) return undefined;
  const dividend = amount !== undefined && amount !== 0 ? Math.abs(amount) : value;
  // The record-trades body's own shape for it: the book reads the units as a buy beside the dividend.
  return [{ type: 'dividend', ticker, amount: dividend, currency, reinvestedQuantity: quantity, reinvestedPrice: price, executedAt }];
}

/** A `Buy / Sell` column wins over a generic type; a type names the rest; without either, the sign of the quantity. */
function resolveKind(row: BrokerRow, reading: FileReading, reasons: Problem[]): Kind | undefined {
  const sideText = row.side?.trim();
  if (sideText) {
    const side = kindOf(sideText);
    if (side === 'buy' || side === 'sell') return side;
    // An unknown layout's only kind column named as a side ("Side": Bought, DIV, Cash Deposit): its word says the kind.
    if (!row.kind?.trim() && side !== undefined && row.unknownLayout) return side;
    if (!row.kind?.trim()) {
      reasons.push({ code: 'type.unknown', reason: `${shown(sideText)} is not a trade or a known activity (${KIND_WORDS})` });
      return undefined;
    }
  }
  const kindText = row.kind?.trim();
  if (kindText) {
    const kind = kindOf(kindText);
    if (kind === undefined) reasons.push({ code: 'type.unknown', reason: `${shown(kindText)} is not a trade or a known activity (${KIND_WORDS})` });
    return kind;
  }
  if (row.side !== undefined || row.kind !== undefined) {
    if (!row.quantity?.trim()) {
      reasons.push(fieldProblem('type', 'missing', 'missing'));
      return undefined;
    }
  }
  if (!row.quantity?.trim()) {
    reasons.push(fieldProblem('quantity', 'missing', 'missing'));
    return undefined;
  }
  const quantity = optionalAmount('quantity', row.quantity, reading, reasons);
  if (quantity === undefined) return undefined;
  if (quantity < 0 || !reading.sidesByAmount) return quantity < 0 ? 'sell' : 'buy';
  const amount = optionalAmount('amount', row.amount, reading, reasons);
  if (amount === undefined || amount === 0) {
    reasons.push(fieldProblem('type', 'missing', 'the file writes no side, and this trade has no amount whose sign would tell it'));
    return undefined;
  }
  return amount < 0 ? 'buy' : 'sell';
}

function readTrade(row: BrokerRow, side: 'buy' | 'sell', executedAt: string | undefined, currency: string, reading: FileReading, reasons: Problem[]): ImportedActivity[] | undefined {
  const ticker = row.ticker?.trim() ?? '';
  if (!ticker) reasons.push(fieldProblem('symbol', 'missing', 'missing'));
  else checkTicker(ticker, reasons);
  const quantity = row.read ? row.read.quantity : requiredAmount('quantity', row.quantity, reading, reasons);
  if (quantity === 0) reasons.push(fieldProblem('quantity', 'zero', 'must not be zero'));
  if (side === 'buy' && quantity !== undefined && quantity < 0 && (row.side?.trim() || row.kind?.trim())) reasons.push(fieldProblem('quantity', 'negative', `${quantity} is negative on a buy`));
  const taxes = sumOf('tax', row.taxes, reading, reasons);
  const booked = row.feesInAmount && row.read ? bookedTrade(row, side, row.read, reading, reasons) : undefined;
  const fees = booked ? booked.fees : sumOf('fee', row.fees, reading, reasons);
  const written = row.read
    ? (booked?.price ?? row.read.price)
    : row.price?.trim() || !row.amount?.trim()
      ? requiredAmount('price', row.price, reading, reasons)
      : priceFromAmount(row, side, quantity, fees + taxes, reading, reasons);
  const price = written !== undefined && written < 0 && paidOut(row, side, reading) ? -written : written;
  if (price !== undefined && price < 0) reasons.push(fieldProblem('price', 'negative', 'must not be negative'));
  if (row.unknownLayout && row.price?.trim() && quantity !== undefined && price !== undefined) amountAgrees(row, quantity, price, fees + taxes, reading, reasons);
  if (quantity !== undefined && Math.abs(quantity) > MAX_AMOUNT) reasons.push(fieldProblem('quantity', 'too_large', `above ${MAX_AMOUNT}`));
  if (price !== undefined && Math.abs(price) > MAX_AMOUNT) reasons.push(fieldProblem('price', 'too_large', `above ${MAX_AMOUNT}`));
  if (Math.abs(fees) > MAX_AMOUNT) reasons.push(fieldProblem('fee', 'too_large', `above ${MAX_AMOUNT}`));
  const feeCurrency = row.feeCurrency?.trim().toUpperCase() || currency;
  // Fees each in their own currency (Trading 212) are summed per currency; the usual row has one fee currency, and
  // fees folded into a booked amount are in that amount's, the trade's.
  const byCurrency = row.feeCurrencies !== undefined && !row.feesInAmount ? feesByCurrency(row, currency, reading, reasons) : undefined;
  if (byCurrency === undefined && feeCurrency !== currency && !/^[A-Z]{3}$/.test(feeCurrency)) reasons.push(fieldProblem('fee currency', 'invalid', `${feeCurrency} is not a three-letter code`));
  if (reasons.length > 0 || executedAt === undefined || quantity === undefined || price === undefined) return undefined;
  // Brokers write commissions as negative cash flows; the API takes the fee paid. Built without spreads: a row of a large export.
  const trade: TradeActivity = { ticker, side, quantity: Math.abs(quantity), price, currency, executedAt };
  const activities: ImportedActivity[] = [trade];
  if (byCurrency !== undefined) {
    for (const [chargedIn, amount] of byCurrency) {
      if (chargedIn === currency) trade.fees = amount;
      else activities.push({ type: 'fee', amount, currency: chargedIn, executedAt, ticker });
    }
  } else if (feeCurrency !== currency && fees !== 0) activities.push({ type: 'fee', amount: fees, currency: feeCurrency, executedAt, ticker });
  else if (fees !== 0) trade.fees = fees;
  if (taxes !== 0) activities.push({ type: 'tax', amount: taxes, currency, executedAt, ticker });
  return activities;
}

/** A trade's fees summed by the currency each is charged in (the trade's unless the row says otherwise). */
function feesByCurrency(row: BrokerRow, currency: string, reading: FileReading, reasons: Problem[]): Map<string, number> {
  const fallback = row.feeCurrency?.trim().toUpperCase() || currency;
  const texts = new Map<string, string[]>();
  (row.fees ?? []).forEach((text, index) => {
    const feeCurrency = row.feeCurrencies?.[index]?.trim().toUpperCase() || fallback;
    texts.set(feeCurrency, [...(texts.get(feeCurrency) ?? []), text]);
  });
  const sums = new Map<string, number>();
  for (const [feeCurrency, feeTexts] of texts) {
    const amount = sumOf('fee', feeTexts, reading, reasons);
    if (amount === 0) continue;
    if (feeCurrency !== currency && !/^[A-Z]{3}$/.test(feeCurrency)) reasons.push(fieldProblem('fee currency', 'invalid', `${feeCurrency} is not a three-letter code`));
    if (Math.abs(amount) > MAX_AMOUNT) reasons.push(fieldProblem('fee', 'too_large', `above ${MAX_AMOUNT}`));
    sums.set(feeCurrency, amount);
  }
  return sums;
}

// How far a trade's amount may be from units × price beyond its fees: the rounding of the amount as written (at least
// a cent either way; `-1800` is 1,799.5 to 1,800.5) and of the price (half its last decimal, on each unit: `172.50`
// is 172.495 to 172.505).
const AGREEMENT = { absolute: 0.02 };

/** Half a unit of a number's last written decimal: how far its rounding may have moved it. */
function rounding(written: string | undefined, mark: DecimalMark): number {
  // The digits after the file's decimal mark (`1,800` in a file of decimal points is a whole number).
  const text = written?.trim().replace(/[^\d.,]+$/, '') ?? '';
  const at = text.lastIndexOf(mark);
  const decimals = at < 0 ? 0 : text.length - at - 1;
  return 0.5 * 10 ** -decimals;
}

/**
 * In a layout no format knows, a trade's amount (where its currency is the price's, as far as the file says) is its
 * units × price give or take the fees and taxes: one further off is in another currency (the account's, at an FX rate
 * the file does not name as such) or holds a charge no column names. Which, the file does not say: named, not recorded.
 */
function amountAgrees(row: BrokerRow, quantity: number, price: number, charges: number, reading: FileReading, reasons: Problem[]): void {
  if (!row.amount?.trim() || (row.priceCurrency && row.amountCurrency && row.priceCurrency !== row.amountCurrency)) return;
  const amount = optionalAmount('amount', row.amount, reading, []);
  if (amount === undefined || amount === 0) return;
  const value = Math.abs(quantity) * price;
  const gap = Math.abs(Math.abs(amount) - value);
  if (gap <= charges + Math.max(AGREEMENT.absolute, rounding(row.amount, reading.mark)) + Math.abs(quantity) * rounding(row.price, reading.mark)) return;
  reasons.push(fieldProblem('amount', 'disagrees', `${shown(row.amount.trim())} is not units × price (${round8(value)}) give or take the fees: the price may be in the instrument's currency and the amount in the account's, or a charge is not in the file; not recorded`));
}

/**
 * The fees a booked amount holds beyond units × price (a buy paid more than its value, a sale brought less), and the
 * price: the one read, or, where the file rounds it and the amount is on the other side of units × price within that
 * rounding, the amount over the units.
 */
function bookedTrade(row: BrokerRow, side: 'buy' | 'sell', read: { quantity: number; price: number }, reading: FileReading, reasons: Problem[]): { fees: number; price?: number } {
  const amount = requiredAmount('amount', row.amount, reading, reasons);
  if (amount === undefined) return { fees: 0 };
  const value = Math.abs(read.quantity) * read.price;
  // Only a gap no charge can make (a buy that paid less, a sale that brought more): one the other way may be a charge
  // as well as the rounding, and is kept as the fee it may be (the trade's cash and cost are the same either way).
  // (Within a cent, the booking's own rounding: the price stays as written.)
  const belowValue = side === 'buy' ? Math.abs(amount) < value - 0.01 : Math.abs(amount) > value + 0.01;
  if (row.priceRounded && belowValue && read.quantity !== 0 && Math.abs(Math.abs(amount) - value) < Math.abs(read.quantity) * rounding(row.price, reading.mark) - 1e-9) {
    return { fees: 0, price: round8(Math.abs(amount) / Math.abs(read.quantity)) };
  }
  return { fees: feesInAmount(row, side, amount, value, reasons) };
}

/** The fees a booked amount holds beyond units × price: a buy paid more than its value, a sale brought less. */
function feesInAmount(row: BrokerRow, side: 'buy' | 'sell', amount: number, value: number, reasons: Problem[]): number {
  const fees = round8(side === 'buy' ? Math.abs(amount) - value : value - Math.abs(amount));
  // A cent either way is the booking's rounding.
  if (fees < -0.01) reasons.push(fieldProblem('amount', 'below_charges', `${shown(row.amount!.trim())} is ${side === 'buy' ? 'less' : 'more'} than the trade's units × price (${round8(value)}): not a booking of this trade`));
  return fees > 0.01 ? fees : 0;
}

/**
 * A buy whose price a layout no format knows writes as money out (Tastytrade's `Average Price` -185.00 beside its
 * `Value` -1850.00): the sign is the cash's direction, which the side says already. Only a buy, and only where its
 * amount is money out too: a negative price on a sale, beside money in or alone, says something else and is named.
 */
function paidOut(row: BrokerRow, side: 'buy' | 'sell', reading: FileReading): boolean {
  if (side !== 'buy' || !row.unknownLayout || row.read) return false;
  const amount = optionalAmount('amount', row.amount, reading, []);
  return amount !== undefined && amount < 0;
}

/** A price the file does not write: the amount over the quantity, less (on a buy) or plus (on a sale) the fees and taxes a net amount holds. */
function priceFromAmount(row: BrokerRow, side: 'buy' | 'sell', quantity: number | undefined, charges: number, reading: FileReading, reasons: Problem[]): number | undefined {
  const amount = requiredAmount('amount', row.amount, reading, reasons);
  if (amount === undefined || quantity === undefined || quantity === 0) return undefined;
  const gross = row.amountIsNet ? Math.abs(amount) + (side === 'buy' ? -charges : charges) : Math.abs(amount);
  if (gross < 0) {
    reasons.push(fieldProblem('amount', 'below_charges', `${row.amount!.trim()} is less than the fees and taxes it holds`));
    return undefined;
  }
  return round8(gross / Math.abs(quantity));
}

/** A currency trade: `quantity` of the pair's base bought (the quote's `quantity × price` sold) or sold (that much of the quote bought). */
function readFxTrade(row: BrokerRow, pair: { base: string; quote: string }, options: RowOptions, reading: FileReading, reasons: Problem[]): ImportedActivity | undefined {
  const base = pair.base.toUpperCase();
  const quote = pair.quote.toUpperCase();
  if (!/^[A-Z]{3}$/.test(base) || !/^[A-Z]{3}$/.test(quote) || base === quote) reasons.push(fieldProblem('currency', 'invalid', `${shown(`${pair.base}.${pair.quote}`)} is not a pair of two currencies`));
  const quantity = requiredAmount('quantity', row.quantity, reading, reasons);
  if (quantity === 0) reasons.push(fieldProblem('quantity', 'zero', 'must not be zero'));
  const price = requiredAmount('price', row.price, reading, reasons);
  if (price !== undefined && !(price > 0)) reasons.push(fieldProblem('price', price === 0 ? 'zero' : 'negative', 'must be above zero'));
  const sideWord = kindOf(row.side ?? row.kind);
  const side = sideWord === 'buy' || sideWord === 'sell' ? sideWord : quantity !== undefined && quantity < 0 ? 'sell' : 'buy';
  const fees = sumOf('fee', row.fees, reading, reasons);
  const feeCurrency = row.feeCurrency?.trim().toUpperCase() || quote;
  if (!/^[A-Z]{3}$/.test(feeCurrency)) reasons.push(fieldProblem('fee currency', 'invalid', `${shown(feeCurrency)} is not a three-letter code`));
  const executedAt = readTimestamp(row.date, row.time, options.timeZone, reading.order);
  if (typeof executedAt !== 'string') reasons.push(executedAt);
  if (reasons.length > 0 || typeof executedAt !== 'string' || quantity === undefined || price === undefined) return undefined;
  const units = Math.abs(quantity);
  const value = round8(units * price);
  const fee = fees !== 0 ? { fee: fees, feeCurrency } : {};
  return side === 'buy'
    ? { type: 'conversion', soldAmount: value, soldCurrency: quote, boughtAmount: units, boughtCurrency: base, executedAt, ...fee }
    : { type: 'conversion', soldAmount: units, soldCurrency: base, boughtAmount: value, boughtCurrency: quote, executedAt, ...fee };
}

/** A securities transfer: its units and, when the file has it, their total cost (the amount, else units × price). */
function readTransfer(row: BrokerRow, kind: 'transfer_in' | 'transfer_out', executedAt: string | Problem, currency: string, reading: FileReading, reasons: Problem[]): ImportedActivity | undefined {
  const ticker = row.ticker?.trim() ?? '';
  if (!ticker) reasons.push(fieldProblem('symbol', 'missing', 'missing on a transfer'));
  else checkTicker(ticker, reasons);
  const quantity = requiredAmount('quantity', row.quantity, reading, reasons);
  if (quantity === 0) reasons.push(fieldProblem('quantity', 'zero', 'must not be zero'));
  const known = row.amount?.trim() || (row.quantity?.trim() && row.price?.trim());
  const costBasis = known ? readAmountOrProduct(row, reading, reasons) : undefined;
  if (kind === 'transfer_in' && costBasis === undefined && !known) reasons.push(fieldProblem('cost basis', 'missing', 'missing on a transfer in (an amount, or a price per unit)'));
  if (reasons.length > 0 || typeof executedAt !== 'string' || quantity === undefined) return undefined;
  const basis = costBasis === undefined ? {} : { costBasis: Math.abs(costBasis) };
  return kind === 'transfer_in'
    ? { type: 'transfer_in', ticker, quantity: Math.abs(quantity), costBasis: Math.abs(costBasis!), currency, executedAt }
    : { type: 'transfer_out', ticker, quantity: Math.abs(quantity), currency, executedAt, ...basis };
}

/** A split: its symbol, its ratio (two positive numbers) and when it took effect. */
function readSplit(row: BrokerRow, ratio: { from: string; to: string }, options: RowOptions, reading: FileReading, reasons: Problem[]): ImportedActivity | undefined {
  const ticker = row.ticker?.trim() ?? '';
  if (!ticker) reasons.push(fieldProblem('symbol', 'missing', 'missing on a split'));
  else checkTicker(ticker, reasons);
  // A ratio is whole numbers as a rule; in a file of both marks it is read as written with a point.
  const from = readDecimal(ratio.from, reading.mixed ? '.' : reading.mark);
  const to = readDecimal(ratio.to, reading.mixed ? '.' : reading.mark);
  if (from === undefined || to === undefined || !(from > 0) || !(to > 0) || from === to) reasons.push(fieldProblem('split', 'invalid', `${shown(`${ratio.to} for ${ratio.from}`)} is not a ratio of two different positive numbers`));
  const executedAt = readTimestamp(row.date, row.time, options.timeZone, reading.order);
  if (typeof executedAt !== 'string') reasons.push(executedAt);
  if (reasons.length > 0 || typeof executedAt !== 'string') return undefined;
  return { type: 'split', ticker, ratio: { from: from!, to: to! }, executedAt };
}

/** The sum of several fee or tax columns, as paid (positive). */
function sumOf(name: string, texts: string[] | undefined, reading: FileReading, reasons: Problem[]): number {
  let total = 0;
  for (const text of texts ?? []) total += Math.abs(optionalAmount(name, text, reading, reasons) ?? 0);
  return round8(total);
}

function round8(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}

/** The row's amount column, else quantity × price (a dividend per share times the shares). */
function readAmountOrProduct(row: BrokerRow, reading: FileReading, reasons: Problem[]): number | undefined {
  if (row.amount?.trim()) return requiredAmount('amount', row.amount, reading, reasons);
  if (row.quantity?.trim() && row.price?.trim()) {
    const quantity = requiredAmount('quantity', row.quantity, reading, reasons);
    const price = requiredAmount('price', row.price, reading, reasons);
    return quantity === undefined || price === undefined ? undefined : Math.round(Math.abs(quantity * price) * 1e8) / 1e8;
  }
  reasons.push(fieldProblem('amount', 'missing', 'missing'));
  return undefined;
}

function requiredAmount(name: string, text: string | undefined, reading: FileReading, reasons: Problem[]): number | undefined {
  if (!text?.trim()) {
    reasons.push(fieldProblem(name, 'missing', 'missing'));
    return undefined;
  }
  return optionalAmount(name, text, reading, reasons);
}

function optionalAmount(name: string, text: string | undefined, reading: FileReading, reasons: Problem[]): number | undefined {
  if (!text?.trim()) return undefined;
  const mark = markOf(name, text, reading);
  if (mark === undefined) {
    reasons.push(fieldProblem(name, 'ambiguous', `${shown(text.trim())} could be read with either decimal mark, and its column writes both; pass { decimalMark }`));
    return undefined;
  }
  const value = readDecimal(text, mark);
  if (value === undefined) reasons.push(fieldProblem(name, 'invalid', `${shown(text.trim())} is not a number`));
  else if (Math.abs(value) > MAX_AMOUNT) {
    reasons.push(fieldProblem(name, 'too_large', `above ${MAX_AMOUNT}`));
    return undefined;
  }
  return value;
}

/** The mark a number is read with: the file's, or in a file that writes both, its own where unambiguous, else its column's. */
function markOf(column: string, text: string, reading: FileReading): DecimalMark | undefined {
  if (!reading.mixed) return reading.mark;
  const own = numberKind({ line: 0, text });
  if (own !== '') return own as DecimalMark;
  // Without a comma or a point, or with both kinds of grouping undecidable (1,234 / 1.234), the column decides.
  if (!/[.,]/.test(text)) return '.';
  return reading.mixed.get(column) ?? reading.rowMark;
}

/**
 * The one mark a row's unambiguous numbers write (`0,104341` beside `10,799`), else undefined: a row is one
 * locale's, as a file of both marks is exports put together row by row.
 */
function rowMarkOf(row: BrokerRow): DecimalMark | undefined {
  const kinds = new Set([row.quantity, row.price, row.amount, row.withholdingTax, ...(row.fees ?? []), ...(row.taxes ?? [])].map((text) => (text?.trim() ? numberKind({ line: 0, text }) : '')).filter((kind) => kind !== ''));
  return kinds.size === 1 ? ([...kinds][0] as DecimalMark) : undefined;
}

/** A cell as a reason quotes it: a hostile 10 MB cell is not repeated into the report. */
function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

// Symbols already found well formed: a file trades a few hundred instruments over a million rows.
const GOOD_TICKERS = new Set<string>();

function checkTicker(ticker: string, reasons: Problem[]): void {
  if (GOOD_TICKERS.has(ticker)) return;
  if (ticker.length <= MAX_TICKER && TICKER.test(ticker)) {
    if (GOOD_TICKERS.size >= MAX_CACHED_WORDS) GOOD_TICKERS.clear();
    GOOD_TICKERS.add(ticker);
    return;
  }
  reasons.push(fieldProblem('symbol', 'invalid', `${shown(ticker)} is not an instrument symbol (letters, digits and . - : = / ^, no spaces)`));
}

/** ISO 4217 codes, and the minor units some markets quote prices in (pence, cents, agorot). */
const CURRENCY_CODES = new Set([...ISO_CURRENCIES, 'GBX', 'ZAC', 'ILA']);

function isCurrencyCode(code: string): boolean {
  return CURRENCY_CODES.has(code);
}
