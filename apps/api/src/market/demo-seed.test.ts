import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo, seedSampleMarketData } from '../demo/seed.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

/** The shipped files read as plain text: the sample's own dates, independent of the importer. */
function sampleRows(file: string): string[][] {
  return readFileSync(join(SAMPLE_MARKET_DATA_DIR, file), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
}
const SAMPLE_LAST_DAY = '2026-11-13';

describe('demo seeding of market data', () => {
  it('loads the sample set on an empty database once, however often the demo starts', async () => {
    const services = ctx.app.locals.services;
    const now = new Date('2026-11-14T09:00:00Z');
    const first = await seedDemo(services, ctx.config.dbPath, now);
    expect(await services.market.version()).toBe(1);
    expect((await services.market.allStories('2026-11-13')).length).toBeGreaterThanOrEqual(10);

    const again = await seedDemo(services, ctx.config.dbPath, new Date('2027-03-01T09:00:00Z'));
    expect(again).toEqual(first);
    expect(await services.market.version()).toBe(1);
  });

  it('leaves market data that was already imported alone', async () => {
    const services = ctx.app.locals.services;
    await services.marketImport.importSample();
    expect(await seedSampleMarketData(services, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(await services.market.version()).toBe(1);
  });

  it('dates the sample to end the day before the start: the same series, thirty days later', async () => {
    const services = ctx.app.locals.services;
    // A month after the sample's last day (Nov 13): everything should end on Dec 13.
    await seedSampleMarketData(services, new Date('2026-12-14T08:30:00Z'));
    const btc = sampleRows('prices.csv').filter(([ticker]) => ticker === 'BTC');
    const aapl = sampleRows('prices.csv').filter(([ticker]) => ticker === 'AAPL');
    const history = await services.market.priceHistory(['BTC', 'AAPL'], '2000-01-01', '2100-01-01');
    const storedBtc = history.get('BTC')!;
    expect(storedBtc.at(-1)).toEqual({ date: '2026-12-13', close: Number(btc.at(-1)![2]) });
    expect(storedBtc).toHaveLength(btc.length);
    // 2025-10-01 + 30 days.
    expect(history.get('AAPL')![0]).toEqual({ date: '2025-10-31', close: Number(aapl[0]![2]) });
    expect(history.get('AAPL')!.at(-1)!.date).toBe('2026-12-13');

    const fx = await services.market.fxHistory('2000-01-01', '2100-01-01');
    expect(fx.map((r) => r.date).sort().at(-1)).toBe('2026-12-13');

    // News moves with the prices: the stories as of the new last day are the sample's as of its own.
    const moved = await services.market.allStories('2026-12-13');
    const developments = moved.flatMap((story) => story.developments);
    const fedFirst = developments.find((d) => d.id === 'fed-rate-path-01')!;
    expect(fedFirst.date).toBe('2025-11-28'); // 2025-10-29 + 30 days
    const sources = await services.market.sources(fedFirst.sourceIds);
    const source = sources.get(fedFirst.sourceIds[0]!)!;
    expect(source.publishedAt.slice(0, 10)).toBe('2025-11-28');
    expect(source.url).toContain('/2025/11/28/');
    expect(moved.length).toBeGreaterThanOrEqual(10);
  });

  it('with the clock on the sample day after its end, keeps the sample dates as shipped', async () => {
    const services = ctx.app.locals.services;
    await seedSampleMarketData(services, new Date(`2026-11-14T23:59:00Z`));
    const history = await services.market.priceHistory(['BTC'], '2000-01-01', '2100-01-01');
    expect(history.get('BTC')!.at(-1)!.date).toBe(SAMPLE_LAST_DAY);
  });

  it('market import --sample keeps the files’ own dates whatever the day', async () => {
    const services = ctx.app.locals.services;
    await services.marketImport.importSample();
    const history = await services.market.priceHistory(['BTC'], '2000-01-01', '2100-01-01');
    expect(history.get('BTC')!.at(-1)!.date).toBe(SAMPLE_LAST_DAY);
  });
});
