import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, HEADLINE_FINDINGS, SUPPORTED_LOCALES, type Card } from '@clarity/shared';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, type TestContext } from '../testing/harness.js';

// The card's headline, read as a user reads it: for every demo book, in every language.

let ctx: TestContext;
let apiKey: string;
const cards = new Map<string, Card>();

const sentences = (markdown: string) =>
  markdown
    // A sentence ends at a stop before a capital (or the end): not in "2.2%" nor in "28 févr. 2026".
    .split(/[.!?](?=\s+[A-ZÀ-Ý*«„]|\s*$)/)
    .filter((part) => part.trim().length > 0);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await seedDemo(ctx.app.locals.services, ctx.config.dbPath, ctx.clock.now()));
  const list = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
  for (const p of list.body.data as { id: string; externalId: string }[]) {
    for (const locale of SUPPORTED_LOCALES) {
      const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: p.id, locale }).expect(200);
      cards.set(`${p.externalId} ${locale}`, CardSchema.parse(res.body));
    }
  }
}, 120_000);
afterAll(() => ctx.close());

describe('the card headline', () => {
  it('exists for every demo book in every language: one or two sentences, named by its rule, never repeated below', () => {
    expect(cards.size).toBe(3 * SUPPORTED_LOCALES.length);
    for (const [name, card] of cards) {
      expect(HEADLINE_FINDINGS, name).toContain(card.headline.finding);
      const count = sentences(card.headline.markdown).length;
      expect(count, `${name}: ${card.headline.markdown}`).toBeGreaterThanOrEqual(1);
      expect(count, `${name}: ${card.headline.markdown}`).toBeLessThanOrEqual(2);
      expect(card.positionsAnalysis.markdown, name).not.toContain(card.headline.markdown);
      expect(card.marketContext.markdown, name).not.toContain(card.headline.markdown);
      // Every marker it uses resolves to a citation.
      for (const [, n] of card.headline.markdown.matchAll(/\[(\d+)\]/g)) expect(card.citations.map((c) => c.id), name).toContain(Number(n));
    }
  });

  it('chooses by the same rule in every language', () => {
    for (const book of ['demo-growth-usd', 'demo-balanced-eur', 'demo-conservative-gbp']) {
      const findings = SUPPORTED_LOCALES.map((locale) => cards.get(`${book} ${locale}`)!.headline.finding);
      expect(new Set(findings).size, book).toBe(1);
    }
  });

  it('leads the growth book with its crypto share, far above a growth profile’s 0–8% range, as the holdings panel shows it', () => {
    const card = cards.get('demo-growth-usd en')!;
    expect(card.headline.finding).toBe('limit_breach');
    // BTC is the book's only crypto: its share, worked out from the panel's own values.
    const btc = card.positions.find((p) => p.ticker === 'BTC')!.value!;
    const total = card.positions.reduce((sum, p) => sum + (p.value ?? 0), 0);
    expect(card.headline.markdown).toBe(`Crypto: ${((100 * btc) / total).toFixed(1)}% of the portfolio, above the 0–8% target range for your growth profile.`);
  });

  it('says there is nothing to weigh up for a portfolio with nothing valued', async () => {
    const created = await request(ctx.app)
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', apiKey)
      .send({ externalId: 'empty-book', baseCurrency: 'USD', currentHoldings: [] })
      .expect(201);
    const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: created.body.id }).expect(200);
    expect(res.body.headline).toEqual({ finding: 'no_holdings', markdown: 'Nothing is valued in this portfolio yet, so there is nothing to weigh up: add holdings to see what matters here.' });
  });

  it('writes the sell-off’s falls signed, so they do not read as weights', () => {
    const en = cards.get('demo-growth-usd en')!.positionsAnalysis.markdown;
    expect(en).toContain('In a broad sell-off (equities -20% and crypto -50%)');
    const de = cards.get('demo-growth-usd de')!.positionsAnalysis.markdown;
    expect(de).toMatch(/Aktien -20\s%/);
  });
});
