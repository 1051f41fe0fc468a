import type { BrokerRow } from '../broker-rows.js';
import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity, summaryRow, type Problem } from '../problems.js';
import { readDecimal } from '../decimals.js';

// Vanguard UK's cash statement (Investor: `Date,Details,Amount,Balance`), dates `DD/MM/YYYY` (London), pounds, the
// amount signed (money in +, out −). The kind and the instrument are in `Details`: `Bought 1,550 Foo ETF (FOO)`,
// `Sold 1 Bar ETF (BAR)`, `DIV: FOO.XLON.GB @ GBP 0.4106`, deposits, interest, account fees. A trade's price is its
// amount over its units (Vanguard UK charges no dealing fee on these). The cash and investment report puts the same
// cash section first and an investment section below it: the trades are read once, from the cash section.
const TRADE = /^(bought|sold)\s+([\d,]*\.?\d+)\s+(.*?)(?:\s+\(([A-Z0-9.]+)\))?\s*$/i;
const DIVIDEND = /^div:\s*([A-Z0-9]+)[.\s]/i;

export const vanguardUk: CsvFormat = {
  name: 'vanguard-uk',
  label: 'Vanguard UK cash statement',
  signatures: [['date', 'details', 'amount', 'balance']],
  aliases: { executedAt: ['date'], type: ['details'], amount: ['amount'] },
  dateOrder: 'dmy',
  timeZone: 'Europe/London',
  signedAmounts: true,
  adapt: (row) => {
    const details = row.kind?.trim() ?? '';
    const base = { ...row, currency: 'GBP' };
    const outside = outsideCashRows(row);
    if (outside) return { ...base, skip: outside };
    if (/^reversal of/i.test(details)) return { ...base, skip: notAnActivity(`${details}: a reversal of an earlier row; record-trades has no reversal, correct that row by hand`) };
    const trade = TRADE.exec(details);
    if (trade) {
      if (!trade[4]) return { ...base, skip: notAnActivity(`${details}: a fund the statement names without a ticker; record it by hand under its symbol`) };
      const units = trade[2]!.replace(/,/g, '');
      const cash = Math.abs(readDecimal(row.amount ?? '', '.') ?? Number.NaN);
      return { ...base, kind: /^bought/i.test(trade[1]!) ? 'Buy' : 'Sell', ticker: trade[4], quantity: units, price: String(Math.round((cash / Number(units)) * 1e8) / 1e8), amount: undefined };
    }
    const dividend = DIVIDEND.exec(details);
    if (dividend) return { ...base, kind: 'Dividend', ticker: dividend[1] };
    if (/interest/i.test(details)) return { ...base, kind: 'Interest' };
    if (/fee cleared|refund/i.test(details)) return { ...base, skip: notAnActivity(`${details}: a fee given back; record-trades has no refund`) };
    if (/fee|charge/i.test(details)) return { ...base, kind: 'Fee' };
    if (/deposit|direct credit/i.test(details)) return { ...base, kind: 'Deposit' };
    if (/withdrawal|payment by/i.test(details)) return { ...base, kind: 'Withdrawal' };
    return base;
  },
};

/**
 * The lines of the cash and investment report that are not cash rows: its balance, the investment section below (its
 * title, header and total, and its rows, which repeat the cash section's trades as `Date,InvestmentName,
 * TransactionDetails,…`), and empty lines. Named for what they are; the trades are read from the cash section.
 */
function outsideCashRows(row: BrokerRow): Problem | undefined {
  const date = row.date?.trim() ?? '';
  const amount = row.amount?.trim() ?? '';
  if (/^balance$/i.test(date)) return summaryRow("Balance: the statement's closing balance, not an activity");
  if (/^cost$/i.test(date)) return summaryRow("Cost: the investment section's total, not an activity");
  if (/^(bought|sold)\b/i.test(amount)) return notAnActivity(`${amount}: the investment section's line of a trade the cash section above holds (read or named there)`);
  if (date && !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(date)) return notAnActivity(`${date}: a section's title or header, not an activity`);
  if (!date && !row.kind?.trim() && !amount) return notAnActivity('an empty line of the statement');
  return undefined;
}
