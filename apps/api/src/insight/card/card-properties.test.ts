import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CardSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { citedNumbers } from '../citations.js';
import { CardService } from './card-service.js';

const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'ASML', 'SAP', 'SHEL', 'ACWI', 'AGG', 'IEF', 'BTC', 'ETH', 'NOPE'];

let ctx: TestContext;
let cards: CardService;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.locals.services.marketImport.importSample();
  const s = ctx.app.locals.services;
  cards = new CardService({ market: s.market, trades: s.trades, clock: ctx.clock });
});
afterAll(async () => {
  await ctx.close();
});

it('any inline portfolio gets a valid, self-consistent card', async () => {
  const holding = fc.record({
    ticker: fc.constantFrom(...TICKERS),
    quantity: fc.oneof(fc.integer({ min: -50, max: 500 }), fc.double({ min: 0.001, max: 1e6, noNaN: true })),
    costBasis: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true }), { nil: undefined }),
  });
  await fc.assert(
    fc.asyncProperty(
      fc.array(holding, { maxLength: 12 }),
      fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'),
      fc.constantFrom('2025-09-01', '2026-03-02', '2026-11-14', '2027-06-01'),
      fc.option(fc.record({ riskTolerance: fc.constantFrom('conservative', 'moderate', 'balanced', 'growth', 'aggressive' as const), horizonYears: fc.integer({ min: 0, max: 40 }) }), { nil: undefined }),
      async (currentHoldings, baseCurrency, day, profile) => {
        const card = CardSchema.parse(await cards.card({ currentHoldings, baseCurrency, profile }, day));
        const ids = card.citations.map((c) => c.id);
        const used = [...new Set([...citedNumbers(card.marketContext.markdown), ...citedNumbers(card.positionsAnalysis.markdown)])].sort((a, b) => a - b);
        expect(used).toEqual(ids);
        expect(Number.isFinite(card.totalValue)).toBe(true);
        expect(card.positionsAnalysis.markdown).not.toMatch(/NaN|Infinity|undefined/);
        expect(card.marketContext.markdown).not.toMatch(/NaN|Infinity|undefined/);
        for (const w of card.warnings) expect(card.positionsAnalysis.markdown).toContain(`**${w.ticker}**`);
      },
    ),
    { numRuns: 40 },
  );
});
