import type { CsvFormat } from '../csv-formats.js';
import { pricePerUnit, unsigned } from './words.js';
import { notAnActivity } from '../problems.js';

// The Crypto.com app's transactions export: `Timestamp (UTC),Transaction Description,Currency,Amount,To Currency,
// To Amount,Native Currency,Native Amount,Native Amount (in USD),Transaction Kind,Transaction Hash`. A coin bought or
// sold for the account's money (`crypto_purchase`, `crypto_viban_exchange`, `viban_purchase`) is `Amount` of `Currency`
// at `Native Amount` over it, in `Native Currency`. Every other kind (staking and lockup interest, cashback, swaps between
// coins, transfers between the app and the exchange, card top-ups) moves coins without a trade in money: named with
// its description, to be recorded by hand.
const BUY = /^(crypto_purchase|viban_purchase|recurring_buy_order)$/i;
const SELL = /^(crypto_viban_exchange|crypto_to_van_sell_order)$/i;

export const cryptoCom: CsvFormat = {
  name: 'crypto-com',
  label: 'Crypto.com app',
  signatures: [['timestamputc', 'transactiondescription', 'currency', 'amount', 'nativecurrency', 'nativeamount', 'transactionkind']],
  aliases: {
    executedAt: ['timestamputc'],
    type: ['transactionkind'],
    ticker: ['currency'],
    quantity: ['amount'],
    currency: ['nativecurrency'],
    externalId: [],
  },
  decimalMark: '.',
  timeZone: 'UTC',
  adapt: (row, cells) => {
    const kind = row.kind?.trim() ?? '';
    const side = BUY.test(kind) ? 'Buy' : SELL.test(kind) ? 'Sell' : undefined;
    const units = Math.abs(Number(row.quantity));
    const money = Math.abs(Number(cells.get('nativeamount')));
    if (side && units > 0 && money > 0) return { ...row, kind: side, quantity: unsigned(row.quantity), price: pricePerUnit(money, units) };
    const description = cells.get('transactiondescription')?.trim() || kind;
    return { ...row, skip: notAnActivity(`${description} (${kind}, ${row.quantity?.trim()} ${row.ticker?.trim()}): coins moved without a trade in money; record it by hand`) };
  },
};
