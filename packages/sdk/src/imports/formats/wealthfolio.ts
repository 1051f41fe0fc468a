import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';

// Wealthfolio's activity CSV (date,symbol,quantity,activityType,unitPrice,currency,fee,amount), as its
// import screen documents it, and the sample file its app ships (date,type,symbol,instrumentType,quantity,unit_price,
// currency,fee,amount,…). Cash activities carry the symbol $CASH-<currency>.
export const wealthfolio: CsvFormat = {
  name: 'wealthfolio',
  label: 'Wealthfolio',
  signatures: [
    ['date', 'symbol', 'quantity', 'activitytype', 'unitprice', 'currency', 'fee'],
    ['date', 'type', 'symbol', 'instrumenttype', 'quantity', 'unitprice', 'currency', 'fee'],
  ],
  aliases: {
    executedAt: ['date'],
    ticker: ['symbol'],
    quantity: ['quantity'],
    type: ['activitytype', 'type'],
    price: ['unitprice'],
    currency: ['currency'],
    fees: ['fee'],
    amount: ['amount'],
  },
  timeZone: 'UTC',
  adapt: (row) => {
    const kind = row.kind?.trim().toUpperCase() ?? '';
    const cash = /^\$CASH/i.test(row.ticker?.trim() ?? '');
    if (kind === 'SPLIT') return { ...row, skip: notAnActivity('SPLIT: the file does not say the ratio in a documented column; record the split by hand') };
    if (/^CONVERSION_(IN|OUT)$/.test(kind)) return { ...row, skip: notAnActivity(`${kind}: a currency conversion inside the account, not an activity`) };
    // Cash moved in or out under $CASH is a deposit or a withdrawal, not a transfer of securities.
    const named = cash && kind === 'TRANSFER_IN' ? 'DEPOSIT' : cash && kind === 'TRANSFER_OUT' ? 'WITHDRAWAL' : row.kind;
    return { ...row, kind: named, ticker: cash ? undefined : row.ticker };
  },
};
