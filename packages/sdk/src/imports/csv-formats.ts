import type { BrokerRow } from './broker-rows.js';
import type { DateOrder } from './dates.js';
import type { DecimalMark } from './decimals.js';

/** What a broker column can mean. `fees` may be several columns (commission, stamp duty, FX fee …): they are summed. */
export type TradeColumn = 'executedAt' | 'time' | 'ticker' | 'side' | 'type' | 'quantity' | 'price' | 'amount' | 'fees' | 'withholdingTax' | 'currency' | 'externalId';

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
  dateOrder?: DateOrder;
  decimalMark?: DecimalMark;
  /** Fixes a row up with what the aliases cannot say (currencies in unnamed columns, one type meaning another). */
  adapt?: (row: BrokerRow, cells: RowCells) => BrokerRow;
  /** What the user should know about every file of this format. */
  notes?: string[];
}

const ISIN = ['isin'];

/** DEGIRO's Transactions export (English, Dutch, German): the instrument is its ISIN; quantities are negative on sells; currencies sit in the unnamed column after each amount. */
const degiroTransactions: CsvFormat = {
  name: 'degiro-transactions',
  label: 'DEGIRO transactions',
  signatures: [
    ['date', 'time', 'product', 'isin', 'quantity', 'price'],
    ['datum', 'tijd', 'product', 'isin', 'aantal', 'koers'],
    ['datum', 'uhrzeit', 'produkt', 'isin', 'anzahl', 'kurs'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    time: ['time', 'tijd', 'uhrzeit'],
    ticker: ISIN,
    quantity: ['quantity', 'aantal', 'anzahl'],
    price: ['price', 'koers', 'kurs'],
    fees: ['transactionandorthird', 'transactionandorthirdpartyfees', 'transactionandorthirdpartyfeeseur', 'autofxfee', 'transactiekostenenof', 'transaktionskostenundoder'],
  },
  dateOrder: 'dmy',
  // DEGIRO writes the time of the exchange's trading day as the Dutch clock shows it.
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => ({
    ...row,
    currency: cells.after('price') ?? cells.after('koers') ?? cells.after('kurs'),
    feeCurrency: cells.after('transactionandorthird') ?? cells.after('transactiekostenenof') ?? cells.after('transaktionskostenundoder') ?? (cells.get('transactionandorthirdpartyfeeseur') !== undefined ? 'EUR' : undefined),
  }),
  notes: ['the instrument is recorded under its ISIN (the file has no ticker)'],
};

/** Trading 212's history export: one `Action` per row (Market buy, Dividend (Ordinary), Deposit …), times in UTC. */
const trading212: CsvFormat = {
  name: 'trading212',
  label: 'Trading 212',
  signatures: [['action', 'time', 'isin', 'ticker', 'noofshares', 'priceshare']],
  aliases: {
    executedAt: ['time'],
    ticker: ['ticker'],
    type: ['action'],
    quantity: ['noofshares'],
    price: ['priceshare'],
    amount: ['total'],
    withholdingTax: ['withholdingtax'],
    fees: ['stampdutyreservetax', 'currencyconversionfee', 'transactionfee', 'frenchtransactiontax', 'finratradingfee', 'ptmlevy', 'stampduty'],
    currency: ['currencypriceshare'],
    externalId: ['id'],
  },
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const isDividend = /divid/i.test(row.kind ?? '');
    return {
      ...row,
      // A dividend's gross is its shares times the dividend per share (in the instrument's currency); Total is net, in the account's.
      amount: isDividend ? undefined : row.amount,
      currency: row.currency?.trim() || cells.get('currencytotal'),
      feeCurrency: cells.get('currencycurrencyconversionfee') || cells.get('currencytotal'),
    };
  },
};

/** Revolut's trading account statement: `Type` BUY - MARKET, DIVIDEND, CASH TOP-UP …; amounts carry their currency ("USD 150.00"). */
const revolut: CsvFormat = {
  name: 'revolut',
  label: 'Revolut',
  signatures: [['date', 'ticker', 'type', 'quantity', 'pricepershare', 'totalamount', 'currency', 'fxrate']],
  aliases: { executedAt: ['date'], ticker: ['ticker'], type: ['type'], quantity: ['quantity'], price: ['pricepershare'], amount: ['totalamount'], currency: ['currency'] },
  timeZone: 'UTC',
  notes: ['Revolut writes dividends net of tax withheld and does not show the tax; the amount recorded is the net one'],
};

/** Freetrade's activity feed: `Type` ORDER with `Buy / Sell`, DIVIDEND, TOP_UP …; fees (stamp duty, FX fee) in the account's currency. */
const freetrade: CsvFormat = {
  name: 'freetrade',
  label: 'Freetrade',
  signatures: [['title', 'type', 'timestamp', 'accountcurrency', 'totalamount', 'buysell', 'ticker']],
  aliases: {
    executedAt: ['timestamp'],
    ticker: ['ticker'],
    side: ['buysell'],
    type: ['type'],
    quantity: ['quantity'],
    price: ['pricepershare'],
    amount: ['dividendgrossdistributionamount'],
    withholdingTax: ['dividendwithheldtaxamount'],
    fees: ['stampduty', 'fxfeeamount'],
    currency: ['instrumentcurrency'],
    externalId: ['orderid'],
  },
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const cash = !row.ticker?.trim();
    return {
      ...row,
      amount: cash ? cells.get('totalamount') : row.amount,
      currency: cash ? cells.get('accountcurrency') : row.currency,
      feeCurrency: cells.get('accountcurrency'),
      // Dividends, top-ups and interest have no order id; their hash names them.
      id: row.id?.trim() ? row.id : undefined,
    };
  },
};

/** Charles Schwab's transaction history: US dates, `Fees & Comm`, dividends and reinvestments as actions; amounts in USD. */
const schwab: CsvFormat = {
  name: 'schwab',
  label: 'Charles Schwab',
  signatures: [['date', 'action', 'symbol', 'description', 'quantity', 'price', 'feescomm', 'amount']],
  aliases: { executedAt: ['date'], ticker: ['symbol'], type: ['action'], quantity: ['quantity'], price: ['price'], fees: ['feescomm'], amount: ['amount'] },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => ({
    ...row,
    // "11/17/2021 as of 11/16/2021": the first date is the one the account moved on.
    date: row.date?.replace(/\s+as of\s+.*$/i, ''),
    kind: schwabKind(row),
    currency: 'USD',
  }),
};

/** Schwab's own words for a buy and for cash moving in or out (its sign says which). */
function schwabKind(row: BrokerRow): string | undefined {
  const action = row.kind?.trim() ?? '';
  if (/^reinvest shares$/i.test(action)) return 'Buy';
  if (/moneylink|journal|wire/i.test(action)) return /^\(|-/.test(row.amount?.trim() ?? '') ? 'Withdrawal' : 'Deposit';
  return row.kind;
}

/** IBKR's Flex query as CSV: the XML's attribute names as headers; times are the statement's, New York unless configured. */
const ibkrFlexCsv: CsvFormat = {
  name: 'ibkr-flex-csv',
  label: 'Interactive Brokers Flex (CSV)',
  signatures: [['clientaccountid', 'symbol', 'quantity', 'tradeprice'], ['ibcommission', 'symbol', 'quantity', 'tradeprice']],
  aliases: {
    executedAt: ['datetime', 'tradedate'],
    time: ['tradetime'],
    ticker: ['symbol'],
    side: ['buysell'],
    quantity: ['quantity'],
    price: ['tradeprice'],
    fees: ['ibcommission', 'taxes'],
    currency: ['currencyprimary', 'currency'],
    externalId: ['tradeid', 'transactionid'],
  },
  timeZone: 'America/New_York',
};

/** Header names the generic reader recognises, compared normalized; first match wins. */
export const GENERIC_ALIASES: Record<TradeColumn, string[]> = {
  executedAt: ['executedat', 'datetime', 'tradedatetime', 'tradedate', 'date', 'transactiondate', 'timestamp', 'datum', 'fecha', 'dateheure'],
  time: ['time', 'tradetime', 'uhrzeit', 'hora', 'heure'],
  ticker: ['symbol', 'ticker', 'tickersymbol'],
  // A column that only says buy or sell wins over a generic type column.
  side: ['side', 'buysell', 'buyorsell', 'direction'],
  type: ['type', 'action', 'transactiontype', 'activitytype', 'transaction', 'typ', 'tipo', 'operation'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'numberofshares', 'noofshares', 'anzahl', 'stuck', 'cantidad', 'quantite'],
  price: ['price', 'tradeprice', 'pricepershare', 'priceshare', 'unitprice', 'executionprice', 'kurs', 'precio', 'prix'],
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

/** Any CSV with a date and a symbol, quantity and price (or a type and an amount), by the aliases above or a caller's mapping. */
export const genericCsv: CsvFormat = {
  name: 'generic-csv',
  label: 'Generic CSV',
  signatures: [],
  aliases: GENERIC_ALIASES,
};

/** The broker formats, most specific first; the generic reader is tried last. */
export const CSV_FORMATS: readonly CsvFormat[] = [degiroTransactions, trading212, revolut, freetrade, schwab, ibkrFlexCsv];
