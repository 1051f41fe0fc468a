import { afterEach, describe, expect, it } from 'vitest';
import {
  APIConnectionTimeoutError,
  APIUserAbortError,
  Clarity,
  IncompleteStreamError,
  NotFoundError,
  RunError,
  type ChatEvent,
  type ClarityAnswer,
} from '@clarity/sdk';
import { openEventStream, sendError, startScriptedServer, writeEvent, type Script, type ScriptedServer } from './helpers/scripted-server.js';

// Stream edge cases (a cut connection, RUN_ERROR, silence) cannot be provoked from the real
// chat endpoint on demand, so a real local server plays them; chat.test.ts uses the real API.

const answer: ClarityAnswer = {
  answerMarkdown: 'Your largest position is AAPL [1].',
  citations: [{ id: 1, title: 'Apple', publisher: 'Wire', url: 'https://news.example/1', publishedAt: '2026-03-01T00:00:00Z', sourceId: 'src_1', synthetic: true }],
  followUps: [{ question: 'What drives AAPL?' }],
  staleness: { ageOfNewestDays: 1, ageOfOldestDays: 1, asOf: '2026-03-02T12:00:00Z', sourceCount: 1, pricesAsOf: '2026-03-02' },
  intent: 'portfolio',
  wording: 'deterministic',
  locale: 'en',
  outcome: 'answered',
};

const runStarted: ChatEvent = { type: 'RUN_STARTED', threadId: 'thr_1', runId: 'run_1' };
const textEvents: ChatEvent[] = [
  { type: 'TEXT_MESSAGE_START', messageId: 'msg_1', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg_1', delta: 'Your largest ' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg_1', delta: 'position is AAPL [1].' },
  { type: 'TEXT_MESSAGE_END', messageId: 'msg_1' },
];
const answerEvent: ChatEvent = { type: 'CUSTOM', name: 'clarity-answer', value: answer };
const runFinished: ChatEvent = { type: 'RUN_FINISHED', threadId: 'thr_1', runId: 'run_1' };
const fullRun = [runStarted, ...textEvents, answerEvent, runFinished];

const body = { portfolioId: 'ppf_01hzzzzzzzzzzzzzzzzzzzzzzz', question: 'What is my largest position?' };

let servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(script: Script, options: ConstructorParameters<typeof Clarity>[0] = {}) {
  const server = await startScriptedServer(script);
  servers.push(server);
  return { client: new Clarity({ apiKey: 'clk_live_k_s', baseURL: server.baseURL, ...options }), server };
}

async function collect(stream: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('clarity.chat stream handling', () => {
  it('yields typed events, ignores ping comments, and reassembles events split across chunks', async () => {
    const { client, server } = await serve(async (_attempt, _req, res) => {
      openEventStream(res);
      res.write(': ping\n\n');
      const wire = fullRun.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(': ping\n\n');
      // Odd-sized pieces, so that lines and events straddle network writes.
      for (let i = 0; i < wire.length; i += 37) {
        res.write(wire.slice(i, i + 37));
        await tick(1);
      }
      res.end();
    });
    const events = await collect(client.clarity.chat(body));
    expect(events).toEqual(fullRun);
    const request = server.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/clarity/chat' });
    expect(request.headers.accept).toBe('text/event-stream');
    expect(JSON.parse(request.body)).toEqual(body);
  });

  it('ends without error when the run finished but the stream has no RUN_FINISHED (an answer suffices)', async () => {
    const { client } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      for (const event of [runStarted, answerEvent]) writeEvent(res, event);
      res.end();
    });
    expect(await collect(client.clarity.chat(body))).toEqual([runStarted, answerEvent]);
  });

  it('ask() resolves to the final answer', async () => {
    const { client } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      for (const event of fullRun) writeEvent(res, event);
      res.end();
    });
    await expect(client.clarity.ask(body)).resolves.toEqual(answer);
  });

  it('throws RunError on RUN_ERROR, after the events before it', async () => {
    const { client } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      writeEvent(res, { type: 'RUN_ERROR', message: 'The engine failed', code: 'internal' });
      res.end();
    });
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat(body)) seen.push(event);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([runStarted]);
    expect(error).toBeInstanceOf(RunError);
    expect(error).toMatchObject({ message: 'The engine failed', code: 'internal', requestId: 'req_test_stream' });
    await expect(client.clarity.ask(body)).rejects.toBeInstanceOf(RunError);
  });

  it('throws IncompleteStreamError when the stream closes before the run ends, and does not retry', async () => {
    const { client, server } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      writeEvent(res, textEvents[0]);
      res.end();
    });
    const error: unknown = await collect(client.clarity.chat(body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompleteStreamError);
    expect(server.requests).toHaveLength(1);
  });

  it('throws IncompleteStreamError when the connection is cut mid-stream, and does not retry', async () => {
    const { client, server } = await serve(async (_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      await tick(20);
      res.destroy();
    });
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat(body)) seen.push(event);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([runStarted]);
    expect(error).toBeInstanceOf(IncompleteStreamError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries before the stream begins (503), then streams', async () => {
    const { client, server } = await serve((attempt, _req, res) => {
      if (attempt === 0) {
        sendError(res, 503, 'service_unavailable', { 'retry-after': '0' });
        return;
      }
      openEventStream(res);
      for (const event of fullRun) writeEvent(res, event);
      res.end();
    });
    expect(await collect(client.clarity.chat(body))).toEqual(fullRun);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers['idempotency-key']).toBe(server.requests[0]!.headers['idempotency-key']);
  });

  it('throws the ordinary error class for a JSON error before the stream', async () => {
    const { client } = await serve((_attempt, _req, res) => sendError(res, 404, 'not_found'));
    await expect(collect(client.clarity.chat(body))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('leaving the loop early aborts the request: the server sees the connection close', async () => {
    const { client, server } = await serve(async (_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      // Keeps talking until the client goes away.
      while (!res.destroyed && !res.writableEnded) {
        writeEvent(res, textEvents[1]);
        await tick(20);
      }
    });
    let count = 0;
    for await (const _event of client.clarity.chat(body)) {
      if (++count === 3) break;
    }
    await server.closed(0);
    expect(count).toBe(3);
  });

  it('aborting the signal mid-stream throws APIUserAbortError and closes the connection', async () => {
    const { client, server } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
    });
    const controller = new AbortController();
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat(body, controller.signal)) {
        seen.push(event);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(seen).toEqual([runStarted]);
    expect(error).toBeInstanceOf(APIUserAbortError);
    await server.closed(0);
  });

  it('gives up on a silent stream after the idle timeout (pings keep it alive)', async () => {
    const { client, server } = await serve(async (_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      // Pings for longer than the idle timeout: the stream must survive them.
      for (let i = 0; i < 6; i++) {
        await tick(50);
        if (!res.destroyed) res.write(': ping\n\n');
      }
      if (!res.destroyed) writeEvent(res, textEvents[0]);
      // Then silence.
    }, { streamIdleTimeout: 150 });
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat(body)) seen.push(event);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([runStarted, textEvents[0]]);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    await server.closed(0);
  });

  it('drops an event cut off before its blank line, as the SSE standard says', async () => {
    const { client } = await serve((_attempt, _req, res) => {
      openEventStream(res);
      writeEvent(res, runStarted);
      res.end(`data: ${JSON.stringify(runFinished)}`);
    });
    const seen: ChatEvent[] = [];
    const error: unknown = await (async () => {
      for await (const event of client.clarity.chat(body)) seen.push(event);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([runStarted]);
    expect(error).toBeInstanceOf(IncompleteStreamError);
  });
});
