import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom, nameAsSymbol } from './words.js';

// Centraal Beheer's investment account export (Dutch funds): `Boekdatum;Soort;Fondsnaam;Transactiedatum;Aantal stukken;
// Koers;Aankoopkosten;Dividendbelasting;Af Bij;Bruto bedrag (EUR);Netto bedrag (EUR);Naam;Rekeningnummer;Omschrijving`,
// decimal commas, in euros. Funds have no code in the file: the instrument is the fund's name. A purchase's gross is
// what was paid in, its costs apart (75,00 less 0,23 buys 1,6597 at 45,05 = 74,77); a dividend's gross, the tax
// withheld and the net all written; money in or out says which in `Af Bij`.
const KINDS = [
  [/^aankoop/i, 'Buy'],
  [/^verkoop/i, 'Sell'],
  [/dividend/i, 'Dividend'],
  [/^rente/i, 'Interest'],
  [/^(kosten|beheerkosten)/i, 'Fee'],
] as const;

export const centraalBeheer: CsvFormat = {
  name: 'centraal-beheer',
  label: 'Centraal Beheer',
  signatures: [['boekdatum', 'soort', 'fondsnaam', 'transactiedatum', 'aantalstukken', 'koers', 'afbij', 'brutobedrageur', 'nettobedrageur']],
  aliases: {
    executedAt: ['transactiedatum'],
    type: ['soort'],
    ticker: ['fondsnaam'],
    quantity: ['aantalstukken'],
    price: ['koers'],
    amount: ['brutobedrageur'],
    fees: ['aankoopkosten'],
    withholdingTax: ['dividendbelasting'],
    externalId: [],
  },
  dateOrder: 'dmy',
  decimalMark: ',',
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const fund = filled(row.ticker);
    const base = { ...row, ticker: fund && nameAsSymbol(fund), currency: 'EUR' };
    // "Overboeking" (a transfer): in or out as `Af Bij` says.
    if (/^overboeking|^storting|^opname/i.test(written)) {
      const direction = cells.get('afbij')?.trim().toLowerCase();
      const kind = direction === 'bij' ? 'Deposit' : direction === 'af' ? 'Withdrawal' : written;
      return { ...base, kind, ticker: undefined, quantity: undefined, price: undefined, withholdingTax: undefined };
    }
    const kind = kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...base, kind, amount: undefined, withholdingTax: undefined };
    if (kind === 'Dividend') return { ...base, kind, quantity: undefined, price: undefined, withholdingTax: filled(row.withholdingTax) };
    return { ...base, kind, quantity: undefined, price: undefined, withholdingTax: undefined };
  },
};
