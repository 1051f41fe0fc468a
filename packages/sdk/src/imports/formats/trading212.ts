import type { CsvFormat, RowCells } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';

// Actions that move cash by the card on the account, or that Trading 212 gives (cashback).
const CARD: [RegExp, string][] = [
  [/^card debit$/i, 'Withdrawal'],
  [/^(card credit|spending cashback)$/i, 'Deposit'],
];
// Shares that arrive or change without a trade: corporate actions, recorded by hand.
const CORPORATE_ACTION = /^(stock distribution|scrip stock dividends?|stock split (open|close)|equity rights|spin-?off|merger)/i;

/**
 * A row of Trading 212's newer layout (`Notes` and `ID` before `No. of shares`) inside a file headed by the
 * older one, as a merged export has it: its order id (`EOF…`) sits under `Price / share`. It is read by the
 * newer layout only when its own figures agree with it (units × price ÷ exchange rate = its total, to the
 * cent); otherwise undefined, and the row is read (and refused) by the header.
 */
function newerLayoutRow(cells: RowCells): { id: string; quantity: string; currency: string } | undefined {
  const id = cells.get('priceshare')?.trim() ?? '';
  if (!/^EOF\d+$/.test(id) || cells.get('noofshares')?.trim()) return undefined;
  const [quantity, price, currency, rate, total] = ['currencypriceshare', 'exchangerate', 'result', 'currencyresult', 'withholdingtax'].map((name) => cells.get(name)?.trim() ?? '') as [string, string, string, string, string];
  const texts = [quantity, price, rate, total];
  const figures = texts.map(Number);
  if (!/^[A-Z]{3}$/.test(currency) || texts.some((text) => text === '') || figures.some((figure) => !Number.isFinite(figure)) || !(figures[2]! > 0)) return undefined;
  const [units, perUnit, exchangeRate, totalValue] = figures as [number, number, number, number];
  return Math.abs((units * perUnit) / exchangeRate - totalValue) <= 0.01 ? { id, quantity, currency } : undefined;
}

/** Trading 212's history export: one `Action` per row (Market buy, Dividend (Ordinary), Deposit …), times in UTC. */
export const trading212: CsvFormat = {
  name: 'trading212',
  label: 'Trading 212',
  // Newer exports head the time column `Time (UTC)`.
  signatures: [
    ['action', 'time', 'isin', 'ticker', 'noofshares', 'priceshare'],
    ['action', 'timeutc', 'isin', 'ticker', 'noofshares', 'priceshare'],
  ],
  aliases: {
    executedAt: ['time', 'timeutc'],
    ticker: ['ticker'],
    type: ['action'],
    quantity: ['noofshares'],
    price: ['priceshare'],
    amount: ['total'],
    withholdingTax: ['withholdingtax'],
    fees: ['stampdutyreservetax', 'currencyconversionfee', 'transactionfee', 'frenchtransactiontax', 'finratradingfee', 'finrafee', 'ptmlevy', 'stampduty'],
    currency: ['currencypriceshare'],
    externalId: ['id'],
  },
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const action = row.kind?.trim() ?? '';
    const newer = newerLayoutRow(cells);
    if (newer && /^transfer (in|out)$/i.test(action)) {
      // Shares moved to or from another broker: their units; Total is their market value then, not their cost.
      return { ...row, kind: action.toLowerCase().endsWith('out') ? 'TRANSFER_OUT' : 'TRANSFER_IN', quantity: newer.quantity, price: undefined, amount: undefined, currency: newer.currency, id: newer.id, fees: undefined, withholdingTax: undefined };
    }
    if (CORPORATE_ACTION.test(action)) return { ...row, skip: corporateAction(`${action}: shares received or changed without a trade, a corporate action; record it by hand`) };
    if (/^currency conversion$/i.test(action)) return { ...row, skip: notAnActivity(`${action}: money changed between the account's currencies, it moves no holding`) };
    if (/^dividend adjustment$/i.test(action)) return { ...row, skip: notAnActivity(`${action}: a correction of a dividend's currency conversion; record-trades has none, correct the dividend by hand`) };
    const card = CARD.find(([pattern]) => pattern.test(action))?.[1];
    if (card) return { ...row, kind: card, ticker: undefined, currency: cells.get('currencytotal') };
    const isDividend = /divid/i.test(row.kind ?? '');
    return {
      ...row,
      // A dividend's gross is its shares times the dividend per share (in the instrument's currency); Total is net, in the account's.
      amount: isDividend ? undefined : row.amount,
      currency: row.currency?.trim() || cells.get('currencytotal'),
      feeCurrency: cells.get('currencycurrencyconversionfee') || cells.get('currencytotal'),
    };
  },
};
