import type { BrokerRow } from '../broker-rows.js';
import type { CsvFormat, RowCells } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';
import { ratioOfUnits } from './split-ratio.js';
import { pricePerUnit } from './words.js';

// Actions that move cash by the card on the account, or that Trading 212 gives (cashback).
const CARD: [RegExp, string][] = [
  [/^card debit$/i, 'Withdrawal'],
  [/^(card credit|spending cashback)$/i, 'Deposit'],
];
// Shares that arrive or change without a trade: corporate actions, recorded by hand (a split's two rows are read as a pair;
// a scrip dividend with its price is a dividend reinvested). Rights received are units of another instrument whose cost
// is a part of the parent's that the file does not state: named.
const CORPORATE_ACTION = /^(stock distribution|scrip stock dividends?|stock split (open|close)|equity rights|spin-?off|merger)/i;
const SCRIP = /^scrip stock dividends?$/i;
const SPLIT_LEG = /^stock split (open|close)$/i;

// Every fee Trading 212 charges on a trade; each may have its own currency column, `Currency (<fee>)`.
const FEE_COLUMNS = ['stampdutyreservetax', 'currencyconversionfee', 'transactionfee', 'frenchtransactiontax', 'finratradingfee', 'finrafee', 'ptmlevy', 'stampduty'];
// The 2020 layout names the account's currency in the header instead of a column: `Total (GBP)`.
const ACCOUNT_CURRENCIES = ['GBP', 'EUR', 'USD', 'CHF', 'PLN', 'CZK', 'RON', 'SEK', 'NOK', 'DKK', 'HUF', 'BGN'];

/** The total and its currency: `Total` with `Currency (Total)`, or the older `Total (GBP)`. */
function totalOf(cells: RowCells): { amount?: string; currency?: string } {
  const named = cells.get('currencytotal');
  if (cells.get('total') !== undefined) return { amount: cells.get('total'), currency: named };
  const code = ACCOUNT_CURRENCIES.find((candidate) => cells.get(`total${candidate.toLowerCase()}`) !== undefined);
  return code ? { amount: cells.get(`total${code.toLowerCase()}`), currency: code } : {};
}

/** The trade's fees, each with the currency its own column states (a Finra fee in USD, a French tax in EUR), else `fallback`. */
function feesOf(cells: RowCells, fallback: string | undefined): { fees: string[]; feeCurrencies: (string | undefined)[] } {
  const fees: string[] = [];
  const feeCurrencies: (string | undefined)[] = [];
  for (const name of FEE_COLUMNS) {
    // The column with its currency beside it, or the older one with the currency in its name (`Transaction fee (GBP)`).
    const named = ACCOUNT_CURRENCIES.find((code) => cells.get(`${name}${code.toLowerCase()}`)?.trim());
    const text = named ? cells.get(`${name}${named.toLowerCase()}`) : cells.get(name);
    if (!text?.trim()) continue;
    fees.push(text);
    feeCurrencies.push(named ?? (cells.get(`currency${name}`)?.trim() || fallback));
  }
  return { fees, feeCurrencies };
}

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

/** The units of a row, in either layout. */
function unitsOf(cells: RowCells): string | undefined {
  return newerLayoutRow(cells)?.quantity ?? cells.get('noofshares')?.trim();
}

/**
 * Trading 212 writes a split as two rows, the old shares closed and the new ones opened, next to each other: the
 * ratio is in the pair. Read at the pair's second row when the line before is the other leg of the same instrument
 * within a minute, both with units; a whole ratio (4 for 1) is written whole, another as the two unit counts.
 */
function splitPair(action: string, cells: RowCells, previous: RowCells | undefined): { from: string; to: string } | undefined {
  const other = previous?.get('action')?.trim() ?? '';
  if (!SPLIT_LEG.test(other) || other.toLowerCase() === action.toLowerCase()) return undefined;
  if (!previous || (cells.get('isin')?.trim() ?? '') !== (previous.get('isin')?.trim() ?? '') || !cells.get('isin')?.trim()) return undefined;
  const instant = (at: RowCells) => Date.parse(`${(at.get('time') ?? at.get('timeutc') ?? '').trim().replace(' ', 'T')}Z`);
  if (!(Math.abs(instant(cells) - instant(previous)) <= 60_000)) return undefined;
  return /close/i.test(action) ? ratioOfUnits(unitsOf(cells), unitsOf(previous)) : ratioOfUnits(unitsOf(previous), unitsOf(cells));
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
    fees: FEE_COLUMNS,
    currency: ['currencypriceshare'],
    externalId: ['id'],
  },
  timeZone: 'UTC',
  adapt: (row, cells, previous) => {
    const action = row.kind?.trim() ?? '';
    if (SPLIT_LEG.test(action)) {
      const split = splitPair(action, cells, previous);
      const ticker = cells.get('ticker')?.trim();
      if (split) return { ...row, ticker, split, id: newerLayoutRow(cells)?.id ?? row.id };
      return { ...row, skip: corporateAction(`${action}: one leg of a split (old shares closed, new ones opened); the split is read from the pair when its other leg is the next row, else record it by hand`) };
    }
    const newer = newerLayoutRow(cells);
    if (newer && /^transfer (in|out)$/i.test(action)) {
      // Shares moved to or from another broker: their units; Total is their market value then, not their cost.
      return { ...row, kind: action.toLowerCase().endsWith('out') ? 'TRANSFER_OUT' : 'TRANSFER_IN', quantity: newer.quantity, price: undefined, amount: undefined, currency: newer.currency, id: newer.id, fees: undefined, withholdingTax: undefined };
    }
    if (SCRIP.test(action) && /[1-9]/.test(unitsOf(cells) ?? '') && /[1-9]/.test(row.price ?? '')) {
      // Shares paid instead of a cash dividend, at the price Trading 212 states: the dividend of units × price and the
      // units it bought. Its Total is 0.00 (no cash moved), so the amount is left out.
      return { ...row, kind: 'Dividend reinvestment', amount: undefined, ...feesOf(cells, cells.get('currencycurrencyconversionfee')?.trim() || totalOf(cells).currency), withholdingTaxCurrency: cells.get('currencywithholdingtax') };
    }
    if (SCRIP.test(action)) return { ...row, skip: corporateAction(`${action}: shares paid instead of a cash dividend, and the row states no price for them (${row.price?.trim() || 'none'}): their value is not in the file; record it by hand`) };
    if (/^equity rights$/i.test(action)) return { ...row, skip: corporateAction(`${action}: rights received, units of another instrument whose cost is a part of the holding's that the file does not state; record them by hand (or the shares they buy when exercised)`) };
    if (CORPORATE_ACTION.test(action)) return { ...row, skip: corporateAction(`${action}: shares received or changed without a trade, a corporate action; record it by hand`) };
    if (/^currency conversion$/i.test(action)) return conversionOf(row, cells.get('notes'), action);
    if (/^dividend adjustment$/i.test(action)) return { ...row, skip: notAnActivity(`${action}: a correction of a dividend's currency conversion; record-trades has none, correct the dividend by hand`) };
    if (/^result adjustment$/i.test(action)) return { ...row, skip: notAnActivity(`${action}: money Trading 212 credits back (a refund of tax withheld, a correction); record-trades has no refund`) };
    const total = totalOf(cells);
    const card = CARD.find(([pattern]) => pattern.test(action))?.[1];
    if (card) return { ...row, kind: card, ticker: undefined, amount: total.amount, currency: total.currency };
    const isDividend = /divid/i.test(row.kind ?? '');
    return {
      ...row,
      // A dividend's gross is its shares times the dividend per share (in the instrument's currency); Total is net, in the account's.
      amount: isDividend ? undefined : total.amount,
      currency: row.currency?.trim() || total.currency,
      ...feesOf(cells, cells.get('currencycurrencyconversionfee')?.trim() || total.currency),
      withholdingTaxCurrency: cells.get('currencywithholdingtax'),
    };
  },
};

// "0.01 GBP -> 0.01 EUR": what a conversion row's notes say was sold and bought.
const CONVERTED = /^\s*(\d+(?:\.\d+)?)\s+([A-Z]{3})\s*->\s*(\d+(?:\.\d+)?)\s+([A-Z]{3})\s*$/;

/** A `Currency conversion` row as the conversion its notes state (the bought currency's units at the sold money over them), else named. */
function conversionOf(row: BrokerRow, notes: string | undefined, action: string): BrokerRow {
  const parts = CONVERTED.exec(notes ?? '');
  const price = parts ? pricePerUnit(Number(parts[1]), Number(parts[3])) : undefined;
  if (!parts || price === undefined) return { ...row, skip: notAnActivity(`${action}: money changed between the account's currencies, its notes do not state the amounts (as "0.01 GBP -> 0.01 EUR"); record it by hand`) };
  const [, , soldCurrency, bought, boughtCurrency] = parts as unknown as [string, string, string, string, string];
  return { ...row, kind: 'buy', side: 'buy', ticker: undefined, quantity: bought, price, amount: undefined, fees: undefined, fxPair: { base: boughtCurrency, quote: soldCurrency } };
}
