import type { CsvFormat, RowCells } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { formatNote } from '../import-codes.js';
import { filled, kindFrom } from './words.js';
import { SAXO_EVENTS } from './saxo.js';

/**
 * Saxo Bank's newer transactions export (`Client ID,Trade Date,…,Event,Amount,Order ID,Conversion Rate`): one booking
 * per row, its `Amount` in the account's currency. No column names that currency; a row converted at a `Conversion
 * Rate` of exactly 1 is in it, so its `Instrument currency` is the account's (read from the file's first rows, else
 * `{ currency }` is asked for). A trade's event says its units and price (`Buy 3 @ 134.85 USD`); its commission is
 * folded into the booked amount (−405.55 for 3 × 134.85 = 404.55: a fee of 1.00). A trade in another currency than
 * the account's (converted at another rate) is named: which way its rate runs is not in the file, so its fee cannot be
 * told from the conversion.
 */
// "Buy 3 @ 134.85 USD"; Saxo writes the event in the account's language too ("Koop 1.5 @ 110.01 EUR").
const TRADE = /^(buy|sell|koop|verkoop|kauf|verkauf|achat|vente|compra|venta)\s+(\d+(?:\.\d+)?)\s*@\s*(\d+(?:\.\d+)?)\s+([A-Za-z]{3})$/i;
const SELL = /^(sell|verkoop|verkauf|vente|venta)$/i;

/** Whether a row was booked without conversion: its Conversion Rate is exactly 1. */
function unconverted(cells: RowCells): boolean {
  const rate = cells.get('conversionrate')?.trim().replace(',', '.');
  return rate !== undefined && rate !== '' && Number(rate) === 1;
}

export const saxoEvents: CsvFormat = {
  name: 'saxo-events',
  label: "Saxo Bank's newer transactions export",
  // Its Dutch-account variant names the amount `Booked Amount`, as the older report does.
  signatures: [
    ['clientid', 'tradedate', 'valuedate', 'type', 'event', 'amount', 'orderid', 'conversionrate'],
    ['clientid', 'tradedate', 'valuedate', 'type', 'event', 'bookedamount', 'orderid', 'conversionrate'],
  ],
  aliases: {
    executedAt: ['tradedate'],
    ticker: ['instrumentsymbol'],
    type: ['event'],
    amount: ['amount', 'bookedamount'],
    externalId: ['orderid'],
  },
  timeZone: 'Europe/Copenhagen',
  currencyFromRows: (rows) => {
    let found: { currency: string; line: number } | undefined;
    for (const { line, cells } of rows) {
      const currency = filled(cells.get('instrumentcurrency'))?.trim().toUpperCase();
      if (!currency || !unconverted(cells)) continue;
      // Rows at 1 in two currencies: the file does not say which is the account's.
      if (found && found.currency !== currency) return undefined;
      found ??= { currency, line };
    }
    return found;
  },
  adapt: (row, cells) => {
    const event = row.kind?.trim() ?? '';
    const trade = TRADE.exec(event);
    // Amounts are in the account's currency (`{ currency }` or the file's): no row names it.
    const base = { ...row, currency: undefined, ticker: filled(row.ticker) };
    if (trade) {
      const [, side, quantity, price, currency] = trade as unknown as [string, string, string, string, string];
      if (!unconverted(cells)) {
        return { ...base, skip: notAnActivity(`${event}: a trade in ${currency.toUpperCase()} booked in the account's currency at Conversion Rate ${cells.get('conversionrate')?.trim()}; which way the rate runs is not in the file, so its fee cannot be told apart: record it by hand`) };
      }
      return { ...base, kind: SELL.test(side) ? 'sell' : 'buy', read: { quantity: Number(quantity), price: Number(price) }, currency, feesInAmount: true };
    }
    if (/^(trade|transacti[eo]n?|transaktion)$/i.test(cells.get('type')?.trim() ?? '')) return { ...base, skip: notAnActivity(`${event}: a trade whose event does not read as "Buy 3 @ 134.85 USD"`) };
    return { ...base, kind: kindFrom(event, SAXO_EVENTS) ?? event };
  },
  signedAmounts: true,
  notes: [formatNote("amounts are the account's, booked with their fees: a trade's fee is its booked amount less units × price")],
};
