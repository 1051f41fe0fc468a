import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clarity, IncompleteStreamError, type ChatEvent } from '@clarity/sdk';
import { ThreadRepository } from '../../../apps/api/src/chat/threads/repository.js';
import { RESUMABLE_FOR_MS } from '../../../apps/api/src/chat/resumable-runs.js';
import { startApi, type RunningApi } from './helpers/api-server.js';
import { startCuttingProxy, type Cut, type CuttingProxy } from './helpers/cutting-proxy.js';

// The real API behind a proxy that drops the connection mid-stream, as a network would: the client
// must resume on its own (Last-Event-ID) and its consumer see every event exactly once.

let api: RunningApi;
let portfolioId: string;
let proxies: CuttingProxy[] = [];

beforeAll(async () => {
  api = await startApi();
  const direct = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
  const portfolio = await direct.portfolios.create({
    externalId: 'resume-client',
    currentHoldings: [
      { ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' },
      { ticker: 'MSFT', quantity: 2, costBasis: 300, currency: 'USD' },
      { ticker: 'NVDA', quantity: 5, costBasis: 90, currency: 'USD' },
    ],
  });
  portfolioId = portfolio.id;
});
afterEach(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  proxies = [];
});
afterAll(() => api.close());

async function through(cuts: Cut[], options: ConstructorParameters<typeof Clarity>[0] = {}) {
  const proxy = await startCuttingProxy(api.baseURL, cuts);
  proxies.push(proxy);
  return { proxy, client: new Clarity({ apiKey: api.apiKey, baseURL: proxy.baseURL, maxRetries: 0, ...options }) };
}

async function collect(stream: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** An event without the ids that differ from run to run, to compare two runs of one question. */
function withoutIds(event: ChatEvent): object {
  const { runId: _r, threadId: _t, messageId: _m, toolCallId: _c, ...rest } = event as Record<string, unknown>;
  return rest;
}

const lastEventIdOf = (head: string) => /\r\nlast-event-id: ([^\r]*)\r\n/i.exec(head)?.[1];

describe('clarity.chat resumes a dropped stream', () => {
  const question = 'How concentrated is my portfolio?';

  it('after the connection drops twice mid-stream: each event once, as in an uninterrupted run, and the question ran once', async () => {
    const whole = await collect(new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL }).clarity.chat({ portfolioId, question }));
    const { client, proxy } = await through([1200, 2600]);
    const threadId = 'thr-resume-1';
    const events = await collect(client.clarity.chat({ portfolioId, question, threadId }));

    expect(events.map(withoutIds)).toEqual(whole.map(withoutIds));
    expect(events.at(-1)?.type).toBe('RUN_FINISHED');
    // Three connections: the question, then two resumes, each after the last event received.
    expect(proxy.heads).toHaveLength(3);
    expect(lastEventIdOf(proxy.heads[0]!)).toBeUndefined();
    const runId = events[0]?.type === 'RUN_STARTED' ? events[0].runId : '';
    const [first, second] = [lastEventIdOf(proxy.heads[1]!), lastEventIdOf(proxy.heads[2]!)];
    expect(first).toMatch(new RegExp(`^${runId}:\\d+$`));
    expect(Number(second?.split(':').at(-1))).toBeGreaterThan(Number(first?.split(':').at(-1)));
    // The server answered once: one stored turn on the thread.
    expect(await new ThreadRepository(api.ctx.database.db, api.ctx.clock).turnCount(api.orgId, threadId)).toBe(1);
  });

  it('gives up with IncompleteStreamError after maxStreamResumes resumes in a row that bring nothing new', async () => {
    const { client, proxy } = await through([1300, 'head', 'head', 'head', 'head'], { maxStreamResumes: 2 });
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat({ portfolioId, question })) seen.push(event);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompleteStreamError);
    expect(seen[0]?.type).toBe('RUN_STARTED');
    expect(proxy.heads).toHaveLength(3);
  });

  it('a run the server no longer holds ends the stream with IncompleteStreamError (409 run_not_resumable as its cause)', async () => {
    let calls = 0;
    const { client } = await through([1300], {
      // The service clock jumps past the resumable time just before the resume is sent.
      fetch: (input, init) => {
        if (calls++ === 1) api.ctx.clock.advance(RESUMABLE_FOR_MS);
        return fetch(input, init);
      },
    });
    const error: unknown = await collect(client.clarity.chat({ portfolioId, question })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompleteStreamError);
    expect((error as IncompleteStreamError).cause).toMatchObject({ status: 409, code: 'run_not_resumable' });
    expect(calls).toBe(2);
  });

  it('with maxStreamResumes 0 a dropped stream is not resumed', async () => {
    const { client, proxy } = await through([1300], { maxStreamResumes: 0 });
    await expect(collect(client.clarity.chat({ portfolioId, question }))).rejects.toBeInstanceOf(IncompleteStreamError);
    expect(proxy.heads).toHaveLength(1);
  });
});
