import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom } from './words.js';

// Fidelity's account history download ("Run Date, Action, Symbol, …, Price ($), Commission ($), Fees ($),
// Accrued Interest ($), Amount ($), …"; older files add Account and Security Description). The kind of a
// row is the start of its Action ("YOU BOUGHT APPLE INC (AAPL) (Cash)"); amounts are USD; the file ends
// with a disclaimer, whose lines are named skips.
const KINDS = [
  [/^(you bought|bought|reinvestment)/i, 'Buy'],
  [/^(you sold|sold)/i, 'Sell'],
  [/foreign tax|tax withheld|nra tax|withholding/i, 'Tax'],
  [/dividend|distribution|capital gain/i, 'Dividend'],
  [/interest/i, 'Interest'],
  [/fee/i, 'Fee'],
  [/transferred from|transfer of assets.*received/i, 'TRANSFER_IN'],
  [/transferred to/i, 'TRANSFER_OUT'],
  [/electronic funds transfer received|contribution|deposit|direct deposit|check received/i, 'Deposit'],
  [/electronic funds transfer paid|withdrawal|distribution paid|check paid|debit card/i, 'Withdrawal'],
] as const;

export const fidelity: CsvFormat = {
  name: 'fidelity',
  label: 'Fidelity',
  signatures: [['rundate', 'action', 'symbol', 'quantity', 'price', 'amount', 'settlementdate']],
  aliases: {
    executedAt: ['rundate'],
    type: ['action'],
    ticker: ['symbol'],
    quantity: ['quantity'],
    price: ['price'],
    fees: ['commission', 'fees'],
    amount: ['amount'],
  },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => {
    const kind = kindFrom(row.kind, KINDS);
    const ticker = filled(row.ticker);
    // Securities moved in or out carry a symbol; cash moved between accounts does not.
    const cashTransfer = (kind === 'TRANSFER_IN' || kind === 'TRANSFER_OUT') && (!ticker || !filled(row.quantity));
    return { ...row, kind: cashTransfer ? (kind === 'TRANSFER_IN' ? 'Deposit' : 'Withdrawal') : kind, ticker, currency: 'USD' };
  },
};
