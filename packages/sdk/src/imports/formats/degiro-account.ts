import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom } from './words.js';

// DEGIRO's account statement (Account.csv / Kontoauszug / Rekeningoverzicht): one cash movement per
// row, its kind in the description. The currency is in the column headed "Change" and the amount in
// the unnamed column after it. Trades are in the statement too, but without their price: they are
// read from the Transactions export, so here they (and the fees of their orders) are named skips.
const TRADE = /^(buy|sell|koop|verkoop|kauf|verkauf|compra|venta|achat|vente|acquisto|vendita)\s+[\d.,]+\s/i;
const FX = /valuta ?(creditering|debitering)|fx (credit|debit)|currency conversion|w[äa]hrungswechsel|change de devise|cambio de divisa/i;
const SWEEP = /cash sweep|money ?market|geldmarkt|fund distribution/i;

const KINDS = [
  [/dividendbelasting|dividend tax|dividendensteuer|imp[ôo]ts? sur dividende|retenci[óo]n/i, 'Tax'],
  [/^dividend|^dividende|^dividendo/i, 'Dividend'],
  [/withdrawal|opname|terugstorting|auszahlung|retrait|retirada/i, 'Withdrawal'],
  [/deposit|storting|einzahlung|d[ée]p[ôo]t|ingreso/i, 'Deposit'],
  [/fee|kosten|geb[üu]hr|frais|comisi[óo]n/i, 'Fee'],
] as const;
const INTEREST = /interest|rente|zinsen|int[ée]r[êe]ts/i;

export const degiroAccount: CsvFormat = {
  name: 'degiro-account',
  label: 'DEGIRO account statement',
  signatures: [
    ['date', 'time', 'valuedate', 'product', 'isin', 'description', 'change', 'balance'],
    ['datum', 'tijd', 'valutadatum', 'product', 'isin', 'omschrijving', 'mutatie', 'saldo'],
    ['datum', 'uhrzeit', 'valutadatum', 'produkt', 'isin', 'beschreibung', 'anderung', 'saldo'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    time: ['time', 'tijd', 'uhrzeit'],
    ticker: ['isin'],
    type: ['description', 'omschrijving', 'beschreibung'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => {
    const description = row.kind?.trim() ?? '';
    const currencyColumn = ['change', 'mutatie', 'anderung'].find((name) => cells.get(name) !== undefined)!;
    const amount = cells.after(currencyColumn);
    const orderId = filled(cells.get('orderid'));
    const base = { ...row, amount, currency: cells.get(currencyColumn) };
    if (TRADE.test(description)) return { ...base, skip: `${description}: a trade; DEGIRO's Transactions export has it with its price and fees, import that file for trades` };
    if (orderId && /transa[ck]ti|kosten van derden|third party|drittpartei/i.test(description)) return { ...base, skip: `the fee of order ${orderId}: in the Transactions export beside its trade` };
    if (FX.test(description)) return { ...base, skip: `${description}: a currency conversion inside the account (an FX leg), not an activity` };
    if (SWEEP.test(description)) return { ...base, skip: `${description}: cash moved to or from DEGIRO's money-market fund, not an activity` };
    // Interest the account paid is interest; negative interest is a fee.
    if (INTEREST.test(description)) return { ...base, kind: /^\s*-|^\(/.test(amount ?? '') ? 'Fee' : 'Interest' };
    return { ...base, kind: kindFrom(description, KINDS) };
  },
  notes: ['the instrument is recorded under its ISIN (the file has no ticker)', 'trades are read from the Transactions export; the statement gives dividends, their taxes, fees, interest, deposits and withdrawals'],
};
