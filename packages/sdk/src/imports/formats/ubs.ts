import type { CsvFormat } from '../csv-formats.js';
import { summaryRow } from '../problems.js';
import { filled, unsigned } from './words.js';

// UBS's transaction list (German, Swiss): `Bewertungsdatum;Bankbeziehung;Portfolio;Produkt;Abschluss;Abschlusszeit;
// Buchung;Valuta;Beschreibung 1;Beschreibung 2;Beschreibung 3;Valor;ISIN;Whrg.;Anzahl/Betrag;Whrg.;Trans.-Preis;…`, its
// last line a title ("Transaktionsliste: …"). Dates `DD.MM.YYYY` (Zurich), decimal points with `'` grouping. What
// happened is `Beschreibung 1`; the units (or, for cash, the amount) `Anzahl/Betrag`, in the currency of the unnamed
// column after it; the price `Trans.-Preis`. A reversal ("Storno", the reversed booking in `Beschreibung 2`, units
// negative) takes the booking back: read as the opposite trade of the same units at the same price.
const BUY = /^kauf/i;
const SELL = /^verkauf/i;

export const ubs: CsvFormat = {
  name: 'ubs',
  label: 'UBS',
  signatures: [['bewertungsdatum', 'bankbeziehung', 'portfolio', 'abschluss', 'beschreibung1', 'isin', 'anzahlbetrag', 'transpreis']],
  aliases: {
    executedAt: ['abschluss'],
    type: ['beschreibung1'],
    ticker: ['isin'],
    quantity: ['anzahlbetrag'],
    price: ['transpreis'],
    externalId: [],
  },
  dateOrder: 'dmy',
  decimalMark: '.',
  timeZone: 'Europe/Zurich',
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    if (/^transaktionsliste/i.test(cells.get('bewertungsdatum')?.trim() ?? '')) return { ...row, skip: summaryRow('the list\'s title line, not an activity') };
    const currency = filled(cells.after('anzahlbetrag'));
    const reversal = /^storno$/i.test(written);
    const booked = reversal ? cells.get('beschreibung2')?.trim() ?? '' : written;
    const side = BUY.test(booked) ? 'Buy' : SELL.test(booked) ? 'Sell' : undefined;
    if (side) return { ...row, kind: reversal ? (side === 'Buy' ? 'Sell' : 'Buy') : side, quantity: unsigned(row.quantity), currency };
    const cash = { ...row, ticker: undefined, quantity: undefined, price: undefined, amount: unsigned(row.quantity), currency };
    if (/^einzahlung/i.test(booked)) return { ...cash, kind: 'Deposit' };
    if (/^auszahlung/i.test(booked)) return { ...cash, kind: 'Withdrawal' };
    return { ...row, kind: written };
  },
};
