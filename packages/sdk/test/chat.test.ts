import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIUserAbortError, BadRequestError, Clarity, NotFoundError, type ChatEvent, type Portfolio } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

let api: RunningApi;
let client: Clarity;
let portfolio: Portfolio;

beforeAll(async () => {
  // Fast heartbeats, so the real stream carries `: ping` comments the client must skip.
  api = await startApi({ CLARITY_CHAT_HEARTBEAT_MS: '100' });
  client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
  portfolio = await client.portfolios.create({
    externalId: 'chat-client',
    currentHoldings: [
      { ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' },
      { ticker: 'MSFT', quantity: 2, costBasis: 300, currency: 'USD' },
    ],
  });
});
afterAll(() => api.close());

describe('clarity.chat against the real API', () => {
  it('streams typed events from RUN_STARTED to RUN_FINISHED, with the answer', async () => {
    const events: ChatEvent[] = [];
    for await (const event of client.clarity.chat({ portfolioId: portfolio.id, question: 'How concentrated is my portfolio?' })) events.push(event);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('RUN_STARTED');
    expect(types.at(-1)).toBe('RUN_FINISHED');
    expect(types).toContain('TEXT_MESSAGE_CONTENT');
    const answer = events.find((e) => e.type === 'CUSTOM' && e.name === 'clarity-answer');
    expect(answer?.type === 'CUSTOM' && answer.name === 'clarity-answer' && answer.value.answerMarkdown.length).toBeGreaterThan(0);
  });

  it('ask() resolves to the final answer, and keeps the thread the caller names', async () => {
    const threadId = 'thr-sdk-test-1';
    const answer = await client.clarity.ask({ portfolioId: portfolio.id, question: 'What is my largest position?', threadId });
    expect(answer.answerMarkdown).toMatch(/AAPL/);
    expect(answer.staleness).toHaveProperty('asOf');

    let started: ChatEvent | undefined;
    for await (const event of client.clarity.chat({ portfolioId: portfolio.id, question: 'And the smallest?', threadId })) {
      started ??= event;
    }
    expect(started).toMatchObject({ type: 'RUN_STARTED', threadId });
  });

  it('answers about an inline portfolio', async () => {
    const answer = await client.clarity.ask({ portfolio: { externalId: 'inline', currentHoldings: [{ ticker: 'MSFT', quantity: 1 }] }, question: 'What do I hold?' });
    expect(answer.answerMarkdown).toMatch(/MSFT/);
  });

  it('throws the JSON errors found before the stream starts as their classes', async () => {
    const drain = async (body: Parameters<Clarity['clarity']['chat']>[0]) => {
      for await (const _event of client.clarity.chat(body)) void _event;
    };
    await expect(drain({ portfolioId: 'ppf_00000000000000000000000000', question: 'Hello?' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(drain({ portfolioId: portfolio.id, question: '' })).rejects.toBeInstanceOf(BadRequestError);
  });

  it('aborting the signal mid-stream throws APIUserAbortError', async () => {
    const controller = new AbortController();
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat({ portfolioId: portfolio.id, question: 'Summarise my risks' }, controller.signal)) {
        if (event.type === 'RUN_STARTED') controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });
});

describe('leaving the loop cancels the run on the server', () => {
  it('frees the one stream slot of the organization at once', async () => {
    // One open stream per organization, and streams held open long after RUN_FINISHED: the
    // second chat can only start if breaking out of the first closed it on the server.
    const held = await startApi({ CLARITY_CHAT_MAX_STREAMS_PER_ORG: '1', CLARITY_CHAT_HOLD_OPEN_MS: '60000' });
    try {
      const heldClient = new Clarity({ apiKey: held.apiKey, baseURL: held.baseURL });
      const owned = await heldClient.portfolios.create({ externalId: 'held', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] });
      const body = { portfolioId: owned.id, question: 'What do I hold?' };
      for (let round = 0; round < 2; round++) {
        const seen: string[] = [];
        for await (const event of heldClient.clarity.chat(body)) {
          seen.push(event.type);
          if (event.type === 'RUN_FINISHED') break;
        }
        expect(seen.at(-1)).toBe('RUN_FINISHED');
      }
    } finally {
      await held.close();
    }
  });
});
