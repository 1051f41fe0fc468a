import type { BrokerRow } from '../broker-rows.js';
import type { CsvFormat } from '../csv-formats.js';
import { corporateAction, notAnActivity, summaryRow } from '../problems.js';

/** Charles Schwab's transaction history: US dates, `Fees & Comm`, dividends and reinvestments as actions; amounts in USD. */
export const schwab: CsvFormat = {
  name: 'schwab',
  label: 'Charles Schwab',
  signatures: [['date', 'action', 'symbol', 'description', 'quantity', 'price', 'feescomm', 'amount']],
  aliases: { executedAt: ['date'], ticker: ['symbol'], type: ['action'], quantity: ['quantity'], price: ['price'], fees: ['feescomm'], amount: ['amount'] },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => {
    const action = row.kind?.trim() ?? '';
    if (/^transactions total$/i.test(row.date?.trim() ?? '')) return { ...row, skip: summaryRow('Transactions Total: the sum of the rows above, not an activity') };
    // A merger paid in cash, a split, a spin-off: shares changed without a trade, a ratio or a cost in the row.
    if (CORPORATE_ACTION.test(action)) return { ...row, skip: corporateAction(`${action}: shares changed without a trade; record it by hand`) };
    if (/^security transfer$/i.test(action)) return { ...row, skip: notAnActivity(`${action}: shares moved in or out without their cost in the row; record the transfer by hand with its cost`) };
    if (/^stock plan activity$/i.test(action)) return { ...row, skip: vestDelivered(action, row) };
    return {
      ...row,
      // "11/17/2021 as of 11/16/2021": the first date is the one the account moved on.
      date: row.date?.replace(/\s+as of\s+.*$/i, ''),
      kind: schwabKind(row),
      currency: 'USD',
    };
  },
};

const CORPORATE_ACTION = /merger|stock split|reverse split|spin-?off|name change/i;

/** Schwab's own words for a buy and for cash moving in or out (its sign says which). */
function schwabKind(row: BrokerRow): string | undefined {
  const action = row.kind?.trim() ?? '';
  if (/^reinvest shares$/i.test(action)) return 'Buy';
  if (/moneylink|journal|wire/i.test(action)) return /^\(|-/.test(row.amount?.trim() ?? '') ? 'Withdrawal' : 'Deposit';
  // Schwab's abbreviations of cash distributions ("Qual Div Reinvest", "Non-Qualified Div", "Pr Yr Cash Div",
  // "Long Term Cap Gain Reinvest", "Reinvest Dividend"): cash paid, reinvested by a "Reinvest Shares" row of its own
  // (so not a dividend reinvested in one row, which the generic words would read). A "Stock Div Dist" pays shares,
  // not cash: left to the generic words (a named skip).
  if (/\bDiv\b|\bDividend\b|Cap Gain/i.test(action) && !/^Stock Div/i.test(action)) return 'Dividend';
  // "Advisor Fee", "ADR Mgmt Fee": charges to the account.
  if (/\bFee\b/i.test(action)) return 'Fee';
  return row.kind;
}

/** Shares a stock plan delivered (a vest): a transfer in whose cost, the vest's market value, the row does not give. */
function vestDelivered(action: string, row: BrokerRow) {
  return notAnActivity(`${action}: ${row.quantity?.trim() ?? ''} ${row.ticker?.trim() ?? ''} delivered by the stock plan without their cost (the vest's market value); record the transfer in by hand with it`.replace(/\s+/g, ' '));
}

/**
 * Schwab's Equity Awards Center history (`Date,Action,Symbol,Description,Quantity,Fees & Commissions,Disbursement
 * Election,Amount`): a `Sale` of vested shares whose net proceeds are its amount (its lots follow on lines with no
 * date: `Type,Shares,Sale Price,…`), the `Wire Transfer` of the cash out, and vests `Deposit`ed as shares (their
 * award's line follows). US dates, New York, dollars. Named: the lot and award lines (details of the row above), and
 * the vests (a transfer in without its cost in its row).
 */
export const schwabEquityAwards: CsvFormat = {
  name: 'schwab-equity-awards',
  label: 'Charles Schwab Equity Awards',
  signatures: [['date', 'action', 'symbol', 'description', 'quantity', 'feescommissions', 'disbursementelection', 'amount']],
  aliases: { executedAt: ['date'], ticker: ['symbol'], type: ['action'], quantity: ['quantity'], fees: ['feescommissions'], amount: ['amount'] },
  dateOrder: 'mdy',
  timeZone: 'America/New_York',
  adapt: (row) => {
    const action = row.kind?.trim() ?? '';
    if (!row.date?.trim()) return { ...row, skip: notAnActivity(`${action || 'a detail line'}: a detail (a lot sold, an award vested) of the row above; not an activity of its own`) };
    if (/^deposit$/i.test(action) && row.ticker?.trim() && !row.amount?.trim()) return { ...row, skip: vestDelivered(action, row) };
    if (/^sale$/i.test(action)) return { ...row, kind: 'Sell', amount: row.amount?.replace('-', ''), amountIsNet: true, currency: 'USD' };
    return { ...row, kind: schwabKind(row), currency: 'USD' };
  },
};
