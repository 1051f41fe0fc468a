import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';

/**
 * IBKR's Flex query as CSV: the XML's attribute names as headers; times are the statement's, New York unless
 * configured. A query may leave out the symbol and keep the ISIN: the ISIN is the instrument then. A trade
 * with neither is a currency conversion (IBKR's FX trades, `USD.CHF`), named.
 */
export const ibkrFlexCsv: CsvFormat = {
  name: 'ibkr-flex-csv',
  label: 'Interactive Brokers Flex (CSV)',
  signatures: [
    ['clientaccountid', 'symbol', 'quantity', 'tradeprice'],
    ['ibcommission', 'symbol', 'quantity', 'tradeprice'],
    ['buysell', 'tradedate', 'isin', 'quantity', 'tradeprice', 'ibcommission'],
  ],
  aliases: {
    executedAt: ['datetime', 'tradedate'],
    time: ['tradetime'],
    ticker: ['symbol', 'isin'],
    side: ['buysell'],
    quantity: ['quantity'],
    price: ['tradeprice'],
    fees: ['ibcommission', 'taxes'],
    currency: ['currencyprimary', 'currency'],
    externalId: ['tradeid', 'transactionid'],
  },
  timeZone: 'America/New_York',
  adapt: (row, cells) => {
    if (!row.ticker?.trim()) return { ...row, skip: notAnActivity('a trade without a symbol or ISIN: a currency conversion (an FX trade), not a held security') };
    return { ...row, feeCurrency: cells.get('ibcommissioncurrency') };
  },
};
