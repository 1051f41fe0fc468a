import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Revolut's current account statement (`Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,
// State,Balance`): a bank account's rows, signed (money in +, out −), a fee beside each. Money in and out of the
// account is read as deposits and withdrawals (a card payment, a transfer to someone: the money left the account);
// named: a row not `COMPLETED` (reverted, declined, pending: no money moved), and an `EXCHANGE` between the account's
// currencies (its other leg is in the other currency's statement, so the amount bought is not in the row).
const KINDS = [
  [/^(TOPUP|TOP-UP)$/i, 'Deposit'],
  [/^(CARD_PAYMENT|ATM)$/i, 'Withdrawal'],
  [/^FEE$/i, 'Fee'],
  [/^INTEREST$/i, 'Interest'],
] as const;

export const revolutAccount: CsvFormat = {
  name: 'revolut-account',
  label: 'Revolut current account',
  signatures: [['type', 'product', 'starteddate', 'completeddate', 'description', 'amount', 'fee', 'currency', 'state']],
  aliases: { executedAt: ['completeddate'], type: ['type'], amount: ['amount'], fees: ['fee'], currency: ['currency'] },
  decimalMark: '.',
  signedAmounts: true,
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const description = cells.get('description')?.trim() ?? '';
    const state = cells.get('state')?.trim() ?? '';
    if (!/^COMPLETED$/i.test(state)) return { ...row, skip: notAnActivity(`${type} ${description}: ${state || 'no state'}, not completed; no money moved`) };
    if (/^EXCHANGE$/i.test(type)) return { ...row, skip: notAnActivity(`${type} ${description}: a conversion whose other leg is in the other currency's statement; record it by hand`) };
    // A transfer, in or out by its sign.
    const kind = /^TRANSFER$/i.test(type) ? (/^\s*-/.test(row.amount ?? '') ? 'Withdrawal' : 'Deposit') : kindFrom(type, KINDS);
    return { ...row, kind };
  },
};
