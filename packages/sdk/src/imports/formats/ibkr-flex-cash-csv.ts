import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';

// A Flex query of cash transactions saved as CSV ("Type","SettleDate","ISIN","Description","Amount",
// "CurrencyPrimary"; the columns are the query's choice): dividends, payments in lieu, tax withheld,
// deposits, interest and fees, each a row with its sign. The instrument is its ISIN, as in the trades
// query beside it (its symbol is only in the description).
const TYPES: [RegExp, string][] = [
  [/^withholding tax$/i, 'Tax'],
  [/^(dividends|payment in lieu of dividends)$/i, 'Dividend'],
  [/^broker interest received$|^bond interest received$/i, 'Interest'],
  [/^broker interest paid$|^other fees$|^commission adjustments$|^advisor fees$/i, 'Fee'],
];

export const ibkrFlexCashCsv: CsvFormat = {
  name: 'ibkr-flex-cash-csv',
  label: 'Interactive Brokers Flex cash transactions (CSV)',
  signatures: [['type', 'settledate', 'isin', 'description', 'amount', 'currencyprimary']],
  aliases: {
    executedAt: ['datetime', 'settledate'],
    type: ['type'],
    ticker: ['isin'],
    amount: ['amount'],
    currency: ['currencyprimary'],
    externalId: ['transactionid'],
  },
  timeZone: 'America/New_York',
  adapt: (row) => {
    const type = row.kind?.trim() ?? '';
    const negative = /^\s*-/.test(row.amount ?? '');
    // A tax given back (a positive withholding) and a dividend taken back are corrections, not new activities.
    if (/^withholding tax$/i.test(type) && !negative && row.amount?.trim()) return { ...row, skip: notAnActivity(`${type} ${row.amount.trim()}: a refund of tax withheld; record-trades has no refund, correct the tax it returns`) };
    if (/dividends$/i.test(type) && negative) return { ...row, skip: notAnActivity(`${type} ${row.amount!.trim()}: a dividend reversed; remove the dividend it reverses`) };
    if (/^deposits\/withdrawals$/i.test(type)) return { ...row, kind: negative ? 'Withdrawal' : 'Deposit', ticker: undefined };
    const kind = TYPES.find(([pattern]) => pattern.test(type))?.[1];
    return { ...row, kind: kind ?? row.kind, ...(kind === 'Interest' || kind === 'Fee' ? { ticker: row.ticker?.trim() || undefined } : {}) };
  },
};
