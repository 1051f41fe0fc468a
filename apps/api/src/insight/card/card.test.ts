import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, type Card } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { analysePortfolio } from '../analytics/portfolio-analytics.js';
import { citedNumbers } from '../citations.js';
import { loadPortfolioSnapshot } from '../portfolio-snapshot.js';
import { CardService } from './card-service.js';
import { ModelWording } from './model-wording.js';

// The sample market data ends on 2026-11-13 (prices) and 2026-11-12 (news).
const NOW = new Date('2026-11-14T09:30:00.000Z');

const HOLDINGS = [
  { ticker: 'AAPL', quantity: 40, costBasis: 180 },
  { ticker: 'NVDA', quantity: 60, costBasis: 95 },
  { ticker: 'ASML', quantity: 8, costBasis: 640, currency: 'EUR' },
  { ticker: 'SHEL', quantity: 150, costBasis: 26, currency: 'GBP' },
  { ticker: 'AGG', quantity: 50, costBasis: 98 },
  { ticker: 'BTC', quantity: 0.2, costBasis: 60000 },
  { ticker: 'NOPE', quantity: 10, costBasis: 5 },
];

let ctx: TestContext;
let apiKey: string;
let orgId: string;

async function card(body: unknown, key = apiKey) {
  return request(ctx.app).post('/v1/clarity/card').set('x-api-key', key).send(body as object);
}

function expectCitationIntegrity(c: Card) {
  const ids = c.citations.map((x) => x.id);
  expect(ids).toEqual(ids.map((_, i) => i + 1));
  const used = new Set<number>();
  for (const section of [c.marketContext, c.positionsAnalysis]) {
    const markers = citedNumbers(section.markdown);
    expect([...markers].sort()).toEqual([...section.citationIds].sort());
    for (const n of markers) {
      expect(ids).toContain(n);
      used.add(n);
    }
  }
  expect([...used].sort((a, b) => a - b)).toEqual(ids);
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey, orgId } = await ctx.newOrg());
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /v1/clarity/card', () => {
  let portfolioId: string;
  let first: request.Response;

  beforeAll(async () => {
    const created = await request(ctx.app)
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', apiKey)
      .send({ externalId: 'card-1', baseCurrency: 'USD', currentHoldings: HOLDINGS, profile: { riskTolerance: 'moderate', horizonYears: 10 } });
    expect(created.status).toBe(201);
    portfolioId = created.body.id;
    first = await card({ portfolioId });
  });

  it('returns the card for a stored portfolio', () => {
    expect(first.status).toBe(200);
    const c = CardSchema.parse(first.body);
    expect(c.baseCurrency).toBe('USD');
    expect(c.asOf).toBe('2026-11-14');
    expect(c.staleness.pricesAsOf).toBe('2026-11-13');
    expect(c.marketContext.title).toBe('Market context');
    expect(c.positionsAnalysis.markdown).toMatch(/^Your portfolio is worth \*\*\$[\d,]+\*\* across 6 holdings, at prices as of Nov 13, 2026\./);
    expect(c.positionsAnalysis.markdown).toContain('Risk profile: moderate, 10-year horizon.');
    // One date format in the text: never an ISO date.
    expect(`${c.marketContext.markdown}\n${c.positionsAnalysis.markdown}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(c.positions.map((p) => p.ticker)).toEqual(['BTC', 'NVDA', 'SHEL', 'ASML', 'AAPL', 'AGG', 'NOPE'].sort((x, y) => (c.positions.findIndex((p) => p.ticker === x) - c.positions.findIndex((p) => p.ticker === y))));
    expect(c.positions.at(-1)).toMatchObject({ ticker: 'NOPE', value: null, reason: 'unknown_ticker' });
    expect(c.followUps.length).toBeGreaterThan(0);
    expect(c.narrative.stories.length).toBeGreaterThan(0);
    for (const story of c.narrative.stories) expect(story.exposure).toBeGreaterThan(0);
  });

  it('names the unknown ticker instead of pricing it', () => {
    const c = first.body as Card;
    expect(c.warnings).toEqual([{ code: 'unknown_ticker', ticker: 'NOPE', message: expect.stringContaining('NOPE') }]);
    expect(c.positionsAnalysis.markdown).toContain('**NOPE** (unknown ticker, no market data)');
  });

  it('every [n] resolves to a citation and every citation is used', () => {
    const c = first.body as Card;
    expect(c.citations.length).toBeGreaterThan(0);
    expectCitationIntegrity(c);
    for (const citation of c.citations) expect(citation.synthetic).toBe(true);
  });

  it('staleness is exact: calendar days from the freshest and oldest dated input (sources, prices) to the clock day', () => {
    const c = first.body as Card;
    const days = (iso: string) => (Date.UTC(2026, 10, 14) - Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)) / 86_400_000;
    // The prices are of Nov 13, a day old: fresher than any source.
    const ages = [...c.citations.map((x) => days(x.publishedAt)), days('2026-11-13')];
    expect(Math.min(...ages)).toBe(1);
    expect(c.staleness).toEqual({
      ageOfNewestDays: Math.min(...ages),
      ageOfOldestDays: Math.max(...ages),
      asOf: '2026-11-14',
      sourceCount: c.citations.length,
      pricesAsOf: '2026-11-13',
    });
  });

  it('is deterministic: the same inputs and clock give byte-identical cards, cached or recomputed', async () => {
    const again = await card({ portfolioId });
    expect(again.text).toBe(first.text);
    // A fresh service (empty cache) over the same data and clock computes the same bytes.
    const services = ctx.app.locals.services;
    const fresh = new CardService({ market: services.market, trades: services.trades, clock: ctx.clock });
    const stored = await services.portfolios.get(orgId, portfolioId);
    expect(JSON.stringify(await fresh.card(stored.portfolio, '2026-11-14'))).toBe(first.text);
  });

  it('is sent gzip-encoded only to a client that accepts gzip, and decodes to the same bytes', async () => {
    const server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Raw bytes: fetch and supertest would decode the body themselves.
      const raw = async (acceptEncoding?: string) => {
        return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
          const headers: Record<string, string> = { 'x-api-key': apiKey, 'content-type': 'application/json' };
          if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
          const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/v1/clarity/card', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end(JSON.stringify({ portfolioId }));
        });
      };
      for (const accepted of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5']) {
        const gz = await raw(accepted);
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
        expect(gz.body.length).toBeLessThan(Buffer.byteLength(first.text) / 2);
        expect(gunzipSync(gz.body).toString('utf8')).toBe(first.text);
        expect(String(gz.headers.vary)).toMatch(/Accept-Encoding/);
      }
      for (const refused of [undefined, 'identity', 'gzip;q=0', 'br']) {
        const plain = await raw(refused);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString('utf8')).toBe(first.text);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a change to the portfolio makes a new card (the cache keys on its version)', async () => {
    await request(ctx.app).patch(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).send({ profile: null }).expect(200);
    const changed = await card({ portfolioId });
    expect(changed.status).toBe(200);
    expect(changed.body.positionsAnalysis.markdown).toContain('No risk profile is recorded, so the fit cannot be judged; the flags above use the ranges for a balanced investor');
    expect(changed.body.allocation.bandsFrom).toEqual({ riskTolerance: 'balanced', horizonYears: null, assumed: true });
  });

  it('reads the trade log: FIFO realized P&L and purchase dates for the currency split', async () => {
    const created = await request(ctx.app)
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', apiKey)
      .send({ externalId: 'card-trades', profile: { riskTolerance: 'aggressive', horizonYears: 20 } });
    const id = created.body.id as string;
    const trades = [
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 200, currency: 'USD', executedAt: '2026-01-05T15:00:00Z', fees: 1 },
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 220, currency: 'USD', executedAt: '2026-02-05T15:00:00Z', fees: 1 },
      { ticker: 'AAPL', side: 'sell', quantity: 15, price: 250, currency: 'USD', executedAt: '2026-06-05T15:00:00Z', fees: 2 },
      { ticker: 'SAP', side: 'buy', quantity: 20, price: 180, currency: 'EUR', executedAt: '2026-03-02T09:00:00Z' },
    ];
    await request(ctx.app)
      .post(`/v1/sdk/partner-portfolios/${id}/trades`)
      .set('x-api-key', apiKey)
      .send({ trades, currentHoldings: [{ ticker: 'AAPL', quantity: 5, costBasis: 220 }, { ticker: 'SAP', quantity: 20, costBasis: 180 }] })
      .expect(200);
    const services = ctx.app.locals.services;
    const snapshot = await loadPortfolioSnapshot(services, (await services.portfolios.get(orgId, id)).portfolio, '2026-11-14');
    const a = analysePortfolio(snapshot.analyticsInput);
    // 10 × (250 − 200) + 5 × (250 − 220) = 650
    expect(a.realized.total).toBeCloseTo(650, 9);
    expect(a.realized.openLots.get('AAPL')).toEqual([{ date: '2026-02-05', quantity: 5, price: 220, currency: 'USD' }]);
    expect(a.valuation.positions.find((p) => p.ticker === 'SAP')!.pnl!.currencySplitKnown).toBe(true);
    const res = await card({ portfolioId: id });
    expect(res.status).toBe(200);
    expect(res.body.positionsAnalysis.markdown).toMatch(/unrealized (gain|loss) of \$[\d,.]+ \([+-][\d.]+%\): [+-]\$[\d,.]+ from prices and [+-]\$[\d,.]+ from exchange rates\./);
    // Realized results and fees from the log are on the card: 10 × (250 − 200) + 5 × (250 − 220) = $650 realized; fees $4.
    expect(res.body.positionsAnalysis.markdown).toContain('your sales realized a gain of $650');
    expect(res.body.performance.basis).toBe('trade_log');
  });

  it('a fully sold book: its realized result, income and flows, not "nothing to analyse"', async () => {
    const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'card-sold' });
    const id = created.body.id as string;
    const activities = [
      { type: 'deposit', amount: 3000, currency: 'USD', executedAt: '2026-01-05T09:00:00Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 200, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
      { type: 'dividend', ticker: 'AAPL', amount: 12, withholdingTax: 1.8, currency: 'USD', executedAt: '2026-02-13T12:00:00Z' },
      { ticker: 'AAPL', side: 'sell', quantity: 10, price: 250, currency: 'USD', executedAt: '2026-06-05T15:00:00Z' },
      { type: 'withdrawal', amount: 500, currency: 'USD', executedAt: '2026-06-10T09:00:00Z' },
    ];
    await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades: activities, currentHoldings: [] }).expect(200);
    const res = await card({ portfolioId: id });
    expect(res.status).toBe(200);
    const text = res.body.positionsAnalysis.markdown as string;
    expect(text).not.toContain('nothing to analyse');
    // Realized 10 × (250 − 200) = $500; income 12 − 1.8 = $10.20 after $1.80 withheld; net invested 3000 − 500 = $2,500.
    expect(text).toContain('realized gain of $500 on sales');
    expect(text).toContain('$10.20 of income after tax withheld ($12.00 in dividends, $1.80 of it withheld at source');
    expect(text).toContain('net invested capital of +$2,500 (deposits less withdrawals)');
    expect(res.body.headline.markdown).toContain('holds nothing today');
    expect(res.body.performance.income.total).toMatchObject({ dividends: 12, withholdingTax: 1.8, deposits: 3000, withdrawals: 500 });
    expect(res.body.performance.netInvested).toEqual({ amount: 2500, from: 'deposits' });
  });

  it("another organization's portfolio is a 404", async () => {
    const other = await ctx.newOrg('Other');
    const res = await card({ portfolioId }, other.apiKey);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('card body validation', () => {
  it('both or neither of portfolioId / portfolio → 400 with issues', async () => {
    const neither = await card({});
    expect(neither.status).toBe(400);
    expect(neither.body.issues[0].path).toEqual(['portfolioId']);
    const both = await card({ portfolioId: 'ppf_x', portfolio: { externalId: 'x' } });
    expect(both.status).toBe(400);
    expect(both.body.issues[0].path).toEqual(['portfolio']);
    const unknown = await card({ portfolioId: 'ppf_x', extra: 1 });
    expect(unknown.status).toBe(400);
  });

  it('a missing portfolio id is a 404', async () => {
    expect((await card({ portfolioId: 'ppf_01hzzzzzzzzzzzzzzzzzzzzzzz' })).status).toBe(404);
  });
});

describe('inline portfolios', () => {
  it('get a card and are never persisted', async () => {
    const org = await ctx.newOrg('Inline');
    const res = await card({ portfolio: { externalId: 'inline-1', baseCurrency: 'EUR', currentHoldings: HOLDINGS.slice(0, 3) } }, org.apiKey);
    expect(res.status).toBe(200);
    const c = CardSchema.parse(res.body);
    expect(c.baseCurrency).toBe('EUR');
    expect(c.positionsAnalysis.markdown).toMatch(/^Your portfolio is worth \*\*€[\d,]+\*\* across 3 holdings/);
    expectCitationIntegrity(c);
    const list = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', org.apiKey);
    expect(list.body.data).toEqual([]);
  });

  it('an empty portfolio says so plainly', async () => {
    const res = await card({ portfolio: { externalId: 'empty' } });
    expect(res.status).toBe(200);
    expect(res.body.positionsAnalysis.markdown).toBe('The portfolio holds nothing yet, so there is nothing to analyse.');
    expect(res.body.totalValue).toBe(0);
    expect(res.body.narrative.stories).toEqual([]);
    expectCitationIntegrity(res.body);
  });

  it('names a missing price (no close on or before the day) and values nothing by guess', async () => {
    ctx.clock.set(new Date('2025-09-15T08:00:00Z'));
    try {
      const res = await card({ portfolio: { externalId: 'early', currentHoldings: [{ ticker: 'AAPL', quantity: 3, costBasis: 100 }, { ticker: 'NOPE', quantity: 1 }] } });
      expect(res.status).toBe(200);
      expect(res.body.totalValue).toBe(0);
      expect(res.body.staleness.pricesAsOf).toBeNull();
      expect((res.body as Card).warnings.map((w) => [w.code, w.ticker])).toEqual([
        ['missing_price', 'AAPL'],
        ['unknown_ticker', 'NOPE'],
      ]);
      expect(res.body.positionsAnalysis.markdown).toBe(
        'None of the holdings could be valued, so no figure can be given.\n\nNot valued, so left out of every figure rather than guessed: **AAPL** (no price on or before the valuation day) and **NOPE** (unknown ticker, no market data).',
      );
      expectCitationIntegrity(res.body);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('says plainly when nothing relevant happened', async () => {
    ctx.clock.set(new Date('2027-02-01T08:00:00Z'));
    try {
      const res = await card({ portfolio: { externalId: 'later', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] } });
      expect(res.status).toBe(200);
      expect(res.body.marketContext.markdown).toMatch(/^None of the news we follow in the last 30 days was about your holdings\.\nThe latest story about them:/);
      expectCitationIntegrity(res.body);
      // Still grounded: it cites the last story that touched the holdings; the newest thing it rests on
      // is the prices of Nov 13, 80 days before Feb 1.
      expect(res.body.staleness.ageOfNewestDays).toBe(80);
      expect(res.body.staleness.pricesAsOf).toBe('2026-11-13');
    } finally {
      ctx.clock.set(NOW);
    }
  });
});

describe('model wording against a local OpenAI-compatible server', () => {
  let server: Server;
  let reply: (factSheet: { marketContext: { markdown: string }; positionsAnalysis: { markdown: string } }) => string;
  let calls = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        calls += 1;
        const body = JSON.parse(raw) as { messages: { role: string; content: string }[]; model: string };
        const facts = JSON.parse(body.messages.at(-1)!.content);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply(facts) } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function wordedService() {
    const { port } = server.address() as AddressInfo;
    const s = ctx.app.locals.services;
    return new CardService({
      market: s.market,
      trades: s.trades,
      clock: ctx.clock,
      wording: new ModelWording({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test', model: 'test-model' }),
    });
  }
  const portfolio = { currentHoldings: HOLDINGS.slice(0, 5), baseCurrency: 'USD' };

  it('accepts a faithful rewrite', async () => {
    reply = (f) => JSON.stringify({ marketContext: `In short: ${f.marketContext.markdown}`, positionsAnalysis: `Overview. ${f.positionsAnalysis.markdown}` });
    const before = calls;
    const c = await wordedService().card(portfolio, '2026-11-14');
    expect(calls).toBe(before + 1);
    expect(c.wording).toBe('model');
    expect(c.marketContext.markdown.startsWith('In short: ')).toBe(true);
    expectCitationIntegrity(c);
  });

  it('rejects a rewrite with an invented number or an unknown citation; the deterministic text stands', async () => {
    const deterministic = await new CardService({ market: ctx.app.locals.services.market, trades: ctx.app.locals.services.trades, clock: ctx.clock }).card(portfolio, '2026-11-14');
    reply = (f) => JSON.stringify({ marketContext: f.marketContext.markdown, positionsAnalysis: `${f.positionsAnalysis.markdown} Expect 42.7% upside.` });
    const wrongNumber = await wordedService().card(portfolio, '2026-11-14');
    expect(wrongNumber.wording).toBe('deterministic');
    expect(JSON.stringify(wrongNumber)).toBe(JSON.stringify(deterministic));
    reply = (f) => JSON.stringify({ marketContext: `${f.marketContext.markdown} See also [99].`, positionsAnalysis: f.positionsAnalysis.markdown });
    expect((await wordedService().card(portfolio, '2026-11-14')).wording).toBe('deterministic');
    reply = () => 'not json';
    expect((await wordedService().card(portfolio, '2026-11-14')).wording).toBe('deterministic');
  });

  it('is wired from CLARITY_LLM_* through POST /v1/clarity/card', async () => {
    const { port } = server.address() as AddressInfo;
    const llm = await createTestContext({ CLARITY_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, CLARITY_LLM_API_KEY: 'k', CLARITY_LLM_MODEL: 'test-model' });
    try {
      llm.clock.set(NOW);
      await llm.app.locals.services.marketImport.importSample();
      const org = await llm.newOrg();
      reply = (f) => JSON.stringify({ marketContext: `Briefly: ${f.marketContext.markdown}`, positionsAnalysis: f.positionsAnalysis.markdown });
      const res = await request(llm.app).post('/v1/clarity/card').set('x-api-key', org.apiKey).send({ portfolio: { externalId: 'm', ...portfolio } });
      expect(res.status).toBe(200);
      expect(res.body.wording).toBe('model');
      expect((res.body as Card).marketContext.markdown.startsWith('Briefly: ')).toBe(true);
      expectCitationIntegrity(res.body);
    } finally {
      await llm.close();
    }
  });

  it('an unreachable model leaves the deterministic card', async () => {
    const s = ctx.app.locals.services;
    const unreachable = new CardService({
      market: s.market,
      trades: s.trades,
      clock: ctx.clock,
      wording: new ModelWording({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'x', model: 'm' }, 2000),
    });
    expect((await unreachable.card(portfolio, '2026-11-14')).wording).toBe('deterministic');
  });
});

describe('OpenAPI', () => {
  it('documents the card endpoint with its request and response schemas', async () => {
    const res = await request(ctx.app).get('/openapi.json');
    expect(res.status).toBe(200);
    const op = res.body.paths['/v1/clarity/card'].post;
    expect(op.security).toEqual([{ ApiKey: [] }, { EmbedToken: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(res.body.components.schemas.Card.required).toEqual(
      expect.arrayContaining(['marketContext', 'positionsAnalysis', 'followUps', 'citations', 'staleness', 'narrative']),
    );
  });
});
