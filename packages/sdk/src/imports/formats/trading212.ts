import type { CsvFormat } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';

// Actions that move cash by the card on the account, or that Trading 212 gives (cashback).
const CARD: [RegExp, string][] = [
  [/^card debit$/i, 'Withdrawal'],
  [/^(card credit|spending cashback)$/i, 'Deposit'],
];
// Shares that arrive or change without a trade: corporate actions, recorded by hand.
const CORPORATE_ACTION = /^(stock distribution|scrip stock dividends?|stock split (open|close)|equity rights|spin-?off|merger)/i;

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
