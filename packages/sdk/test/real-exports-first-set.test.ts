import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult } from '@clarity/sdk';

// Excerpts of the first set's samples that were refused at first contact (github.com/dickwolff/Export-To-Ghostfolio,
// samples/; test/fixtures/real/SOURCES.md). Figures read off the files by hand: DEGIRO times are Amsterdam's
// (CET UTC+1, CEST +2), Trade Republic's dates midnight in Berlin, IBKR's trade dates midnight in New York
// (EDT UTC−4, EST −5); a DEGIRO trade's units and price are its description's (6 × 49.785 = 298.71, the amount);
// a Trade Republic price is the net value less (buy) or plus (sale) the fee, over the units.

const real = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'real', name), 'utf8');
const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);
const read = (name: string, format: string) => {
  const text = real(name);
  expect(detectFormat(text)).toMatchObject({ format });
  return parseBrokerFile(text);
};

describe('first-set exports refused at first contact, read now', () => {
  it("DEGIRO's statement (Dutch, with Portuguese and French rows; both decimal marks): trades from their descriptions with their fees, the rest named", () => {
    const result = read('e2g-degiro-account.csv', 'degiro-account');
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 27.8, currency: 'EUR', executedAt: '2022-12-17T08:51:00.000Z' },
      { type: 'dividend', ticker: 'US1912161007', amount: 0.44, currency: 'USD', executedAt: '2022-12-16T08:05:00.000Z' },
      { type: 'tax', amount: 0.07, currency: 'USD', ticker: 'US1912161007', executedAt: '2022-12-16T08:05:00.000Z' },
      // Lines 8 and 10, its FX legs: 31.91 EUR out, 33.90 USD in (33.90 ÷ 1.0624, the rate of line 8, is 31.909).
      { type: 'conversion', soldAmount: 31.91, soldCurrency: 'EUR', boughtAmount: 33.9, boughtCurrency: 'USD', executedAt: '2022-12-15T15:55:00.000Z' },
      { type: 'fee', amount: 1, currency: 'EUR', ticker: 'US9256521090', executedAt: '2022-12-15T15:55:00.000Z' },
      { ticker: 'US9256521090', side: 'buy', quantity: 1, price: 33.9, currency: 'USD', executedAt: '2022-12-15T15:55:00.000Z' },
      { type: 'withdrawal', amount: 15.1, currency: 'EUR', executedAt: '2022-08-26T11:30:00.000Z' },
      // Lines 16 and 17: the sale's 63.97 USD out, 54.57 EUR in (63.97 ÷ 1.1723 is 54.568).
      { type: 'conversion', soldAmount: 63.97, soldCurrency: 'USD', boughtAmount: 54.57, boughtCurrency: 'EUR', executedAt: '2021-08-10T14:18:00.000Z' },
      { type: 'fee', amount: 0.5, currency: 'EUR', ticker: 'CA0641491075', executedAt: '2021-08-10T14:18:00.000Z' },
      { ticker: 'CA0641491075', side: 'sell', quantity: 1, price: 63.97, currency: 'USD', executedAt: '2021-08-10T14:18:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 6, price: 49.785, currency: 'EUR', executedAt: '2019-05-15T07:05:00.000Z' },
      { type: 'fee', amount: 4.9, currency: 'EUR', ticker: 'FI4000198031', executedAt: '2024-03-11T09:39:00.000Z' },
      { ticker: 'FI4000198031', side: 'buy', quantity: 6, price: 79.96, currency: 'EUR', executedAt: '2024-03-11T09:39:00.000Z' },
      { ticker: 'GB00BPQY8M80', side: 'sell', quantity: 4, price: 496, currency: 'GBX', executedAt: '2024-04-02T07:00:00.000Z' },
    ]);
    // The deposit's reservations, the withdrawal's positive counterpart, sweeps, the broken order id,
    // a product change, a stock dividend and a courtesy credit: each named on its line.
    expect(result.skipped.map((row) => row.line)).toEqual([2, 3, 5, 9, 13, 14, 20, 25, 26, 27, 28]);
    // The product change and the stock dividend are corporate actions, the rest not activities.
    expect(result.skipped.filter((row) => row.code === 'row.corporate_action').map((row) => row.line)).toEqual([20, 26]);
    expect(result.skipped.filter((row) => row.code !== 'row.corporate_action').every((row) => row.code === 'row.not_an_activity')).toBe(true);
  });

  it("DEGIRO's FX legs in Spanish, Portuguese (written in the wrong encoding) and English: each pair one conversion", () => {
    const result = read('e2g-degiro-fx-legs.csv', 'degiro-account');
    // Each pair's USD leg writes the rate: 0.85 ÷ 1.0767 = 0.789, 457.52 ÷ 1.1191 = 408.83, 12.75 ÷ 1.0379 = 12.284.
    expect(withoutIds(result)).toEqual([
      { type: 'conversion', soldAmount: 0.85, soldCurrency: 'USD', boughtAmount: 0.79, boughtCurrency: 'EUR', executedAt: '2024-06-19T04:53:00.000Z' },
      { type: 'conversion', soldAmount: 457.52, soldCurrency: 'USD', boughtAmount: 408.83, boughtCurrency: 'EUR', executedAt: '2024-09-19T18:20:00.000Z' },
      { type: 'conversion', soldAmount: 12.75, soldCurrency: 'USD', boughtAmount: 12.28, boughtCurrency: 'EUR', executedAt: '2025-01-01T05:46:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });

  it("Trade Republic with Dutch headers, dates with and without a time, both decimal marks; a value its column cannot decide read by its row", () => {
    const result = read('e2g-traderepublic-nl.csv', 'trade-republic');
    expect(withoutIds(result)).toEqual([
      { type: 'withdrawal', amount: 10.84, currency: 'EUR', executedAt: '2024-11-29T23:00:00.000Z' },
      { type: 'deposit', amount: 0.01, currency: 'EUR', executedAt: '2024-11-25T23:00:00.000Z' },
      { ticker: 'IE00BKX55T58', side: 'buy', quantity: 0.052361, price: 95.49091881, currency: 'EUR', executedAt: '2024-07-22T22:00:00.000Z' },
      { ticker: 'IE00BKX55T58', side: 'sell', quantity: 0.104341, price: 103.49718711, currency: 'EUR', executedAt: '2024-11-28T23:00:00.000Z' },
      { ticker: 'IE00BKX55T58', side: 'buy', quantity: 0.05198, price: 96.19084263, currency: 'EUR', executedAt: '2024-07-15T22:00:00.000Z' },
      { type: 'dividend', ticker: 'IE00BKX55T58', amount: 0.03, currency: 'EUR', executedAt: '2024-09-24T22:00:00.000Z' },
      { ticker: 'LU1829221024', side: 'buy', quantity: 0.2989, price: 83.64, currency: 'EUR', executedAt: '2025-01-16T15:13:36.000Z' },
      { ticker: 'US88160R1014', side: 'sell', quantity: 0.2625, price: 334.15, currency: 'EUR', fees: 1, executedAt: '2024-12-10T09:25:01.000Z' },
      { ticker: 'SI0031102120', side: 'buy', quantity: 5, price: 137.85, currency: 'EUR', fees: 1, executedAt: '2024-12-02T10:30:27.000Z' },
    ]);
    // 10,799 (a sale of 0,104341 units) beside -10,84 and -24.999996 in one column: its row's 0,104341 (a comma's six
    // decimals) decides 10.799, a price of 103.50 by the buys' 95.49 and 96.19, where 10,799 would be 103,497.
    expect(result.skipped).toEqual([]);
  });

  it("Trading 212 with rows of its newer layout (Notes and ID before the shares): a transfer out read by that layout where its figures agree", () => {
    const result = read('e2g-trading212.csv', 'trading212');
    // Line 12: 595 units × 3.41943 EUR ÷ 1.0 = 2,034.56, its total; Total is the market value then, not a cost, so no costBasis.
    expect(withoutIds(result).filter((activity) => 'type' in activity && activity.type === 'transfer_out')).toEqual([
      { type: 'transfer_out', ticker: 'XBTI', quantity: 595, currency: 'EUR', executedAt: '2025-02-28T08:25:01.076Z' },
    ]);
    expect(result.activities.find((activity) => 'type' in activity && activity.type === 'transfer_out')?.externalId).toBe('EOF28806643918');
    // A stock distribution stays named; the two legs of a split (29.80478 shares closed, 7.451195 opened, 9 ms apart:
    // 29.80478 ÷ 7.451195 = 4) are one split of 4 for 1, read at the second leg, the first leg named.
    expect(result.skipped.map(({ line, code }) => [line, code])).toEqual([[11, 'row.corporate_action'], [13, 'row.corporate_action']]);
    expect(withoutIds(result).filter((activity) => 'type' in activity && activity.type === 'split')).toEqual([
      { type: 'split', ticker: 'ISOU', ratio: { from: 4, to: 1 }, executedAt: '2025-03-24T07:24:24.104Z' },
    ]);
    // INRG's dividend is in GBX and its withholding (15.02) in USD: the tax is an activity of its own, in USD.
    expect(withoutIds(result).filter((activity) => 'ticker' in activity && activity.ticker === 'INRG')).toEqual([
      { type: 'dividend', ticker: 'INRG', amount: 17.67408141, currency: 'GBX', executedAt: '2024-01-12T14:14:14.000Z' },
      { type: 'tax', amount: 15.02, currency: 'USD', ticker: 'INRG', executedAt: '2024-01-12T14:14:14.000Z' },
    ]);
    expect(result.activities).toHaveLength(12);
    // Figures that disagree with the newer layout (a total of 2,000.00): the row is read by its header, and refused.
    const altered = parseBrokerFile(real('e2g-trading212.csv').replace(',2034.56,', ',2000.00,'));
    expect(altered.activities.some((activity) => 'type' in activity && activity.type === 'transfer_out')).toBe(false);
    expect(altered.skipped.map((row) => row.line)).toContain(12);
  });

  it("Saxo's newer layout (Event, Amount, Conversion Rate): amounts in the account's currency, read off its rows at rate 1; a trade's fee out of its booked amount", () => {
    const result = read('e2g-saxo-events.csv', 'saxo-events');
    // Lines 3–7 are booked at Conversion Rate 1 in USD: the account's currency. Dates are midnight in Copenhagen (CET, CEST in April).
    expect(withoutIds(result)).toEqual([
      // A EUR instrument's dividend, booked 1.83 in the account's USD (at 0.92139706).
      { type: 'dividend', ticker: 'VWRL:xams', amount: 1.83, currency: 'USD', executedAt: '2025-04-01T22:00:00.000Z' },
      // 3 × 139.74 = 419.22, the booked amount: no fee.
      { ticker: 'VWRA:xlon', side: 'sell', quantity: 3, price: 139.74, currency: 'USD', executedAt: '2025-01-01T23:00:00.000Z' },
      { type: 'fee', amount: 3.91, currency: 'USD', executedAt: '2025-01-01T23:00:00.000Z' },
      { type: 'fee', amount: 0.64, currency: 'USD', executedAt: '2025-01-01T23:00:00.000Z' },
      { type: 'deposit', amount: 500, currency: 'USD', executedAt: '2024-12-29T23:00:00.000Z' },
      // 3 × 134.85 = 404.55, booked −405.55: a fee of 1.00.
      { ticker: 'NVDA:xnas', side: 'buy', quantity: 3, price: 134.85, currency: 'USD', fees: 1, executedAt: '2024-12-29T23:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.warnings).toContain("amounts read in USD, the account's currency as line 3 shows; pass { currency } if that is not it");
    // The dividend's row alone (converted at 0.92) does not show the account's currency: asked for once.
    const dividendOnly = real('e2g-saxo-events.csv').split('\n').slice(0, 2).join('\n');
    expect(parseBrokerFile(dividendOnly).skipped).toEqual([
      {
        line: 0,
        code: 'file.currency_missing',
        reason: "currency: Saxo Bank's newer transactions export files do not name the account's currency and no row of its first ones shows it; pass { currency } (the account's, e.g. { currency: 'EUR' })",
      },
    ]);
    expect(withoutIds(parseBrokerFile(dividendOnly, { currency: 'USD' }))).toEqual([{ type: 'dividend', ticker: 'VWRL:xams', amount: 1.83, currency: 'USD', executedAt: '2025-04-01T22:00:00.000Z' }]);
  });

  it("Revolut's moves between its own companies and a split without its ratio are named for what they are", () => {
    const result = read('e2g-revolut.csv', 'revolut');
    expect(result.activities).toHaveLength(8);
    // $0 share moves and a -$0.01 cash move from Revolut Trading Ltd / Revolut Bank UAB to Revolut Securities Europe UAB;
    // STOCK SPLIT adds 0.16431924 TSLA with no TSLA held before it in the file: no ratio to derive.
    expect(result.skipped.map(({ line, code }) => [line, code])).toEqual([
      [8, 'row.not_an_activity'],
      [9, 'row.corporate_action'],
      [10, 'row.not_an_activity'],
      [11, 'row.not_an_activity'],
    ]);
  });

  it('an IBKR Flex trades query with the ISIN and no symbol: commissions kept, FX trades without their pair named', () => {
    const result = read('e2g-ibkr-flex-trades.csv', 'ibkr-flex-csv');
    expect(withoutIds(result)).toEqual([
      { ticker: 'CH0111762537', side: 'buy', quantity: 7, price: 282.7, currency: 'CHF', fees: 5, executedAt: '2023-05-22T04:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 95, price: 93.78, currency: 'USD', fees: 1, executedAt: '2023-05-22T04:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 105, price: 95.42, currency: 'USD', fees: 1, executedAt: '2023-06-09T04:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 11, price: 95.46, currency: 'USD', fees: 1, executedAt: '2023-06-09T04:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 1, price: 97.84, currency: 'USD', fees: 0.979, executedAt: '2023-08-03T04:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 2, price: 103.18, currency: 'USD', fees: 1, executedAt: '2023-12-28T05:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 97, price: 103.61, currency: 'USD', fees: 1, executedAt: '2024-01-26T05:00:00.000Z' },
      { ticker: 'US9220427424', side: 'buy', quantity: 12, price: 103.66, currency: 'USD', fees: 1, executedAt: '2024-01-29T05:00:00.000Z' },
    ]);
    expect(result.skipped.map((row) => `${row.line}: ${row.reason}`)).toEqual(
      // Each sells 8,000 to 10,020 units of a currency no column names for USD (TradeMoney): the pair is not in the row.
      [10, 11, 12].map((line) => `${line}: a trade without a symbol or ISIN: a currency conversion (an FX trade) whose pair the row does not name (its quantity is in a currency no column gives); add Symbol to the Flex query to read it as a conversion`),
    );
  });

  it('an IBKR Flex cash query: dividends and payments in lieu, tax withheld as taxes on the ISIN', () => {
    const result = read('e2g-ibkr-flex-cash.csv', 'ibkr-flex-cash-csv');
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { type: 'dividend', ticker: 'US9220427424', amount: 137.23, currency: 'USD', executedAt: '2023-06-23T04:00:00.000Z' },
      { type: 'tax', amount: 14.68, currency: 'CHF', ticker: 'CH0111762537', executedAt: '2023-09-13T04:00:00.000Z' },
      { type: 'tax', amount: 20.58, currency: 'USD', ticker: 'US9220427424', executedAt: '2023-06-23T04:00:00.000Z' },
      { type: 'tax', amount: 12.9, currency: 'USD', ticker: 'US9220427424', executedAt: '2023-09-21T04:00:00.000Z' },
      { type: 'tax', amount: 25.47, currency: 'USD', ticker: 'US9220427424', executedAt: '2023-12-21T05:00:00.000Z' },
      { type: 'dividend', ticker: 'CH0111762537', amount: 4.83, currency: 'CHF', executedAt: '2023-09-13T04:00:00.000Z' },
      { type: 'dividend', ticker: 'CH0111762537', amount: 41.93, currency: 'CHF', executedAt: '2023-09-13T04:00:00.000Z' },
      { type: 'dividend', ticker: 'US9220427424', amount: 85.97, currency: 'USD', executedAt: '2023-09-21T04:00:00.000Z' },
      { type: 'dividend', ticker: 'US9220427424', amount: 169.77, currency: 'USD', executedAt: '2023-12-21T05:00:00.000Z' },
      { type: 'dividend', ticker: 'JP3546800008', amount: 455, currency: 'JPY', executedAt: '2025-06-25T04:00:00.000Z' },
      { type: 'dividend', ticker: 'US11135F1012', amount: 0.59, currency: 'USD', executedAt: '2025-06-30T04:00:00.000Z' },
    ]);
  });

  it("XTB's cash operations with { currency }: trades priced amount over units, a close named apart from its opening's ID, signs against the kind named", () => {
    const text = real('e2g-xtb.csv');
    expect(detectFormat(text)).toMatchObject({ format: 'xtb' });
    const result = parseBrokerFile(text, { currency: 'EUR' });
    // Warsaw is UTC+2 in summer; 399.43 / 34 = 11.74794118.
    expect(result.activities).toEqual([
      { ticker: 'SPYL.DE', side: 'buy', quantity: 34, price: 11.74794118, currency: 'EUR', executedAt: '2024-04-12T11:01:45.000Z', externalId: '530692719' },
      { ticker: 'SPYL.DE', side: 'buy', quantity: 8, price: 11.7475, currency: 'EUR', executedAt: '2024-04-12T11:01:45.000Z', externalId: '530692718' },
      { ticker: 'SPYL.DE', side: 'buy', quantity: 0.5658, price: 11.75326971, currency: 'EUR', executedAt: '2024-04-12T11:01:44.000Z', externalId: '530692712' },
      { type: 'interest', amount: 0.1, currency: 'EUR', executedAt: '2024-04-05T11:42:58.000Z', externalId: '527253683' },
      { ticker: 'ZAL.DE', side: 'sell', quantity: 1, price: 26.28, currency: 'EUR', executedAt: '2024-04-02T09:42:37.000Z', externalId: '524303821-close' },
      { ticker: 'ZAL.DE', side: 'buy', quantity: 1, price: 26.4, currency: 'EUR', executedAt: '2024-04-02T08:21:47.000Z', externalId: '524223272' },
      { type: 'dividend', ticker: 'SPYL.DE', amount: 1.21, currency: 'EUR', executedAt: '2024-07-12T09:00:27.000Z', externalId: '579214169' },
      { ticker: 'GOOGL.US', side: 'buy', quantity: 1, price: 111.25, currency: 'EUR', executedAt: '2023-07-25T18:56:07.000Z', externalId: '419846716' },
      { ticker: 'GOOGL.US', side: 'sell', quantity: 1, price: 111.25, currency: 'EUR', executedAt: '2023-07-25T18:56:07.000Z', externalId: '419846716-close' },
      { type: 'withdrawal', amount: 856.47, currency: 'EUR', executedAt: '2024-09-18T08:03:27.000Z', externalId: '618605424' },
      { type: 'tax', amount: 0.33, currency: 'EUR', ticker: 'FB.US', executedAt: '2024-09-26T09:00:23.000Z', externalId: '623424924' },
      { type: 'dividend', ticker: 'FB.US', amount: 2.23, currency: 'EUR', executedAt: '2024-09-26T09:00:23.000Z', externalId: '623424923' },
      // "Free funds interests tax" is a tax, not interest.
      { type: 'tax', amount: 2, currency: 'EUR', executedAt: '2024-05-07T07:36:50.000Z', externalId: '543857396' },
    ]);
    expect(result.skipped.map((row) => [row.line, row.code])).toEqual([
      [14, 'type.unknown'],
      [15, 'row.not_an_activity'],
      [16, 'row.not_an_activity'],
      [18, 'row.corporate_action'],
      // A CFD index's negative "dividend" and a withholding tax given back: not turned into a dividend and a tax paid.
      [19, 'row.not_an_activity'],
      [20, 'row.not_an_activity'],
    ]);
  });
});
