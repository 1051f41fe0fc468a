import type { CsvFormat } from '../csv-formats.js';

// bunq's account statement CSV: `"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"`,
// `;`-separated, quoted, decimal commas, the amount signed. No column names the account's currency (bunq keeps
// accounts in several): asked for once with `{ currency }`. Interest is bunq's weekly "Payday"; anything else is
// money in or out by its sign.
export const bunq: CsvFormat = {
  name: 'bunq',
  label: 'bunq',
  signatures: [['date', 'interestdate', 'amount', 'account', 'counterparty', 'name', 'description']],
  aliases: {
    executedAt: ['date'],
    amount: ['amount'],
    externalId: [],
  },
  decimalMark: ',',
  timeZone: 'Europe/Amsterdam',
  currencyNotInFile: true,
  adapt: (row, cells) => {
    const description = cells.get('description')?.trim() ?? '';
    const kind = /^bunq payday\b/i.test(description) ? 'Interest' : /^\s*-/.test(row.amount ?? '') ? 'Withdrawal' : 'Deposit';
    return { ...row, kind, amount: row.amount?.trim().replace(/^-/, '') };
  },
};
