import { afterEach, describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  BadRequestError,
  Clarity,
  ConflictError,
  InternalServerError,
} from '@clarity/sdk';
import { sendError, sendJson, startScriptedServer, type Script, type ScriptedServer } from './helpers/scripted-server.js';

const portfolio = {
  id: 'ppf_01hzzzzzzzzzzzzzzzzzzzzzzz',
  externalId: 'client-1',
  baseCurrency: 'USD',
  currentHoldings: [],
  historicHoldings: [],
  profile: null,
  userId: null,
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
};

let servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function flaky(script: Script, options: ConstructorParameters<typeof Clarity>[0] = {}) {
  const server = await startScriptedServer(script);
  servers.push(server);
  return { client: new Clarity({ apiKey: 'clk_live_k_s', baseURL: server.baseURL, ...options }), server };
}

describe('retries against a flaky local server', () => {
  it('retries 503 with Retry-After and a reset connection, sending the same Idempotency-Key each time', async () => {
    const { client, server } = await flaky((attempt, req, res) => {
      if (attempt === 0) sendError(res, 503, 'service_unavailable', { 'retry-after': '0' });
      else if (attempt === 1) req.socket.destroy();
      else sendJson(res, 201, portfolio);
    });
    await expect(client.portfolios.create({ externalId: 'client-1' })).resolves.toEqual(portfolio);

    expect(server.requests).toHaveLength(3);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^sdk_/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(server.requests.map((r) => r.headers['x-clarity-retry-count'])).toEqual([undefined, '1', '2']);
    expect(new Set(server.requests.map((r) => r.body))).toEqual(new Set([JSON.stringify({ externalId: 'client-1' })]));
  });

  it('two calls get two different Idempotency-Keys; the caller may choose one', async () => {
    const { client, server } = await flaky((_attempt, _req, res) => sendJson(res, 201, portfolio));
    await client.portfolios.create({ externalId: 'a' });
    await client.portfolios.create({ externalId: 'a' });
    await client.portfolios.create({ externalId: 'a' }, { idempotencyKey: 'my-key-1' });
    const [first, second, third] = server.requests.map((r) => r.headers['idempotency-key']);
    expect(first).not.toBe(second);
    expect(third).toBe('my-key-1');
  });

  it('GET, PATCH and DELETE carry no Idempotency-Key', async () => {
    const { client, server } = await flaky((attempt, _req, res) => {
      if (attempt === 2) {
        res.writeHead(204).end();
        return;
      }
      sendJson(res, 200, attempt === 0 ? { data: [], nextCursor: null } : portfolio);
    });
    await client.portfolios.list();
    await client.portfolios.update(portfolio.id, { baseCurrency: 'EUR' });
    await client.portfolios.delete(portfolio.id);
    expect(server.requests.map((r) => [r.method, r.headers['idempotency-key']])).toEqual([
      ['GET', undefined],
      ['PATCH', undefined],
      ['DELETE', undefined],
    ]);
  });

  it('retries 409 idempotency_in_flight, 408 and 429, but not another 409 or a 400', async () => {
    const statuses: [number, string][] = [
      [409, 'idempotency_in_flight'],
      [408, 'request_timeout'],
      [429, 'rate_limited'],
    ];
    const { client, server } = await flaky((attempt, _req, res) => {
      const failure = statuses[attempt];
      if (failure) sendError(res, failure[0], failure[1], { 'retry-after': '0' });
      else sendJson(res, 201, portfolio);
    }, { maxRetries: 3 });
    await expect(client.portfolios.create({ externalId: 'x' })).resolves.toEqual(portfolio);
    expect(server.requests).toHaveLength(4);

    const conflict = await flaky((_attempt, _req, res) => sendError(res, 409, 'external_id_taken'));
    await expect(conflict.client.portfolios.create({ externalId: 'x' })).rejects.toBeInstanceOf(ConflictError);
    expect(conflict.server.requests).toHaveLength(1);

    const invalid = await flaky((_attempt, _req, res) => sendError(res, 400, 'validation_error'));
    await expect(invalid.client.portfolios.create({ externalId: 'x' })).rejects.toBeInstanceOf(BadRequestError);
    expect(invalid.server.requests).toHaveLength(1);
  });

  it('gives up after maxRetries (default 2) with the last error', async () => {
    const { client, server } = await flaky((_attempt, _req, res) => sendError(res, 500, 'internal', { 'retry-after': '0' }));
    await expect(client.portfolios.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);

    const none = new Clarity({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 });
    await expect(none.portfolios.list()).rejects.toBeInstanceOf(InternalServerError);
    await expect(client.portfolios.list({}, { maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(5);
  });

  it('honours Retry-After in seconds', async () => {
    const { client, server } = await flaky((attempt, _req, res) => {
      if (attempt === 0) sendError(res, 429, 'rate_limited', { 'retry-after': '1' });
      else sendJson(res, 200, { data: [], nextCursor: null });
    });
    await client.portfolios.list();
    const [first, second] = server.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });

  it('backs off exponentially without Retry-After', async () => {
    const { client, server } = await flaky((attempt, _req, res) => {
      if (attempt < 2) sendError(res, 503, 'service_unavailable');
      else sendJson(res, 200, { data: [], nextCursor: null });
    });
    await client.portfolios.list();
    const [a, b, c] = server.requests.map((r) => r.at);
    const firstWait = b! - a!;
    const secondWait = c! - b!;
    // 0.5 s then 1 s, each less up to 25 % jitter: the second wait is always the longer.
    expect(firstWait).toBeGreaterThanOrEqual(350);
    expect(secondWait).toBeGreaterThan(firstWait);
  });

  it('times out waiting for headers, retries, then throws APIConnectionTimeoutError', async () => {
    const { client, server } = await flaky((_attempt, _req, res) => {
      setTimeout(() => sendJson(res, 200, { data: [], nextCursor: null }), 3000).unref();
    }, { timeout: 150, maxRetries: 1 });
    const error: unknown = await client.portfolios.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ code: 'connection_timeout', status: undefined });
    expect(server.requests).toHaveLength(2);
  });

  it('turns a refused connection into APIConnectionError after retrying', async () => {
    const closed = await startScriptedServer(() => undefined);
    const baseURL = closed.baseURL;
    await closed.close();
    const client = new Clarity({ apiKey: 'k', baseURL, maxRetries: 1 });
    const error: unknown = await client.portfolios.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ code: 'connection_error' });
  });

  it('never retries after the caller aborts, even while it waits to retry', async () => {
    const { client, server } = await flaky((_attempt, _req, res) => sendError(res, 503, 'service_unavailable', { 'retry-after': '30' }));
    const controller = new AbortController();
    const pending = client.portfolios.list({}, { signal: controller.signal });
    // Abort once the first attempt was answered (the client then waits out Retry-After), however slow the machine:
    // a fixed wait could abort before the request left on a loaded one.
    for (let i = 0; i < 1000 && server.requests.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(server.requests).toHaveLength(1);

    await expect(client.portfolios.list({}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('aborts a request in flight', async () => {
    const { client, server } = await flaky(() => undefined);
    const controller = new AbortController();
    const pending = client.portfolios.retrieve(portfolio.id, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    await server.closed(0);
    expect(server.requests).toHaveLength(1);
  });
});
