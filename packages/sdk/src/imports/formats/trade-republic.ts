import { corporateAction, notAnActivity } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote, ISIN_AS_SYMBOL } from '../import-codes.js';
import { kindFrom } from './words.js';

// Trade Republic's transaction export as the app and pytr write it (Date;Type;Value;Note;ISIN;Shares;Fees;Taxes,
// German Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern): Value is the cash that moved, after fees and
// taxes, so a trade's price is derived from it. The layout is documented by pytr, not by the broker.
const KINDS = [
  [/^(kauf|buy|sparplan|savings plan|aankoop)/i, 'Buy'],
  [/^(verkauf|sell|verkoop)/i, 'Sell'],
  [/^(dividende|dividend|aussch[üu]ttung|distribution)/i, 'Dividend'],
  [/^(einlage|deposit|storting)/i, 'Deposit'],
  [/^(entnahme|removal|withdrawal|onttrekking|opname)/i, 'Withdrawal'],
  [/^(zinsen|interest|rente)/i, 'Interest'],
  [/^(steuerr[üu]ckerstattung|tax refund)/i, 'REFUND'],
  [/^(steuern|taxes)/i, 'Tax'],
  [/^(geb[üu]hren|fees)/i, 'Fee'],
] as const;

export const tradeRepublic: CsvFormat = {
  name: 'trade-republic',
  label: 'Trade Republic',
  signatures: [
    ['date', 'type', 'value', 'note', 'isin', 'shares', 'fees', 'taxes'],
    ['datum', 'typ', 'wert', 'notiz', 'isin', 'stuck', 'gebuhren', 'steuern'],
    // Dutch, as the same layout is written for a Dutch account.
    ['datum', 'transactietype', 'waardenetto', 'opmerking', 'isin', 'aantal', 'kosten', 'belasting'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    type: ['type', 'typ', 'transactietype'],
    amount: ['value', 'wert', 'waardenetto'],
    ticker: ['isin'],
    quantity: ['shares', 'stuck', 'aantal'],
    fees: ['fees', 'gebuhren', 'kosten'],
    taxes: ['taxes', 'steuern', 'belasting'],
  },
  timeZone: 'Europe/Berlin',
  adapt: (row) => {
    const kind = kindFrom(row.kind, KINDS);
    if (/^split$/i.test(row.kind?.trim() ?? '')) return { ...row, skip: corporateAction(`${row.kind!.trim()}: the shares after a split, without its ratio; record the split by hand`) };
    if (kind === 'REFUND') return { ...row, skip: notAnActivity(`${row.kind!.trim()}: a tax refund; record-trades has no refund, enter it as a correction of the tax it returns`) };
    return { ...row, kind, amountIsNet: true, currency: 'EUR' };
  },
  notes: [ISIN_AS_SYMBOL, formatNote('amounts are EUR, the currency of every Trade Republic account; prices are derived from the cash that moved, less fees and taxes')],
};
