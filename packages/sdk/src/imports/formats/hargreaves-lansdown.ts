import type { CsvFormat } from '../csv-formats.js';
import { readDecimal } from '../decimals.js';
import { nameAsSymbol } from './words.js';

// Hargreaves Lansdown's transaction summary: a banner, then `Trade date,Settle date,Reference,Description,Unit cost (p),
// Quantity,Value (£)`. Dates `DD/MM/YYYY` (London); `Value` signed, in pounds; the unit cost in pence. The file names
// no instrument code: the instrument is the description before its `<units> @ <price>`. A buy's reference starts
// `B`, a sale's `S`; the dealing charge is not a column, so it is the value less (sale) or beyond (buy) units × price.
const TRADE_DESCRIPTION = /^(.*?)\s+[\d,.]+\s+@\s+[\d,.]+\s*$/;

function feeOf(value: string | undefined, quantity: string | undefined, pence: string | undefined): string | undefined {
  const [cash, units, price] = [value, quantity, pence].map((text) => readDecimal(text ?? '', '.'));
  if (cash === undefined || units === undefined || price === undefined) return undefined;
  return String(Math.round((Math.abs(cash) - (units * price) / 100) * (cash < 0 ? 100 : -100)) / 100);
}

export const hargreavesLansdown: CsvFormat = {
  name: 'hargreaves-lansdown',
  label: 'Hargreaves Lansdown',
  signatures: [['tradedate', 'settledate', 'reference', 'description', 'unitcostp', 'quantity']],
  aliases: {
    executedAt: ['tradedate'],
    type: ['reference'],
    quantity: ['quantity'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/London',
  signedAmounts: true,
  adapt: (row, cells) => {
    const reference = row.kind?.trim() ?? '';
    const description = cells.get('description')?.trim() ?? '';
    const value = cells.get('value') ?? cells.get('valuegbp');
    const pence = cells.get('unitcostp')?.replace(/,/g, '');
    const quantity = row.quantity?.replace(/,/g, '');
    const trade = /^[BS]\d+$/.test(reference) ? TRADE_DESCRIPTION.exec(description) : null;
    if (trade) {
      const name = nameAsSymbol(trade[1]!);
      return { ...row, kind: reference.startsWith('B') ? 'Buy' : 'Sell', ticker: name, quantity, price: String(Math.round(Number(pence) * 1e6) / 1e8), currency: 'GBP', fees: [feeOf(value, quantity, pence) ?? ''], id: reference };
    }
    const kind = /fee|charge/i.test(reference) ? 'Fee' : /interest/i.test(reference) ? 'Interest' : /^\s*-/.test(value ?? '') ? 'Withdrawal' : 'Deposit';
    return { ...row, kind, quantity: undefined, amount: value?.replace(/,/g, ''), currency: 'GBP' };
  },
};
