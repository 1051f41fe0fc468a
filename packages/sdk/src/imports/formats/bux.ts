import type { CsvFormat, RowCells } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';
import { ratioOfUnits } from './split-ratio.js';

/** BUX writes a split as two rows, the old shares redeemed and the new deposited: read at the second, same asset. */
function splitPair(cells: RowCells, previous: RowCells | undefined): { from: string; to: string } | undefined {
  const asset = cells.get('assetid')?.trim();
  if (!previous || !asset || previous.get('assetid')?.trim() !== asset || !/split/i.test(previous.get('transactiondescription') ?? '')) return undefined;
  const legs = [previous, cells].map((at) => at.get('transfertype')?.trim().toUpperCase());
  if (legs[0] !== 'ASSET_REDEEM' || legs[1] !== 'ASSET_DEPOSIT') return undefined;
  return ratioOfUnits(previous.get('assetquantity')?.trim(), cells.get('assetquantity')?.trim());
}

// BUX's transactions export: `Transaction Time (CET),Transaction Category,Transaction Type,Transfer Type,Transaction
// Amount,Transaction Currency,Cash Balance Amount,Asset Id,Asset Name,Asset Quantity,Asset Price,Asset Currency,…,
// Dividend Currency,Dividend Gross Amount,Dividend Net Amount,Dividend Tax Amount,Transaction Description`. Times in
// Amsterdam; the instrument its ISIN (`Asset Id`); a trade at `Asset Price` in `Asset Currency`, its fee a row of its
// own (`Trading Fee`); the transaction amount signed (money in +, out −).
export const bux: CsvFormat = {
  name: 'bux',
  label: 'BUX',
  signatures: [['transactiontimecet', 'transactioncategory', 'transactiontype', 'transactionamount', 'assetid', 'assetquantity', 'assetprice']],
  aliases: {
    executedAt: ['transactiontimecet'],
    type: ['transactiontype'],
    ticker: ['assetid'],
    quantity: ['assetquantity'],
    price: ['assetprice'],
    amount: ['transactionamount'],
  },
  timeZone: 'Europe/Amsterdam',
  signedAmounts: true,
  adapt: (row, cells, previous) => {
    const type = row.kind?.trim() ?? '';
    const category = cells.get('transactioncategory')?.trim() ?? '';
    const cash = { ...row, currency: cells.get('transactioncurrency'), quantity: undefined, price: undefined };
    if (/^buy trade$/i.test(type)) return { ...row, kind: 'Buy', amount: undefined, currency: cells.get('assetcurrency') };
    if (/^sell trade$/i.test(type)) return { ...row, kind: 'Sell', amount: undefined, currency: cells.get('assetcurrency') };
    if (/corporate/i.test(category)) {
      const description = cells.get('transactiondescription')?.trim() ?? '';
      const split = /split/i.test(description) ? splitPair(cells, previous) : undefined;
      if (split) return { ...row, kind: undefined, split, amount: undefined };
      return { ...row, skip: corporateAction(`${type}: ${description || 'a corporate action'}; ${/split/i.test(description) ? "one leg of a split (the old shares taken out, the new put in): the split is read from the pair when its other leg is the next row, else " : ''}record it by hand`) };
    }
    if (/dividend/i.test(type)) {
      // The gross with the tax withheld where BUX writes them, else the amount credited.
      const gross = cells.get('dividendgrossamount')?.trim();
      return gross
        ? { ...cash, kind: 'Dividend', amount: gross, withholdingTax: cells.get('dividendtaxamount'), currency: cells.get('dividendcurrency')?.trim() || cash.currency }
        : { ...cash, kind: 'Dividend' };
    }
    if (/correction|refund/i.test(type)) return { ...row, skip: notAnActivity(`${type}: a correction BUX credits or takes back; record-trades has no refund`) };
    if (/^promotional$/i.test(type)) return { ...cash, kind: 'Deposit', ticker: undefined };
    if (/fee/i.test(type)) return { ...cash, kind: 'Fee' };
    if (/deposits?|withdrawals?|interest/i.test(category)) return { ...cash, kind: category, ticker: undefined };
    return cash;
  },
};
