import type { CsvFormat } from '../csv-formats.js';

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
    const cash = !row.ticker?.trim();
    // Some dividends come without their gross: then the total credited is net of the tax withheld beside it.
    const netDividend = !cash && /^DIVIDEND$/i.test(row.kind?.trim() ?? '') && !row.amount?.trim();
    return {
      ...row,
      amount: cash || netDividend ? cells.get('totalamount') : row.amount,
      amountIsNet: netDividend || undefined,
      currency: cash ? cells.get('accountcurrency') : row.currency,
      feeCurrency: cells.get('accountcurrency'),
      // Dividends, top-ups and interest have no order id; their hash names them.
      id: row.id?.trim() ? row.id : undefined,
    };
  },
};
