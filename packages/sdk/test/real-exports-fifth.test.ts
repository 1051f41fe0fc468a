import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrokerFile, type ParseTradesCsvOptions } from '@clarity/sdk';
import { expectReadAs, named, withoutIds } from './helpers/import-results.js';

// The fifth first-contact set (issue 28): 38 files not kept before (test/fixtures/real/SOURCES.md), kept whole and
// byte for byte: 34 of GhostfolioSidekick's parser test files (Nexo, Coinbase, Bitvavo, DEGIRO, Trading 212, Trade
// Republic, Scalable Capital, Trine, NIBC) and four Export-To-Ghostfolio samples (eToro, Freetrade, Revolut's crypto
// statement, CoinTracking; eToro's and Freetrade's were read once in the first round, never kept). Every figure below was written by hand from the file's rows before any
// reader ran on them: the counts by kind by counting the rows per type, the values from the rows named in the comments,
// prices that the file does not state computed by hand from its own columns. Times converted from the format's zone
// (Europe/Amsterdam and Europe/Berlin: CET UTC+1, CEST +2); files that name no zone (eToro, Revolut's crypto
// statement, CoinTracking) read as UTC.

const real = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'real', `fifth-${name}`), 'utf8');
const notAnActivity = (...lines: number[]) => named('row.not_an_activity', ...lines);

const cases: [file: string, format: string | null, kinds: Record<string, number>, skipped: [number, string][], options?: ParseTradesCsvOptions][] = [
  // Nexo: coins swapped for coins (EURX is Nexo's euro token, not euros) are named; euros in and out are read, the
  // euro↔EURX leg beside them named.
  ['sidekick-nexo-exchange-eurx-usdc.csv', 'nexo', {}, notAnActivity(2)],
  ['sidekick-nexo-exchange-usdc-btc.csv', 'nexo', {}, notAnActivity(2)],
  ['sidekick-nexo-deposit.csv', 'nexo', { deposit: 1 }, notAnActivity(2)],
  ['sidekick-nexo-withdrawal.csv', 'nexo', { withdrawal: 1 }, notAnActivity(3)],
  // ETH sent to a wallet, its network fee in ETH: named.
  ['sidekick-nexo-crypto-withdrawal-fee.csv', 'nexo', {}, notAnActivity(2)],
  // Interest in BTC, BTC locked and unlocked: named.
  ['sidekick-nexo-dual-investment.csv', 'nexo', {}, notAnActivity(2, 3, 4)],
  ['sidekick-coinbase-buy-2023.csv', 'coinbase', { buy: 1 }, []],
  ['sidekick-coinbase-buy-with-id.csv', 'coinbase', { buy: 1 }, []],
  ['sidekick-coinbase-sell.csv', 'coinbase', { sell: 1 }, []],
  ['sidekick-coinbase-deposit.csv', 'coinbase', { deposit: 1 }, []],
  // A reward in USDC: units without a price in money, named.
  ['sidekick-coinbase-reward-2025.csv', 'coinbase', {}, notAnActivity(5)],
  ['sidekick-bitvavo-buy.csv', 'bitvavo', { buy: 1 }, []],
  ['sidekick-bitvavo-sell.csv', 'bitvavo', { sell: 1 }, []],
  ['sidekick-bitvavo-withdrawal.csv', 'bitvavo', { withdrawal: 1 }, []],
  ['sidekick-bitvavo-send.csv', 'bitvavo', {}, notAnActivity(2)],
  // Expected at first as buys and sales of the fund; the reader's choice kept since (development): DEGIRO's statement
  // leaves its cash balance as it was on these rows (the cash is swept into its money-market fund and stays cash to
  // the user), so they are named rather than holdings of the fund.
  ['sidekick-degiro-en-mmf-buy.csv', 'degiro-account', {}, notAnActivity(2)],
  ['sidekick-degiro-en-mmf-sell.csv', 'degiro-account', {}, notAnActivity(2)],
  // The order's fee row a fee activity beside the buy (the statement's documented reading), not in it: the same cash.
  ['sidekick-degiro-nl-buy-euro.csv', 'degiro-account', { fee: 1, buy: 1 }, []],
  ['sidekick-degiro-pt-buy-euro.csv', 'degiro-account', { fee: 1, buy: 1 }, []],
  // A GBX price, stamp duty and the conversion fee in euros: the fees a fee activity apart.
  ['sidekick-t212-buy-gbx-stamp-duty.csv', 'trading212', { buy: 1, fee: 1 }, []],
  ['sidekick-t212-limit-buy-usd.csv', 'trading212', { buy: 1, fee: 1 }, []],
  ['sidekick-t212-limit-sell.csv', 'trading212', { sell: 1, fee: 1 }, []],
  ['sidekick-t212-card-credit.csv', 'trading212', { deposit: 1 }, []],
  // "0.01 GBP -> 0.01 EUR": money changed between currencies.
  ['sidekick-t212-currency-conversion.csv', 'trading212', { conversion: 1 }, []],
  ['sidekick-t212-lending-interest.csv', 'trading212', { interest: 1 }, []],
  ['sidekick-t212-scrip-dividend.csv', 'trading212', {}, named('row.corporate_action', 2)],
  ['sidekick-tr-card-transaction.csv', 'trade-republic-csv', { withdrawal: 1 }, []],
  ['sidekick-tr-deposit-inbound.csv', 'trade-republic-csv', { deposit: 1 }, []],
  ['sidekick-tr-bonus.csv', 'trade-republic-csv', { deposit: 1 }, []],
  ['sidekick-tr-instant-outbound.csv', 'trade-republic-csv', { withdrawal: 1 }, []],
  ['sidekick-scalable-savings-plan.csv', 'scalable-capital', { buy: 1 }, []],
  ['sidekick-scalable-distribution.csv', 'scalable-capital', { dividend: 1 }, []],
  ['sidekick-trine-friend-voucher.csv', 'trine', { deposit: 1 }, []],
  ['sidekick-nibc-bonus-interest.csv', 'nibc', { interest: 1 }, []],
  // Line 6 a withdrawal fee of 0.00 (nothing charged); lines 23, 25, 28 CFD positions; line 27 an overnight refund on
  // a CFD. The CFD's overnight fees (lines 24, 26) are money charged: fees.
  ['e2g-etoro.csv', 'etoro', { interest: 1, dividend: 11, fee: 3, withdrawal: 1, sell: 3, buy: 3, tax: 1 }, [[6, 'amount.zero'], ...notAnActivity(23, 25, 27, 28)]],
  // Two statements (lines 8, 12): named. A free share (line 13) shares in; PROPERTY (line 14) a property income
  // distribution, a dividend.
  ['e2g-freetrade.csv', 'freetrade', { withdrawal: 1, deposit: 1, dividend: 4, interest: 1, buy: 3, fee: 1, transfer_in: 1 }, notAnActivity(8, 12)],
  // Coins sent and received (5, 6), staked (9), staking rewards (11–13): named.
  ['e2g-revolut-crypto.csv', 'revolut-crypto', { buy: 6, sell: 1 }, notAnActivity(5, 6, 9, 11, 12, 13)],
  // A staking reward (2), coins deposited (6) and withdrawn (7): named. The staking reward's 2.00 EUR fee is money paid:
  // a fee activity beside the name (eighth set's work: it was only named).
  ['e2g-cointracking.csv', 'cointracking', { buy: 2, sell: 1, fee: 1 }, notAnActivity(2, 6, 7)],
];

describe('real exports, fifth set (first contact: 22 of 38 as expected, none wrong or lost silently; after the fixes 38 of 38)', () => {
  it.each(cases)('%s is %s: its rows by kind, every other row named on its line', (file, format, kinds, skipped, options) => {
    expectReadAs(real(file), format, kinds, skipped, options);
  });

  it('Nexo: the euros deposited and withdrawn, in UTC as its header says', () => {
    expect(withoutIds(parseBrokerFile(real('sidekick-nexo-deposit.csv')))).toEqual([{ type: 'deposit', amount: 150, currency: 'EUR', executedAt: '2023-08-25T14:44:44.000Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-nexo-withdrawal.csv')))).toEqual([{ type: 'withdrawal', amount: 149.41, currency: 'EUR', executedAt: '2024-02-28T18:34:17.000Z' }]);
    // The ETH sent names its units and the network fee.
    const reason = parseBrokerFile(real('sidekick-nexo-crypto-withdrawal-fee.csv')).skipped[0]?.reason ?? '';
    expect(reason).toContain('0.03876226 ETH');
    expect(reason).toContain('0.00003792');
  });

  it('Coinbase: the 2023 layout (a preamble, "Spot Price") and the 2025 one (an ID column) read alike; a stablecoin sold', () => {
    // 3.86 ÷ 0.00213232 = 1810.2349 EUR a unit (the spread in), the 0.99 fee apart: 4.85 paid.
    const buy = { ticker: 'ETH', side: 'buy', quantity: 0.00213232, price: expect.closeTo(1810.2349, 3), currency: 'EUR', fees: 0.99, executedAt: '2023-04-20T04:05:40.000Z' };
    expect(withoutIds(parseBrokerFile(real('sidekick-coinbase-buy-2023.csv')))).toEqual([buy]);
    const withId = parseBrokerFile(real('sidekick-coinbase-buy-with-id.csv')).activities;
    expect(withId).toEqual([{ ...buy, externalId: '6637ac0d7724c7009596c364' }]);
    // 10.00 ÷ 11.275271 = 0.886897 EUR a unit.
    expect(withoutIds(parseBrokerFile(real('sidekick-coinbase-sell.csv')))).toEqual([
      expect.objectContaining({ ticker: 'USDC', side: 'sell', quantity: 11.275271, price: expect.closeTo(0.886897, 5), currency: 'EUR', executedAt: '2023-07-14T10:40:14.000Z' }),
    ]);
    expect(withoutIds(parseBrokerFile(real('sidekick-coinbase-deposit.csv')))).toEqual([{ type: 'deposit', amount: 10, currency: 'EUR', executedAt: '2023-12-29T20:30:38.000Z' }]);
  });

  it("Bitvavo (GhostfolioSidekick's files): a buy and a sale with their euro fees; a withdrawal of euros", () => {
    // 34.75825253 × 0.71746 = 24.94 + 0.06 fee = 25.00; 14:39:02.473 in Amsterdam (CET) is 13:39:02.473 UTC. The fees
    // are kept to 8 decimals (0.06234414 for 0.0623441398262): compared to that.
    expect(withoutIds(parseBrokerFile(real('sidekick-bitvavo-buy.csv')))).toEqual([
      { ticker: 'STORJ', side: 'buy', quantity: 34.75825253, price: 0.71746, currency: 'EUR', fees: expect.closeTo(0.0623441398262, 8), executedAt: '2023-12-13T13:39:02.473Z' },
    ]);
    // 45.802549 × 0.56714 = 25.98 − 0.05 fee = 25.93 received.
    expect(withoutIds(parseBrokerFile(real('sidekick-bitvavo-sell.csv')))).toEqual([
      { ticker: 'ADA', side: 'sell', quantity: 45.802549, price: 0.56714, currency: 'EUR', fees: expect.closeTo(0.04645763986, 8), executedAt: '2023-12-13T13:45:51.803Z' },
    ]);
    // 21:23:37 in October (CEST) is 19:23:37 UTC.
    expect(withoutIds(parseBrokerFile(real('sidekick-bitvavo-withdrawal.csv')))).toEqual([{ type: 'withdrawal', amount: 101.88, currency: 'EUR', executedAt: '2023-10-24T19:23:37.000Z' }]);
  });

  it("DEGIRO: a money-market fund's conversions named with their units; a buy in Dutch and Portuguese with its fee beside it", () => {
    expect(parseBrokerFile(real('sidekick-degiro-en-mmf-buy.csv')).skipped[0]?.reason).toContain('Buy 0.5 at 1 GBP');
    expect(parseBrokerFile(real('sidekick-degiro-en-mmf-sell.csv')).skipped[0]?.reason).toContain('Sell 0.02 at 1 GBP');
    const bought = [
      { type: 'fee', amount: 1, currency: 'EUR', ticker: 'IE00B3XXRP09', executedAt: '2023-07-06T07:39:00.000Z' },
      { ticker: 'IE00B3XXRP09', side: 'buy', quantity: 1, price: 77.3, currency: 'EUR', executedAt: '2023-07-06T07:39:00.000Z' },
    ];
    expect(withoutIds(parseBrokerFile(real('sidekick-degiro-nl-buy-euro.csv')))).toEqual(bought);
    expect(withoutIds(parseBrokerFile(real('sidekick-degiro-pt-buy-euro.csv')))).toEqual(bought);
  });

  it('Trading 212: trades abroad with their euro fees apart; a conversion; lending interest; a card refund', () => {
    // 0.18625698 × 4947 GBX ÷ 86.30197 = 10.68 EUR, + 0.05 stamp duty + 0.02 conversion fee = 10.75.
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-buy-gbx-stamp-duty.csv')))).toEqual([
      { ticker: 'RIO', side: 'buy', quantity: 0.18625698, price: 4947, currency: 'GBX', executedAt: '2023-08-09T15:25:08.000Z' },
      { type: 'fee', amount: 0.07, currency: 'EUR', ticker: 'RIO', executedAt: '2023-08-09T15:25:08.000Z' },
    ]);
    // 0.2534760 × 50.38 USD ÷ 1.05528 = 12.10 EUR − 0.02 fee = 12.08.
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-limit-sell.csv')))).toEqual([
      { ticker: 'O', side: 'sell', quantity: 0.253476, price: 50.38, currency: 'USD', executedAt: '2023-10-09T14:26:43.000Z' },
      { type: 'fee', amount: 0.02, currency: 'EUR', ticker: 'O', executedAt: '2023-10-09T14:26:43.000Z' },
    ]);
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-limit-buy-usd.csv')))).toContainEqual(
      { ticker: 'NVDA', side: 'buy', quantity: 0.0267001, price: 453.33, currency: 'USD', executedAt: '2023-08-07T19:56:02.000Z' },
    );
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-currency-conversion.csv')))).toEqual([
      { type: 'conversion', soldAmount: 0.01, soldCurrency: 'GBP', boughtAmount: 0.01, boughtCurrency: 'EUR', executedAt: '2023-09-25T17:31:38.897Z' },
    ]);
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-lending-interest.csv')))).toEqual([{ type: 'interest', amount: 0.01, currency: 'EUR', executedAt: '2023-08-11T21:08:18.000Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-t212-card-credit.csv')))).toEqual([{ type: 'deposit', amount: 4.3, currency: 'EUR', executedAt: '2024-10-27T14:20:26.000Z' }]);
  });

  it('Trade Republic: a card payment, money in and out, a bonus in cash', () => {
    expect(withoutIds(parseBrokerFile(real('sidekick-tr-card-transaction.csv')))).toEqual([{ type: 'withdrawal', amount: 27.27, currency: 'EUR', executedAt: '2024-04-21T07:21:17.574Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-tr-deposit-inbound.csv')))).toEqual([{ type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2023-10-16T11:24:57.175Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-tr-bonus.csv')))).toEqual([{ type: 'deposit', amount: 0.5, currency: 'EUR', executedAt: '2025-10-02T10:13:50.633Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-tr-instant-outbound.csv')))).toEqual([{ type: 'withdrawal', amount: 10000, currency: 'EUR', executedAt: '2025-12-02T06:05:56.100Z' }]);
  });

  it('Scalable Capital, Trine, NIBC: a savings-plan buy, a distribution, a friend voucher, a bonus interest', () => {
    // 4,981 × 100,38 = 499,99278, the amount written; 11:29:06 in Berlin (CEST) is 09:29:06 UTC.
    expect(withoutIds(parseBrokerFile(real('sidekick-scalable-savings-plan.csv')))).toEqual([
      expect.objectContaining({ ticker: 'IE00BJ0KDQ92', side: 'buy', quantity: 4.981, price: 100.38, currency: 'EUR', executedAt: '2023-06-11T09:29:06.000Z' }),
    ]);
    expect(withoutIds(parseBrokerFile(real('sidekick-scalable-distribution.csv')))).toEqual([
      expect.objectContaining({ type: 'dividend', ticker: 'US5949181045', amount: 1.08, currency: 'EUR', executedAt: '2022-11-12T10:40:50.000Z' }),
    ]);
    expect(withoutIds(parseBrokerFile(real('sidekick-trine-friend-voucher.csv')))).toEqual([{ type: 'deposit', amount: 25, currency: 'EUR', executedAt: '2023-08-21T22:00:00.000Z' }]);
    expect(withoutIds(parseBrokerFile(real('sidekick-nibc-bonus-interest.csv')))).toEqual([{ type: 'interest', amount: 1.1, currency: 'EUR', executedAt: '2021-06-29T22:00:00.000Z' }]);
  });

  it('eToro: dividends, the withdrawal with its conversion fee, positions opened and closed at amount ÷ units, the SDRT a tax', () => {
    const activities = withoutIds(parseBrokerFile(real('e2g-etoro.csv')));
    expect(activities).toContainEqual({ type: 'interest', amount: 0.08, currency: 'USD', executedAt: '2024-01-01T05:50:54.000Z' });
    expect(activities).toContainEqual({ type: 'dividend', ticker: 'LRCX', amount: 0.51, currency: 'USD', executedAt: '2024-01-03T00:04:03.000Z' });
    expect(activities).toContainEqual({ type: 'fee', amount: 1.36, currency: 'USD', executedAt: '2024-01-03T13:09:09.000Z' });
    expect(activities).toContainEqual({ type: 'withdrawal', amount: 100.11, currency: 'USD', executedAt: '2024-01-03T13:09:09.000Z' });
    // Line 13: 49.88 for 0.337209 AMD, 147.92 a unit.
    expect(activities).toContainEqual({ ticker: 'AMD', side: 'buy', quantity: 0.337209, price: expect.closeTo(147.92013, 4), currency: 'USD', executedAt: '2024-01-09T15:37:16.000Z' });
    // Line 11: 18.43 back for 0.102626 OLED, 179.58 a unit.
    expect(activities).toContainEqual({ ticker: 'OLED', side: 'sell', quantity: 0.102626, price: expect.closeTo(179.58412, 4), currency: 'USD', executedAt: '2024-01-09T15:30:40.000Z' });
    expect(activities).toContainEqual({ type: 'tax', amount: 6.97, currency: 'USD', ticker: 'HNKE', executedAt: '2025-07-10T15:15:01.000Z' });
    // Line 24: "(0,10)" an overnight fee on the CFD.
    expect(activities).toContainEqual({ type: 'fee', amount: 0.1, currency: 'USD', executedAt: '2020-04-15T00:46:41.000Z' });
  });

  it('Freetrade (its newer sample): a dividend gross in dollars with the tax withheld; a dollar buy with its FX fee in pounds; stamp duty', () => {
    const activities = withoutIds(parseBrokerFile(real('e2g-freetrade.csv')));
    // Line 10: 10.04 USD gross, 1.51 withheld (8.53 net, 6.78 GBP credited).
    expect(activities).toContainEqual({ type: 'dividend', ticker: 'AAPL', amount: 10.04, withholdingTax: 1.51, currency: 'USD', executedAt: '2024-02-15T17:39:00.000Z' });
    expect(activities).toContainEqual({ ticker: 'NVDA', side: 'buy', quantity: 4.1056135, price: 617.439318, currency: 'USD', executedAt: '2024-01-24T15:16:15.350Z' });
    expect(activities).toContainEqual({ type: 'fee', amount: 7.76, currency: 'GBP', ticker: 'NVDA', executedAt: '2024-01-24T15:16:15.350Z' });
    // Line 9: 421 × 11.97869359 = 5043.03, + 25.22 stamp duty = 5068.25.
    expect(activities).toContainEqual({ ticker: 'ATST', side: 'buy', quantity: 421, price: 11.97869359, currency: 'GBP', fees: 25.22, executedAt: '2024-02-23T15:34:06.099Z' });
    expect(activities).toContainEqual({ type: 'withdrawal', amount: 2412.19, currency: 'GBP', executedAt: '2024-04-18T18:09:12.259Z' });
    expect(activities).toContainEqual({ type: 'transfer_in', ticker: 'VWRL', quantity: 1, costBasis: 4.9477, currency: 'GBP', executedAt: '2024-01-21T15:14:54.175Z' });
  });

  it("Revolut's crypto statement: buys in kronor, euros and dollars with their fees; the sale", () => {
    const activities = withoutIds(parseBrokerFile(real('e2g-revolut-crypto.csv')));
    expect(activities).toContainEqual(expect.objectContaining({ ticker: 'BTC', side: 'buy', quantity: 0.00056077, price: 89162.28, currency: 'SEK', executedAt: '2020-05-05T22:10:57.000Z' }));
    expect(activities).toContainEqual(expect.objectContaining({ ticker: 'BTC', side: 'sell', quantity: 0.00001082, price: 86557.95, currency: 'SEK', executedAt: '2020-06-02T21:10:31.000Z' }));
    // Line 8: 0.00027963 × 35,761.54 = 10.00 EUR, the 0.24 fee on top.
    expect(activities).toContainEqual({ ticker: 'BTC', side: 'buy', quantity: 0.00027963, price: 35761.54, currency: 'EUR', fees: 0.24, executedAt: '2022-03-08T14:08:54.000Z' });
    expect(activities).toContainEqual({ ticker: 'BTC', side: 'buy', quantity: 0.00009518, price: 105058.55, currency: 'USD', fees: 0.24, executedAt: '2025-05-09T10:03:50.000Z' });
  });

  it('CoinTracking: a trade of euros for bitcoin at the euros ÷ the coins, its fee; the other way a sale', () => {
    const activities = withoutIds(parseBrokerFile(real('e2g-cointracking.csv')));
    // Line 3: 500 EUR for 0.0055 BTC, 90,909.09 a coin, 19 EUR fee.
    expect(activities).toContainEqual({ ticker: 'BTC', side: 'buy', quantity: 0.0055, price: expect.closeTo(90909.0909, 3), currency: 'EUR', fees: 19, executedAt: '2025-01-01T10:12:27.000Z' });
    // Line 2: the staking reward's fee, 2.00 EUR, recorded; the coins named.
    expect(activities).toContainEqual({ type: 'fee', amount: 2, currency: 'EUR', executedAt: '2025-01-18T15:18:55.000Z' });
    // Line 5: 0.0022 BTC for 200 EUR.
    expect(activities).toContainEqual({ ticker: 'BTC', side: 'sell', quantity: 0.0022, price: expect.closeTo(90909.0909, 3), currency: 'EUR', fees: 2, executedAt: '2025-01-11T10:12:27.000Z' });
  });
});
