import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  Clarity,
  ConflictError,
  IncompleteStreamError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  RunError,
  type ChatEvent,
  type Portfolio,
} from '@clarity/sdk';
import { apiError, eventStream, json, standInFetch, type StandInScript } from './helpers/stand-in-fetch.js';

// The SDK's own request code over the in-process stand-in of the HTTP layer: no server, no socket.
// retry.test.ts and chat-stream.test.ts play what needs a real connection (resets, slow headers, cuts).

const BASE = 'http://api.test';
const clientFor = (script: StandInScript, options: Partial<ConstructorParameters<typeof Clarity>[0]> = {}) => {
  const stand = standInFetch(script);
  return { client: new Clarity({ apiKey: 'clk_live_k_s', baseURL: BASE, fetch: stand.fetch, ...options }), requests: stand.requests };
};

const portfolio = (id: string): Portfolio => ({ id, externalId: `ext-${id}` }) as unknown as Portfolio;

describe('requests', () => {
  it('sends a POST body as JSON with an idempotency key, the same on every retry', async () => {
    const { client, requests } = clientFor((attempt) => (attempt < 2 ? apiError(503, 'unavailable', {}, { 'retry-after': '0' }) : json(201, portfolio('ppf_1'))));
    await expect(client.portfolios.create({ externalId: 'client-1' })).resolves.toMatchObject({ id: 'ppf_1' });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    expect(requests.map((r) => r.url.pathname)).toEqual(Array(3).fill('/v1/sdk/partner-portfolios'));
    expect(requests.map((r) => r.headers.get('content-type'))).toEqual(Array(3).fill('application/json'));
    expect(new Set(requests.map((r) => r.body))).toEqual(new Set([JSON.stringify({ externalId: 'client-1' })]));
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/.{16,}/);
    expect(new Set(keys).size).toBe(1);
    expect(requests.map((r) => r.headers.get('x-clarity-retry-count'))).toEqual([null, '1', '2']);
  });

  it('a given idempotency key is sent as is; a GET carries none', async () => {
    const { client, requests } = clientFor(() => json(200, portfolio('ppf_1')));
    await client.portfolios.create({ externalId: 'x' }, { idempotencyKey: 'my-key-123' });
    await client.portfolios.retrieve('ppf_1');
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['my-key-123', null]);
  });

  it('escapes an id into one path segment', async () => {
    const { client, requests } = clientFor(() => json(200, portfolio('a/b')));
    await client.portfolios.retrieve('a/b?c');
    expect(requests[0]!.url.pathname).toBe('/v1/sdk/partner-portfolios/a%2Fb%3Fc');
  });

  it('turns each status into its error class with the envelope’s code, issues, request id and existing id', async () => {
    const issues = [{ path: ['holdings', 0, 'ticker'], message: 'Required' }];
    const statuses: Array<[number, Response, unknown]> = [
      [400, apiError(400, 'validation_error', { issues }), BadRequestError],
      [404, apiError(404, 'not_found'), NotFoundError],
      [409, apiError(409, 'external_id_taken', { existingId: 'ppf_9' }), ConflictError],
      [500, new Response('<html>bad gateway</html>', { status: 500 }), InternalServerError],
    ];
    for (const [status, response, ErrorClass] of statuses) {
      const { client, requests } = clientFor(() => response.clone(), { maxRetries: 0 });
      const error: unknown = await client.portfolios.retrieve('ppf_1').catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(ErrorClass);
      expect(error).toMatchObject({ status });
      expect(requests).toHaveLength(1);
    }
    const { client } = clientFor(() => apiError(400, 'validation_error', { issues }));
    await expect(client.portfolios.retrieve('p')).rejects.toMatchObject({ code: 'validation_error', requestId: 'req_stand_in' });
    const conflict = clientFor(() => apiError(409, 'external_id_taken', { existingId: 'ppf_9' }));
    await expect(conflict.client.portfolios.create({ externalId: 'x' })).rejects.toMatchObject({ existingId: 'ppf_9', code: 'external_id_taken' });
    const proxy = clientFor(() => new Response('<html>bad gateway</html>', { status: 500 }), { maxRetries: 0 });
    await expect(proxy.client.portfolios.retrieve('p')).rejects.toMatchObject({ code: 'internal', message: '<html>bad gateway</html>' });
  });

  it('gives up after maxRetries on a rate limit, with the last response’s error', async () => {
    const { client, requests } = clientFor(() => apiError(429, 'rate_limited', {}, { 'retry-after': '0' }), { maxRetries: 2 });
    await expect(client.portfolios.list()).rejects.toBeInstanceOf(RateLimitError);
    expect(requests).toHaveLength(3);
  });

  it('iterates every page by following nextCursor, and stops at null', async () => {
    const pages: Record<string, unknown> = {
      '': { data: [portfolio('p1'), portfolio('p2')], nextCursor: 'c2' },
      c2: { data: [portfolio('p3')], nextCursor: 'c3' },
      c3: { data: [], nextCursor: null },
    };
    const { client, requests } = clientFor((_attempt, request) => json(200, pages[request.url.searchParams.get('cursor') ?? '']));
    const ids: string[] = [];
    for await (const item of client.portfolios.list({ limit: 2 })) ids.push(item.id);
    expect(ids).toEqual(['p1', 'p2', 'p3']);
    expect(requests.map((r) => r.url.search)).toEqual(['?limit=2', '?limit=2&cursor=c2', '?limit=2&cursor=c3']);
  });
});

describe('chat streams over the stand-in', () => {
  const events: ChatEvent[] = [
    { type: 'RUN_STARTED', threadId: 'thr_1', runId: 'run_1' },
    { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
    { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'Hello' },
    { type: 'TEXT_MESSAGE_END', messageId: 'm' },
    { type: 'RUN_FINISHED', threadId: 'thr_1', runId: 'run_1' },
  ];
  const body = { portfolioId: 'ppf_1', question: 'Hi?' };
  const wire = (list: readonly ChatEvent[]) => list.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(': ping\n\n');
  const collect = async (stream: AsyncIterable<ChatEvent>) => {
    const out: ChatEvent[] = [];
    for await (const event of stream) out.push(event);
    return out;
  };

  it('parses events whatever the byte boundaries, including CRLF lines and a multi-byte character cut in two', async () => {
    const unicode: ChatEvent[] = [...events.slice(0, 2), { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'Zürich € 😀' }, ...events.slice(3)];
    const bytes = new TextEncoder().encode(wire(unicode).replace(/\n/g, '\r\n'));
    for (const size of [1, 3, 7, 64]) {
      // The bytes (not the characters) cut into pieces, so a UTF-8 sequence straddles two reads.
      const { client, requests } = clientFor(() => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
            controller.close();
          },
        });
        return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      });
      expect(await collect(client.clarity.chat(body)), `pieces of ${size}`).toEqual(unicode);
      expect(requests[0]!.headers.get('accept')).toBe('text/event-stream');
    }
  });

  it('throws RunError on RUN_ERROR and IncompleteStreamError on a stream that ends early', async () => {
    const failing = clientFor(() => eventStream([wire([events[0]!]), `data: ${JSON.stringify({ type: 'RUN_ERROR', message: 'boom', code: 'internal' })}\n\n`]));
    await expect(collect(failing.client.clarity.chat(body))).rejects.toBeInstanceOf(RunError);
    const cut = clientFor(() => eventStream([wire(events.slice(0, 3))]));
    await expect(collect(cut.client.clarity.chat(body))).rejects.toBeInstanceOf(IncompleteStreamError);
    expect(cut.requests).toHaveLength(1);
  });
});
