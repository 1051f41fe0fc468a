import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled, unsigned } from './words.js';

// Bitvavo's transaction history (crypto): `Timezone,Date,Time,Type,Currency,Amount,Quote Currency,Quote Price,
// Received / Paid Currency,Received / Paid Amount,Fee currency,Fee amount,Status,Transaction ID,Address`, each row's
// zone in its first column. A trade's units are `Amount` of `Currency` at `Quote Price`, its fee apart in its own
// currency (0.0053543 ETH at 1,862.80 is 9.97 EUR, with 0.03 EUR fee the 10.00 paid). Money in or out is a deposit or a
// withdrawal; coins sent to or received from a wallet, and staking rewards, are units without a price in the file:
// named, with their network fee, to be recorded by hand.
const DONE = /^(completed|distributed)$/i;
const ZONE = 'Europe/Amsterdam';

export const bitvavo: CsvFormat = {
  name: 'bitvavo',
  label: 'Bitvavo',
  signatures: [['timezone', 'date', 'time', 'type', 'currency', 'amount', 'quotecurrency', 'quoteprice', 'feecurrency', 'feeamount', 'status', 'transactionid']],
  aliases: {
    executedAt: ['date'],
    time: ['time'],
    type: ['type'],
    ticker: ['currency'],
    quantity: ['amount'],
    price: ['quoteprice'],
    fees: ['feeamount'],
    currency: ['quotecurrency'],
    externalId: ['transactionid'],
  },
  decimalMark: '.',
  timeZone: ZONE,
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const status = cells.get('status')?.trim() ?? '';
    if (!DONE.test(status)) return { ...row, skip: notAnActivity(`${type} ${status}: not completed, nothing moved`) };
    const zone = cells.get('timezone')?.trim();
    if (zone && zone !== ZONE) return { ...row, skip: notAnActivity(`${type}: its time is in ${zone}, not ${ZONE} as this reader takes Bitvavo's times; record it by hand`) };
    const coin = filled(row.ticker)?.toUpperCase() ?? '';
    const feeCurrency = filled(cells.get('feecurrency'));
    if (/^(buy|sell)$/i.test(type)) return { ...row, kind: type, quantity: unsigned(row.quantity), amount: undefined, feeCurrency };
    const fee = Number(row.fees?.[0] ?? '') ? ` (fee ${row.fees?.[0]?.trim()} ${feeCurrency ?? coin})` : '';
    // Bitvavo pays in and out in euros only: any other currency moved in or out is a coin.
    if (/^(deposit|withdrawal)$/i.test(type) && coin === 'EUR') {
      return { ...row, kind: type, ticker: undefined, quantity: undefined, price: undefined, amount: unsigned(row.quantity), currency: coin, feeCurrency };
    }
    const what = /^staking$/i.test(type) ? 'a staking reward' : /^deposit$/i.test(type) ? 'coins received from a wallet' : /^withdrawal$/i.test(type) ? 'coins sent to a wallet' : type;
    return { ...row, skip: notAnActivity(`${type} ${unsigned(row.quantity)} ${coin}: ${what}, units without a price in the file${fee}; record it by hand`) };
  },
};

