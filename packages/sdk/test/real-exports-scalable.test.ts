import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult } from '@clarity/sdk';

// Scalable Capital's transactions export (test/fixtures/real/SOURCES.md): Export-To-Ghostfolio's sample, kept whole,
// and two of GhostfolioSidekick's test files. Figures read off the files by hand: times are Berlin's (CET UTC+1,
// CEST +2); a savings plan's amount is its shares × price (3,505 × 21,395 = 74,989475); a distribution's amount is
// what was credited, its tax withheld (29,27 + 6,63 = 35,90, and 35,90 × 70 % × 26,375 % = 6,63).

const real = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'real', name), 'utf8');
const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);

describe('Scalable Capital (scalable-capital)', () => {
  it('the sample export: 17 savings-plan buys, 4 distributions, 3 taxes, 2 deposits, a withdrawal; no row skipped', () => {
    const text = real('e2g-scalable-capital.csv');
    expect(detectFormat(text)).toMatchObject({ format: 'scalable-capital' });
    const result = parseBrokerFile(text);
    const kinds: Record<string, number> = {};
    for (const activity of result.activities) {
      const kind = 'side' in activity ? activity.side : activity.type;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    expect(kinds).toEqual({ buy: 17, dividend: 4, tax: 3, deposit: 2, withdrawal: 1 });
    expect(result.skipped).toEqual([]);
    const read = withoutIds(result);
    // Lines 2 to 5 (a summer day: 02:00 in Berlin is midnight UTC), line 16 and lines 25 to 27.
    expect(read.slice(0, 4)).toEqual([
      { type: 'dividend', ticker: 'IE0005042456', amount: 56.78, currency: 'EUR', executedAt: '2025-09-25T00:00:00.000Z' },
      { type: 'dividend', ticker: 'IE00B0M63284', amount: 54.42, currency: 'EUR', executedAt: '2025-09-24T00:00:00.000Z' },
      { type: 'withdrawal', amount: 5743.51, currency: 'EUR', executedAt: '2025-09-08T00:00:00.000Z' },
      { ticker: 'IE00B1W57M07', side: 'buy', quantity: 3.505, price: 21.395, currency: 'EUR', executedAt: '2025-08-01T12:11:01.000Z' },
    ]);
    expect(read[14]).toEqual({ type: 'tax', amount: 0.65, currency: 'EUR', ticker: 'LU1834988278', executedAt: '2024-01-17T00:00:00.000Z' });
    expect(read.slice(23, 26)).toEqual([
      { type: 'dividend', ticker: 'IE0005042456', amount: 35.9, withholdingTax: 6.63, currency: 'EUR', executedAt: '2024-01-02T00:00:00.000Z' },
      { type: 'deposit', amount: 550, currency: 'EUR', executedAt: '2023-12-29T00:00:00.000Z' },
      { type: 'dividend', ticker: 'IE00B0M63284', amount: 12.97, withholdingTax: 3.41, currency: 'EUR', executedAt: '2023-12-29T00:00:00.000Z' },
    ]);
    // The broker's reference is the activity's id.
    expect(result.activities[3]!.externalId).toBe('SCALT68r1eJqD4Q');
  });

  it('a buy with its fee and a tax beside it; a pending order named, not recorded', () => {
    expect(withoutIds(parseBrokerFile(real('sidekick-scalable-buy-tax.csv')))).toEqual([
      { ticker: 'US5949181045', side: 'buy', quantity: 2, price: 227.85, currency: 'EUR', fees: 0.99, executedAt: '2021-11-20T01:00:00.000Z' },
      { type: 'tax', amount: 2, currency: 'EUR', ticker: 'US5949181045', executedAt: '2021-11-20T01:00:00.000Z' },
    ]);
    const pending = parseBrokerFile(real('sidekick-scalable-buy-pending.csv'));
    expect(pending.activities).toEqual([]);
    expect(pending.skipped).toEqual([{ line: 2, code: 'row.not_an_activity', reason: 'status Pending: not executed; not recorded' }]);
  });
});
