import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';

/**
 * IBKR's Flex query as CSV: the XML's attribute names as headers; times are the statement's, New York unless
 * configured. A query may leave out the symbol and keep the ISIN: the ISIN is the instrument then. A currency
 * trade (asset category `CASH`, symbol `EUR.USD`) is a conversion; one without a symbol does not say its pair
 * (its quantity is in a currency no column names), so it is named.
 */
/** IBKR's symbol of a currency pair: `EUR.USD` (units of EUR, priced in USD). */
export const FX_PAIR = /^([A-Z]{3})\.([A-Z]{3})$/;

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
    const symbol = row.ticker?.trim() ?? '';
    if (!symbol) {
      return { ...row, skip: notAnActivity('a trade without a symbol or ISIN: a currency conversion (an FX trade) whose pair the row does not name (its quantity is in a currency no column gives); add Symbol to the Flex query to read it as a conversion') };
    }
    const feeCurrency = cells.get('ibcommissioncurrency');
    const category = cells.get('assetcategory')?.trim().toUpperCase();
    const pair = FX_PAIR.exec(symbol);
    // A pair of currency codes is a currency trade where the query says CASH, or does not give the category.
    if (pair && (category === undefined || category === 'CASH')) return { ...row, fxPair: { base: pair[1]!, quote: pair[2]! }, feeCurrency };
    return { ...row, feeCurrency };
  },
};
