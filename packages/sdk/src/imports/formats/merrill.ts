import type { CsvFormat } from '../csv-formats.js';
import { assetNotHeld, notAnActivity } from '../problems.js';
import { filled, kindFrom, unsigned } from './words.js';

// Merrill Edge's activity download ("Trade Date","Settlement Date","Pending/Settled","Account Nickname","Account
// Registration","Account #","Type","Description 1 ","Description 2","Symbol/CUSIP #","Quantity","Price ($)","Amount ($)").
// Its own module because the generic reader cannot read it: its `Type` column is a category ("SecurityTransactions",
// "Other") and the row's kind is in "Description 1" ("Sale", "Option Purchase", "Withdrawal"), a column no other layout
// gives that meaning. US dates (New York), dollars, money out in brackets `(3,221.30)`, `--` for no value. Named: a
// pending row (not settled), options (their symbol holds `#`: `XYZ#B1326C425000`), and interest paid in units of a
// money-market fund with no cash amount (`0.00`).
const KINDS = [
  [/^(purchase|buy|reinvest)/i, 'Buy'],
  [/^(sale|sell)/i, 'Sell'],
  [/dividend/i, 'Dividend'],
  [/interest/i, 'Interest'],
  [/fee/i, 'Fee'],
  [/withdrawal/i, 'Withdrawal'],
  [/deposit/i, 'Deposit'],
] as const;

export const merrill: CsvFormat = {
  name: 'merrill',
  label: 'Merrill Edge',
  signatures: [['tradedate', 'pendingsettled', 'type', 'description1', 'symbolcusip', 'quantity', 'price', 'amount']],
  aliases: {
    executedAt: ['tradedate'],
    type: ['description1'],
    ticker: ['symbolcusip'],
    quantity: ['quantity'],
    price: ['price'],
    amount: ['amount'],
  },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  signedAmounts: true,
  adapt: (row, cells) => {
    const description = row.kind?.trim() ?? '';
    const status = cells.get('pendingsettled')?.trim() ?? '';
    if (/^pending$/i.test(status)) return { ...row, skip: notAnActivity(`${description}: pending, not settled; not recorded`) };
    const ticker = filled(row.ticker?.replace(/^--$/, ''));
    if (ticker?.includes('#') || /^option/i.test(description)) return { ...row, skip: assetNotHeld(`${description} ${ticker ?? ''}: an option, not a held security`.replace(/\s+:/, ':')) };
    const none = (text: string | undefined) => (text?.trim() === '--' ? '' : text);
    const kind = /^transfer/i.test(description) ? (/^\s*[(-]/.test(row.amount ?? '') ? 'Withdrawal' : 'Deposit') : kindFrom(description, KINDS);
    const amount = none(row.amount);
    if (kind === 'Interest' && /^0+(\.0+)?$/.test(amount?.trim() ?? '')) return { ...row, skip: notAnActivity(`${description} ${ticker ?? ''}: paid in units of a money-market fund, no cash amount; record it by hand`) };
    const trade = kind === 'Buy' || kind === 'Sell';
    // A trade's quantity is signed (a sale −25) and its amount signed as cash; the side says the direction.
    return { ...row, kind, ticker: kind === 'Deposit' || kind === 'Withdrawal' ? undefined : ticker, quantity: trade ? unsigned(none(row.quantity)) : undefined, price: trade ? none(row.price) : undefined, amount: trade ? unsigned(amount) : amount, currency: 'USD' };
  },
};
