import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled, kindFrom } from './words.js';

// Scalable Capital's transactions CSV: `date;time;status;reference;description;assetType;type;isin;shares;price;amount;
// fee;tax;currency`, `;`-separated with decimal commas, times in Germany's. The instrument is its ISIN. A trade's
// `amount` is its gross (shares × price), `fee` and `tax` apart; a distribution's `amount` is what was credited, `tax`
// the German tax withheld from it (29,27 credited with 6,63 withheld: 35,90 gross, 18.5 % of it the equity-fund rate);
// a `Taxes` row is a tax charged on a holding (the advance lump sum on accumulating funds).
const KINDS = [
  [/^(buy|savings plan)$/i, 'Buy'],
  [/^sell$/i, 'Sell'],
  [/^distribution$/i, 'Dividend'],
  [/^interest$/i, 'Interest'],
  [/^taxes?$/i, 'Tax'],
  [/^fees?$/i, 'Fee'],
  [/^deposit$/i, 'Deposit'],
  [/^withdrawal$/i, 'Withdrawal'],
] as const;

export const scalableCapital: CsvFormat = {
  name: 'scalable-capital',
  label: 'Scalable Capital',
  signatures: [['date', 'time', 'status', 'reference', 'description', 'assettype', 'type', 'isin', 'shares', 'price', 'amount', 'fee', 'tax', 'currency']],
  aliases: {
    executedAt: ['date'],
    time: ['time'],
    externalId: ['reference'],
    type: ['type'],
    ticker: ['isin'],
    quantity: ['shares'],
    price: ['price'],
    amount: ['amount'],
    fees: ['fee'],
    taxes: ['tax'],
    currency: ['currency'],
  },
  decimalMark: ',',
  timeZone: 'Europe/Berlin',
  signedAmounts: true,
  adapt: (row, cells) => {
    const status = cells.get('status')?.trim() ?? '';
    // Only an executed order moved anything; a pending or cancelled one is listed all the same.
    if (status && !/^executed$/i.test(status)) return { ...row, skip: notAnActivity(`${row.kind?.trim() ?? ''} ${status}: not executed, nothing moved`) };
    const kind = kindFrom(row.kind, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, amount: undefined };
    // Fees and taxes stay on a cash row: any charged is an activity of its own, none is lost.
    const cash = { ...row, kind, quantity: undefined, price: undefined };
    if (kind === 'Dividend') return { ...cash, withholdingTax: filled(row.taxes?.[0]), taxes: undefined, amountIsNet: true };
    if (kind === 'Deposit' || kind === 'Withdrawal' || kind === 'Interest') return { ...cash, ticker: undefined };
    return cash;
  },
};
