import { corporateAction, notAnActivity, summaryRow } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote } from '../import-codes.js';
import { filled, kindFrom } from './words.js';

// XTB's "Cash operations" report (ID, Type, Time, Symbol, Comment, Amount; Polish ID, Typ, Czas, Symbol,
// Komentarz, Kwota), saved as CSV. Amounts are in the account's one currency, which the sheet does not
// repeat: pass { currency }. A trade's units are in its comment ("OPEN BUY 10 @ 150.25"); its price is
// the amount over the units, in the account's currency. Commissions and taxes are rows of their own. The newer
// sheet (`Type;Ticker;Instrument;Time;Amount;ID;Comment;Product`) names the symbol `Ticker` and ends with a `Total`.
const KINDS = [
  [/purchase|zakup|compra/i, 'Buy'],
  [/sale|\bsell\b|sprzeda|vend/i, 'Sell'],
  [/withholding|podatek|\btax\b/i, 'Tax'],
  [/divident|dividend|dywidend/i, 'Dividend'],
  [/interest|odsetki/i, 'Interest'],
  [/deposit|wp[łl]ata|transfer in\b/i, 'Deposit'],
  [/withdrawal|wyp[łl]ata/i, 'Withdrawal'],
  [/commission|prowizja|fee|op[łl]ata/i, 'Fee'],
] as const;
// A CFD's cash (its overnight swap, its profit or loss) moves no held security.
const CFD = /^(swap|profit\/loss|close trade|open trade)/i;
const CORPORATE_ACTION = /^(spin ?off|stock split|merger)/i;
const UNITS = /\b(?:OPEN|CLOSE)\s+(?:BUY|SELL)\s+([\d.]+)(?:\/[\d.]+)?\s*@/i;

export const xtb: CsvFormat = {
  name: 'xtb',
  label: 'XTB cash operations',
  signatures: [
    ['id', 'type', 'time', 'symbol', 'comment', 'amount'],
    ['id', 'typ', 'czas', 'symbol', 'komentarz', 'kwota'],
    ['type', 'ticker', 'instrument', 'time', 'amount', 'id', 'comment'],
  ],
  aliases: {
    externalId: ['id'],
    type: ['type', 'typ'],
    executedAt: ['time', 'czas'],
    ticker: ['symbol', 'ticker'],
    amount: ['amount', 'kwota'],
  },
  dateOrder: 'dmy',
  // XTB's reports are in Polish time (CET/CEST), as its platform shows them; the newer sheet states its period
  // "(UTC)" above the header (`Ticker` is its column): its times are UTC, not the platform's.
  timeZone: 'Europe/Warsaw',
  zoneOfLayout: (names) => (names.includes('ticker') ? { timeZone: 'UTC', why: 'as the newer XTB sheet states above its header ("Date from (UTC)")' } : undefined),
  currencyNotInFile: true,
  signedAmounts: true,
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    if (/^total$/i.test(type)) return { ...row, skip: summaryRow("Total: the sheet's sum of its amounts, not an activity") };
    if (CFD.test(type)) return { ...row, skip: notAnActivity(`${type}: the cash of a CFD position (a contract on the price), not a held security`) };
    if (CORPORATE_ACTION.test(type)) return { ...row, skip: corporateAction(`${type}: a corporate action, record it by hand`) };
    const kind = kindFrom(row.kind, KINDS);
    const comment = cells.get('comment') ?? cells.get('komentarz') ?? '';
    const trade = kind === 'Buy' || kind === 'Sell';
    // The ID is the position's: its close (a sale) repeats the ID its opening had, so the close is named apart.
    const closing = trade && /^\s*CLOSE\b/i.test(comment);
    return { ...row, kind, ticker: filled(row.ticker), quantity: trade ? UNITS.exec(comment)?.[1] : undefined, id: closing && row.id?.trim() ? `${row.id.trim()}-close` : row.id };
  },
  notes: [formatNote("a trade's price is its amount over its units, in the account currency")],
};
