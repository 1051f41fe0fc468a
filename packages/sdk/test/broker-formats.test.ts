import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult } from '@clarity/sdk';

// One fixture per broker layout, written from the broker's documented columns (test/fixtures/brokers).
// Every expected activity is the fixture's own figures read by hand: times converted from the
// broker's documented zone, fees summed, currencies from the columns the broker puts them in.

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'brokers', name), 'utf8');
const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);
const skippedOf = (result: ImportResult) => result.skipped.map((row) => `${row.line}: ${row.reason}`);

describe('detectFormat', () => {
  it.each([
    ['degiro-transactions-en.csv', 'degiro-transactions'],
    ['degiro-transactions-nl.csv', 'degiro-transactions'],
    ['degiro-transactions-de.csv', 'degiro-transactions'],
    ['trading212.csv', 'trading212'],
    ['revolut.csv', 'revolut'],
    ['freetrade.csv', 'freetrade'],
    ['schwab.csv', 'schwab'],
  ])('%s is %s', (file, format) => {
    expect(detectFormat(fixture(file))).toMatchObject({ format });
  });

  it('names the generic reader for aliased headers, and says why when nothing fits', () => {
    expect(detectFormat('Date,Symbol,Qty,Price\n2026-01-05,AAPL,1,100\n')).toEqual({ format: 'generic-csv', label: 'Generic CSV', headerLine: 1 });
    expect(detectFormat('Schwab banner\n"Date","Symbol","Quantity","Price"\n')).toMatchObject({ format: 'generic-csv', headerLine: 2 });
    const none = detectFormat('name,colour\nball,red\n');
    expect(none.format).toBeNull();
    expect(none).toMatchObject({ reason: expect.stringContaining("nor is it a known broker's export") });
  });
});

describe('DEGIRO transactions', () => {
  it('English: ISIN as the instrument, sells from negative quantities, Amsterdam time, a fee in another currency as its own activity', () => {
    const result = parseBrokerFile(fixture('degiro-transactions-en.csv'));
    expect(result.format).toBe('degiro-transactions');
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { ticker: 'US0378331005', side: 'buy', quantity: 10, price: 150.25, currency: 'USD', executedAt: '2021-11-17T14:31:00.000Z' },
      { type: 'fee', amount: 0.5, currency: 'EUR', executedAt: '2021-11-17T14:31:00.000Z', ticker: 'US0378331005' },
      { ticker: 'NL0010273215', side: 'sell', quantity: 2, price: 712.4, currency: 'EUR', executedAt: '2021-11-05T08:04:00.000Z', fees: 2 },
    ]);
    expect(result.warnings).toEqual(['the instrument is recorded under its ISIN (the file has no ticker)', 'times read in Europe/Amsterdam, as DEGIRO transactions writes them']);
  });

  it('Dutch headers with decimal commas', () => {
    const result = parseBrokerFile(fixture('degiro-transactions-nl.csv'));
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { ticker: 'IE00BK5BQT80', side: 'buy', quantity: 5, price: 105.32, currency: 'EUR', executedAt: '2026-02-03T09:15:00.000Z', fees: 1 },
      { ticker: 'IE00BK5BQT80', side: 'sell', quantity: 1, price: 108.04, currency: 'EUR', executedAt: '2026-02-24T15:02:00.000Z' },
    ]);
    expect(result.warnings).toContain('numbers read with a decimal comma, as line 2 (105,32) shows');
  });

  it('German headers', () => {
    expect(withoutIds(parseBrokerFile(fixture('degiro-transactions-de.csv')))).toEqual([
      { ticker: 'DE0007164600', side: 'buy', quantity: 3, price: 180.1, currency: 'EUR', executedAt: '2026-03-12T08:30:00.000Z', fees: 2 },
    ]);
  });
});

describe('Trading 212', () => {
  it('orders, a gross dividend with its tax, deposits and interest; fees in the account currency apart; a currency conversion without its amounts named as skipped', () => {
    const result = parseBrokerFile(fixture('trading212.csv'));
    expect(result.format).toBe('trading212');
    // Its notes are empty: what was sold and bought is not in the row (a conversion whose notes state them is read,
    // test/real-exports-fifth.test.ts).
    expect(skippedOf(result)).toEqual(['7: Currency conversion: money changed between the account\'s currencies, its notes do not state the amounts (as "0.01 GBP -> 0.01 EUR"); record it by hand']);
    expect(result.activities).toEqual([
      { type: 'deposit', amount: 1000, currency: 'GBP', executedAt: '2021-11-15T08:00:00.000Z', externalId: 'dep-1' },
      { ticker: 'AAPL', side: 'buy', quantity: 2.5, price: 150, currency: 'USD', executedAt: '2021-11-17T14:31:05.000Z', externalId: 'EOF001' },
      { type: 'fee', amount: 0.42, currency: 'GBP', executedAt: '2021-11-17T14:31:05.000Z', ticker: 'AAPL', externalId: 'EOF001-fee' },
      { ticker: 'VOD', side: 'buy', quantity: 100, price: 1.1, currency: 'GBP', executedAt: '2021-11-17T14:35:00.000Z', fees: 0.55, externalId: 'EOF002' },
      { type: 'dividend', ticker: 'AAPL', amount: 0.55, withholdingTax: 0.08, currency: 'USD', executedAt: '2021-12-10T10:00:00.000Z', externalId: expect.stringMatching(/^dividend-/) },
      { type: 'interest', amount: 0.12, currency: 'GBP', executedAt: '2021-12-31T23:00:00.000Z', externalId: 'int-1' },
    ]);
  });
});

describe('Revolut', () => {
  it('amounts with their currency, top-ups, custody fees; a stock split named as skipped', () => {
    const result = parseBrokerFile(fixture('revolut.csv'));
    expect(result.format).toBe('revolut');
    expect(skippedOf(result)).toEqual(['7: STOCK SPLIT: the shares a split added (2), not its ratio; record the split by hand']);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'USD', executedAt: '2021-11-15T08:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 2, price: 150, currency: 'USD', executedAt: '2021-11-17T14:31:05.123Z' },
      { type: 'dividend', ticker: 'AAPL', amount: 0.37, currency: 'USD', executedAt: '2021-12-10T10:00:00.000Z' },
      { ticker: 'AAPL', side: 'sell', quantity: 1, price: 160, currency: 'USD', executedAt: '2021-12-20T15:00:00.000Z' },
      { type: 'fee', amount: 0.12, currency: 'USD', executedAt: '2021-12-31T00:00:00.000Z' },
    ]);
    expect(result.warnings[0]).toMatch(/net of tax withheld/);
  });
});

describe('Freetrade', () => {
  it('Buy / Sell beside Type ORDER, stamp duty and FX fee kept (in GBP), the gross dividend with the tax withheld, top-ups and interest', () => {
    const result = parseBrokerFile(fixture('freetrade.csv'));
    expect(result.format).toBe('freetrade');
    expect(result.skipped).toEqual([]);
    expect(result.activities).toEqual([
      { type: 'deposit', amount: 500, currency: 'GBP', executedAt: '2021-11-15T08:00:00.000Z', externalId: expect.stringMatching(/^deposit-/) },
      { ticker: 'VOD', side: 'buy', quantity: 100, price: 1, currency: 'GBP', executedAt: '2021-11-17T10:15:00.000Z', fees: 0.5, externalId: 'ORD-1' },
      { ticker: 'AAPL', side: 'buy', quantity: 2, price: 150, currency: 'USD', executedAt: '2021-11-17T14:31:05.000Z', externalId: 'ORD-2' },
      { type: 'fee', amount: 1, currency: 'GBP', executedAt: '2021-11-17T14:31:05.000Z', ticker: 'AAPL', externalId: 'ORD-2-fee' },
      { type: 'dividend', ticker: 'AAPL', amount: 0.44, withholdingTax: 0.07, currency: 'USD', executedAt: '2021-12-10T10:00:00.000Z', externalId: expect.stringMatching(/^dividend-/) },
      { type: 'interest', amount: 0.12, currency: 'GBP', executedAt: '2021-12-31T00:00:00.000Z', externalId: expect.stringMatching(/^interest-/) },
    ]);
  });
});

describe('Charles Schwab', () => {
  it('US dates at New York midnight, Fees & Comm, "as of" dates, reinvested dividends as buys, tax adjustments, transfers by sign; the total line named', () => {
    const result = parseBrokerFile(fixture('schwab.csv'));
    expect(result.format).toBe('schwab');
    expect(skippedOf(result)).toEqual(['10: Transactions Total: the sum of the rows above, not an activity']);
    expect(withoutIds(result)).toEqual([
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 150, currency: 'USD', executedAt: '2021-11-17T05:00:00.000Z', fees: 0.65 },
      { ticker: 'AAPL', side: 'sell', quantity: 5, price: 155, currency: 'USD', executedAt: '2021-11-18T05:00:00.000Z', fees: 0.66 },
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2021-12-01T05:00:00.000Z' },
      { type: 'dividend', ticker: 'AAPL', amount: 2.2, currency: 'USD', executedAt: '2021-12-10T05:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 0.0145, price: 151.72, currency: 'USD', executedAt: '2021-12-10T05:00:00.000Z' },
      { type: 'tax', amount: 0.33, currency: 'USD', executedAt: '2021-12-15T05:00:00.000Z', ticker: 'AAPL' },
      { type: 'interest', amount: 0.05, currency: 'USD', executedAt: '2021-12-31T05:00:00.000Z' },
    ]);
  });
});
