import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clarity, ConflictError, CursorPage, NotFoundError, BadRequestError, type ActivityInput, type Portfolio, type TradeInput } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

let api: RunningApi;
let client: Clarity;

beforeAll(async () => {
  api = await startApi();
  client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
});
afterAll(() => api.close());

let sequence = 0;
const externalId = (label: string) => `${label}-${++sequence}`;

describe('portfolios against the real API', () => {
  it('creates, retrieves, updates and deletes a portfolio', async () => {
    const created = await client.portfolios.create({
      externalId: externalId('crud'),
      baseCurrency: 'EUR',
      currentHoldings: [{ ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' }],
      profile: { riskTolerance: 'balanced', horizonYears: 10 },
    });
    expect(created.id).toMatch(/^ppf_/);
    expect(created).toMatchObject({ baseCurrency: 'EUR', historicHoldings: [], profile: { riskTolerance: 'balanced' } });

    expect(await client.portfolios.retrieve(created.id)).toEqual(created);

    const updated = await client.portfolios.update(created.id, { profile: null, baseCurrency: 'GBP' });
    expect(updated).toMatchObject({ id: created.id, profile: null, baseCurrency: 'GBP', externalId: created.externalId });

    await expect(client.portfolios.delete(created.id)).resolves.toBeUndefined();
    await expect(client.portfolios.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reports a duplicate externalId as ConflictError with the existing id', async () => {
    const id = externalId('dup');
    const first = await client.portfolios.create({ externalId: id });
    const error: unknown = await client.portfolios.create({ externalId: id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: 'external_id_taken', existingId: first.id, requestId: expect.stringMatching(/^req_/) });
  });

  it('lists one page when awaited, and every portfolio across pages with for await', async () => {
    const org = await api.ctx.newOrg('Paging Org');
    const own = new Clarity({ apiKey: org.apiKey, baseURL: api.baseURL });
    const made: Portfolio[] = [];
    for (let i = 0; i < 5; i++) made.push(await own.portfolios.create({ externalId: `page-${i}` }));

    const first = await own.portfolios.list({ limit: 2 });
    expect(first).toBeInstanceOf(CursorPage);
    expect(first.data.map((p) => p.id)).toEqual(made.slice(0, 2).map((p) => p.id));
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.data.map((p) => p.id)).toEqual(made.slice(2, 4).map((p) => p.id));

    const all: string[] = [];
    for await (const portfolio of own.portfolios.list({ limit: 2 })) all.push(portfolio.id);
    expect(all).toEqual(made.map((p) => p.id));

    const pages: number[] = [];
    for await (const page of first.iterPages()) pages.push(page.data.length);
    expect(pages).toEqual([2, 2, 1]);

    const filtered = await own.portfolios.list({ externalId: 'page-3' });
    expect(filtered.data.map((p) => p.id)).toEqual([made[3]!.id]);
    expect(filtered.hasNextPage()).toBe(false);
  });

  it('records trades, replaces holdings and pages through the trade log newest first', async () => {
    const portfolio = await client.portfolios.create({ externalId: externalId('trades') });
    const trades: TradeInput[] = [1, 2, 3].map((day) => ({
      ticker: 'MSFT',
      side: 'buy',
      quantity: day,
      price: 400,
      currency: 'USD',
      executedAt: `2026-02-0${day}T10:00:00Z`,
      externalId: `t-${day}`,
    }));
    const holdings = [{ ticker: 'MSFT', quantity: 6 }];
    const result = await client.portfolios.recordTrades(portfolio.id, { trades, currentHoldings: holdings });
    expect(result).toMatchObject({ appended: 3, skippedDuplicates: 0, dropped: 0, tradeCount: 3 });
    expect(result.portfolio.currentHoldings).toEqual(holdings);

    const again = await client.portfolios.recordTrades(portfolio.id, { trades: trades.slice(0, 1), currentHoldings: holdings });
    expect(again).toMatchObject({ appended: 0, skippedDuplicates: 1, tradeCount: 3 });

    const firstPage = await client.portfolios.listTrades(portfolio.id, { limit: 2 });
    expect(firstPage.data.map((t) => t.externalId)).toEqual(['t-3', 't-2']);
    const everyTrade: string[] = [];
    for await (const trade of client.portfolios.listTrades(portfolio.id, { limit: 2 })) everyTrade.push(trade.externalId ?? '');
    expect(everyTrade).toEqual(['t-3', 't-2', 't-1']);
  });

  it('records activities of every kind; listTrades keeps to trades, listActivities filters by type', async () => {
    const portfolio = await client.portfolios.create({ externalId: externalId('activities') });
    const activities: ActivityInput[] = [
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-01-02T09:00:00Z' },
      { ticker: 'msft', side: 'buy', quantity: 10, price: 400, currency: 'USD', executedAt: '2026-01-03T15:00:00Z' },
      { type: 'dividend', ticker: 'MSFT', amount: 8.3, currency: 'USD', withholdingTax: 1.25, executedAt: '2026-02-12T00:00:00Z' },
      { type: 'split', ticker: 'MSFT', ratio: { from: 1, to: 2 }, executedAt: '2026-02-20T00:00:00Z' },
    ];
    const result = await client.portfolios.recordTrades(portfolio.id, { trades: activities, currentHoldings: [{ ticker: 'MSFT', quantity: 20 }] });
    // This API has no market data: MSFT, upper-cased, is named as unknown.
    expect(result).toMatchObject({ appended: 4, tradeCount: 4, warnings: [{ code: 'unknown_ticker', ticker: 'MSFT' }] });

    const trades = [];
    for await (const trade of client.portfolios.listTrades(portfolio.id)) trades.push(trade);
    expect(trades).toMatchObject([{ type: 'buy', side: 'buy', ticker: 'MSFT', quantity: 10 }]);
    const income = await client.portfolios.listActivities(portfolio.id, { type: ['dividend', 'interest'] });
    expect(income.data).toMatchObject([{ type: 'dividend', ticker: 'MSFT', amount: 8.3, withholdingTax: 1.25 }]);
    const all = await client.portfolios.listActivities(portfolio.id);
    expect(all.data.map((a) => a.type)).toEqual(['split', 'dividend', 'buy', 'deposit']);

    const refused: unknown = await client.portfolios
      .recordTrades(portfolio.id, { trades: [{ type: 'split', ticker: 'MSFT', ratio: { from: 1, to: 0 }, executedAt: '2026-03-01T00:00:00Z' }], currentHoldings: [] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect(refused).toMatchObject({ issues: [expect.objectContaining({ path: ['trades', 0, 'ratio', 'to'] })] });
  });

  it('replays a POST sent twice with the same idempotency key, and refuses the key for another body', async () => {
    const idempotencyKey = `create-${externalId('idem')}`;
    const body = { externalId: externalId('idem') };
    const first = await client.portfolios.create(body, { idempotencyKey });
    const replay = await client.portfolios.create(body, { idempotencyKey });
    expect(replay).toEqual(first);

    const reused: unknown = await client.portfolios.create({ externalId: externalId('other') }, { idempotencyKey }).catch((e: unknown) => e);
    expect(reused).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('encodes ids into the path, so an id cannot reach another endpoint', async () => {
    const error: unknown = await client.portfolios.retrieve('../partner-portfolios?limit=1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('calls a REST-only endpoint (reports) through the same transport', async () => {
    const portfolio = await client.portfolios.create({ externalId: externalId('report'), currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] });
    const report = await client.post<{ id: string; portfolioId: string }>('/v1/sdk/reports/generate', { portfolioId: portfolio.id, format: 'json' });
    expect(report).toMatchObject({ id: expect.stringMatching(/^rpt_/), portfolioId: portfolio.id });
    expect(await client.get<{ id: string }>(`/v1/sdk/reports/${report.id}`)).toMatchObject({ id: report.id });
  });
});
