import type { CsvFormat } from '../csv-formats.js';

/** IBKR's Flex query as CSV: the XML's attribute names as headers; times are the statement's, New York unless configured. */
export const ibkrFlexCsv: CsvFormat = {
  name: 'ibkr-flex-csv',
  label: 'Interactive Brokers Flex (CSV)',
  signatures: [['clientaccountid', 'symbol', 'quantity', 'tradeprice'], ['ibcommission', 'symbol', 'quantity', 'tradeprice']],
  aliases: {
    executedAt: ['datetime', 'tradedate'],
    time: ['tradetime'],
    ticker: ['symbol'],
    side: ['buysell'],
    quantity: ['quantity'],
    price: ['tradeprice'],
    fees: ['ibcommission', 'taxes'],
    currency: ['currencyprimary', 'currency'],
    externalId: ['tradeid', 'transactionid'],
  },
  timeZone: 'America/New_York',
};
