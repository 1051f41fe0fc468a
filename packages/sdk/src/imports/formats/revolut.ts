import type { CsvFormat } from '../csv-formats.js';
import { formatNote } from '../import-codes.js';

/** Revolut's trading account statement: `Type` BUY - MARKET, DIVIDEND, CASH TOP-UP …; amounts carry their currency ("USD 150.00"). */
export const revolut: CsvFormat = {
  name: 'revolut',
  label: 'Revolut',
  signatures: [['date', 'ticker', 'type', 'quantity', 'pricepershare', 'totalamount', 'currency', 'fxrate']],
  aliases: { executedAt: ['date'], ticker: ['ticker'], type: ['type'], quantity: ['quantity'], price: ['pricepershare'], amount: ['totalamount'], currency: ['currency'] },
  timeZone: 'UTC',
  notes: [formatNote('Revolut writes dividends net of tax withheld and does not show the tax; the amount recorded is the net one')],
};
