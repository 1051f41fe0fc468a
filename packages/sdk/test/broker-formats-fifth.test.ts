import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, parseTradesCsv } from '@clarity/sdk';
import { skippedOf, withoutIds } from './helpers/import-results.js';

// The formats added for the fifth first-contact set (docs/importing.md), one fixture each (test/fixtures/brokers),
// written from the layout as the real exports show it (test/fixtures/real/fifth-*). Every expected figure is read off
// the fixture by hand; Nexo writes UTC, the other two no zone (read in UTC, said so).

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'brokers', name), 'utf8');

describe('detectFormat names the fifth set formats', () => {
  it.each([
    ['nexo.csv', 'nexo'],
    ['nexo-fees.csv', 'nexo'],
    ['revolut-crypto.csv', 'revolut-crypto'],
    ['cointracking.csv', 'cointracking'],
  ])('%s is %s', (file, format) => {
    expect(detectFormat(fixture(file))).toMatchObject({ format });
    expect(parseBrokerFile(fixture(file)).format).toBe(format);
  });
});

describe('Nexo', () => {
  it('euros in and out read; the euros changed into EURX, a swap, interest in coins and a pending bonus named', () => {
    const result = parseBrokerFile(fixture('nexo.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2024-03-01T09:00:00.000Z' },
      { type: 'withdrawal', amount: 200, currency: 'EUR', executedAt: '2024-03-05T15:30:00.000Z' },
    ]);
    expect(result.activities[0]?.externalId).toBe('NXTa1b2Deposit01');
    expect(skippedOf(result)).toEqual([3, 4, 5, 6].map((line) => [line, 'row.not_an_activity']));
    expect(result.skipped[1]?.reason).toContain('100.00000000 EURX → 0.00170000 BTC');
    expect(result.skipped[3]?.reason).toContain('not approved');
  });
});

describe('Nexo, its newer layout with fees', () => {
  it('money withdrawn is what arrived, its fee a fee activity beside it (301.50 out: 300.00 and 1.50); no fee ("-") is none; coins sent named with their fee', () => {
    const result = parseBrokerFile(fixture('nexo-fees.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'withdrawal', amount: 300, currency: 'EUR', executedAt: '2025-06-02T08:15:00.000Z' },
      { type: 'fee', amount: 1.5, currency: 'EUR', executedAt: '2025-06-02T08:15:00.000Z' },
      { type: 'deposit', amount: 250, currency: 'EUR', executedAt: '2025-06-01T07:00:00.000Z' },
    ]);
    expect(result.skipped.map(({ line, reason }) => [line, reason])).toEqual([
      [4, "Withdrawal 0.50000000 ETH → 0.49900000 ETH: ETH withdrawal, coins or Nexo's tokens without a price in money (fee 0.00100000 ETH); record it by hand"],
    ]);
  });
});

describe("a cash row's fee column (any format, the generic reader too)", () => {
  it('a withdrawal or a deposit with a fee beside it gives the fee as an activity of its own, never drops it', () => {
    const result = parseTradesCsv(['Date,Type,Amount,Fees,Currency', '2026-01-05,Withdrawal,-100.00,2.50,EUR', '2026-01-06,Deposit,500.00,1.00,EUR', '2026-01-07,Deposit,50.00,0,EUR'].join('\n'));
    expect(withoutIds(result)).toEqual([
      { type: 'withdrawal', amount: 100, currency: 'EUR', executedAt: '2026-01-05T00:00:00.000Z' },
      { type: 'fee', amount: 2.5, currency: 'EUR', executedAt: '2026-01-05T00:00:00.000Z' },
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2026-01-06T00:00:00.000Z' },
      { type: 'fee', amount: 1, currency: 'EUR', executedAt: '2026-01-06T00:00:00.000Z' },
      { type: 'deposit', amount: 50, currency: 'EUR', executedAt: '2026-01-07T00:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe("Revolut's crypto statement", () => {
  it('trades priced in the currency their cells carry (a code after, a symbol before), the fee apart; transfers and rewards named', () => {
    const result = parseBrokerFile(fixture('revolut-crypto.csv'));
    expect(withoutIds(result)).toEqual([
      { ticker: 'BTC', side: 'buy', quantity: 0.001, price: 60000, currency: 'EUR', fees: 0.9, executedAt: '2024-03-01T09:15:00.000Z' },
      { ticker: 'ETH', side: 'sell', quantity: 0.05, price: 3000, currency: 'USD', fees: 2.25, executedAt: '2024-03-02T15:30:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([[4, 'row.not_an_activity'], [5, 'row.not_an_activity']]);
    expect(result.notices?.map(({ code }) => code)).toContain('times.zone_assumed');
  });
});

describe('CoinTracking', () => {
  it('money for a coin a buy, a coin for money a sale, at the money over the units; money deposited; coins for coins, a fee in coins and income named', () => {
    const result = parseBrokerFile(fixture('cointracking.csv'));
    expect(withoutIds(result)).toEqual([
      // 30 EUR for 0.01 ETH: 3,000 a coin, the 0.15 EUR fee apart; 05.03.2024 is day first.
      { ticker: 'ETH', side: 'buy', quantity: 0.01, price: 3000, currency: 'EUR', fees: 0.15, executedAt: '2024-03-05T14:00:00.000Z' },
      // 0.0004 BTC for 25 USD: 62,500 a coin.
      { ticker: 'BTC', side: 'sell', quantity: 0.0004, price: 62500, currency: 'USD', executedAt: '2024-03-06T08:00:00.000Z' },
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2024-03-08T09:00:00.000Z' },
    ]);
    expect(result.activities[0]?.externalId).toBe('t1');
    expect(skippedOf(result)).toEqual([4, 6, 7].map((line) => [line, 'row.not_an_activity']));
    expect(result.skipped[1]?.reason).toBe('Withdrawal 0.10000000 ETH out: a fee paid in coins (fee 0.00100000 ETH); record it by hand');
  });
});
