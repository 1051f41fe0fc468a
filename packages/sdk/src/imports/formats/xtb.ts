import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom } from './words.js';

// XTB's "Cash operations" report (ID, Type, Time, Symbol, Comment, Amount; Polish ID, Typ, Czas, Symbol,
// Komentarz, Kwota), saved as CSV. Amounts are in the account's one currency, which the sheet does not
// repeat: pass { currency }. A trade's units are in its comment ("OPEN BUY 10 @ 150.25"); its price is
// the amount over the units, in the account's currency. Commissions and taxes are rows of their own.
const KINDS = [
  [/purchase|zakup/i, 'Buy'],
  [/sale|sprzeda/i, 'Sell'],
  [/withholding|podatek/i, 'Tax'],
  [/divident|dividend|dywidend/i, 'Dividend'],
  [/interest|odsetki/i, 'Interest'],
  [/deposit|wp[łl]ata/i, 'Deposit'],
  [/withdrawal|wyp[łl]ata/i, 'Withdrawal'],
  [/commission|prowizja|fee|op[łl]ata/i, 'Fee'],
] as const;
const UNITS = /\b(?:OPEN|CLOSE)\s+(?:BUY|SELL)\s+([\d.]+)(?:\/[\d.]+)?\s*@/i;

export const xtb: CsvFormat = {
  name: 'xtb',
  label: 'XTB cash operations',
  signatures: [
    ['id', 'type', 'time', 'symbol', 'comment', 'amount'],
    ['id', 'typ', 'czas', 'symbol', 'komentarz', 'kwota'],
  ],
  aliases: {
    externalId: ['id'],
    type: ['type', 'typ'],
    executedAt: ['time', 'czas'],
    ticker: ['symbol'],
    amount: ['amount', 'kwota'],
  },
  dateOrder: 'dmy',
  // XTB's reports are in Polish time (CET/CEST), as its platform shows them.
  timeZone: 'Europe/Warsaw',
  currencyNotInFile: true,
  adapt: (row, cells) => {
    const kind = kindFrom(row.kind, KINDS);
    const comment = cells.get('comment') ?? cells.get('komentarz') ?? '';
    const trade = kind === 'Buy' || kind === 'Sell';
    return { ...row, kind, ticker: filled(row.ticker), quantity: trade ? UNITS.exec(comment)?.[1] : undefined };
  },
  notes: ["a trade's price is its amount over its units, in the account currency"],
};
