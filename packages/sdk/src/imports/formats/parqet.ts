import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Parqet's activity export (and import layout): `datetime;date;time;price;shares;amount;tax;fee;realizedgains;type;
// broker;assettype;identifier;wkn;originalcurrency;currency;fxrate;holding;holdingname;…`, `;`-separated with decimal
// commas; `datetime` an ISO instant; `identifier` the ISIN (or a crypto's code); `amount` the gross (shares × price),
// `tax` and `fee` apart.
const KINDS = [
  [/^buy$/i, 'Buy'],
  [/^sell$/i, 'Sell'],
  [/^dividend$/i, 'Dividend'],
  [/^interest$/i, 'Interest'],
  [/^deposit$/i, 'Deposit'],
  [/^withdrawal$/i, 'Withdrawal'],
  [/^transferin$/i, 'TRANSFER_IN'],
  [/^transferout$/i, 'TRANSFER_OUT'],
  [/^fees?(taxes)?$/i, 'Fee'],
  [/^taxes?$/i, 'Tax'],
] as const;

export const parqet: CsvFormat = {
  name: 'parqet',
  label: 'Parqet',
  signatures: [['datetime', 'price', 'shares', 'amount', 'tax', 'fee', 'type', 'identifier', 'currency']],
  aliases: {
    executedAt: ['datetime'],
    ticker: ['identifier'],
    type: ['type'],
    quantity: ['shares'],
    price: ['price'],
    amount: ['amount'],
    fees: ['fee'],
    taxes: ['tax'],
    currency: ['currency'],
  },
  timeZone: 'UTC',
  adapt: (row) => {
    const written = row.kind?.trim() ?? '';
    if (/refund/i.test(written)) return { ...row, skip: notAnActivity(`${written}: money given back (a refund); record-trades has no refund`) };
    const kind = kindFrom(written, KINDS);
    // A dividend's tax is the tax withheld from it; a transfer's amount is the cost carried over.
    if (kind === 'Dividend') return { ...row, kind, quantity: undefined, price: undefined, withholdingTax: row.taxes?.[0], taxes: undefined };
    if (kind === 'Deposit' || kind === 'Withdrawal' || kind === 'Fee' || kind === 'Tax' || kind === 'Interest') return { ...row, kind, quantity: undefined, price: undefined, ...(kind === 'Interest' ? {} : { ticker: kind === 'Fee' || kind === 'Tax' ? row.ticker : undefined }) };
    return { ...row, kind, amount: kind === 'Buy' || kind === 'Sell' ? undefined : row.amount };
  },
};
