import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, askInThread, startChatServer, streamedText, toolCallsOf, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * Spans over HTTP: a question naming exact days ("since March", "au troisième trimestre", "las últimas dos
 * semanas") runs its tool over those days and the answer names them; a follow-up that brings only a span
 * re-runs the last tool with it. The chat's clock is 14 Nov 2026 (the chat portfolio holds AAPL, NVDA, ASML,
 * SHEL, AGG and BTC, base USD).
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

async function thread(questions: string[]) {
  const results = await askInThread(server, questions);
  return results.map((result) => ({ calls: toolCallsOf(result), text: streamedText(result), locale: answerOf(result).locale }));
}

describe('the chat answers the span a question names', () => {
  it('en: since March is the performance from 1 March to today, with the dates said; a stored period after it drops the days', async () => {
    const [first, second] = await thread(['How has my portfolio done since March?', 'and over the past year?']);
    expect(first!.calls.find((c) => c.tool === 'performance')?.args).toMatchObject({ from: '2026-03-01', to: '2026-11-14' });
    expect(first!.text).toContain('From Mar 1, 2026 to Nov 14, 2026');
    const year = second!.calls.find((c) => c.tool === 'performance')?.args;
    expect(year).toMatchObject({ period: '1Y' });
    expect(year).not.toHaveProperty('from');
  });

  it('de: a follow-up that brings only "seit März" re-runs the price with the days', async () => {
    const [, second] = await thread(['Was kostet Apple gerade?', 'und seit März?']);
    expect(second!.calls).toContainEqual({ tool: 'price', args: expect.objectContaining({ ticker: 'AAPL', from: '2026-03-01', to: '2026-11-14' }) });
    expect(second!.text).toContain('01.03.2026');
    expect(second!.locale).toBe('de');
  });

  it('fr: the third quarter, named by its ordinal, is 30 June to 30 September', async () => {
    const [turn] = await thread(['Quelle a été la performance de mon portefeuille au troisième trimestre ?']);
    expect(turn!.calls.find((c) => c.tool === 'performance')?.args).toMatchObject({ from: '2026-06-30', to: '2026-09-30' });
    expect(turn!.text).toContain('Du 30 juin 2026 au 30 sept. 2026');
  });

  it('es: the last two weeks of a rate are counted back from today', async () => {
    const [turn] = await thread(['¿Cuánto ha cambiado el euro frente al dólar en las últimas dos semanas?']);
    expect(turn!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'EUR', quote: 'USD', from: '2026-10-31', to: '2026-11-14' });
    expect(turn!.text).toContain('del 31 oct 2026 al 14 nov 2026');
  });
});
