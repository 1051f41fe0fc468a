import { notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { notice, formatNote } from '../import-codes.js';
import { filled, kindFrom } from './words.js';

// eToro's account statement, "Account Activity" sheet saved as CSV (Date, Type, Details, Amount, Units,
// Realized Equity Change, Realized Equity, Balance, Position ID, Asset type, NWA). Amounts are USD, the
// account's currency; the instrument is in Details ("AAPL/USD"). A position's opening and closing rows
// share its Position ID, so each is named after it and its side. The price of a trade is its amount over
// its units (eToro's sheet has no price column).
const KINDS = [
  [/^open position/i, 'Buy'],
  [/^position closed/i, 'Sell'],
  [/^dividend/i, 'Dividend'],
  [/^deposit/i, 'Deposit'],
  [/^withdraw request$|^withdrawal$/i, 'Withdrawal'],
  [/fee/i, 'Fee'],
  [/^interest/i, 'Interest'],
  [/^sdrt|tax/i, 'Tax'],
] as const;

export const etoro: CsvFormat = {
  name: 'etoro',
  label: 'eToro account activity',
  signatures: [['date', 'type', 'details', 'amount', 'units', 'realizedequitychange', 'positionid']],
  aliases: {
    executedAt: ['date'],
    type: ['type'],
    amount: ['amount'],
    quantity: ['units'],
    externalId: ['positionid'],
  },
  dateOrder: 'dmy',
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const kind = kindFrom(row.kind, KINDS);
    const instrument = /^([A-Za-z0-9.^-]+)\/[A-Z]{3}$/.exec(cells.get('details')?.trim() ?? '')?.[1];
    const assetType = cells.get('assettype')?.trim() ?? '';
    const trade = kind === 'Buy' || kind === 'Sell';
    if (trade && /^cfd$/i.test(assetType)) return { ...row, skip: notAnActivity('a CFD position: a contract on the price, not a held security') };
    // A refund (the overnight fee given back on a position) is money eToro credits back: record-trades has no refund.
    if (/refund/i.test(row.kind ?? '')) return { ...row, skip: notAnActivity(`${row.kind?.trim()}: money eToro credits back (a fee refunded on a position); record-trades has no refund, record it by hand`) };
    const position = filled(row.id);
    return {
      ...row,
      kind,
      // The instrument of a trade, a dividend or a tax on a trade (SDRT); a fee or an interest payment is the account's.
      ticker: trade || kind === 'Dividend' || kind === 'Tax' ? instrument : undefined,
      currency: 'USD',
      quantity: trade ? row.quantity : undefined,
      // Only a trade's id is the position's; dividends and fees of a position are named by their fields.
      id: trade && position ? `${position}-${kind === 'Buy' ? 'open' : 'close'}` : undefined,
    };
  },
  notes: [formatNote("eToro's amounts are USD; a trade's price is its amount over its units"), notice('times.zone_of_format', 'times read in UTC, as the statement writes them')],
};
