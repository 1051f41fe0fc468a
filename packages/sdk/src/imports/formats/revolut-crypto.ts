import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled } from './words.js';

// Revolut's crypto account statement: `Symbol,Type,Quantity,Price,Value,Fees,Date`. Money cells carry their currency,
// as a code after the figure (`89,162.28 SEK`) or a symbol before it (`€35,761.54`, `$105,058.55`), with `,` grouping
// thousands; dates as `May 5, 2020, 10:10:57 PM` in no stated zone (read in UTC, said so). `Buy` and `Sell` are trades
// of `Quantity` at `Price`, the fee apart; coins sent, received, staked or given as staking rewards are units without a
// trade in money: named, to be recorded by hand.
const SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };
const MONEY = /^\s*([€$£])?\s*(-?[\d,]*\.?\d+)\s*([A-Z]{3})?\s*$/;

/** A money cell's figure (grouping commas taken off) and its currency. */
export function moneyCell(text: string | undefined): { figure: string; currency?: string } | undefined {
  const parts = MONEY.exec(text ?? '');
  if (!parts?.[2]) return undefined;
  return { figure: parts[2].replace(/,/g, ''), currency: parts[3] ?? (parts[1] ? SYMBOLS[parts[1]] : undefined) };
}

export const revolutCrypto: CsvFormat = {
  name: 'revolut-crypto',
  label: 'Revolut crypto statement',
  signatures: [['symbol', 'type', 'quantity', 'price', 'value', 'fees', 'date']],
  aliases: {
    executedAt: ['date'],
    type: ['type'],
    ticker: ['symbol'],
    quantity: ['quantity'],
    price: ['price'],
    fees: ['fees'],
  },
  decimalMark: '.',
  adapt: (row) => {
    const type = row.kind?.trim() ?? '';
    const coin = filled(row.ticker)?.toUpperCase() ?? '';
    if (!/^(buy|sell)$/i.test(type)) return { ...row, skip: notAnActivity(`${type} ${row.quantity?.trim() ?? ''} ${coin}: coins moved without a trade in money; record it by hand`) };
    const price = moneyCell(row.price);
    const fee = moneyCell(row.fees?.[0]);
    const feeCurrency = fee?.currency && fee.currency !== price?.currency ? fee.currency : undefined;
    return { ...row, kind: type, ticker: coin, price: price?.figure ?? row.price, currency: price?.currency, fees: fee ? [fee.figure] : undefined, feeCurrency };
  },
};
