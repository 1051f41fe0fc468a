import type { CsvFormat } from '../csv-formats.js';
import { ISO_CURRENCIES } from '../generic-columns.js';
import { notAnActivity } from '../problems.js';
import { filled, pricePerUnit } from './words.js';

// CoinTracking's trade list: `"Type","Buy","Cur.","Sell","Cur.","Fee","Cur.","Exchange","Group","Comment","Date","Tx-ID"`,
// each amount followed by its currency in a column of its own, dates `DD.MM.YYYY HH:MM:SS` or ISO in the zone the user
// set in CoinTracking (not in the file: read in UTC, said so). A `Trade` of money for a coin is a buy of the coin at
// the money over the units (500 EUR for 0.0055 BTC: 90,909.09 a coin), of a coin for money a sale; its fee, in money,
// apart. Money deposited or withdrawn is read; everything else (coins for coins, coins deposited or withdrawn, staking,
// income, airdrops) moves coins without a trade in money: named with its units, to be recorded by hand, its fee in money
// (if any) a fee activity beside the name.
const isMoney = (code: string | undefined) => code !== undefined && ISO_CURRENCIES.has(code);

export const coinTracking: CsvFormat = {
  name: 'cointracking',
  label: 'CoinTracking',
  signatures: [['type', 'buy', 'cur', 'sell', 'fee', 'exchange', 'group', 'comment', 'date', 'txid']],
  aliases: {
    executedAt: ['date'],
    type: ['type'],
    externalId: ['txid'],
  },
  decimalMark: '.',
  dateOrder: 'dmy',
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const [bought, boughtIn] = [filled(cells.get('buy')), filled(cells.after('buy'))?.toUpperCase()];
    const [sold, soldIn] = [filled(cells.get('sell')), filled(cells.after('sell'))?.toUpperCase()];
    const [fee, feeIn] = [filled(cells.get('fee')), filled(cells.after('fee'))?.toUpperCase()];
    const paidFee = fee && Number(fee) > 0 ? fee : undefined;
    const feeText = paidFee ? ` (fee ${paidFee} ${feeIn ?? ''})`.replace(' )', ')') : '';
    const moved = [bought && `${bought} ${boughtIn ?? ''} in`, sold && `${sold} ${soldIn ?? ''} out`].filter(Boolean).join(', ');
    // Coins moved without a trade in money are named; a fee the row paid in money (a staking fee in euros) is recorded
    // beside the name all the same: the money left the account whatever the coins did.
    const named = (what: string) => ({ ...row, skip: notAnActivity(`${type} ${moved}: ${what}${feeText}; record it by hand`), ...(paidFee && isMoney(feeIn) ? { fees: [paidFee], feeCurrency: feeIn, feeKept: true } : {}) });
    // A fee in a coin has no price in money: the row is named rather than read without it.
    if (paidFee && !isMoney(feeIn)) return named('a fee paid in coins');
    const fees = paidFee ? [paidFee] : undefined;
    if (/^trade$/i.test(type)) {
      const buy = isMoney(soldIn) && !isMoney(boughtIn);
      const sell = isMoney(boughtIn) && !isMoney(soldIn);
      if (!buy && !sell) return named('coins traded for coins (or money for money), no price in money');
      const [coin, units, money, currency] = buy ? [boughtIn, bought, sold, soldIn] : [soldIn, sold, bought, boughtIn];
      return { ...row, kind: buy ? 'buy' : 'sell', ticker: coin, quantity: units, price: pricePerUnit(Number(money), Number(units)), currency, fees, feeCurrency: feeIn };
    }
    if (/^deposit$/i.test(type) && isMoney(boughtIn)) return { ...row, kind: 'deposit', amount: bought, currency: boughtIn, fees, feeCurrency: feeIn };
    if (/^withdrawal$/i.test(type) && isMoney(soldIn)) return { ...row, kind: 'withdrawal', amount: sold, currency: soldIn, fees, feeCurrency: feeIn };
    return named('coins moved without a trade in money');
  },
};
