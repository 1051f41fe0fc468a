import type { BrokerRow } from '../broker-rows.js';
import type { CsvFormat, RowCells } from '../csv-formats.js';
import { assetNotHeld, corporateAction, notAnActivity } from '../problems.js';
import { filled, pricePerUnit, unsigned } from './words.js';

// Tastytrade's (tastyworks') transaction history, in its three layouts: 2024's (`Date,Type,Sub Type,Action,Symbol,
// Instrument Type,Description,Value,Quantity,Average Price,Commissions,Fees,…,Currency`), 2021–2023's (no `Sub Type`,
// no `Currency`) and the legacy one (`Date/Time,Transaction Code,Transaction Subcode,Symbol,Buy/Sell,…,Price,Fees,
// Amount,Description`). Its own module because the generic reader cannot tell its rows apart: the kind is in `Sub Type`,
// in `Action` (`BUY_TO_OPEN`) or, in the older layouts, in the description only ("INTEREST ON CREDIT BALANCE",
// "Regulatory fee adjustment"); `Value` is the trade's gross (units × the price before its rounding to cents, which
// `Average Price` shows, negative on a buy); fees are negative, `--` is no value. Accounts are in dollars. Named:
// options (and their expiry, assignment or exercise), corporate actions written as a close and an open (a symbol
// change, a reverse split, a merger), and cash signed against its kind (tastyworks wrote wires received as a
// `Withdrawal` of money in: which of the two is right, the row does not say).

/** Money movements by what the description says, before the sub type (Tastytrade's sub types for interest lag behind). */
const DESCRIBED: [RegExp, string][] = [
  [/^INTEREST ON CREDIT BALANCE|LENDING REBATE|LENDING INCOME/i, 'Interest'],
  // Debit interest: "FROM 07/16 THRU 08/15 @11 %", the interest charged on a margin balance.
  [/^FROM \d\d\/\d\d THRU \d\d\/\d\d/i, 'Fee'],
  [/regulatory fee|\bFEE\b/i, 'Fee'],
];

const SUB_TYPES: [RegExp, string][] = [
  [/^credit interest$|stock lending income/i, 'Interest'],
  [/^debit interest$|^fee$|^balance adjustment$/i, 'Fee'],
  [/^dividend$/i, 'Dividend'],
  [/^deposit$/i, 'Deposit'],
  [/^withdrawal$/i, 'Withdrawal'],
];

const CORPORATE_ACTION = /symbol change|reverse split|forward split|stock split|stock merger|merger|spin.?off|acquisition/i;

export const tastytrade: CsvFormat = {
  name: 'tastytrade',
  label: 'Tastytrade',
  signatures: [
    ['date', 'type', 'action', 'symbol', 'instrumenttype', 'description', 'value', 'quantity', 'averageprice', 'commissions', 'fees'],
    ['datetime', 'transactioncode', 'transactionsubcode', 'symbol', 'buysell', 'openclose', 'quantity', 'price', 'fees', 'amount', 'description'],
  ],
  aliases: {
    executedAt: ['date', 'datetime'],
    ticker: ['symbol'],
    type: ['subtype', 'transactionsubcode'],
    quantity: ['quantity'],
    price: ['averageprice', 'price'],
    amount: ['value', 'amount'],
    fees: ['commissions', 'fees'],
    currency: ['currency'],
  },
  dateOrder: 'mdy',
  decimalMark: '.',
  signedAmounts: true,
  adapt: (row, cells) => tastytradeRow(row, cells),
};

function tastytradeRow(row: BrokerRow, cells: RowCells): BrokerRow {
  const group = (cells.get('type') ?? cells.get('transactioncode') ?? '').trim();
  const subType = row.kind?.trim() ?? '';
  const description = (cells.get('description') ?? '').trim();
  const action = (cells.get('action') ?? cells.get('buysell') ?? '').trim();
  const currency = filled(row.currency) ?? 'USD';
  const what = subType || description || group;
  if (CORPORATE_ACTION.test(subType) || CORPORATE_ACTION.test(description)) return { ...row, skip: corporateAction(`${what}: shares changed without a trade (a close and an open of the same holding); record it by hand`) };
  if (/^(trade|receive deliver)$/i.test(group)) {
    const instrument = (cells.get('instrumenttype') ?? '').trim();
    const option = instrument ? !/^equity$/i.test(instrument) : !!filled(cells.get('expirationdate'));
    if (option) return { ...row, skip: assetNotHeld(`${description || what}: ${instrument || 'an option'}, not a security the portfolio holds`) };
    const side = /BUY/i.test(action) ? 'Buy' : /SELL/i.test(action) ? 'Sell' : undefined;
    if (!side) return { ...row, skip: notAnActivity(`${description || what}: no buy or sell in the row; not recorded`) };
    // `Value` is cash: out on a buy, in on a sale. A row that says the other is not read as either.
    if (/^\s*-/.test(row.amount ?? '') !== (side === 'Buy') && Number(row.amount?.replace(/,/g, '')) !== 0) return { ...row, skip: notAnActivity(`${description || what}: a ${side.toLowerCase()} whose value ${row.amount?.trim()} moves cash the other way; not recorded`) };
    return { ...row, kind: side, ...tradeFigures(row), amount: undefined, currency };
  }
  const kind = DESCRIBED.find(([pattern]) => pattern.test(description))?.[1] ?? SUB_TYPES.find(([pattern]) => pattern.test(subType))?.[1] ?? cashByWords(subType || description, row.amount);
  if (!kind) return { ...row, kind: what };
  // A fund's distribution written as a `Deposit` (ICSH's "ISHARES TRUST") moves cash, not the fund: no ticker on cash.
  const ticker = kind === 'Dividend' || kind === 'Fee' ? filled(row.ticker) : undefined;
  return { ...row, kind, ticker, quantity: undefined, price: undefined, currency };
}

/** A trade's units and its price before rounding: the gross `Value` over the units (`Average Price` is rounded to cents). */
function tradeFigures(row: BrokerRow): Pick<BrokerRow, 'quantity' | 'price'> {
  const quantity = unsigned(row.quantity);
  const gross = Math.abs(Number(row.amount?.replace(/,/g, '') ?? NaN));
  const units = Number(quantity?.replace(/,/g, '') ?? NaN);
  return { quantity, price: pricePerUnit(gross, units) ?? unsigned(row.price) };
}

/** A transfer or a wire by its description and its sign (money in +, out −). */
function cashByWords(text: string, amount: string | undefined): string | undefined {
  if (/wire funds received|deposit/i.test(text)) return 'Deposit';
  if (/transfer|wire|withdraw/i.test(text)) return /^\s*-/.test(amount ?? '') ? 'Withdrawal' : 'Deposit';
  return undefined;
}
