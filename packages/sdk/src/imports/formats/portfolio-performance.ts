import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote } from '../import-codes.js';
import { filled, kindFrom } from './words.js';

// Portfolio Performance's CSV export of account and portfolio transactions (English and German
// headers, as its "Export → CSV" writes them). Value is the cash that moved, after fees and taxes.
const KINDS = [
  [/^(buy|kauf)$/i, 'Buy'],
  [/^(sell|verkauf)$/i, 'Sell'],
  [/^(deposit|einlage)$/i, 'Deposit'],
  [/^(removal|entnahme)$/i, 'Withdrawal'],
  [/^(dividend|dividende)$/i, 'Dividend'],
  [/^(interest|zinsen)$/i, 'Interest'],
  [/^(interest charge|zinsbelastung|fees|geb[üu]hren)$/i, 'Fee'],
  [/^(taxes|steuern)$/i, 'Tax'],
  [/^(delivery \(inbound\)|einlieferung)$/i, 'TRANSFER_IN'],
  [/^(delivery \(outbound\)|auslieferung)$/i, 'TRANSFER_OUT'],
] as const;
const REFUND = /refund|erstattung/i;
const INTERNAL = /^(transfer \((inbound|outbound)\)|umbuchung)/i;

export const portfolioPerformance: CsvFormat = {
  name: 'portfolio-performance',
  label: 'Portfolio Performance CSV',
  signatures: [
    ['date', 'type', 'value', 'transactioncurrency', 'shares', 'isin'],
    ['datum', 'typ', 'wert', 'buchungswahrung', 'stuck', 'isin'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    time: ['time', 'uhrzeit'],
    type: ['type', 'typ'],
    amount: ['value', 'wert'],
    currency: ['transactioncurrency', 'buchungswahrung'],
    ticker: ['tickersymbol'],
    quantity: ['shares', 'stuck'],
    fees: ['fees', 'gebuhren'],
    taxes: ['taxes', 'steuern'],
  },
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    if (REFUND.test(written)) return { ...row, skip: notAnActivity(`${written}: a refund; record-trades has no refund, enter it as a correction of what it returns`) };
    if (INTERNAL.test(written)) return { ...row, skip: notAnActivity(`${written}: a transfer between two of your Portfolio Performance accounts, not a movement of the brokerage account`) };
    // The ticker where the security has one, else its ISIN.
    return { ...row, kind: kindFrom(written, KINDS), ticker: filled(row.ticker) ?? filled(cells.get('isin')), amountIsNet: true };
  },
  notes: [formatNote('Portfolio Performance writes times without a zone; pass { timeZone } with yours')],
};
