import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrokerFile } from '@clarity/sdk';
import { skippedOf, withoutIds } from './helpers/import-results.js';

// Rows a reader once read as something they are not, without a word (the sixth set's notes, docs/importing.md): each
// fixture (test/fixtures/brokers) is written in the layout the broker's real exports have, and every expected figure
// is read off its rows by hand.

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'brokers', name), 'utf8');

describe('Tastytrade: a buy writes its average price negative, as money out', () => {
  it('the buy at 185.00 (its -185.00 beside a Value of -1850.00), the sale at 175.20; commissions and fees summed; a `--` is no value', () => {
    const result = parseBrokerFile(fixture('tastytrade.csv'));
    expect(result.format).toBe('tastytrade');
    expect(withoutIds(result)).toEqual([
      // Line 2: 5 × 175.20 = 876.00, fees 0.00 + 0.13.
      { ticker: 'AAPL', side: 'sell', quantity: 5, price: 175.2, currency: 'USD', fees: 0.13, executedAt: '2024-03-04T15:32:10.000Z' },
      // Line 3: 10 × 185.00 = 1,850.00, fees 1.00 + 0.14.
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 185, currency: 'USD', fees: 1.14, executedAt: '2024-02-01T14:30:05.000Z' },
      // Line 4: the deposit's commission is "--": no value, not a number that failed.
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2024-01-15T21:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([]);
  });

  it('a buy whose value is money in, or a sale whose value is money out, is named', () => {
    const header = fixture('tastytrade.csv').split('\n')[0];
    const saleOut = '2024-03-04T15:32:10+0000,Trade,Sell to Close,SELL_TO_CLOSE,AAPL,Equity,Sold 5 AAPL @ 175.20,-876.00,5,175.20,0.00,-0.13,1,AAPL,AAPL,,,,301,USD';
    const buyIn = '2024-02-01T14:30:05+0000,Trade,Buy to Open,BUY_TO_OPEN,AAPL,Equity,Bought 10 AAPL @ 185.00,1850.00,10,-185.00,-1.00,-0.14,1,AAPL,AAPL,,,,300,USD';
    const result = parseBrokerFile([header, saleOut, buyIn].join('\n'));
    expect(result.activities).toEqual([]);
    expect(skippedOf(result)).toEqual([
      [2, 'row.not_an_activity'],
      [3, 'row.not_an_activity'],
    ]);
  });

  it('in a layout no format knows, a negative price on a sale, or on a buy beside money in, is still named', () => {
    const header = fixture('tastytrade.csv').split('\n')[0]!.replace('Average Price', 'Avg Price');
    const sale = '2024-03-04T15:32:10+0000,Trade,Sell to Close,SELL_TO_CLOSE,AAPL,Equity,Sold 5 AAPL @ 175.20,876.00,5,-175.20,0.00,-0.13,1,AAPL,AAPL,,,,301,USD';
    const buyIn = '2024-02-01T14:30:05+0000,Trade,Buy to Open,BUY_TO_OPEN,AAPL,Equity,Bought 10 AAPL @ 185.00,1850.00,10,-185.00,-1.00,-0.14,1,AAPL,AAPL,,,,300,USD';
    const result = parseBrokerFile([header, sale, buyIn].join('\n'));
    expect(result.format).toBe('generic-csv');
    expect(result.activities).toEqual([]);
    expect(skippedOf(result)).toEqual([
      [2, 'price.negative'],
      [3, 'price.negative'],
    ]);
  });
});

describe("the generic reader's `Instrument` column: a symbol in some files, a company's name in others", () => {
  it('a name ("Tesla", "Apple") is named on its line, not recorded as a ticker; symbols and an ISIN are read', () => {
    const result = parseBrokerFile(fixture('instrument-names.csv'));
    expect(result.format).toBe('generic-csv');
    expect(withoutIds(result)).toEqual([
      { ticker: 'NVDA', side: 'buy', quantity: 2, price: 720, currency: 'USD', executedAt: '2024-02-15T00:00:00.000Z' },
      { type: 'deposit', amount: 1000, currency: 'USD', executedAt: '2024-03-01T00:00:00.000Z' },
      { ticker: 'BRK.B', side: 'sell', quantity: 1, price: 410, currency: 'USD', executedAt: '2024-03-12T00:00:00.000Z' },
      { ticker: 'US88160R1014', side: 'buy', quantity: 1, price: 170, currency: 'USD', executedAt: '2024-03-13T00:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([
      [2, 'symbol.invalid'],
      [5, 'symbol.invalid'],
    ]);
    expect(result.skipped[0]?.reason).toContain('Tesla in the Instrument column');
  });

  it('the same name under a `Symbol` header is the file saying it is the symbol: read', () => {
    const text = fixture('instrument-names.csv').replace('Instrument', 'Symbol');
    expect(withoutIds(parseBrokerFile(text))[0]).toEqual({ ticker: 'Tesla', side: 'buy', quantity: 10, price: 190, currency: 'USD', fees: 1.5, executedAt: '2024-02-12T00:00:00.000Z' });
  });
});

describe('a dividend reinvested in one row (DRIP): the dividend with the units it bought, never the dividend alone', () => {
  it('read where the row gives the units and their price or amount; named where it gives less, or figures that disagree', () => {
    const result = parseBrokerFile(fixture('dividend-reinvestment.csv'));
    const activities = withoutIds(result);
    // Line 2: a plain dividend stays one.
    expect(activities[0]).toEqual({ type: 'dividend', ticker: 'KO', amount: 24.25, currency: 'USD', executedAt: '2024-03-14T00:00:00.000Z' });
    // Line 3: 0.1502 × 168.40 = 25.29368, the 25.29 written.
    expect(activities[1]).toEqual({ type: 'dividend', ticker: 'PEP', amount: 25.29, currency: 'USD', reinvestedQuantity: 0.1502, reinvestedPrice: 168.4, executedAt: '2024-03-14T00:00:00.000Z' });
    // Line 4: no price, the amount over the units: 22.15 / 0.412 = 53.7621…
    expect(activities[2]).toMatchObject({ type: 'dividend', ticker: 'O', amount: 22.15, currency: 'USD', reinvestedQuantity: 0.412, reinvestedPrice: expect.closeTo(53.7621, 4) });
    expect(activities).toHaveLength(3);
    // Line 5: no units (the shares are not in the row); line 6: 1.25 × 17.10 = 21.375, not 21.90; line 7: a fee of 0.10
    // that the dividend or the buy bore, the row does not say which.
    expect(skippedOf(result)).toEqual([
      [5, 'row.not_an_activity'],
      [6, 'amount.disagrees'],
      [7, 'row.not_an_activity'],
    ]);
    expect(result.skipped[0]?.reason).toContain('a dividend reinvested');
  });

  it("Schwab's two rows of one reinvestment stay two: the cash dividend and the shares bought", () => {
    const schwab = [
      '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"',
      '"11/15/2024","Reinvest Shares","BND","VANGUARD TOTAL BOND MARKET ETF","0.025","$73.89","","-$1.85"',
      '"11/15/2024","Reinvest Dividend","BND","VANGUARD TOTAL BOND MARKET ETF","","","","$1.85"',
    ].join('\n');
    const result = parseBrokerFile(schwab);
    expect(result.format).toBe('schwab');
    expect(withoutIds(result).map((activity) => ('side' in activity ? `buy ${activity.quantity}` : `${activity.type} ${'amount' in activity ? activity.amount : ''}`))).toEqual(['buy 0.025', 'dividend 1.85']);
  });
});

describe("Trading 212's scrip dividends and rights", () => {
  it('a scrip dividend with its price is the dividend and the units it bought; one priced 0.00, and rights, named saying why', () => {
    const result = parseBrokerFile(fixture('trading212-scrip-rights.csv'));
    expect(result.format).toBe('trading212');
    // Line 2: 0.812 × 2,405.00 GBX = 1,952.86 GBX (its Total, 0.00, is the cash that moved: none).
    expect(result.activities).toEqual([
      { type: 'dividend', ticker: 'BATS', amount: expect.closeTo(1952.86, 6), currency: 'GBX', reinvestedQuantity: 0.812, reinvestedPrice: 2405, executedAt: '2024-06-14T09:02:11.000Z', externalId: 'EOF10230981756' },
    ]);
    expect(skippedOf(result)).toEqual([
      [3, 'row.corporate_action'],
      [4, 'row.corporate_action'],
    ]);
    expect(result.skipped[0]?.reason).toContain('states no price');
    expect(result.skipped[1]?.reason).toContain('rights received');
  });
});

describe('a file with no side and no kind column: the side of a trade whose quantity is unsigned', () => {
  const header = 'Date,Description,Quantity,Symbol,Price,Commission,Amount';
  it("is its amount's sign where the file writes amounts as cash (a buy's negative), with a warning saying so", () => {
    const csv = [header, '06/11/2021,Bought 30 BP @ 27.71,30,BP,27.71,0.00,-831.30', '10/25/2021,Sold 5 BP @ 30.00,5,BP,30.00,0.00,150.00'].join('\n');
    const result = parseBrokerFile(csv, { currency: 'USD' });
    expect(withoutIds(result).map((activity) => 'side' in activity && `${activity.side} ${activity.quantity}`)).toEqual(['buy 30', 'sell 5']);
    expect((result.notices ?? []).map((entry) => entry.code)).toContain('sides.read_from_amount');
  });

  it('stays the quantity\'s sign where the file writes negative quantities (the amount then signed as the quantity)', () => {
    const csv = ['date,ticker,qty,price,amount', '2023-01-15,AAPL,10,150.25,1502.50', '2023-06-15,AAPL,-5,170.50,-852.50'].join('\n');
    const result = parseBrokerFile(csv, { currency: 'USD' });
    expect(withoutIds(result).map((activity) => 'side' in activity && `${activity.side} ${activity.quantity}`)).toEqual(['buy 10', 'sell 5']);
    expect((result.notices ?? []).map((entry) => entry.code)).not.toContain('sides.read_from_amount');
  });
});
