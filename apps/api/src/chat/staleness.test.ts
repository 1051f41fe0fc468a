import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * `staleness.ageOfNewestDays` of a chat answer is the age of the newest dated data the answer rests on
 * (cited stories, and the closes and rates its tools read), a number whenever there is any, null only
 * when there is none. Real HTTP against createApp, the sample market data (rates and prices end on
 * 2026-11-13), the chat clock at 2026-11-14.
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

/** An inline portfolio with nothing in it: no holding, so no valuation prices to lean on. */
const EMPTY_BOOK = { externalId: 'empty-inline', baseCurrency: 'USD', currentHoldings: [] };

function toolsOf(result: StreamResult): string[] {
  return result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
}

describe('staleness.ageOfNewestDays of a chat answer', () => {
  it('a rate-only answer with no news and no valued holding: the rate’s age (2026-11-13 → 2026-11-14 = 1 day)', async () => {
    const result = await chat(server.url, server.apiKey, { portfolio: EMPTY_BOOK, question: 'What is the EUR/USD exchange rate?' });
    expect(toolsOf(result)).toEqual(['fx_rate']);
    const answer = answerOf(result);
    expect(answer.citations).toEqual([]);
    expect(answer.staleness).toMatchObject({ ageOfNewestDays: 1, ageOfOldestDays: 1, sourceCount: 0, pricesAsOf: null });
  });

  it('a price-only answer about an instrument the book does not hold: the close’s age', async () => {
    const result = await chat(server.url, server.apiKey, { portfolio: EMPTY_BOOK, question: 'What is the price of MSFT?' });
    expect(toolsOf(result)).toContain('price');
    const answer = answerOf(result);
    expect(answer.citations).toEqual([]);
    expect(answer.staleness.ageOfNewestDays).toBe(1);
    expect(answer.staleness.pricesAsOf).toBeNull();
  });

  it('a rate asked on a past day rests on that day’s rate: 2026-06-30 → 2026-11-14 is 31 (July) + 31 + 30 + 31 + 14 = 137 days', async () => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question: 'What was the EUR/USD rate on 2026-06-30?' });
    expect(toolsOf(result)).toEqual(['fx_rate']);
    const answer = answerOf(result);
    expect(answer.staleness).toMatchObject({ ageOfNewestDays: 137, ageOfOldestDays: 137, sourceCount: 0 });
    // The book's own prices are still reported, but this answer does not rest on them.
    expect(answer.staleness.pricesAsOf).toBe('2026-11-13');
  });

  it('an answer about the book rests on its prices: 1 day', async () => {
    const answer = answerOf(await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question: 'How risky is my portfolio?' }));
    expect(answer.staleness.ageOfNewestDays).toBe(1);
  });

  it('a definition rests on no dated data: null', async () => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question: 'What does drawdown mean?' });
    expect(toolsOf(result)).toEqual(['explain_term']);
    expect(answerOf(result).staleness).toMatchObject({ ageOfNewestDays: null, ageOfOldestDays: null, sourceCount: 0 });
  });
});
