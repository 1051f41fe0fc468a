import type { CsvFormat } from '../csv-formats.js';
import { kindFrom } from './words.js';

// Directa SIM's movements export (Italian): a banner, then `Data operazione,Data valuta,Tipo operazione,Ticker,Isin,
// Protocollo,Descrizione,Quantità,Importo euro,Importo Divisa,Divisa,Riferimento ordine`. Dates `DD-MM-YYYY` (Rome),
// `Importo euro` signed (money in +, out −). A trade's price is the amount over the units (the commission, which the
// file does not show apart, included). Distributions, coupons and the tax withheld from them are rows of their own.
const KINDS = [
  [/^acquisto/i, 'Buy'],
  [/^vendita/i, 'Sell'],
  [/^rit/i, 'Tax'],
  [/^(provento|dividendo)/i, 'Dividend'],
  [/^(cedola|coupon)/i, 'Interest'],
  [/^conferimento|^versamento/i, 'Deposit'],
  [/^prelievo|^bonifico in uscita/i, 'Withdrawal'],
  [/^commission/i, 'Fee'],
] as const;

export const directa: CsvFormat = {
  name: 'directa',
  label: 'Directa',
  signatures: [['dataoperazione', 'datavaluta', 'tipooperazione', 'ticker', 'isin', 'quantita', 'importoeuro']],
  aliases: {
    executedAt: ['dataoperazione'],
    type: ['tipooperazione'],
    ticker: ['ticker'],
    quantity: ['quantita'],
    amount: ['importoeuro'],
    externalId: [],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Rome',
  signedAmounts: true,
  adapt: (row) => {
    const kind = kindFrom(row.kind, KINDS);
    const base = { ...row, kind, currency: 'EUR' };
    if (kind === 'Buy' || kind === 'Sell') return { ...base, amountIsNet: false };
    // Coupons and money in or out have no instrument in the activity; a tax keeps the instrument it was taken from.
    return { ...base, quantity: undefined, ticker: kind === 'Dividend' || kind === 'Tax' ? row.ticker?.trim() || undefined : undefined };
  },
};
