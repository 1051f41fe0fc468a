import type { CsvFormat } from '../csv-formats.js';
import { pricePerUnit, unsigned } from './words.js';
import { notAnActivity } from '../problems.js';

// Coinbase's transaction history: `ID,Timestamp,Transaction Type,Asset,Quantity Transacted,Price Currency,Price at
// Transaction,Subtotal,Total (inclusive of fees and/or spread),Fees and/or Spread,Notes`, times in UTC, money with its
// symbol (`€3343.11`). A buy or sale is `Quantity Transacted` of `Asset` at its `Subtotal` over the units (the
// market `Price at Transaction` plus Coinbase's spread: 0.00166779 BTC at 39,999.33 is 66.71, the subtotal 67.01),
// its fee apart (67.01 + 2.99 is the 70.00 paid). Staking income, coins sent or received and conversions between coins are units without a price of their own
// in the account's money: named, to be recorded by hand. The 2023 layout is the same without `ID`, its price columns
// named `Spot Price Currency` and `Spot Price at Transaction`.
const TRADE = /^(advanced trade )?(buy|sell)$/i;

export const coinbase: CsvFormat = {
  name: 'coinbase',
  label: 'Coinbase',
  signatures: [
    ['id', 'timestamp', 'transactiontype', 'asset', 'quantitytransacted', 'pricecurrency', 'priceattransaction'],
    ['timestamp', 'transactiontype', 'asset', 'quantitytransacted', 'spotpricecurrency', 'spotpriceattransaction'],
  ],
  aliases: {
    executedAt: ['timestamp'],
    type: ['transactiontype'],
    ticker: ['asset'],
    quantity: ['quantitytransacted'],
    price: ['priceattransaction', 'spotpriceattransaction'],
    fees: ['feesandorspread'],
    currency: ['pricecurrency', 'spotpricecurrency'],
    externalId: ['id'],
  },
  decimalMark: '.',
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const trade = TRADE.exec(type);
    if (trade) return { ...row, kind: trade[2], quantity: unsigned(row.quantity), price: perUnit(cells.get('subtotal'), row.quantity) ?? row.price };
    if (/^deposit$|^withdrawal$/i.test(type) && row.ticker?.trim() === row.currency?.trim()) {
      return { ...row, kind: type, amount: unsigned(row.quantity), ticker: undefined, quantity: undefined, price: undefined };
    }
    const note = cells.get('notes')?.trim();
    return { ...row, skip: notAnActivity(`${type} ${unsigned(row.quantity)} ${row.ticker?.trim() ?? ''}: ${note || 'coins without a trade in money'}; record it by hand`) };
  },
};

/** The subtotal's money over the units, when both are numbers. */
function perUnit(subtotal: string | undefined, quantity: string | undefined): string | undefined {
  return subtotal?.trim() ? pricePerUnit(Number(subtotal.replace(/[^\d.]/g, '')), Math.abs(Number(quantity))) : undefined;
}
