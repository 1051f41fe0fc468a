import { corporateAction, notAnActivity, type Problem } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote, ISIN_AS_SYMBOL } from '../import-codes.js';

// Trade Republic's own transaction export (the app's "Export transactions" CSV): one row per booking,
// `datetime` an ISO instant, `type` in upper case (BUY, DIVIDEND, CUSTOMER_INPAYMENT …), `symbol` the
// ISIN, `shares` negative on a sale, `price` per share, `amount` the cash that moved, `fee` and `tax` apart.
const TYPES: [RegExp, string][] = [
  [/^(CUSTOMER_INPAYMENT|CUSTOMER_INBOUND|TRANSFER_(INSTANT_)?INBOUND)$/, 'Deposit'],
  [/^(CUSTOMER_OUTBOUND(_REQUEST)?|TRANSFER_(INSTANT_)?OUTBOUND)$/, 'Withdrawal'],
  // Cash Trade Republic gives (a saveback on card spending, a bonus, a stock perk) comes into the account.
  [/^(BENEFITS_SAVEBACK|BONUS|STOCKPERK)$/, 'Deposit'],
];
// Paid by card from the account: money out; a card refund back in.
const CARD = /^CARD_/;
const NAMED_SKIPS: [RegExp, string, (reason: string) => Problem][] = [
  [/^PRIVATE_MARKET_/, 'a private-markets order paid in advance, without its units; record the units when they are allotted', notAnActivity],
  [/^(REDEMPTION|FINAL_MATURITY)$/, 'a bond redeemed at maturity: a corporate action, record it by hand', corporateAction],
  [/^MIGRATION$/, 'a position moved between Trade Republic accounts, not an activity', notAnActivity],
];

export const tradeRepublicCsv: CsvFormat = {
  name: 'trade-republic-csv',
  label: 'Trade Republic transactions export',
  signatures: [['datetime', 'date', 'accounttype', 'category', 'type', 'assetclass', 'symbol', 'shares', 'price', 'amount', 'fee', 'tax', 'currency']],
  aliases: {
    executedAt: ['datetime'],
    type: ['type'],
    ticker: ['symbol'],
    quantity: ['shares'],
    price: ['price'],
    amount: ['amount'],
    fees: ['fee'],
    taxes: ['tax'],
    currency: ['currency'],
    externalId: ['transactionid'],
  },
  timeZone: 'UTC',
  signedAmounts: true,
  adapt: (row) => {
    const type = row.kind?.trim().toUpperCase() ?? '';
    const skip = NAMED_SKIPS.find(([pattern]) => pattern.test(type));
    if (skip) return { ...row, skip: skip[2](`${type}: ${skip[1]}`) };
    if (CARD.test(type)) return { ...row, kind: /^\s*-/.test(row.amount ?? '') ? 'Withdrawal' : 'Deposit' };
    const kind = TYPES.find(([pattern]) => pattern.test(type))?.[1];
    // A trade is at its price (its amount is the cash with the fee); cash rows have no instrument to name.
    if (type === 'BUY' || type === 'SELL') return { ...row, amount: undefined };
    return { ...row, kind: kind ?? row.kind, ...(kind ? { ticker: undefined } : {}) };
  },
  notes: [ISIN_AS_SYMBOL, formatNote('a saveback, a bonus and a stock perk are deposits of the cash Trade Republic gave')],
};
