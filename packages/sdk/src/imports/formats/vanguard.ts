import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote } from '../import-codes.js';
import { kindFrom } from './words.js';

// Vanguard's brokerage download: the holdings table first, then the transactions ("Account Number, Trade
// Date, Settlement Date, Transaction Type, Transaction Description, Investment Name, Symbol, Shares, Share
// Price, Principal Amount, Commissions and Fees, Net Amount, Accrued Interest, Account Type"). USD.
const KINDS = [
  [/^(buy|reinvestment)/i, 'Buy'],
  [/^sell/i, 'Sell'],
  [/^(dividend|capital gain)/i, 'Dividend'],
  [/^interest/i, 'Interest'],
  [/^(funds received|transfer \(incoming\)|contribution)/i, 'Deposit'],
  [/^(withdrawal|funds withdrawn|transfer \(outgoing\))/i, 'Withdrawal'],
  [/^fee/i, 'Fee'],
  [/tax/i, 'Tax'],
] as const;

export const vanguard: CsvFormat = {
  name: 'vanguard',
  label: 'Vanguard',
  signatures: [['tradedate', 'transactiontype', 'symbol', 'shares', 'shareprice', 'netamount']],
  aliases: {
    executedAt: ['tradedate'],
    type: ['transactiontype'],
    ticker: ['symbol'],
    quantity: ['shares'],
    price: ['shareprice'],
    fees: ['commissionsandfees'],
    amount: ['netamount'],
  },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => {
    const written = row.kind?.trim() ?? '';
    if (/^sweep (in|out)/i.test(written)) return { ...row, skip: notAnActivity(`${written}: cash swept between the settlement fund and the account, not an activity`) };
    return { ...row, kind: kindFrom(written, KINDS), currency: 'USD' };
  },
  notes: [formatNote("Vanguard's holdings table above the transactions is not read (holdings come from the activities)")],
};
