import { AMOUNT_CURRENCY_ALIASES, CURRENCY_WORDS, FX_RATE_NAMES, KNOWN_UNREAD, NOT_EXECUTED, PRICE_CURRENCY_ALIASES, STATUS_ALIASES } from './generic-aliases.js';
import { fieldProblem, notAnActivity, type Problem } from './problems.js';

// What the generic reader reads around the columns its aliases place: the currency each value is written in
// where a file says it per column ("Currency (Total)", "Kokonaiskulut Valuutta", an unnamed column after the
// price, "Courtage (SEK)" in the header), and the columns it could not place (reported, not dropped unsaid).

/** Where a value's currency is: a column of the row (its cell, if a currency code), or the code its header states. */
export type CurrencySource = { column: number } | { code: string };

/** The currencies of the value columns of a generic file, where it states them apart from a `Currency` column. */
export interface ValueCurrencies {
  /** Not a currency: the row's status column, read beside them (a pending order is named). */
  status?: number;
  price?: CurrencySource;
  amount?: CurrencySource;
  withholdingTax?: CurrencySource;
  /** One per fee column, in their order. */
  fees: (CurrencySource | undefined)[];
}

// A three-letter code in brackets at the end of a header ("Total (GBP)", "Courtage [SEK]").
const STATED = /[([]\s*([A-Za-z]{3})\s*[)\]]\s*$/;
/** ISO 4217 codes as the runtime knows them. */
export const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/**
 * The header's names as the generic reader matches them (normalized, a stated currency taken off: "Total (GBP)" is
 * `total`) and the currency each states; only ISO codes count ("Time (CET)" keeps its zone).
 */
export function genericNames(fields: string[], normalize: (name: string) => string): { names: string[]; stated: (string | undefined)[] } {
  const stated: (string | undefined)[] = [];
  const names = fields.map((field, index) => {
    const code = STATED.exec(field)?.[1]?.toUpperCase();
    if (code === undefined || !ISO_CURRENCIES.has(code)) return normalize(field);
    stated[index] = code;
    return normalize(field.replace(STATED, ''));
  });
  return { names, stated };
}

/** The currency of each placed value column: a column naming it, else the format-wide alias, else an unnamed column right after it, else its header's code. */
export function valueCurrencies(names: string[], stated: (string | undefined)[], columns: { price?: number; amount?: number; withholdingTax?: number; fees: number[] }): ValueCurrencies {
  const of = (index: number | undefined, aliases: string[] = []): CurrencySource | undefined => {
    if (index === undefined) return undefined;
    const name = names[index]!;
    const own = names.findIndex((other) => other !== name && name !== '' && !FX_RATE_NAMES.includes(other) && CURRENCY_WORDS.some((word) => other === word + name || other === name + word));
    if (own >= 0) return { column: own };
    const alias = aliases.map((candidate) => names.indexOf(candidate)).find((found) => found >= 0);
    if (alias !== undefined) return { column: alias };
    if (names[index + 1] === '') return { column: index + 1 };
    const code = stated[index];
    return code === undefined ? undefined : { code };
  };
  return {
    price: of(columns.price, PRICE_CURRENCY_ALIASES),
    amount: of(columns.amount, AMOUNT_CURRENCY_ALIASES),
    withholdingTax: of(columns.withholdingTax),
    fees: columns.fees.map((index) => of(index)),
  };
}

/** A value's currency in one row: the code its header states, or its currency column's cell when that is a code. */
export function currencyIn(fields: string[], source: CurrencySource | undefined): string | undefined {
  if (source === undefined) return undefined;
  if ('code' in source) return source.code;
  const text = fields[source.column]?.trim().replace(/^"|"$/g, '');
  return text && /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : undefined;
}

/** The header's columns the generic reader neither placed nor knows to leave (a name, a balance …): reported once. */
export function unplacedColumns(fields: string[], names: string[], used: Set<number>): string[] {
  return fields.filter((field, index) => names[index] !== '' && !used.has(index) && !KNOWN_UNREAD.includes(names[index]!) && !CURRENCY_WORDS.includes(names[index]!)).map((field) => field.trim());
}

/** The header's status column, if it has one. */
export function statusColumn(names: string[]): number | undefined {
  const index = names.findIndex((name) => STATUS_ALIASES.includes(name));
  return index < 0 ? undefined : index;
}

/** A row whose status says it did not happen (a pending or cancelled order): why it is not recorded. */
export function notExecuted(fields: string[], column: number | undefined): Problem | undefined {
  const status = column === undefined ? '' : (fields[column]?.trim() ?? '');
  return status && NOT_EXECUTED.test(status.toUpperCase()) ? notAnActivity(`status ${status.length > 40 ? `${status.slice(0, 37)}…` : status}: not executed; not recorded`) : undefined;
}

/** Every column index a set of value currencies reads. */
export function currencyColumns(currencies: ValueCurrencies): number[] {
  return [currencies.price, currencies.amount, currencies.withholdingTax, ...currencies.fees].flatMap((source) => (source && 'column' in source ? [source.column] : []));
}

// Money signs that name one currency (`$` does not: the US's, Canada's, Australia's …; nor `¥`, Japan's or China's).
const SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };
// A sign or an ISO code before or after a number: `£110.79`, `-€3,343.11`, `EUR 12.50`, `12,50 EUR`.
const SIGNED = /^[-+(]?\s*(€|£|[A-Z]{3})\s?[-+]?\d|\d\s?(€|£|[A-Z]{3})\)?$/;

/**
 * The one currency a generic file with no currency column writes beside its money (`£110.79` on every price and
 * amount): what each row's values are in, as the first of them shows, when every sign or code in the money columns is
 * the same one. None when they differ, when one is `$`, or when no cell carries one: the file does not say.
 */
export function currencyOfSigns(rows: { line: number; fields: string[] }[], columns: number[]): { currency: string; line: number } | undefined {
  let found: { currency: string; line: number } | undefined;
  for (const { line, fields } of rows) {
    for (const column of columns) {
      const text = fields[column]?.trim().replace(/^"|"$/g, '') ?? '';
      if (text.includes('$')) return undefined;
      const match = SIGNED.exec(text);
      if (!match) continue;
      const written = match[1] ?? match[2]!;
      const currency = SIGNS[written] ?? (ISO_CURRENCIES.has(written) ? written : undefined);
      if (currency === undefined) continue;
      if (found && found.currency !== currency) return undefined;
      found ??= { currency, line };
    }
  }
  return found;
}

// An ISIN: two letters, nine letters or digits, a check digit.
const ISIN_IN_TEXT = /\b[A-Z]{2}[A-Z0-9]{9}\d\b/g;

/**
 * The instrument of a generic row whose symbol cell names it in words around its ISIN ("Vanguard FTSE All-World / ISIN
 * IE00BK5BQT80", "Apple Inc. (US0378331005)"): that ISIN, when the cell holds exactly one whose check digit is right;
 * else the cell as written (a symbol, or words the reader names as no symbol).
 */
export function isinInText(text: string | undefined): string | undefined {
  if (text === undefined || !/\s/.test(text.trim())) return text;
  const found = [...text.toUpperCase().matchAll(ISIN_IN_TEXT)].map((match) => match[0]).filter(isinChecks);
  return found.length === 1 ? found[0] : text;
}

// A symbol as exchanges write them: capitals and digits, with a class or market suffix (`BRK.B`, `VOD.L`, `BTC-USD`).
const TICKER_SHAPED = /^[A-Z0-9^][A-Z0-9.\-:=/^]{0,14}$/;

/**
 * Why the cell of a column the generic reader took for the symbol only because nothing better was there (a bare
 * `Instrument`, Robinhood's ticker but elsewhere a name) is not one: a word that is not written as a symbol
 * ("Tesla", "Apple Inc.") would become a ticker of that name, so the row is named. Empty cells and ISINs pass.
 */
export function nameAsSymbol(text: string | undefined, column: string): Problem | undefined {
  const cell = text?.trim() ?? '';
  if (!cell || TICKER_SHAPED.test(cell) || (/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(cell) && isinChecks(cell))) return undefined;
  const shown = cell.length > 60 ? `${cell.slice(0, 57)}…` : cell;
  return fieldProblem('symbol', 'invalid', `${shown} in the ${column} column reads as an instrument's name, not its symbol (capitals and digits, as AAPL or BRK.B) or ISIN; not recorded (pass { mapping: { ticker: '…' } } to name the symbol's column)`);
}

/** The ISIN check digit (ISO 6166): letters as two digits, then the Luhn sum. */
function isinChecks(isin: string): boolean {
  const digits = [...isin].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}
