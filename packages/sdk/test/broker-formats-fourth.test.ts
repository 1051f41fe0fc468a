import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult } from '@clarity/sdk';

// The formats added for the fourth first-contact set (docs/importing.md), one fixture each (test/fixtures/brokers),
// written from the broker's layout as its real export shows it (test/fixtures/real/fourth-*). Every expected figure is
// read off the fixture by hand: times converted from the format's zone (CET is UTC+1, CEST +2).

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'brokers', name), 'utf8');
const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);
const skippedOf = (result: ImportResult) => result.skipped.map(({ line, code }) => [line, code]);

describe('detectFormat names the fourth set formats', () => {
  it.each([
    ['scalable-capital.csv', 'scalable-capital'],
    ['finpension.csv', 'finpension'],
    ['fineco.csv', 'fineco'],
    ['centraal-beheer.csv', 'centraal-beheer'],
    ['flatex.csv', 'flatex'],
    ['bitvavo.csv', 'bitvavo'],
    ['nibc.csv', 'nibc'],
    ['bunq.csv', 'bunq'],
    ['relai.csv', 'relai'],
    ['coinbase.csv', 'coinbase'],
    ['trine.csv', 'trine'],
    ['baader-cash.csv', 'baader-cash'],
    ['baader-securities.csv', 'baader-securities'],
    ['ubs.csv', 'ubs'],
    ['crypto-com.csv', 'crypto-com'],
    ['delta.csv', 'delta'],
  ])('%s is %s', (file, format) => {
    expect(detectFormat(fixture(file))).toMatchObject({ format });
    expect(parseBrokerFile(fixture(file)).format).toBe(format);
  });
});

describe('Scalable Capital', () => {
  it("trades at their units and price with the fee and a sale's tax apart; a distribution credited net, its tax added back; a cancelled order named", () => {
    const result = parseBrokerFile(fixture('scalable-capital.csv'));
    expect(withoutIds(result)).toEqual([
      // 09:15:30 in Berlin (CET) is 08:15:30 UTC.
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 10, price: 95.5, currency: 'EUR', fees: 0.99, executedAt: '2026-03-02T08:15:30.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 4, price: 101.25, currency: 'EUR', fees: 0.99, executedAt: '2026-03-16T13:02:11.000Z' },
      { type: 'tax', amount: 1.32, currency: 'EUR', ticker: 'IE00B4L5Y983', executedAt: '2026-03-16T13:02:11.000Z' },
      // 12,00 credited with 2,00 withheld: 14,00 gross. 02:00 in Berlin (CEST) is midnight UTC.
      { type: 'dividend', ticker: 'IE00B3RBWM25', amount: 14, withholdingTax: 2, currency: 'EUR', executedAt: '2026-04-20T00:00:00.000Z' },
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-05-04T00:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[4, 'row.not_an_activity']]);
  });
});

describe('finpension', () => {
  it('a rebalancing sale by its negative units, priced in francs; the flat-rate fee', () => {
    const result = parseBrokerFile(fixture('finpension.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'CHF', executedAt: '2026-02-09T23:00:00.000Z' },
      { ticker: 'CH0000000001', side: 'buy', quantity: 0.5, price: 1200, currency: 'CHF', executedAt: '2026-02-11T23:00:00.000Z' },
      { ticker: 'CH0000000001', side: 'sell', quantity: 0.1, price: 1250, currency: 'CHF', executedAt: '2026-03-11T23:00:00.000Z' },
      { type: 'fee', amount: 0.42, currency: 'CHF', executedAt: '2026-04-06T22:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('Fineco', () => {
  it('below its banner: a US trade in dollars with its commission in euros apart, a bond priced in percent, a capital increase named', () => {
    const result = parseBrokerFile(fixture('fineco.csv'));
    expect(withoutIds(result)).toEqual([
      // 2 × 400 USD at 1.10 is the 727.27 EUR written; the 12.95 commission is in euros.
      { ticker: 'US5949181045', side: 'buy', quantity: 2, price: 400, currency: 'USD', executedAt: '2026-01-11T23:00:00.000Z' },
      { type: 'fee', amount: 12.95, currency: 'EUR', ticker: 'US5949181045', executedAt: '2026-01-11T23:00:00.000Z' },
      // 1000 nominal at 98.00 % is the 980.00 written: 0.98 a unit.
      { ticker: 'IT0000000002', side: 'buy', quantity: 1000, price: 0.98, currency: 'EUR', fees: 5, executedAt: '2026-01-19T23:00:00.000Z' },
      { type: 'dividend', ticker: 'US5949181045', amount: 1.2, currency: 'EUR', executedAt: '2026-03-15T23:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[10, 'row.corporate_action']]);
  });
});

describe('Centraal Beheer', () => {
  it("a fund's name as its instrument; a purchase with its costs; a dividend gross with its tax; transfers in and out by Af Bij", () => {
    const result = parseBrokerFile(fixture('centraal-beheer.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 200, currency: 'EUR', executedAt: '2026-02-01T23:00:00.000Z' },
      // 4 × 49,50 = 198,00 net of the 2,00 costs.
      { ticker: 'Mixfonds-Defensief', side: 'buy', quantity: 4, price: 49.5, currency: 'EUR', fees: 2, executedAt: '2026-02-02T23:00:00.000Z' },
      { type: 'dividend', ticker: 'Mixfonds-Defensief', amount: 2, withholdingTax: 0.3, currency: 'EUR', executedAt: '2026-06-13T22:00:00.000Z' },
      { type: 'withdrawal', amount: 50, currency: 'EUR', executedAt: '2026-06-30T22:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('flatex', () => {
  it('a reversed buy taken back as the opposite trade at its price; a sale; a booking it does not know named', () => {
    const result = parseBrokerFile(fixture('flatex.csv'));
    expect(withoutIds(result)).toEqual([
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 2.5, price: 100, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 2.5, price: 100, currency: 'EUR', executedAt: '2026-01-08T23:00:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 1, price: 104, currency: 'EUR', executedAt: '2026-02-11T23:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[5, 'row.not_an_activity']]);
  });
});

describe('Bitvavo', () => {
  it('trades of coins with their euro fees; euros in; coins sent to a wallet named with their network fee; a pending order named', () => {
    const result = parseBrokerFile(fixture('bitvavo.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 100, currency: 'EUR', executedAt: '2026-01-05T08:00:00.000Z' },
      // 0.001 × 40,000 = 40.00 with the 0.10 fee: the 40.10 paid.
      { ticker: 'BTC', side: 'buy', quantity: 0.001, price: 40000, currency: 'EUR', fees: 0.1, executedAt: '2026-01-05T08:05:10.250Z' },
      { ticker: 'BTC', side: 'sell', quantity: 0.0005, price: 50000, currency: 'EUR', fees: 0.1, executedAt: '2026-02-10T15:30:00.000Z' },
    ]);
    expect(result.skipped.map(({ line, reason }) => [line, reason])).toEqual([
      [5, 'withdrawal 0.0002 BTC: coins sent to a wallet, units without a price in the file (fee 0.00001 BTC); record it by hand'],
      [6, 'buy Pending: not completed, nothing moved'],
    ]);
  });
});

describe('NIBC and bunq (savings and bank accounts)', () => {
  it('NIBC below its account line: money in, interest, money out by their Dutch descriptions', () => {
    expect(withoutIds(parseBrokerFile(fixture('nibc.csv')))).toEqual([
      { type: 'deposit', amount: 1500, currency: 'EUR', executedAt: '2026-01-01T23:00:00.000Z' },
      { type: 'interest', amount: 3.75, currency: 'EUR', executedAt: '2026-03-30T22:00:00.000Z' },
      { type: 'withdrawal', amount: 250, currency: 'EUR', executedAt: '2026-04-14T22:00:00.000Z' },
    ]);
  });

  it("bunq: the account's currency asked for once; with it, money in and out by the sign, the Payday as interest", () => {
    expect(skippedOf(parseBrokerFile(fixture('bunq.csv')))).toEqual([[0, 'file.currency_missing']]);
    expect(withoutIds(parseBrokerFile(fixture('bunq.csv'), { currency: 'EUR' }))).toEqual([
      { type: 'deposit', amount: 250, currency: 'EUR', executedAt: '2026-02-01T23:00:00.000Z' },
      { type: 'interest', amount: 0.42, currency: 'EUR', executedAt: '2026-02-08T23:00:00.000Z' },
      { type: 'withdrawal', amount: 1000, currency: 'EUR', executedAt: '2026-02-09T23:00:00.000Z' },
    ]);
  });
});

describe('Relai and Coinbase (crypto)', () => {
  it('Relai: bitcoin at its price in francs, the fee apart; a zero fee is none', () => {
    expect(withoutIds(parseBrokerFile(fixture('relai.csv')))).toEqual([
      { ticker: 'BTC', side: 'buy', quantity: 0.001, price: 90000, currency: 'CHF', fees: 1.8, executedAt: '2026-01-15T08:30:00.000Z' },
      { ticker: 'BTC', side: 'sell', quantity: 0.0005, price: 100000, currency: 'CHF', executedAt: '2026-03-01T17:05:12.000Z' },
    ]);
  });

  it('Coinbase: trades at their subtotal over their units, the fee apart; staking income named', () => {
    const result = parseBrokerFile(fixture('coinbase.csv'));
    expect(withoutIds(result)).toEqual([
      // €80.40 for 0.002: 40,200 a unit (40,000 and the spread); 80.40 + 1.99 = 82.39 paid.
      { ticker: 'BTC', side: 'buy', quantity: 0.002, price: 40200, currency: 'EUR', fees: 1.99, executedAt: '2026-01-10T09:00:00.000Z' },
      { ticker: 'BTC', side: 'sell', quantity: 0.001, price: 49800, currency: 'EUR', fees: 1.49, executedAt: '2026-02-10T10:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[4, 'row.not_an_activity']]);
  });
});

describe('Trine (crowdlending)', () => {
  it('an investment as units of one euro of the loan; a repayment named; money in and out', () => {
    const result = parseBrokerFile(fixture('trine.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 100, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z' },
      { ticker: 'Solar-Project-1', side: 'buy', quantity: 50, price: 1, currency: 'EUR', executedAt: '2026-01-05T23:00:00.000Z' },
      { type: 'withdrawal', amount: 20, currency: 'EUR', executedAt: '2026-05-01T22:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[4, 'row.not_an_activity']]);
  });
});

describe("Baader Bank's statements (Scalable Capital)", () => {
  it('cash account: the order fee, a dividend with its ISIN from the text; the balance named', () => {
    const result = parseBrokerFile(fixture('baader-cash.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'fee', amount: 0.99, currency: 'EUR', executedAt: '2026-03-01T23:00:00.000Z' },
      { type: 'dividend', ticker: 'US0378331005', amount: 1.85, currency: 'EUR', executedAt: '2026-03-15T23:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[2, 'row.summary']]);
  });

  it('securities account: dates YYYYMMDD with the time as HHMMSS and hundredths; a sale with its tax', () => {
    expect(withoutIds(parseBrokerFile(fixture('baader-securities.csv')))).toEqual([
      // 09:15:30 in Berlin (CET) is 08:15:30 UTC.
      { ticker: 'US0378331005', side: 'buy', quantity: 2, price: 180.5, currency: 'EUR', executedAt: '2026-03-02T08:15:30.000Z' },
      { ticker: 'US0378331005', side: 'sell', quantity: 1, price: 200, currency: 'EUR', executedAt: '2026-07-10T13:00:00.000Z' },
      { type: 'tax', amount: 4.22, currency: 'EUR', ticker: 'US0378331005', executedAt: '2026-07-10T13:00:00.000Z' },
    ]);
  });
});

describe('UBS', () => {
  it("a deposit, a purchase at a price with its Swiss apostrophe, its reversal as the opposite trade; the title line named", () => {
    const result = parseBrokerFile(fixture('ubs.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 2000, currency: 'CHF', executedAt: '2026-02-11T23:00:00.000Z' },
      { ticker: 'CH0000000003', side: 'buy', quantity: 4, price: 1250.5, currency: 'CHF', executedAt: '2026-02-12T23:00:00.000Z' },
      { ticker: 'CH0000000003', side: 'sell', quantity: 4, price: 1250.5, currency: 'CHF', executedAt: '2026-02-12T23:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[5, 'row.summary']]);
  });
});

describe('Crypto.com app and Delta', () => {
  it('Crypto.com: a coin bought and sold for euros at the native amount over the units; interest in coins named', () => {
    const result = parseBrokerFile(fixture('crypto-com.csv'));
    expect(withoutIds(result)).toEqual([
      // 80.00 EUR for 0.002 BTC: 40,000 a unit; 45.00 EUR for 0.001: 45,000.
      { ticker: 'BTC', side: 'buy', quantity: 0.002, price: 40000, currency: 'EUR', executedAt: '2026-01-20T10:00:00.000Z' },
      { ticker: 'BTC', side: 'sell', quantity: 0.001, price: 45000, currency: 'EUR', executedAt: '2026-02-20T11:30:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[4, 'row.not_an_activity']]);
  });

  it('Delta: a stock at its total over its units with its fee; a dividend; a trade quoted in another coin named', () => {
    const result = parseBrokerFile(fixture('delta.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-02-02T09:00:00.000Z' },
      // 2800 EUR for 4 ASML: 700 a unit, the 2 EUR fee apart; 15:30 at +01:00 is 14:30 UTC.
      { ticker: 'ASML', side: 'buy', quantity: 4, price: 700, currency: 'EUR', fees: 2, executedAt: '2026-02-03T14:30:00.000Z' },
      { type: 'dividend', ticker: 'ASML', amount: 6.1, currency: 'EUR', executedAt: '2026-04-28T07:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[5, 'row.not_an_activity']]);
  });
});

describe('month names in the languages brokers export in', () => {
  it('Dutch, German, French, Spanish and Italian abbreviations read as their months; French juin/juillet not guessed', () => {
    const csv = 'date,type,amount,currency\n02-mrt-2025,deposit,1,EUR\n3 Dez 2025,deposit,2,EUR\n15-févr-2025,deposit,3,EUR\n7 ene 2025,deposit,4,EUR\n9-giu-2025,deposit,5,EUR\n1 juin 2025,deposit,6,EUR\n';
    const result = parseBrokerFile(csv);
    expect(result.activities.map((activity) => activity.executedAt)).toEqual([
      '2025-03-02T00:00:00.000Z',
      '2025-12-03T00:00:00.000Z',
      '2025-02-15T00:00:00.000Z',
      '2025-01-07T00:00:00.000Z',
      '2025-06-09T00:00:00.000Z',
    ]);
    expect(skippedOf(result)).toEqual([[7, 'date.invalid']]);
  });
});
