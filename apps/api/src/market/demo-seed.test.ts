import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo, seedSampleMarketData } from '../demo/seed.js';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('demo seeding of market data', () => {
  it('loads the sample set on an empty database once, however often the demo starts', async () => {
    const services = ctx.app.locals.services;
    const first = await seedDemo(services, ctx.config.dbPath);
    expect(await services.market.version()).toBe(1);
    expect((await services.market.allStories('2026-11-13')).length).toBeGreaterThanOrEqual(10);

    const again = await seedDemo(services, ctx.config.dbPath);
    expect(again).toEqual(first);
    expect(await services.market.version()).toBe(1);
  });

  it('leaves market data that was already imported alone', async () => {
    const services = ctx.app.locals.services;
    await services.marketImport.importSample();
    expect(await seedSampleMarketData(services)).toBe(false);
    expect(await services.market.version()).toBe(1);
  });
});
