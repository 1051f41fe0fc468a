import type { ImportNotice } from './activity.js';
import type { BrokerRow } from './broker-rows.js';
import type { DateOrder } from './dates.js';
import type { DecimalMark } from './decimals.js';
import { degiroTransactions } from './formats/degiro-transactions.js';
import { trading212 } from './formats/trading212.js';
import { revolut } from './formats/revolut.js';
import { freetrade } from './formats/freetrade.js';
import { schwab, schwabEquityAwards } from './formats/schwab.js';
import { ibkrFlexCsv } from './formats/ibkr-flex-csv.js';
import { ibkrFlexCashCsv } from './formats/ibkr-flex-cash-csv.js';
import { degiroAccount } from './formats/degiro-account.js';
import { etoro } from './formats/etoro.js';
import { fidelity } from './formats/fidelity.js';
import { portfolioPerformance } from './formats/portfolio-performance.js';
import { parqet } from './formats/parqet.js';
import { avanza } from './formats/avanza.js';
import { nordnet } from './formats/nordnet.js';
import { investengine } from './formats/investengine.js';
import { hargreavesLansdown } from './formats/hargreaves-lansdown.js';
import { vanguardUk } from './formats/vanguard-uk.js';
import { bux } from './formats/bux.js';
import { rabobank } from './formats/rabobank.js';
import { directa } from './formats/directa.js';
import { disnat } from './formats/disnat.js';
import { sharesight } from './formats/sharesight.js';
import { saxo } from './formats/saxo.js';
import { saxoEvents } from './formats/saxo-events.js';
import { swissquote } from './formats/swissquote.js';
import { tradeRepublic } from './formats/trade-republic.js';
import { tradeRepublicCsv } from './formats/trade-republic-csv.js';
import { vanguard } from './formats/vanguard.js';
import { wealthfolio } from './formats/wealthfolio.js';
import { xtb } from './formats/xtb.js';
import { FOURTH_SET_FORMATS } from './formats/fourth-set.js';
import { FIFTH_SET_FORMATS } from './formats/fifth-set.js';
import { merrill } from './formats/merrill.js';
import { tastytrade } from './formats/tastytrade.js';
import { revolutAccount } from './formats/revolut-account.js';
import { GENERIC_ALIASES } from './generic-aliases.js';

/** What a broker column can mean. `fees` may be several columns (commission, stamp duty, FX fee …): they are summed. */
export type TradeColumn = 'executedAt' | 'time' | 'ticker' | 'side' | 'type' | 'quantity' | 'price' | 'amount' | 'fees' | 'taxes' | 'withholdingTax' | 'currency' | 'externalId';

/** The cells of one data row, by normalized header name, and the cell right after a named one (brokers leave currency columns unnamed). */
export interface RowCells {
  get(name: string): string | undefined;
  after(name: string): string | undefined;
}

/**
 * One broker's CSV layout: how to recognise its header, which of its columns mean what, and what the
 * file does not say itself (its time zone, date order, decimal mark). Documented in docs/importing.md.
 */
export interface CsvFormat {
  name: string;
  label: string;
  /** Normalized header names (lower case, no accents, spaces or punctuation) that all appear in this format's header; any of the sets. */
  signatures: string[][];
  /** Aliases of this format, in its languages; columns not named here are not read. */
  aliases: Partial<Record<TradeColumn, string[]>>;
  /** IANA zone of times without an offset, as the broker documents it. */
  timeZone?: string;
  /**
   * A zone one of the format's layouts states for itself (XTB's newer sheet: "Date from (UTC)"), by its header's
   * normalized names; it replaces `timeZone` for that file, and the warning says why.
   */
  zoneOfLayout?: (names: string[]) => { timeZone: string; why: string } | undefined;
  /** Set on the format a file is read as, when `zoneOfLayout` decided its zone: why, for the warning. */
  timeZoneWhy?: string;
  dateOrder?: DateOrder;
  decimalMark?: DecimalMark;
  /**
   * Fixes a row up with what the aliases cannot say (currencies in unnamed columns, one type meaning another);
   * `previous` is the data line before it, for a broker that writes one event as two rows (Trading 212's splits).
   */
  adapt?: (row: BrokerRow, cells: RowCells, previous?: RowCells) => BrokerRow;
  /** Cash rows are signed flows (in +, out −): one signed against its kind is a named refund or reversal. */
  signedAmounts?: boolean;
  /** The file never names its currency: without `{ currency }` it is refused once, saying so, rather than every row skipped. */
  currencyNotInFile?: boolean;
  /**
   * The account's currency as the file's first rows show it (each row's fields, its 1-based line), for a format whose
   * amounts are in a currency no column names: without `{ currency }`, what this finds is used, and when it finds
   * none the file is refused once as `currencyNotInFile` is.
   */
  currencyFromRows?: (rows: { line: number; cells: RowCells }[]) => { currency: string; line: number } | undefined;
  /** A layout recognised only to be refused once, with what it lacks (`file.layout_unsupported`). */
  refusal?: string;
  /** What the user should know about every file of this format. */
  notes?: ImportNotice[];
}

export { GENERIC_ALIASES };

/** Any CSV with a date and a symbol, quantity and price (or a type and an amount), by the aliases above or a caller's mapping. */
export const genericCsv: CsvFormat = {
  name: 'generic-csv',
  label: 'Generic CSV',
  signatures: [],
  aliases: GENERIC_ALIASES,
};

/**
 * The CSV broker formats, one module each under formats/, most specific first (Portfolio Performance's
 * header holds Trade Republic's); the generic reader is tried last.
 */
export const CSV_FORMATS: readonly CsvFormat[] = [
  degiroTransactions,
  degiroAccount,
  trading212,
  revolut,
  freetrade,
  schwab,
  fidelity,
  vanguard,
  ibkrFlexCsv,
  ibkrFlexCashCsv,
  etoro,
  xtb,
  // Before the older report: the newer one's Dutch variant also writes `Booked Amount`.
  saxoEvents,
  saxo,
  swissquote,
  portfolioPerformance,
  tradeRepublic,
  tradeRepublicCsv,
  wealthfolio,
  parqet,
  avanza,
  nordnet,
  investengine,
  hargreavesLansdown,
  vanguardUk,
  bux,
  rabobank,
  directa,
  disnat,
  sharesight,
  ...FOURTH_SET_FORMATS,
  ...FIFTH_SET_FORMATS,
  // Sixth set (its own lines: other sets add theirs beside).
  merrill,
  // Eighth set.
  tastytrade,
  schwabEquityAwards,
  revolutAccount,
];
