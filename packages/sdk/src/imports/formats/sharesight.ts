import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';

// Sharesight's All Trades report as CSV: a title line, then `Market,Code,Name,Type,Date,Quantity,Price *,Brokerage *,
// Currency,Exchange Rate,Value,,Comments`, dates `DD/MM/YYYY`, the price and brokerage in the market's currency (the
// `Currency` column), a sale's quantity negative; a footnote below. `FX` rows are currency accounts moved between
// currencies, not holdings.
export const sharesight: CsvFormat = {
  name: 'sharesight',
  label: 'Sharesight',
  signatures: [['market', 'code', 'name', 'type', 'date', 'quantity', 'price', 'brokerage', 'currency', 'exchangerate']],
  aliases: {
    executedAt: ['date'],
    ticker: ['code'],
    type: ['type'],
    quantity: ['quantity'],
    price: ['price'],
    fees: ['brokerage'],
    currency: ['currency'],
  },
  dateOrder: 'dmy',
  adapt: (row, cells) => {
    const market = cells.get('market')?.trim() ?? '';
    if (/^fx$/i.test(market)) return { ...row, skip: notAnActivity(`${market} ${row.ticker?.trim() ?? ''}: a currency account (money moved between currencies), not a holding`) };
    // The footnote ("* Prices and brokerage are specified in market currency.") and the blank line above it.
    if (!row.date?.trim() && !row.kind?.trim()) return { ...row, skip: notAnActivity(`${market || 'an empty line'}: the report's footnote, not an activity`) };
    return row;
  },
};
