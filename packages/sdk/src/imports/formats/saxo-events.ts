import type { CsvFormat } from '../csv-formats.js';

/**
 * Saxo Bank's newer transactions export (`Client ID,Trade Date,…,Event,Amount,Order ID,Conversion Rate`),
 * recognised so that it is refused once with what it lacks, rather than every row named an unknown type.
 * Its `Amount` is in the account's currency, which no column names: a dividend of a EUR instrument
 * converted at 0.92 sits beside USD fees at 1, so the currency of an amount cannot be read off the row;
 * and a trade's commission is folded into that amount (`Buy 3 @ 134.85 USD` booked −405.55), so a fee
 * would be a difference in a currency the file does not say. Read would be guessed; refused is not.
 */
export const saxoEvents: CsvFormat = {
  name: 'saxo-events',
  label: "Saxo Bank's newer transactions export",
  signatures: [['clientid', 'tradedate', 'valuedate', 'type', 'event', 'amount', 'orderid', 'conversionrate']],
  aliases: {},
  refusal:
    "its Amount is in the account's currency, which no column names (rows of one file are converted at 1 and at 0.92), and a trade's commission is folded into it; export Saxo's Transactions report with the Booked Amount and Account Currency columns (format saxo)",
};
