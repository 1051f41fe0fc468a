import type { CsvFormat } from '../csv-formats.js';
import { kindFrom, unsigned } from './words.js';

// finpension's transactions export (pillar 3a, vested benefits): `Date;Category;Asset Name;ISIN;Number of Shares;
// Asset Currency;Currency Rate;Asset Price in CHF;Cash Flow;Balance`. The account is in francs: a trade's price is the
// fund's in CHF (its own currency only says what the fund holds), `Cash Flow` the signed cash, a sale's units negative.
// A `Portfolio Transaction` is a rebalancing trade, a buy or a sale by the sign of its units.
const KINDS = [
  [/^buy$/i, 'Buy'],
  [/^sell$/i, 'Sell'],
  [/dividend|distribution/i, 'Dividend'],
  [/^interests?$/i, 'Interest'],
  [/fee/i, 'Fee'],
  [/^deposit$|^transfer vested benefits$/i, 'Deposit'],
  [/^withdrawal$|^payout$/i, 'Withdrawal'],
] as const;

export const finpension: CsvFormat = {
  name: 'finpension',
  label: 'finpension',
  signatures: [['date', 'category', 'assetname', 'isin', 'numberofshares', 'assetcurrency', 'currencyrate', 'assetpriceinchf', 'cashflow', 'balance']],
  aliases: {
    executedAt: ['date'],
    type: ['category'],
    ticker: ['isin'],
    quantity: ['numberofshares'],
    price: ['assetpriceinchf'],
    amount: ['cashflow'],
  },
  decimalMark: '.',
  timeZone: 'Europe/Zurich',
  signedAmounts: true,
  adapt: (row) => {
    const written = row.kind?.trim() ?? '';
    const shares = row.quantity?.trim() ?? '';
    const kind = /^portfolio transaction$/i.test(written) ? (shares.startsWith('-') ? 'Sell' : 'Buy') : kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, quantity: unsigned(row.quantity), amount: undefined, currency: 'CHF' };
    const cash = { ...row, kind, quantity: undefined, price: undefined, currency: 'CHF' };
    return kind === 'Dividend' ? cash : { ...cash, ticker: undefined };
  },
};
