import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { kindFrom } from './words.js';

// Swissquote's transactions export: `Date;Order #;Transaction;Symbol;Name;ISIN;Quantity;Unit price;Costs;
// Accrued Interest;Net Amount;Balance;Currency` (German `Datum;Auftrag #;Transaktionen;Symbol;Name;ISIN;Anzahl;
// Stückpreis;Kosten;Aufgelaufene Zinsen;Nettobetrag;Saldo;Währung`, French `Date;Ordre #;Transaction;Symbole;Nom;
// ISIN;Quantité;Prix unitaire;Frais;Intérêts courus;Montant net;Solde;Monnaie`). Dates `DD-MM-YYYY HH:MM:SS`,
// Zurich time; `Costs` are the trade's fees; `Net Amount` is signed (money in +, out −).
const KINDS = [
  [/^(buy|kauf|achat)$/i, 'Buy'],
  [/^(sell|verkauf|vente)$/i, 'Sell'],
  [/^(dividend|dividende)$/i, 'Dividend'],
  [/^(custody fees?|depotgebühren|droits de garde)$/i, 'Fee'],
] as const;
// Cash paid in or out of the account from a bank (Credit, Debit) and interest: by the sign of the net amount.
const BY_SIGN = /^(credit|debit|gutschrift|belastung|crédit|débit|interests?|zinsen|intérêts)$/i;
const FX_LEG = /^(forex (credit|debit)|devisen|change)/i;

export const swissquote: CsvFormat = {
  name: 'swissquote',
  label: 'Swissquote',
  signatures: [
    ['date', 'order', 'transaction', 'symbol', 'isin', 'quantity', 'unitprice', 'costs', 'netamount', 'currency'],
    ['datum', 'auftrag', 'transaktionen', 'symbol', 'isin', 'anzahl', 'stuckpreis', 'kosten', 'nettobetrag', 'wahrung'],
    ['date', 'ordre', 'transaction', 'symbole', 'isin', 'quantite', 'prixunitaire', 'frais', 'montantnet', 'monnaie'],
  ],
  aliases: {
    executedAt: ['date', 'datum'],
    type: ['transaction', 'transaktionen'],
    ticker: ['symbol', 'symbole'],
    quantity: ['quantity', 'anzahl', 'quantite'],
    price: ['unitprice', 'stuckpreis', 'prixunitaire'],
    fees: ['costs', 'kosten', 'frais'],
    amount: ['netamount', 'nettobetrag', 'montantnet'],
    currency: ['currency', 'wahrung', 'monnaie'],
    externalId: [],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Zurich',
  adapt: (row) => {
    const written = row.kind?.trim() ?? '';
    if (FX_LEG.test(written)) return { ...row, skip: notAnActivity(`${written}: a currency conversion inside the account (an FX leg), not an activity`) };
    const net = Number((row.amount ?? '').replace(/[^\d.-]/g, ''));
    if (BY_SIGN.test(written)) {
      // Interest the account paid is a charge; a debit is money sent out (its costs included).
      const interest = /^(interests?|zinsen|intérêts)$/i.test(written);
      const kind = net < 0 ? (interest ? 'Fee' : 'Withdrawal') : interest ? 'Interest' : 'Deposit';
      return { ...row, kind, ticker: undefined, quantity: undefined, price: undefined, fees: undefined };
    }
    const kind = kindFrom(written, KINDS);
    // A dividend's net amount is what was credited; its costs are the tax withheld (uncertain: Swissquote documents no layout).
    if (kind === 'Dividend') return { ...row, kind, quantity: undefined, price: undefined, withholdingTax: row.fees?.[0], fees: undefined, amountIsNet: true };
    // A custody fee's net amount holds its VAT: the fee is what left the account.
    if (kind === 'Fee') return { ...row, kind, ticker: undefined, quantity: undefined, price: undefined, fees: undefined };
    return { ...row, kind, amount: kind === 'Buy' || kind === 'Sell' ? undefined : row.amount };
  },
};
