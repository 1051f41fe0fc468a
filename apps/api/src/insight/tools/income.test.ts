import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { analysePortfolio } from '../analytics/portfolio-analytics.js';
import { loadPortfolioSnapshot } from '../portfolio-snapshot.js';
import { toolByName } from './registry.js';
import { wordsFor } from './words.js';

const ASOF = '2026-06-30';

// The income and cash_flows tools over a stored activity log, through the chat's own tool runner
// context built as the chat builds it (the portfolio snapshot and its analytics). Expected sums are worked out by hand.

let ctx: TestContext;
let apiKey: string;
let orgId: string;
let portfolioId: string;

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket({
    'instruments.csv': ['ticker,name,asset_class,sector,region,currency', 'AAPL,Apple Inc.,equity,technology,north_america,USD'].join('\n'),
    'prices.csv': ['ticker,date,close', 'AAPL,2026-01-05,200', 'AAPL,2026-06-30,210'].join('\n'),
  });
  ({ apiKey, orgId } = await ctx.newOrg());
  portfolioId = (await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'income', baseCurrency: 'USD' }).expect(201)).body.id;
  const activities = [
    { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-01-05T09:00:00Z' },
    { ticker: 'AAPL', side: 'buy', quantity: 20, price: 200, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 5.2, withholdingTax: 0.78, currency: 'USD', executedAt: '2026-02-13T12:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 5.2, withholdingTax: 0.78, currency: 'USD', executedAt: '2026-05-15T12:00:00Z' },
    { type: 'interest', amount: 3, currency: 'USD', executedAt: '2026-06-30T00:00:00Z' },
    { type: 'withdrawal', amount: 400, currency: 'USD', executedAt: '2026-06-15T09:00:00Z' },
  ];
  await request(ctx.app).post(`/v1/sdk/partner-portfolios/${portfolioId}/trades`).set('x-api-key', apiKey).send({ trades: activities, currentHoldings: [{ ticker: 'AAPL', quantity: 20 }] }).expect(200);
});
afterEach(() => ctx.close());

async function runTool(name: string, input: unknown) {
  const services = ctx.app.locals.services;
  const tool = toolByName(name)!;
  const snapshot = await loadPortfolioSnapshot(services, (await services.portfolios.get(orgId, portfolioId)).portfolio, ASOF);
  const insight = { input: snapshot.analyticsInput, analytics: analysePortfolio(snapshot.analyticsInput), stories: snapshot.stories };
  const toolCtx = {
    asOf: ASOF,
    market: services.market,
    insight: () => Promise.resolve(insight),
    performance: () => Promise.reject(new Error('not read by these tools')),
    performanceBetween: () => Promise.reject(new Error('not read by these tools')),
    allStories: () => Promise.resolve([]),
  };
  const output = (await tool.run(toolCtx, tool.input.parse(input))) as Record<string, unknown>;
  return { output, text: tool.render(output, wordsFor(new Map())).join('\n') };
}

describe('income and cash_flows tools', () => {
  it('income: dividends gross and withheld, interest, by holding; over a period', async () => {
    const all = await runTool('income', {});
    // Dividends 5.20 + 5.20 = 10.40, withheld 1.56; interest 3; net 10.40 − 1.56 + 3 = 11.84.
    expect(all.output).toMatchObject({ dividends: 10.4, withholdingTax: 1.56, interest: 3, net: 11.84, byHolding: [{ ticker: 'AAPL', dividends: 10.4, withholdingTax: 1.56 }] });
    expect(all.text).toContain('$11.84 after tax withheld');
    // The last month (from 30 May): only the interest.
    const month = await runTool('income', { period: '1M' });
    expect(month.output).toMatchObject({ dividends: 0, interest: 3, net: 3 });
  });

  it('cash_flows: deposits, withdrawals and net invested from deposits', async () => {
    const flows = await runTool('cash_flows', {});
    expect(flows.output).toMatchObject({ deposits: 5000, withdrawals: 400, netInvested: 4600, netInvestedFrom: 'deposits' });
    expect(flows.text).toContain('Net invested capital since the first activity: +$4,600');
  });
});
