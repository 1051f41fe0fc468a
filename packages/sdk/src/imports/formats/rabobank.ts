import type { CsvFormat } from '../csv-formats.js';
import { kindFrom } from './words.js';

// Rabobank's securities account export (Dutch): `Portefeuille;Naam;Datum;Type mutatie;Valuta mutatie;Volume;Koers;
// Valuta koers;Valuta kosten €;Waarde;Bedrag;Isin code;Tijd;Beurs`. Decimal commas, dates `DD-MM-YYYY` with the time in
// `Tijd`, Amsterdam. The instrument is its ISIN; `Bedrag` is the cash that moved (signed), `Waarde` the gross value.
const KINDS = [
  [/^koop/i, 'Buy'],
  [/^verkoop/i, 'Sell'],
  [/dividend/i, 'Dividend'],
  [/^rente/i, 'Interest'],
  [/^(tarieven|kosten|provisie)/i, 'Fee'],
  [/belasting/i, 'Tax'],
] as const;

export const rabobank: CsvFormat = {
  name: 'rabobank',
  label: 'Rabobank',
  signatures: [['portefeuille', 'naam', 'datum', 'typemutatie', 'valutamutatie', 'volume', 'koers', 'bedrag', 'isincode']],
  aliases: {
    executedAt: ['datum'],
    time: ['tijd'],
    type: ['typemutatie'],
    ticker: ['isincode'],
    quantity: ['volume'],
    price: ['koers'],
    amount: ['bedrag'],
    fees: ['valutakosten'],
    currency: ['valutamutatie'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Amsterdam',
  signedAmounts: true,
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const cash = { ...row, quantity: undefined, price: undefined, fees: undefined };
    // "Storting / opname": money in or out, by its sign.
    if (/^storting|opname/i.test(written)) return { ...cash, ticker: undefined, kind: /^\s*-/.test(row.amount ?? '') ? 'Withdrawal' : 'Deposit' };
    const kind = kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, amount: undefined, currency: cells.get('valutakoers')?.trim() || row.currency };
    // A cash dividend: `Waarde` is the gross, `Bedrag` what was credited; the difference the tax withheld.
    if (kind === 'Dividend') return { ...cash, kind, amount: cells.get('waarde'), withholdingTax: withheld(cells.get('waarde'), row.amount) };
    return { ...cash, kind, ticker: kind === 'Tax' ? row.ticker : undefined };
  },
};

/** Gross less net, written with a decimal comma as the file writes its numbers. */
function withheld(gross: string | undefined, net: string | undefined): string | undefined {
  const [value, credited] = [gross, net].map((text) => Number((text ?? '').trim().replace(/\./g, '').replace(',', '.')));
  if (!Number.isFinite(value) || !Number.isFinite(credited) || !(value! > credited!)) return undefined;
  return (Math.round((value! - credited!) * 100) / 100).toFixed(2).replace('.', ',');
}
