import type { CsvFormat } from '../csv-formats.js';
import { corporateAction, notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Nordnet's transactions export: tab-separated UTF-16 with decimal commas and spaces between thousands, in the
// account's language. Finnish `Id, Kirjauspäivä, Kauppapäivä, Maksupäivä, Salkku, Tapahtumatyyppi, Arvopaperi,
// Instrumenttityyppi, ISIN, Määrä, Kurssi, Korko, Kokonaiskulut, Kokonaiskulut Valuutta, Summa, Valuutta, Hankinta-arvo,
// …, Vaihtokurssi, Tapahtumateksti, …`; Swedish `Id, Bokföringsdag, Affärsdag, Likviddag, Portfölj, Transaktionstyp,
// Värdepapper, Instrumenttyp, ISIN, Antal, Kurs, Ränta, Total Avgift, Valuta, Belopp, Valuta, Inköpsvärde, …`. The
// instrument is its ISIN; `Kurssi`/`Kurs` is in the instrument's currency, which no column names, so a trade is read in
// the account's currency (the amount's): its price is the amount less (buy) or plus (sale) the costs, over the units.
const KINDS = [
  [/^(osto|köpt|kjøpt|købt|buy)/i, 'Buy'],
  [/^(myynti|sålt|salg|solgt|sell)/i, 'Sell'],
  [/^(talletus|insättning|innskudd|indbetaling|deposit)/i, 'Deposit'],
  [/^(nosto|uttag|uttak|udbetaling|withdrawal)/i, 'Withdrawal'],
  [/^(osinko|utdelning|utbytte|udbytte|dividend)/i, 'Dividend'],
  [/lähdevero|ennakkopidätys|kupongskatt|kupskatt|kildeskatt|udbytteskat|withholding/i, 'Tax'],
  [/^(korko|ränta|inlåningsränta|rente|interest)/i, 'Interest'],
  [/palvelumaksu|maksu$|avgift|gebyr|fee/i, 'Fee'],
  // Shares delivered in or out (a transfer from another broker, a subscription's shares).
  [/^(jättö siirto|inleverans|innlevering|indlevering)/i, 'TRANSFER_IN'],
  [/^(otto siirto|utleverans|utlevering|udlevering)/i, 'TRANSFER_OUT'],
] as const;
// Subscription applications booked in and out at no value: the shares arrive later as a delivery of their own.
const APPLICATION = /^(emissio ap|poisto ap|emission|teckning)/i;

export const nordnet: CsvFormat = {
  name: 'nordnet',
  label: 'Nordnet',
  signatures: [
    ['id', 'kauppapaiva', 'tapahtumatyyppi', 'arvopaperi', 'isin', 'maara', 'kurssi', 'summa'],
    ['id', 'affarsdag', 'transaktionstyp', 'vardepapper', 'isin', 'antal', 'kurs', 'belopp'],
  ],
  aliases: {
    executedAt: ['kauppapaiva', 'affarsdag'],
    type: ['tapahtumatyyppi', 'transaktionstyp'],
    ticker: ['isin'],
    quantity: ['maara', 'antal'],
    price: ['kurssi', 'kurs'],
    amount: ['summa', 'belopp'],
    fees: ['kokonaiskulut', 'totalavgift'],
    externalId: ['id'],
  },
  timeZone: 'Europe/Stockholm',
  signedAmounts: true,
  adapt: (row, cells) => {
    const written = row.kind?.trim() ?? '';
    const currency = cells.after('summa') ?? cells.after('belopp');
    const ticker = row.ticker?.trim() || undefined;
    if (APPLICATION.test(written)) return { ...row, skip: corporateAction(`${written}: a subscription application booked at no value; its shares arrive as a delivery of their own`) };
    const kind = kindFrom(written, KINDS);
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, ticker, price: undefined, currency, amountIsNet: true };
    if (kind === 'TRANSFER_IN' || kind === 'TRANSFER_OUT') {
      const cost = cells.get('hankintaarvo') ?? cells.get('inkopsvarde');
      return { ...row, kind, ticker, amount: kind === 'TRANSFER_IN' ? cost : undefined, price: undefined, currency, fees: undefined };
    }
    if (kind === written) return { ...row, skip: notAnActivity(`${written}: not a kind of Nordnet row this reader knows; record it by hand if it moved money or shares`) };
    return { ...row, kind, ticker: kind === 'Deposit' || kind === 'Withdrawal' ? undefined : ticker, quantity: undefined, price: undefined, fees: undefined, currency };
  },
};
