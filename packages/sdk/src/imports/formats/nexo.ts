import type { CsvFormat } from '../csv-formats.js';
import { ISO_CURRENCIES } from '../generic-columns.js';
import { notAnActivity } from '../problems.js';
import { filled, unsigned } from './words.js';

// Nexo's transactions export (crypto lending): `Transaction,Type,Input Currency,Input Amount,Output Currency,Output
// Amount,USD Equivalent,[Fee,Fee Currency,]Details,Date / Time (UTC)`, each row one movement from its input to its
// output. Only money (an ISO currency) moved across the account's edge is read: `Deposit To Exchange` (euros topped up)
// a deposit, `Withdraw Exchanged` or a `Withdrawal` of money a withdrawal. Everything else moves coins or Nexo's
// tokens (EURX is Nexo's euro token, not euros: a top-up is two rows, the euros in and the euros changed into EURX):
// swaps, interest and cashback paid in coins, locks and unlocks, coins sent or received: named with their units and
// any fee, to be recorded by hand. A row whose `Details` is not `approved` (pending) is named too. Money withdrawn
// with a fee (the newer layout's `Fee`, `Fee Currency`) is the output that arrived, the fee a fee activity beside it.
const DEPOSIT = /^deposit to exchange$|^deposit$|^top ?up fiat$/i;
const WITHDRAWAL = /^withdraw exchanged$|^withdrawal$/i;

const isMoney = (code: string | undefined) => code !== undefined && ISO_CURRENCIES.has(code);

export const nexo: CsvFormat = {
  name: 'nexo',
  label: 'Nexo',
  signatures: [['transaction', 'type', 'inputcurrency', 'inputamount', 'outputcurrency', 'outputamount', 'usdequivalent', 'details', 'datetimeutc']],
  aliases: {
    executedAt: ['datetimeutc'],
    type: ['type'],
    amount: ['inputamount'],
    currency: ['inputcurrency'],
    externalId: ['transaction'],
  },
  decimalMark: '.',
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const details = cells.get('details')?.trim() ?? '';
    const status = /^(\w+)\s*\//.exec(details)?.[1] ?? '';
    if (!/^approved$/i.test(status)) return { ...row, skip: notAnActivity(`${type} (${status || details}): not approved, nothing moved yet`) };
    const currency = filled(row.currency)?.toUpperCase();
    const kind = DEPOSIT.test(type) ? 'deposit' : WITHDRAWAL.test(type) ? 'withdrawal' : undefined;
    // The newer layout's `Fee` (`-` when none): the input is what left, the output what arrived, the fee between them.
    const fee = filled(cells.get('fee'));
    const paidFee = fee && Number(fee) > 0 ? fee : undefined;
    const feeCurrency = filled(cells.get('feecurrency'))?.toUpperCase();
    const outputCurrency = filled(cells.get('outputcurrency'))?.toUpperCase();
    if (kind && isMoney(currency)) {
      const arrived = paidFee && outputCurrency === currency ? unsigned(cells.get('outputamount')) : unsigned(row.amount);
      return { ...row, kind, amount: arrived, currency, fees: paidFee ? [paidFee] : undefined, feeCurrency: paidFee ? feeCurrency : undefined };
    }
    const input = `${unsigned(row.amount) ?? ''} ${currency ?? ''}`.trim();
    const output = `${unsigned(cells.get('outputamount')) ?? ''} ${outputCurrency ?? ''}`.trim();
    const feeText = paidFee ? ` (fee ${paidFee} ${feeCurrency ?? ''})`.replace(' )', ')') : '';
    const moved = input === output ? input : `${input} → ${output}`;
    return { ...row, skip: notAnActivity(`${type} ${moved}: ${details.replace(/^\w+\s*\/\s*/, '')}, coins or Nexo's tokens without a price in money${feeText}; record it by hand`) };
  },
};
