import type { CsvFormat } from '../csv-formats.js';

/** Trading 212's history export: one `Action` per row (Market buy, Dividend (Ordinary), Deposit …), times in UTC. */
export const trading212: CsvFormat = {
  name: 'trading212',
  label: 'Trading 212',
  signatures: [['action', 'time', 'isin', 'ticker', 'noofshares', 'priceshare']],
  aliases: {
    executedAt: ['time'],
    ticker: ['ticker'],
    type: ['action'],
    quantity: ['noofshares'],
    price: ['priceshare'],
    amount: ['total'],
    withholdingTax: ['withholdingtax'],
    fees: ['stampdutyreservetax', 'currencyconversionfee', 'transactionfee', 'frenchtransactiontax', 'finratradingfee', 'finrafee', 'ptmlevy', 'stampduty'],
    currency: ['currencypriceshare'],
    externalId: ['id'],
  },
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const isDividend = /divid/i.test(row.kind ?? '');
    return {
      ...row,
      // A dividend's gross is its shares times the dividend per share (in the instrument's currency); Total is net, in the account's.
      amount: isDividend ? undefined : row.amount,
      currency: row.currency?.trim() || cells.get('currencytotal'),
      feeCurrency: cells.get('currencycurrencyconversionfee') || cells.get('currencytotal'),
    };
  },
};
