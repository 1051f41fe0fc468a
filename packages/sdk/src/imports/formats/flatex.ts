import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled, unsigned } from './words.js';

// flatex's securities account bookings (German): `Buchungstag;Valuta;Bezeichnung;ISIN;Nominal (Stk.);;Betrag;;Kurs;;
// Devisenkurs;TA.-Nr.;Buchungsinformation`, each unnamed column the unit or currency of the one before it. Decimal
// commas, dates `DD.MM.YYYY` (Frankfurt). What happened is in `Buchungsinformation` ("Ausführung ORDER Kauf IE00… 217509927");
// its fees are booked on the cash account, not here. A reversal ("Storno Ausführung ORDER Kauf …", units negative)
// takes the trade back: read as the opposite trade of the same units at the same price, so the holding and the cash
// come out as the file leaves them.
const BUY = /\b(kauf|sparplan)\b/i;
const SELL = /\bverkauf\b/i;

export const flatex: CsvFormat = {
  name: 'flatex',
  label: 'flatex',
  signatures: [['buchungstag', 'valuta', 'bezeichnung', 'isin', 'nominalstk', 'betrag', 'kurs', 'devisenkurs', 'buchungsinformation']],
  aliases: {
    executedAt: ['buchungstag'],
    ticker: ['isin'],
    quantity: ['nominalstk'],
    price: ['kurs'],
    externalId: ['tanr'],
  },
  dateOrder: 'dmy',
  decimalMark: ',',
  timeZone: 'Europe/Berlin',
  adapt: (row, cells) => {
    const text = cells.get('buchungsinformation')?.trim() ?? '';
    const reversal = /^storno\b/i.test(text);
    const side = SELL.test(text) ? 'Sell' : BUY.test(text) ? 'Buy' : undefined;
    if (!side) return { ...row, kind: text, skip: notAnActivity(`${text || 'a booking without its text'}: not a trade this reader knows; record it by hand`) };
    const kind = reversal ? (side === 'Buy' ? 'Sell' : 'Buy') : side;
    return { ...row, kind, quantity: unsigned(row.quantity), currency: filled(cells.after('kurs')) };
  },
};
