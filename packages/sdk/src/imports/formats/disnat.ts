import type { CsvFormat } from '../csv-formats.js';
import { kindFrom } from './words.js';

// Desjardins Disnat's transactions export (French, Canada): `Date de transaction,Date de règlement,Type de transaction,
// Classe d'actif,Symbole,Description,Marché,Quantité,Prix,Devise du prix,Commission payée,Montant de l'opération,Devise
// du compte`. `-` where a column does not apply (most cash rows have no transaction date: the settlement date is
// theirs), decimal commas, currencies written `CAN` (CAD) and `US` (USD), dates at midnight in Toronto.
const KINDS = [
  [/^achat/i, 'Buy'],
  [/^vente/i, 'Sell'],
  [/^dividende|^distribution/i, 'Dividend'],
  [/^int[ée]r[êe]ts/i, 'Interest'],
  [/^taxe|^imp[ôo]t|^retenue/i, 'Tax'],
  [/^frais/i, 'Fee'],
  [/^(cotisation|d[ée]p[ôo]t|transfert re[çc]u|subvention|incitatif)/i, 'Deposit'],
  [/^(r[ée]siliation|retrait|transfert envoy[ée])/i, 'Withdrawal'],
] as const;
const CURRENCIES: Record<string, string> = { CAN: 'CAD', US: 'USD' };

const cell = (text: string | undefined) => (text?.trim() === '-' ? '' : text);
const currencyOf = (text: string | undefined) => {
  const code = text?.trim().toUpperCase() ?? '';
  return CURRENCIES[code] ?? code;
};

export const disnat: CsvFormat = {
  name: 'disnat',
  label: 'Desjardins Disnat',
  signatures: [['datedetransaction', 'datedereglement', 'typedetransaction', 'symbole', 'quantite', 'prix', 'montantdeloperation']],
  aliases: {
    executedAt: ['datedetransaction'],
    type: ['typedetransaction'],
    ticker: ['symbole'],
    quantity: ['quantite'],
    price: ['prix'],
    fees: ['commissionpayee'],
    amount: ['montantdeloperation'],
  },
  timeZone: 'America/Toronto',
  signedAmounts: true,
  adapt: (row, cells) => {
    const kind = kindFrom(row.kind, KINDS);
    const date = cell(row.date)?.trim() ? row.date : cells.get('datedereglement');
    const account = currencyOf(cells.get('deviseducompte'));
    // A trade writes the Canadian listing's symbol with `-C` (`VEQT-C`), its dividends without: one symbol for both.
    if (kind === 'Buy' || kind === 'Sell') return { ...row, kind, date, ticker: row.ticker?.trim().replace(/-C$/, ''), amount: undefined, currency: currencyOf(cells.get('deviseduprix')) || account, feeCurrency: account };
    const ticker = cell(row.ticker)?.trim() || undefined;
    return { ...row, kind, date, quantity: undefined, price: undefined, fees: undefined, currency: account, ticker: kind === 'Dividend' ? ticker : undefined };
  },
};
