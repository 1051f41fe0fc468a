import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { answerOf, chat, listen, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * The money-weighted return asked for by name, in four languages: the performance tool's MWR (the
 * engine's, not recomputed), since the first trade unless a period is named, worded from the catalog.
 *
 * The book, worked out by hand: 10 AAPL bought at 100 on 2025-01-02 and 10 more at 150 on 2025-07-01
 * (180 days later); the last close is 180, so on 2026-11-14 (681 days after the first buy) the book is
 * worth 20 × 180 = 3,600. Time-weighted, money counted at the start of the day it arrives (the engine's
convention, docs/insight.md): on 2025-07-01 the 1,000 held plus the 1,500 paid in became 3,000 (×1.2), then
3,000 became 3,600 (×1.2): ×1.44 = +44.0%. Money-weighted, yearly
 * (the span is over a year): the r with 1000 + 1500 / (1 + r)^(180/365) = 3600 / (1 + r)^(681/365),
 * solved by bisection on paper: r = 0.26021 → +26.0% a year.
 */
const NOW = new Date('2026-11-14T09:30:00.000Z');

let ctx: TestContext;
let url: string;
let apiKey: string;
let portfolioId: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.importMarket({
    'instruments.csv': ['ticker,name,asset_class,sector,region,currency', 'AAPL,Apple Inc.,equity,technology,north_america,USD'].join('\n'),
    'prices.csv': ['ticker,date,close', 'AAPL,2025-01-02,100', 'AAPL,2025-07-01,150', 'AAPL,2026-11-13,180'].join('\n'),
  });
  ({ apiKey } = await ctx.newOrg());
  portfolioId = (await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'mwr', baseCurrency: 'USD' }).expect(201)).body.id;
  const trades = [
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 100, currency: 'USD', executedAt: '2025-01-02T15:00:00Z' },
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 150, currency: 'USD', executedAt: '2025-07-01T15:00:00Z' },
  ];
  await request(ctx.app).post(`/v1/sdk/partner-portfolios/${portfolioId}/trades`).set('x-api-key', apiKey).send({ trades, currentHoldings: [{ ticker: 'AAPL', quantity: 20 }] }).expect(200);
  const server = await listen(ctx.app);
  url = server.url;
  stop = async () => {
    await server.close();
    await ctx.close();
  };
});
afterAll(() => stop());

function performanceCall(result: StreamResult): Record<string, unknown> | undefined {
  const id = result.events.find((e) => e.type === 'TOOL_CALL_START' && e.toolCallName === 'performance');
  if (id?.type !== 'TOOL_CALL_START') return undefined;
  const args = result.events.find((e) => e.type === 'TOOL_CALL_ARGS' && e.toolCallId === id.toolCallId);
  return args?.type === 'TOOL_CALL_ARGS' ? (JSON.parse(args.delta) as Record<string, unknown>) : undefined;
}

describe('the money-weighted return by name', () => {
  const cases = [
    { question: 'What’s my money-weighted return since inception?', locale: 'en', says: ['Since your first trade your money-weighted return (XIRR) is **+26.0%** a year', 'time-weighted return', '+44.0%'] },
    { question: 'What is my XIRR?', locale: 'en', says: ['**+26.0%** a year'] },
    { question: 'Wie hoch ist mein interner Zinsfuß?', locale: 'de', says: ['Seit Ihrer ersten Transaktion beträgt Ihre geldgewichtete Rendite', '**+26,0 %** pro Jahr', '+44,0 %'] },
    { question: 'Quel est mon TRI ?', locale: 'fr', says: ['Depuis votre première opération, votre rendement pondéré par les capitaux', '**+26,0 %** par an'] },
    { question: '¿Cuál es mi TIR?', locale: 'es', says: ['Desde su primera operación, su rentabilidad ponderada por dinero', '+26,0 %', 'anual'] },
  ];
  for (const c of cases) {
    it(`${c.locale}: “${c.question}” → the MWR since the first trade, in the question’s language`, async () => {
      const result = await chat(url, apiKey, { portfolioId, question: c.question });
      expect(result.status).toBe(200);
      expect(performanceCall(result)).toMatchObject({ period: 'SI', measure: 'mwr' });
      const answer = answerOf(result);
      expect(answer.locale).toBe(c.locale);
      expect(answer.outcome).toBe('answered');
      // Figures as the locale writes them, with its no-break spaces read as spaces.
      const text = answer.answerMarkdown.replace(/[\u00a0\u202f]/g, ' ');
      for (const said of c.says) expect(text).toContain(said);
      // The period is named as a phrase of its own language, and no instrument "XIRR" is looked up.
      expect(answer.answerMarkdown).not.toMatch(/Over since|XIRR\b.*no market data|keine Marktdaten/);
    });
  }

  it('a follow-up with another period keeps the money-weighted measure: over the past year it is a return for the period', async () => {
    const first = await chat(url, apiKey, { portfolioId, question: 'What is my XIRR?' });
    const threadId = (first.events[0] as { threadId: string }).threadId;
    const second = await chat(url, apiKey, { portfolioId, threadId, question: 'and over the past year?' });
    expect(performanceCall(second)).toMatchObject({ period: '1Y', measure: 'mwr' });
    // Over the past year (from 2025-11-14) nothing flowed: the book went from 20 × 150 = 3,000 to 3,600, +20.0% for the period.
    expect(answerOf(second).answerMarkdown).toContain('Over the past year your money-weighted return (XIRR) is **+20.0%**:');
  });
});
