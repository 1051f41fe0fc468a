import type { CsvFormat } from '../csv-formats.js';
import { ISIN_AS_SYMBOL } from '../import-codes.js';

/** DEGIRO's Transactions export (English, Dutch, German): the instrument is its ISIN; quantities are negative on sells; currencies sit in the unnamed column after each amount. */
export const degiroTransactions: CsvFormat = {
  name: 'degiro-transactions',
  label: 'DEGIRO transactions',
  signatures: [
    ['date', 'time', 'product', 'isin', 'quantity', 'price'],
    ['datum', 'tijd', 'product', 'isin', 'aantal', 'koers'],
    ['datum', 'uhrzeit', 'produkt', 'isin', 'anzahl', 'kurs'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    time: ['time', 'tijd', 'uhrzeit'],
    ticker: ['isin'],
    quantity: ['quantity', 'aantal', 'anzahl'],
    price: ['price', 'koers', 'kurs'],
    fees: ['transactionandorthird', 'transactionandorthirdpartyfees', 'transactionandorthirdpartyfeeseur', 'autofxfee', 'transactiekostenenof', 'transaktionskostenundoder'],
  },
  dateOrder: 'dmy',
  // DEGIRO writes the time of the exchange's trading day as the Dutch clock shows it.
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => ({
    ...row,
    currency: cells.after('price') ?? cells.after('koers') ?? cells.after('kurs'),
    feeCurrency: cells.after('transactionandorthird') ?? cells.after('transactiekostenenof') ?? cells.after('transaktionskostenundoder') ?? (cells.get('transactionandorthirdpartyfeeseur') !== undefined ? 'EUR' : undefined),
  }),
  notes: [ISIN_AS_SYMBOL],
};
