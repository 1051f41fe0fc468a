import type { CsvFormat } from '../csv-formats.js';
import { formatNote } from '../import-codes.js';
import { corporateAction, notAnActivity } from '../problems.js';

/** Revolut's trading account statement: `Type` BUY - MARKET, DIVIDEND, CASH TOP-UP …; amounts carry their currency ("USD 150.00"). */
export const revolut: CsvFormat = {
  name: 'revolut',
  label: 'Revolut',
  signatures: [['date', 'ticker', 'type', 'quantity', 'pricepershare', 'totalamount', 'currency', 'fxrate']],
  aliases: { executedAt: ['date'], ticker: ['ticker'], type: ['type'], quantity: ['quantity'], price: ['pricepershare'], amount: ['totalamount'], currency: ['currency'] },
  timeZone: 'UTC',
  adapt: (row) => {
    const type = row.kind?.trim() ?? '';
    // Revolut moved accounts between its own companies (Revolut Trading Ltd, Revolut Bank UAB → Revolut Securities Europe UAB).
    if (/^TRANSFER FROM REVOLUT .* TO REVOLUT /i.test(type)) return { ...row, skip: notAnActivity(`${type}: the account's own cash or shares moved between Revolut's companies, not an activity`) };
    // The shares added, not the ratio: the ratio follows only from the holding before, which the file may not have.
    if (/^STOCK SPLIT$/i.test(type)) return { ...row, skip: corporateAction(`${type}: the shares a split added (${row.quantity?.trim() ?? ''}), not its ratio; record the split by hand`) };
    return row;
  },
  notes: [formatNote('Revolut writes dividends net of tax withheld and does not show the tax; the amount recorded is the net one')],
};
