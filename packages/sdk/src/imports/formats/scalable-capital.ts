import type { CsvFormat } from '../csv-formats.js';
import { ISIN_AS_SYMBOL } from '../import-codes.js';
import { notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Scalable Capital's transactions export: `date;time;status;reference;description;assetType;type;isin;shares;price;
// amount;fee;tax;currency`, `;`-separated with decimal commas, times in Berlin's zone (its cash rows at 01:00 in winter
// and 02:00 in summer: midnight UTC). A trade's `amount` is shares × price, its `fee` and `tax` apart; a distribution's
// `amount` is what was credited, its `tax` withheld (35.90 × 70 % × 26.375 % = 6.63 beside 29.27: the amount is net).
// A savings-plan execution is a buy. Only `Executed` rows happened.
const KINDS = [
  [/^(buy|savings plan|kauf|sparplan)$/i, 'Buy'],
  [/^(sell|verkauf)$/i, 'Sell'],
  [/^(distribution|dividend|aussch(ü|ue)ttung|dividende)$/i, 'Dividend'],
  [/^(interest|zinsen)$/i, 'Interest'],
  [/^(deposit|einzahlung)$/i, 'Deposit'],
  [/^(withdrawal|auszahlung)$/i, 'Withdrawal'],
  [/^(taxes|tax|steuern)$/i, 'Tax'],
  [/^(fee|fees|geb(ü|ue)hr(en)?)$/i, 'Fee'],
] as const;

export const scalableCapital: CsvFormat = {
  name: 'scalable-capital',
  label: 'Scalable Capital',
  signatures: [['date', 'time', 'status', 'reference', 'assettype', 'type', 'isin', 'shares', 'price', 'amount', 'fee', 'tax', 'currency']],
  aliases: {
    executedAt: ['date'],
    time: ['time'],
    ticker: ['isin'],
    type: ['type'],
    quantity: ['shares'],
    price: ['price'],
    amount: ['amount'],
    fees: ['fee'],
    taxes: ['tax'],
    currency: ['currency'],
    externalId: ['reference'],
  },
  timeZone: 'Europe/Berlin',
  notes: [ISIN_AS_SYMBOL],
  adapt: (row, cells) => {
    const status = cells.get('status')?.trim() ?? '';
    if (!/^executed$/i.test(status)) return { ...row, skip: notAnActivity(`status ${status || '(empty)'}: not executed; not recorded`) };
    const kind = kindFrom(row.kind, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, amount: undefined };
    if (kind === 'Dividend') return { ...row, kind, quantity: undefined, price: undefined, withholdingTax: row.taxes?.[0], taxes: undefined, amountIsNet: true };
    // A cash row's fee and tax columns are empty or zero; a deposit or withdrawal names no instrument.
    return { ...row, kind, quantity: undefined, price: undefined, fees: undefined, taxes: undefined, ...(kind === 'Deposit' || kind === 'Withdrawal' ? { ticker: undefined } : {}) };
  },
};
