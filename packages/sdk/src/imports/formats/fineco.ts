import type { CsvFormat } from '../csv-formats.js';
import { corporateAction } from '../problems.js';
import { filled, kindFrom } from './words.js';

// FinecoBank's securities movements (Italian), below a banner (`Dossier`, `Intestatario`, `Titoli e operazioni`):
// `Operazione,Data valuta,Descrizione,Titolo,Isin,Segno,Quantita,Divisa,Prezzo,Cambio,Controvalore,Commissioni …`.
// Dates `DD/MM/YYYY` (Rome). A trade's side is its `Segno` (A acquisto, V vendita), its price in `Divisa`;
// `Controvalore` and the commissions are in euros (2 × 178.50 USD at 1.0850 is 329.03). A bond is priced in percent
// of its nominal (2000 at 99.50 is 1,990.00); a redemption (`Rimborso`) gives the units back at the price stated.
const KINDS = [
  [/^rimborso/i, 'Sell'],
  [/^dividend/i, 'Dividend'],
  [/cedol/i, 'Interest'],
] as const;

const number = (text: string | undefined) => Number((text ?? '').trim());

/** The price per unit: a bond's percent of nominal as a fraction, when units × price is a hundred times the value. */
function unitPrice(quantity: string | undefined, price: string | undefined, value: string | undefined, rate: string | undefined): string | undefined {
  const [units, quoted, booked] = [number(quantity), number(price), number(value)];
  const euros = (units * quoted) / (filled(rate) ? number(rate) : 1);
  const percent = booked > 0 && Math.abs(euros / 100 - booked) <= booked * 0.005 && Math.abs(euros - booked) > booked * 0.005;
  return percent ? String(quoted / 100) : price;
}

export const fineco: CsvFormat = {
  name: 'fineco',
  label: 'Fineco',
  signatures: [['operazione', 'datavaluta', 'descrizione', 'titolo', 'isin', 'segno', 'quantita', 'divisa', 'prezzo', 'cambio', 'controvalore']],
  aliases: {
    executedAt: ['operazione'],
    type: ['descrizione'],
    ticker: ['isin'],
    quantity: ['quantita'],
    price: ['prezzo'],
    amount: ['controvalore'],
    fees: ['commissionifondiswingruscita', 'commissionifondibancacorrispondente', 'spesefondisgr', 'commissioniamministrato'],
    currency: ['divisa'],
    externalId: [],
  },
  dateOrder: 'dmy',
  decimalMark: '.',
  timeZone: 'Europe/Rome',
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    if (/^aumento capitale/i.test(written)) return { ...row, skip: corporateAction(`${written}: a capital increase (units added by the issuer), record it by hand`) };
    const sign = cells.get('segno')?.trim().toUpperCase();
    const kind = /^compravendita/i.test(written) ? (sign === 'A' ? 'Buy' : sign === 'V' ? 'Sell' : written) : kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') {
      return { ...row, kind, amount: undefined, price: unitPrice(row.quantity, row.price, row.amount, cells.get('cambio')), feeCurrency: 'EUR' };
    }
    // The commissions (in euros) stay: any charged on a dividend or coupon is a fee of its own.
    return { ...row, kind, quantity: undefined, price: undefined, currency: 'EUR' };
  },
};
