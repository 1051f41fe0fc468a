import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom } from './words.js';

// Saxo Bank's transactions report (SaxoTraderGO, Reports → Transactions, saved as CSV): one booking per
// row, its kind in Type and Event. Prices are in the instrument's currency; Booked Amount is in the
// account's. The layout is read from Saxo's report as users export it; Saxo does not publish it.
/** Saxo's events, by the word the activity reader knows (its newer export, saxo-events.ts, reads them too). */
export const SAXO_EVENTS = [
  [/^buy/i, 'Buy'],
  [/^sell/i, 'Sell'],
  [/withholding|tax/i, 'Tax'],
  [/dividend/i, 'Dividend'],
  [/interest/i, 'Interest'],
  [/deposit/i, 'Deposit'],
  [/withdrawal/i, 'Withdrawal'],
  [/fee|commission|custody/i, 'Fee'],
] as const;

export const saxo: CsvFormat = {
  name: 'saxo',
  label: 'Saxo Bank transactions',
  signatures: [['tradedate', 'valuedate', 'type', 'event', 'instrumentsymbol', 'bookedamount']],
  aliases: {
    executedAt: ['tradedate'],
    ticker: ['instrumentsymbol'],
    quantity: ['quantity'],
    price: ['price'],
    fees: ['commission', 'exchangefee'],
    externalId: ['transactionid'],
  },
  timeZone: 'Europe/Copenhagen',
  adapt: (row, cells) => {
    const type = cells.get('type')?.trim() ?? '';
    const event = cells.get('event')?.trim() ?? '';
    const kind = kindFrom(event || type, SAXO_EVENTS);
    const trade = kind === 'Buy' || kind === 'Sell';
    const accountCurrency = filled(cells.get('accountcurrency'));
    return {
      ...row,
      kind,
      // A trade is priced in the instrument's currency; a cash booking is in the account's.
      amount: trade ? undefined : cells.get('bookedamount'),
      currency: trade ? filled(cells.get('instrumentcurrency')) : accountCurrency ?? filled(cells.get('instrumentcurrency')),
      feeCurrency: trade ? accountCurrency : undefined,
      ticker: filled(row.ticker),
    };
  },
};
