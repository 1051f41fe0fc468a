import type { CsvFormat } from '../csv-formats.js';

// InvestEngine's trading statement: `Security / ISIN,Transaction Type,Quantity,Share Price,Total Trade Value,
// Trade Date/Time,Settlement Date,Broker`; the security as `<name> / ISIN <ISIN>`, prices in pounds (`£110.79`),
// dates `DD/MM/YY HH:MM:SS` in London time. Only trades: InvestEngine charges no dealing fee.
const ISIN = /\bISIN\s+([A-Z]{2}[A-Z0-9]{9}\d)\b/;

export const investengine: CsvFormat = {
  name: 'investengine',
  label: 'InvestEngine',
  signatures: [['securityisin', 'transactiontype', 'quantity', 'shareprice', 'totaltradevalue', 'tradedatetime']],
  aliases: {
    executedAt: ['tradedatetime'],
    type: ['transactiontype'],
    quantity: ['quantity'],
    price: ['shareprice'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/London',
  adapt: (row, cells) => ({ ...row, ticker: ISIN.exec(cells.get('securityisin') ?? '')?.[1], currency: 'GBP' }),
};
