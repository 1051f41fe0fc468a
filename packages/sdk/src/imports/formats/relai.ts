import type { CsvFormat } from '../csv-formats.js';
import { filled } from './words.js';

// Relai's bitcoin transactions export: `Date,Transaction Type,BTC Amount,BTC Price,Currency Pair,Fiat Amount (excl.
// fees),Fiat Currency,Fee,Fee Currency,Destination,Operation ID,Counterparty`, ISO instants in UTC. Every trade is of
// bitcoin: its units `BTC Amount` at `BTC Price` in `Fiat Currency`, the fee apart in its own currency.
export const relai: CsvFormat = {
  name: 'relai',
  label: 'Relai',
  signatures: [['date', 'transactiontype', 'btcamount', 'btcprice', 'fiatcurrency', 'fee', 'feecurrency', 'operationid']],
  aliases: {
    executedAt: ['date'],
    type: ['transactiontype'],
    quantity: ['btcamount'],
    price: ['btcprice'],
    fees: ['fee'],
    currency: ['fiatcurrency'],
    externalId: ['operationid'],
  },
  decimalMark: '.',
  timeZone: 'UTC',
  adapt: (row, cells) => ({ ...row, ticker: 'BTC', feeCurrency: filled(cells.get('feecurrency')) }),
};
