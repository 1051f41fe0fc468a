import type { CsvFormat } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Avanza's transactions export (Swedish): `Datum;Konto;Typ av transaktion;Värdepapper/beskrivning;Antal;Kurs;Belopp;
// Transaktionsvaluta;Courtage (SEK);Valutakurs;Instrumentvaluta;ISIN;Resultat` (older files: `…;Belopp;Courtage;Valuta;
// ISIN;Resultat`). `;`-separated, decimal commas, dates only (Stockholm). The instrument is its ISIN; `Kurs` is in the
// instrument's currency, `Belopp` (signed: money in +, out −) and the courtage in the transaction's.
const KINDS = [
  [/^köp/i, 'Buy'],
  [/^sälj/i, 'Sell'],
  [/^insättning/i, 'Deposit'],
  [/^uttag/i, 'Withdrawal'],
  [/^utdelning/i, 'Dividend'],
  [/källskatt|^skatt/i, 'Tax'],
] as const;

export const avanza: CsvFormat = {
  name: 'avanza',
  label: 'Avanza',
  signatures: [['datum', 'konto', 'typavtransaktion', 'vardepapperbeskrivning', 'antal', 'kurs', 'belopp']],
  aliases: {
    executedAt: ['datum'],
    type: ['typavtransaktion'],
    ticker: ['isin'],
    quantity: ['antal'],
    price: ['kurs'],
    amount: ['belopp'],
    fees: ['courtagesek', 'courtage'],
  },
  timeZone: 'Europe/Stockholm',
  signedAmounts: true,
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const description = cells.get('vardepapperbeskrivning')?.trim() ?? '';
    const cash = cells.get('transaktionsvaluta')?.trim() || cells.get('valuta')?.trim();
    const courtageIn = cells.get('courtagesek') !== undefined ? 'SEK' : cash;
    if (/^(ränta|interest)/i.test(written)) {
      // Interest the account paid on a debit balance is a charge.
      return { ...row, kind: /^\s*-/.test(row.amount ?? '') ? 'Fee' : 'Interest', ticker: undefined, quantity: undefined, price: undefined, fees: undefined, currency: cash };
    }
    if (/^övrigt/i.test(written)) {
      if (/^återbetalning/i.test(description)) return { ...row, skip: notAnActivity(`${written}: ${description}, fees given back (a refund); record-trades has no refund`) };
      // The yearly tax of an investment savings account (ISK, KF), taken from its cash.
      if (/avkastningsskatt/i.test(description)) return { ...row, kind: 'Tax', ticker: undefined, quantity: undefined, price: undefined, fees: undefined, currency: cash };
      if (row.quantity?.trim()) return { ...row, skip: corporateAction(`${written}: ${description}, units moved without a trade (a fund change, a corporate action); record it by hand`) };
    }
    const kind = kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') {
      // The price in the instrument's currency; the amount, in the transaction's, holds the courtage and the exchange.
      return { ...row, kind, amount: undefined, currency: cells.get('instrumentvaluta')?.trim() || cash, feeCurrency: courtageIn };
    }
    // A dividend is what was paid in the transaction's currency (foreign tax withheld is a row of its own).
    return { ...row, kind, quantity: undefined, price: undefined, fees: undefined, currency: cash, ticker: kind === 'Deposit' || kind === 'Withdrawal' ? undefined : row.ticker };
  },
};
