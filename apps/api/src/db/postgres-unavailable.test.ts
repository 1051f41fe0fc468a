import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createApp } from '../app.js';
import { createLogger } from '../http/logging.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { TEST_DB } from '../testing/test-database.js';
import { tradeBatch } from '../testing/fixtures.js';
import { openDatabase, type Database } from './database.js';

// The app reaches the test's PostgreSQL database through a TCP relay the test cuts (every
// connection dropped, new ones refused) and restores, as a database restart or a network
// partition would. Nothing else changes: the same app object serves before, during and after.

let ctx: TestContext | undefined;
let proxy: TcpProxy | undefined;
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  await proxy?.close();
  await ctx?.close();
});

function expectUnavailable(res: request.Response): void {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('3');
  expect(ErrorEnvelopeSchema.parse(res.body).error).toMatchObject({ type: 'service_unavailable', code: 'unavailable' });
}

describe.runIf(TEST_DB === 'postgres')('PostgreSQL unreachable', () => {
  it('/readyz and every request answer 503 unavailable with Retry-After (never a 500), and all recovers on its own', { timeout: 60_000 }, async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    if (ctx.config.database.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const direct = new URL(ctx.config.database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ kind: 'postgres', url: relayed.href, poolSize: 4 });
    let logged = '';
    const logger = createLogger('info', { write: (line: string) => void (logged += line) });
    const app = createApp({ config: ctx.config, database, clock: ctx.clock, logger });
    const sdk = (method: 'get' | 'post', path: string) => request(app)[method](path).set('x-api-key', apiKey);

    const { body: portfolio } = await sdk('post', '/v1/sdk/partner-portfolios').send({ externalId: 'p' }).expect(201);
    const trades = `/v1/sdk/partner-portfolios/${portfolio.id as string}/trades`;
    await request(app).get('/readyz').expect(200, { status: 'ready' });

    await proxy.cut();
    await request(app).get('/readyz').expect(503, { status: 'unavailable' });
    expectUnavailable(await sdk('get', `/v1/sdk/partner-portfolios/${portfolio.id as string}`));
    expectUnavailable(await sdk('post', trades).send({ trades: tradeBatch(3, '2026-01-05T10:00:00Z', 'cut'), currentHoldings: [] }));
    expectUnavailable(await sdk('post', '/v1/sdk/partner-portfolios').send({ externalId: 'while-cut' }));
    // The card's own lane (outside Express) answers the same.
    expectUnavailable(await request(app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: portfolio.id }));
    expect(logged).toContain('database unavailable');
    expect(logged).not.toContain('unhandled error');

    await proxy.restore();
    await vi.waitFor(async () => expect((await request(app).get('/readyz')).status).toBe(200), { timeout: 10_000, interval: 100 });
    await sdk('get', `/v1/sdk/partner-portfolios/${portfolio.id as string}`).expect(200);
    // What was refused left nothing behind; the same batch now goes in whole.
    await sdk('get', trades).expect(200).expect((res) => expect(res.body.data).toEqual([]));
    await sdk('post', trades)
      .send({ trades: tradeBatch(3, '2026-01-05T10:00:00Z', 'cut'), currentHoldings: [] })
      .expect(200)
      .expect((res) => expect(res.body).toMatchObject({ appended: 3, tradeCount: 3 }));
  });
});
