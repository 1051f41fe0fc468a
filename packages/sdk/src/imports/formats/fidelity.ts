import type { CsvFormat } from '../csv-formats.js';
import type { BrokerRow } from '../broker-rows.js';
import { notAnActivity } from '../problems.js';
import { filled, kindFrom } from './words.js';

// Fidelity's account history download ("Run Date, Action, Symbol, …, Price ($), Commission ($), Fees ($),
// Accrued Interest ($), Amount ($), …"; older files add Account and Security Description). The kind of a
// row is the start of its Action ("YOU BOUGHT APPLE INC (AAPL) (Cash)"); amounts are USD; the file ends
// with a disclaimer, whose lines are named skips. A trade whose Commission and Fees are empty books its charges (the
// SEC fee) only in its Amount: they are the amount's difference from units × price, and an amount on the wrong side
// of it (a buy that paid less) is named, not recorded. A sweep into the core cash position ("REINVESTMENT CASH
// (315994103)") is the account's cash, not a holding: named.
// A bond's interest ("MUNI EXEMPT INT WHEAT RIDGE … SALES & USE TAX REV …") names the bond, whose name may hold "tax":
// it is read first.
const KINDS = [
  [/^(muni exempt int|muni taxable int|interest)\b/i, 'Interest'],
  [/^(you bought|bought|reinvestment)/i, 'Buy'],
  [/^(you sold|sold)/i, 'Sell'],
  [/foreign tax|tax withheld|nra tax|withholding/i, 'Tax'],
  [/dividend|distribution|cap(ital)? gain/i, 'Dividend'],
  [/interest/i, 'Interest'],
  [/fee/i, 'Fee'],
  [/transferred from|transfer of assets.*received/i, 'TRANSFER_IN'],
  [/transferred to/i, 'TRANSFER_OUT'],
  [/electronic funds transfer received|contribution|deposit|direct deposit|check received/i, 'Deposit'],
  [/electronic funds transfer paid|withdrawal|distribution paid|check paid|debit card|^direct debit\b/i, 'Withdrawal'],
] as const;

export const fidelity: CsvFormat = {
  name: 'fidelity',
  label: 'Fidelity',
  signatures: [['rundate', 'action', 'symbol', 'quantity', 'price', 'amount', 'settlementdate']],
  aliases: {
    executedAt: ['rundate'],
    type: ['action'],
    ticker: ['symbol'],
    quantity: ['quantity'],
    price: ['price'],
    fees: ['commission', 'fees'],
    amount: ['amount'],
  },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => {
    const kind = kindFrom(row.kind, KINDS);
    const ticker = filled(row.ticker);
    // Securities moved in or out carry a symbol; cash moved between accounts does not.
    const cashTransfer = (kind === 'TRANSFER_IN' || kind === 'TRANSFER_OUT') && (!ticker || !filled(row.quantity));
    const adapted = { ...row, kind: cashTransfer ? (kind === 'TRANSFER_IN' ? 'Deposit' : 'Withdrawal') : kind, ticker, currency: 'USD' };
    if (kind !== 'Buy' && kind !== 'Sell') return adapted;
    if (ticker && /^\d+$/.test(ticker) && /\bCASH\b/i.test(row.kind ?? '')) return { ...adapted, skip: notAnActivity(`${row.kind?.trim()}: a sweep into the core cash position, the account's cash, not a holding`) };
    return chargesInAmount(adapted);
  },
};

/** A trade with no fee written: its fees are what its amount holds beyond units × price (the amount as Fidelity books it). */
function chargesInAmount(row: BrokerRow): BrokerRow {
  if ((row.fees ?? []).some((fee) => filled(fee) !== undefined)) return row;
  const quantity = plain(row.quantity);
  const price = plain(row.price);
  if (quantity === undefined || price === undefined || plain(row.amount) === undefined) return row;
  // Fidelity writes prices to two decimals or so: a gap within that rounding is the price's (`priceRounded`).
  return { ...row, read: { quantity, price }, feesInAmount: true, priceRounded: true };
}

/** Fidelity's numbers are plain US decimals (`-10`, `422.4`, `4223.95`). */
function plain(text: string | undefined): number | undefined {
  const value = Number(text?.trim() || Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}
