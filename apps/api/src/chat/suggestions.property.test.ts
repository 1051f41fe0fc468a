import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card, ChatEvent, FollowUp } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { answerOf, chat, listen } from './testing/stream-client.test-helpers.js';

/**
 * Every follow-up the card or the chat offers is written from a tool plan: asked back, its answer
 * must run that tool, and must not be the fallback (a plain summary or the off-topic decline).
 * Random portfolios over the sample market data, stored with trade logs or inline.
 */

const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'ASML', 'SAP', 'SHEL', 'ACWI', 'AGG', 'IEF', 'BTC', 'ETH'];
const PRICE_NEAR: Record<string, number> = { AAPL: 230, MSFT: 500, NVDA: 180, JPM: 300, XOM: 110, ASML: 800, SAP: 220, SHEL: 27, ACWI: 135, AGG: 100, IEF: 96, BTC: 100000, ETH: 3500 };
const CURRENCY: Record<string, string> = { ASML: 'EUR', SAP: 'EUR', SHEL: 'GBP' };

let ctx: TestContext;
let apiKey: string;
let url: string;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-16T12:00:00Z'));
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey } = await ctx.newOrg());
  ({ url, close: closeServer } = await listen(ctx.app));
});
afterAll(async () => {
  await closeServer();
  await ctx.close();
});

const holdingArb = fc.record({
  ticker: fc.constantFrom(...TICKERS),
  units: fc.integer({ min: 1, max: 200 }),
  costFactor: fc.double({ min: 0.5, max: 1.6, noNaN: true }),
});
const portfolioArb = fc.record({
  holdings: fc.uniqueArray(holdingArb, { minLength: 1, maxLength: 8, selector: (h) => h.ticker }),
  baseCurrency: fc.constantFrom('USD', 'EUR', 'GBP'),
  tolerance: fc.option(fc.constantFrom('conservative', 'moderate', 'balanced', 'growth', 'aggressive'), { nil: undefined }),
  withTrades: fc.boolean(),
});

type Generated = { holdings: { ticker: string; units: number; costFactor: number }[]; baseCurrency: string; tolerance: string | undefined; withTrades: boolean };

function holdingsOf(p: Generated) {
  return p.holdings.map((h) => {
    const quantity = h.ticker === 'BTC' || h.ticker === 'ETH' ? h.units / 100 : h.units;
    return { ticker: h.ticker, quantity, costBasis: Number(((PRICE_NEAR[h.ticker] ?? 100) * h.costFactor).toFixed(2)), currency: CURRENCY[h.ticker] ?? 'USD' };
  });
}

/** A stored portfolio whose trade log explains its holdings (bought in spring, part sold in summer), or an inline one. */
async function target(p: Generated, n: number): Promise<{ portfolioId: string } | { portfolio: object }> {
  const holdings = holdingsOf(p);
  const profile = p.tolerance ? { riskTolerance: p.tolerance, horizonYears: 10 } : undefined;
  if (!p.withTrades) return { portfolio: { externalId: `inline-${n}`, baseCurrency: p.baseCurrency, currentHoldings: holdings, ...(profile ? { profile } : {}) } };
  const created = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId: `stored-${n}-${Date.now()}`, baseCurrency: p.baseCurrency, ...(profile ? { profile } : {}) });
  const id = created.body.id as string;
  const trades = holdings.flatMap((h, i) => [
    { ticker: h.ticker, side: 'buy', quantity: h.quantity * 2, price: h.costBasis, currency: h.currency, executedAt: `2026-03-${String(2 + i).padStart(2, '0')}T15:00:00Z`, fees: 1 },
    { ticker: h.ticker, side: 'sell', quantity: h.quantity, price: h.costBasis * 1.1, currency: h.currency, executedAt: `2026-07-${String(6 + i).padStart(2, '0')}T15:00:00Z`, fees: 1 },
  ]);
  await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades, currentHoldings: holdings }).expect(200);
  return { portfolioId: id };
}

function toolsRan(events: ChatEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
}

const toolsAsked = new Set<string>();

async function expectAnswerable(portfolio: { portfolioId: string } | { portfolio: object }, followUp: FollowUp): Promise<FollowUp[]> {
  expect(followUp.tool, followUp.question).toBeTypeOf('string');
  toolsAsked.add(followUp.tool ?? '');
  const result = await chat(url, apiKey, { ...portfolio, question: followUp.question });
  const ran = toolsRan(result.events);
  const answer = answerOf(result);
  expect(ran, `"${followUp.question}" should run ${followUp.tool}, ran ${ran.join(', ')}`).toContain(followUp.tool);
  expect(answer.intent, followUp.question).not.toBe('out_of_scope');
  if (followUp.tool !== 'portfolio_summary') expect(ran, followUp.question).not.toEqual(['portfolio_summary']);
  return answer.followUps;
}

describe('suggestions are answerable by construction', () => {
  it('every follow-up of random cards, and of their answers, runs its intended tool', async () => {
    let n = 0;
    let asked = 0;
    await fc.assert(
      fc.asyncProperty(portfolioArb, async (p) => {
        n += 1;
        const portfolio = await target(p, n);
        const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send(portfolio);
        expect(res.status).toBe(200);
        const card = res.body as Card;
        expect(card.followUps.length).toBeGreaterThan(0);
        for (const followUp of card.followUps) {
          const next = await expectAnswerable(portfolio, followUp);
          asked += 1;
          // One level further: the answer's own suggestions.
          for (const deeper of next) {
            await expectAnswerable(portfolio, deeper);
            asked += 1;
          }
        }
      }),
      { numRuns: 25, seed: 20261116 },
    );
    console.log(`suggestions asked back: ${asked} over ${n} portfolios, every one ran its tool; tools suggested: ${[...toolsAsked].sort().join(', ')}`);
    expect(asked).toBeGreaterThan(100);
    // The suggestions reach most of the registry, so a badly worded one cannot hide.
    expect(toolsAsked.size).toBeGreaterThanOrEqual(12);
  }, 120_000); // dozens of chat runs: about 10 s alone, several times that beside the browser suite on 2 cores
});
