import type { ChatEvent } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * Dialogue state over HTTP: a follow-up that brings only a slot (a currency, a period, a ticker) re-runs
 * the last turn's tool with that slot replaced, in each of the four languages, and a thread that
 * switches language answers each turn in its question's language.
 * (The chat portfolio holds AAPL, NVDA, ASML, SHEL, AGG and BTC, base USD.)
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

interface Call {
  tool: string;
  args: Record<string, unknown>;
}

function callsOf(result: StreamResult): Call[] {
  const names = new Map<string, string>();
  const args = new Map<string, string>();
  for (const e of result.events) {
    if (e.type === 'TOOL_CALL_START') names.set(e.toolCallId, e.toolCallName);
    if (e.type === 'TOOL_CALL_ARGS') args.set(e.toolCallId, (args.get(e.toolCallId) ?? '') + e.delta);
  }
  return [...names].map(([id, tool]) => ({ tool, args: JSON.parse(args.get(id) ?? '{}') as Record<string, unknown> }));
}

/** Asks each question in one thread; returns each turn's calls and answer. */
async function thread(questions: string[]) {
  let threadId: string | undefined;
  const turns = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    turns.push({ calls: callsOf(result), answer: answerOf(result) });
  }
  return turns;
}

describe('a follow-up that brings only a slot re-runs the last intent with it', () => {
  it('en: another currency', async () => {
    const [, second] = await thread(['How much of my portfolio is in US dollars?', 'and in euros?']);
    expect(second!.calls).toContainEqual({ tool: 'exposure', args: { kind: 'currency', value: 'EUR' } });
    expect(second!.answer.locale).toBe('en');
  });

  it('de: another period', async () => {
    const [first, second] = await thread(['Wie hat sich mein Depot seit Jahresbeginn entwickelt?', 'Und über ein Jahr?']);
    expect(first!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('YTD');
    expect(second!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('1Y');
    expect(second!.answer.locale).toBe('de');
  });

  it('fr: another instrument', async () => {
    const [, second] = await thread(['Combien vaut ma position Apple ?', 'et Nvidia ?']);
    expect(second!.calls.some((c) => c.tool === 'position' && c.args.ticker === 'NVDA')).toBe(true);
    expect(second!.answer.locale).toBe('fr');
  });

  it('es: another currency for an exchange rate', async () => {
    const [first, second] = await thread(['¿Cuál es el tipo de cambio del euro frente al dólar?', '¿y la libra?']);
    expect(first!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'EUR', quote: 'USD' });
    expect(second!.calls.some((c) => c.tool === 'fx_rate')).toBe(true);
    expect(second!.answer.locale).toBe('es');
  });
});

describe('a thread that switches language', () => {
  it('answers each turn in its question’s language', async () => {
    const turns = await thread(['What is my portfolio worth?', 'Und wie riskant ist mein Depot?', 'Et mes frais ?', '¿Y mis mayores posiciones?']);
    expect(turns.map((t) => t.answer.locale)).toEqual(['en', 'de', 'fr', 'es']);
    expect(turns.map((t) => t.calls[0]?.tool)).toEqual(['portfolio_summary', 'risk', 'fees', 'holdings']);
  });
});
