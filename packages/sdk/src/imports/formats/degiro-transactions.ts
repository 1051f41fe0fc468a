import type { CsvFormat } from '../csv-formats.js';
import { ISIN_AS_SYMBOL } from '../import-codes.js';

/** DEGIRO's Transactions export (English, Dutch, German, Finnish): the instrument is its ISIN; quantities are negative on sells; currencies sit in the unnamed column after each amount. */
export const degiroTransactions: CsvFormat = {
  name: 'degiro-transactions',
  label: 'DEGIRO transactions',
  signatures: [
    ['date', 'time', 'product', 'isin', 'quantity', 'price'],
    ['datum', 'tijd', 'product', 'isin', 'aantal', 'koers'],
    ['datum', 'uhrzeit', 'produkt', 'isin', 'anzahl', 'kurs'],
    // Finnish: some columns stay English (`Quantity`, `Value`, the fee's).
    ['paivays', 'aika', 'tuote', 'isin', 'quantity', 'kurssi'],
  ],
  aliases: {
    executedAt: ['date', 'datum', 'paivays'],
    time: ['time', 'tijd', 'uhrzeit', 'aika'],
    ticker: ['isin'],
    quantity: ['quantity', 'aantal', 'anzahl'],
    price: ['price', 'koers', 'kurs', 'kurssi'],
    fees: ['transactionandorthird', 'transactionandorthirdpartyfees', 'transactionandorthirdpartyfeeseur', 'autofxfee', 'transactiekostenenof', 'transaktionskostenundoder', 'transaktionskost', 'transactioncosts'],
  },
  dateOrder: 'dmy',
  // DEGIRO writes the time of the exchange's trading day as the Dutch clock shows it.
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => ({
    ...row,
    currency: cells.after('price') ?? cells.after('koers') ?? cells.after('kurs') ?? cells.after('kurssi'),
    feeCurrency: cells.after('transactionandorthird') ?? cells.after('transactiekostenenof') ?? cells.after('transaktionskostenundoder') ?? cells.after('transaktionskost') ?? cells.after('transactioncosts') ?? (cells.get('transactionandorthirdpartyfeeseur') !== undefined ? 'EUR' : undefined),
  }),
  notes: [ISIN_AS_SYMBOL],
};
