import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

// What a partner sees after an operator imports a price file or the ECB rates: the card values
// holdings at the imported close, converted at the imported rate, and moves with the next import.
let ctx: TestContext;
let dir: string;
let apiKey: string;
let portfolioId: string;
const POLL = { timeout: 5000, interval: 250 };

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'clarity-feeds-card-'));
  await ctx.importMarket({
    'instruments.csv':
      'ticker,name,asset_class,sector,region,currency\nAAA,Alpha,equity,technology,north_america,USD\nASML,ASML Holding,equity,technology,europe,EUR\n',
    'prices.csv': 'ticker,date,close\nASML,2026-02-27,100\n',
  });
  ({ apiKey } = await ctx.newOrg());
  const created = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId: 'feeds-card', baseCurrency: 'USD', currentHoldings: [{ ticker: 'AAA', quantity: 10 }, { ticker: 'ASML', quantity: 2, currency: 'EUR' }] });
  expect(created.status).toBe(201);
  portfolioId = created.body.id as string;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

async function totalValue(): Promise<number> {
  const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId });
  expect(res.status).toBe(200);
  return res.body.totalValue as number;
}

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('the card after market import-prices and import-fx', () => {
  it('values holdings at the imported close and the ECB rate, and moves with each new import', async () => {
    const importer = ctx.app.locals.services.marketImport;
    await importer.importPriceFiles([file('AAA.csv', 'Date,Open,High,Low,Close,Adj Close,Volume\n2026-02-27,49,51,48,50,49.5,1000\n')]);
    await importer.importEcbFile(
      file('eurofxref-daily.xml', '<gesmes:Envelope><Cube><Cube time="2026-02-27"><Cube currency="USD" rate="1.1"/></Cube></Cube></gesmes:Envelope>'),
    );
    expect(await totalValue()).toBeCloseTo(10 * 50 + 2 * 100 * 1.1, 6);

    // The next day's file: cards are cached by market data version, which a server reads at most
    // once a second (as after `market import`), so the new close shows within that second.
    await importer.importPriceFiles([file('AAA-next.csv', 'Date,Open,High,Low,Close,Volume\n2026-03-02,50,56,50,55,1000\n')], 'AAA');
    await expect.poll(totalValue, POLL).toBeCloseTo(10 * 55 + 2 * 100 * 1.1, 6);

    await importer.importEcbFile(file('eurofxref-hist.csv', 'Date,USD,\n2026-03-02,1.2,\n2026-02-27,1.1,\n'));
    await expect.poll(totalValue, POLL).toBeCloseTo(10 * 55 + 2 * 100 * 1.2, 6);
  });
});
