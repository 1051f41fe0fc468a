import type { CsvFormat } from '../csv-formats.js';
import type { BrokerRow } from '../broker-rows.js';
import { notAnActivity, summaryRow } from '../problems.js';
import { filled, kindFrom } from './words.js';

// Baader Bank's statement exports, as Scalable Capital's older accounts download them: every column named `XXX-…`,
// `;`-separated, Latin-1, decimal commas, dates `YYYYMMDD` (Frankfurt). The cash account (`RKK`: `XXX-BUDAT`, `XXX-UMART`
// the booking's kind, `XXX-TEXT1…4` its details, `XXX-SALDO` the amount booked — on the `Saldo` rows the balance) and
// the securities account (`WUM`: `XXX-WPGART` Kauf or Verkauf, `XXX-WPNR` the ISIN, `XXX-NW` the units, `XXX-WPKURS` the
// price in `XXX-WHGU`, fees and taxes in `XXX-GEWW-F`, `XXX-GEWW-E`, `XXX-STWW`). An order's fee is booked on the cash
// account (`Ordergebühr`, its reference the order's).
const CASH_KINDS = [
  [/^ordergeb/i, 'Fee'],
  [/dividende|coupon|ertrag|aussch/i, 'Dividend'],
  [/zins/i, 'Interest'],
  [/steuer/i, 'Tax'],
  [/einzahlung|gutschrift|lastschrift ein/i, 'Deposit'],
  [/auszahlung|überweisung|berweisung/i, 'Withdrawal'],
] as const;

export const baaderCash: CsvFormat = {
  name: 'baader-cash',
  label: 'Baader Bank cash account (Scalable Capital)',
  signatures: [['xxxbudat', 'xxxvaluta', 'xxxrefnr1', 'xxxumart', 'xxxtext1', 'xxxsaldo', 'xxxwhg']],
  aliases: {
    executedAt: ['xxxbudat'],
    type: ['xxxumart'],
    amount: ['xxxsaldo'],
    currency: ['xxxwhg'],
    externalId: ['xxxrefnr1'],
  },
  decimalMark: ',',
  timeZone: 'Europe/Berlin',
  signedAmounts: true,
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const dated: BrokerRow = { ...row, id: filled(row.id) === '-' ? undefined : row.id };
    if (/^saldo/i.test(written)) return { ...dated, skip: summaryRow(`${written}: the account's balance, not an activity`) };
    const kind = kindFrom(written, CASH_KINDS);
    // A dividend's instrument is in its second text ("ISIN US92343V1044").
    const isin = /\bISIN\s+([A-Z]{2}[A-Z0-9]{9}\d)\b/.exec(cells.get('xxxtext2') ?? '')?.[1];
    return { ...dated, kind, ticker: kind === 'Dividend' || kind === 'Tax' ? isin : undefined };
  },
};

export const baaderSecurities: CsvFormat = {
  name: 'baader-securities',
  label: 'Baader Bank securities account (Scalable Capital)',
  signatures: [['xxxbudat', 'xxxbuzeit', 'xxxwpgart', 'xxxwpnr', 'xxxnw', 'xxxwpkurs', 'xxxwhgu']],
  aliases: {
    executedAt: ['xxxbudat'],
    type: ['xxxwpgart'],
    ticker: ['xxxwpnr'],
    quantity: ['xxxnw'],
    price: ['xxxwpkurs'],
    fees: ['xxxgewwf', 'xxxgewwe'],
    taxes: ['xxxstww'],
    currency: ['xxxwhgu'],
    externalId: ['xxxbeleg'],
  },
  decimalMark: ',',
  timeZone: 'Europe/Berlin',
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const kind = /^kauf/i.test(written) ? 'Buy' : /^verkauf/i.test(written) ? 'Sell' : undefined;
    // `XXX-BUZEIT` is the time as HHMMSS and hundredths (14431765 is 14:43:17.65).
    const time = /^(\d{2})(\d{2})(\d{2})\d*$/.exec(cells.get('xxxbuzeit')?.trim() ?? '');
    const dated = { ...row, time: time ? `${time[1]}:${time[2]}:${time[3]}` : undefined };
    if (!kind) return { ...dated, skip: notAnActivity(`${written}: not a trade this reader knows (a transfer, a corporate action); record it by hand`) };
    return { ...dated, kind };
  },
};
