import type { CsvFormat } from '../csv-formats.js';
import { kindFrom } from './words.js';

// NIBC's savings account export (Dutch, Belgian style): an account line (`Nr v/d rekening :;…`), then `Nr v/d
// verrichting;Boekhdk. datum;Beschrijving;Bedrag v/d verrichting;Munt;Valutadatum;Rekening tegenpartij;Naam v/d
// tegenpartij :;Mededeling 1 :;Mededeling 2 :;Ref. v/d verrichting`. Dates `DD-MM-YYYY`, decimal commas, the amount
// signed. A savings account holds no securities: interest, and money in or out.
const KINDS = [
  [/rente/i, 'Interest'],
  [/^inkomende/i, 'Deposit'],
  [/^uitgaande/i, 'Withdrawal'],
  [/kosten/i, 'Fee'],
] as const;

export const nibc: CsvFormat = {
  name: 'nibc',
  label: 'NIBC savings',
  signatures: [['nrvdverrichting', 'boekhdkdatum', 'beschrijving', 'bedragvdverrichting', 'munt', 'valutadatum']],
  aliases: {
    executedAt: ['boekhdkdatum'],
    type: ['beschrijving'],
    amount: ['bedragvdverrichting'],
    currency: ['munt'],
    externalId: ['refvdverrichting'],
  },
  dateOrder: 'dmy',
  decimalMark: ',',
  timeZone: 'Europe/Amsterdam',
  signedAmounts: true,
  adapt: (row) => ({ ...row, kind: kindFrom(row.kind, KINDS) }),
};
