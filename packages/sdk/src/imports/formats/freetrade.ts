import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';

/** Freetrade's activity feed: `Type` ORDER with `Buy / Sell`, DIVIDEND, TOP_UP …; fees (stamp duty, FX fee) in the account's currency. */
export const freetrade: CsvFormat = {
  name: 'freetrade',
  label: 'Freetrade',
  signatures: [['title', 'type', 'timestamp', 'accountcurrency', 'totalamount', 'buysell', 'ticker']],
  aliases: {
    executedAt: ['timestamp'],
    ticker: ['ticker'],
    side: ['buysell'],
    type: ['type'],
    quantity: ['quantity'],
    price: ['pricepershare'],
    amount: ['dividendgrossdistributionamount'],
    withholdingTax: ['dividendwithheldtaxamount'],
    fees: ['stampduty', 'fxfeeamount'],
    currency: ['instrumentcurrency'],
    externalId: ['orderid'],
  },
  timeZone: 'UTC',
  adapt: (row, cells) => {
    // A free share (a promotion) is given, not bought: shares in at their value then, no cash out.
    if (/^FREESHARE_ORDER$/i.test(row.kind?.trim() ?? '')) return { ...row, kind: 'TRANSFER_IN', side: undefined, amount: undefined, fees: undefined, id: row.id?.trim() ? row.id : undefined };
    if (/^MONTHLY_STATEMENT$/i.test(row.kind?.trim() ?? '')) return { ...row, skip: notAnActivity(`${row.kind?.trim()}: a statement or tax certificate issued, nothing moved`) };
    const cash = !row.ticker?.trim();
    // A property income distribution (a REIT's, `PROPERTY`) is paid as a dividend is.
    const kind = /^PROPERTY$/i.test(row.kind?.trim() ?? '') ? 'DIVIDEND' : row.kind;
    // Some dividends come without their gross: then the total credited (in the account's currency) is net of the tax
    // withheld beside it.
    const netDividend = !cash && kind === 'DIVIDEND' && !row.amount?.trim();
    return {
      ...row,
      kind,
      amount: cash || netDividend ? cells.get('totalamount') : row.amount,
      amountIsNet: netDividend || undefined,
      currency: cash || netDividend ? cells.get('accountcurrency') : row.currency,
      feeCurrency: cells.get('accountcurrency'),
      // Dividends, top-ups and interest have no order id; their hash names them.
      id: row.id?.trim() ? row.id : undefined,
    };
  },
};
