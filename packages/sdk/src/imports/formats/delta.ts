import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled, pricePerUnit } from './words.js';

// Delta's CSV (its import and export layout): `Date,Way,Base amount,Base currency (name),Base type,Quote amount,Quote
// currency,Exchange,Sent/Received from,Sent to,Fee amount,Fee currency (name),Broker,Notes`, times with their offset.
// A BUY or SELL is `Base amount` units of the base for `Quote amount` in total of the quote currency (5 AAPL for
// 1250 USD: 250 a unit); its fee apart in its own currency. A trade quoted in another coin, coins sent or received,
// and staking rewards are named: units without a price in money.
const TRADE = /^(buy|sell)$/i;
// The base types whose quote is money rather than another coin.
const PRICED_IN_MONEY = /^(stock|etf|fund|bond|option|commodity)$/i;

/** "SOL (Solana)" as SOL. */
const code = (text: string | undefined) => filled(text?.replace(/\s*\(.*\)\s*$/, ''));

export const delta: CsvFormat = {
  name: 'delta',
  label: 'Delta',
  signatures: [['date', 'way', 'baseamount', 'basecurrencyname', 'basetype', 'quoteamount', 'quotecurrency']],
  aliases: {
    executedAt: ['date'],
    type: ['way'],
    ticker: ['basecurrencyname'],
    quantity: ['baseamount'],
    fees: ['feeamount'],
    currency: ['quotecurrency'],
    externalId: [],
  },
  decimalMark: '.',
  adapt: (row, cells) => {
    const way = row.kind?.trim() ?? '';
    const base = code(row.ticker);
    const type = cells.get('basetype')?.trim() ?? '';
    const units = Number(row.quantity);
    const total = Number(cells.get('quoteamount'));
    if (TRADE.test(way) && PRICED_IN_MONEY.test(type) && units > 0 && total > 0) {
      return { ...row, kind: way, ticker: base, price: pricePerUnit(total, units), feeCurrency: code(cells.get('feecurrencyname')) };
    }
    if (/^(deposit|withdraw)$/i.test(way) && /^fiat$/i.test(type)) {
      return { ...row, kind: /^deposit$/i.test(way) ? 'Deposit' : 'Withdrawal', amount: row.quantity, currency: base, ticker: undefined, quantity: undefined, feeCurrency: code(cells.get('feecurrencyname')) };
    }
    if (/^dividend$/i.test(way)) {
      // The base is the instrument, the quote the money paid.
      return { ...row, kind: 'Dividend', ticker: base, amount: cells.get('quoteamount'), quantity: undefined, feeCurrency: code(cells.get('feecurrencyname')) };
    }
    const note = filled(cells.get('notes'));
    return { ...row, skip: notAnActivity(`${way} ${row.quantity?.trim() ?? ''} ${base ?? ''}${note ? ` (${note})` : ''}: coins without a price in money; record it by hand`) };
  },
};
