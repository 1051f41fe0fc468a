import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyEvents } from '@ag-ui/client';
import type { BaseEvent } from '@ag-ui/core';
import { from, lastValueFrom, toArray } from 'rxjs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type ChatEvent } from '@clarity/shared';
import { CHAT_NOW, createChatPortfolio } from '../chat/testing/fixtures.test-helpers.js';
import { startModelStandIn } from '../chat/testing/model-stand-in.test-helpers.js';
import { chat } from '../chat/testing/stream-client.test-helpers.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { startServerProcess } from '../testing/server-process.js';
import { drain, InFlightRequests } from './shutdown.js';

async function verify(events: readonly object[]): Promise<void> {
  await lastValueFrom(from(events as BaseEvent[]).pipe(verifyEvents(), toArray()));
}

/** Resolves with the first event `pick` accepts; `feed` is the chat call's onEvent. */
function waitForEvent(pick: (event: ChatEvent) => boolean): { seen: Promise<void>; feed: (event: ChatEvent) => void } {
  let resolve!: () => void;
  const seen = new Promise<void>((r) => (resolve = r));
  return { seen, feed: (event) => void (pick(event) && resolve()) };
}

function expectShuttingDown(status: number, headers: { get(name: string): string | null }, body: unknown): void {
  expect(status).toBe(503);
  expect(headers.get('retry-after')).toBe('1');
  expect(headers.get('connection')).toBe('close');
  const envelope = ErrorEnvelopeSchema.parse(body);
  expect(envelope.error).toMatchObject({ type: 'service_unavailable', code: 'shutting_down' });
  expect(envelope.error.requestId).toMatch(/^req_/);
}

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => undefined);
});

async function preparedContext(env: Record<string, string> = {}): Promise<{ ctx: TestContext; apiKey: string; portfolioId: string }> {
  const ctx = await createTestContext(env);
  contexts.push(ctx);
  ctx.clock.set(CHAT_NOW);
  await ctx.app.locals.services.marketImport.importSample();
  const { apiKey } = await ctx.newOrg();
  const portfolioId = await createChatPortfolio(ctx, apiKey, 'shutdown-1');
  return { ctx, apiKey, portfolioId };
}

describe('graceful shutdown of the real server process (SIGTERM)', () => {
  it('readyz 503 at once, new requests 503 shutting_down, the held stream ends with RUN_ERROR after the drain time, exit 0', { timeout: 60_000 }, async () => {
    const { ctx, apiKey, portfolioId } = await preparedContext();
    await ctx.database.close();
    const DRAIN_MS = 1_500;
    const server = await startServerProcess({
      ...ctx.databaseEnv,
      CLARITY_NOW: CHAT_NOW.toISOString(),
      CLARITY_CHAT_HOLD_OPEN_MS: '60000',
      CLARITY_SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    try {
      const finished = waitForEvent((event) => event.type === 'RUN_FINISHED');
      const streaming = chat(server.url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, { onEvent: finished.feed });
      await finished.seen; // the run is over; the stream is held open

      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      let readyz: Response;
      do readyz = await fetch(`${server.url}/readyz`);
      while (readyz.status === 200 && Date.now() - sentAt < 2_000);
      const notReadyAfter = Date.now() - sentAt;
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toEqual({ status: 'shutting_down' });
      expect(notReadyAfter).toBeLessThan(1_000);

      const refused = await fetch(`${server.url}/v1/sdk/partner-portfolios`, { headers: { 'x-api-key': apiKey } });
      expectShuttingDown(refused.status, refused.headers, await refused.json());
      const card = await fetch(`${server.url}/v1/clarity/card`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ portfolioId }) });
      expectShuttingDown(card.status, card.headers, await card.json());

      const result = await streaming;
      const endedAfter = Date.now() - sentAt;
      expect(result.events.at(-2)?.type).toBe('RUN_FINISHED');
      expect(result.events.at(-1)).toMatchObject({ type: 'RUN_ERROR', code: 'server_shutting_down' });
      await verify(result.events);
      expect(endedAfter).toBeGreaterThanOrEqual(DRAIN_MS - 100);
      expect(endedAfter).toBeLessThan(DRAIN_MS + 5_000);

      expect(await exited).toBe(0);
    } finally {
      await server.kill('SIGKILL');
    }
  });

  it('an idle server exits 0 at once on SIGTERM', { timeout: 60_000 }, async () => {
    const { ctx } = await preparedContext();
    await ctx.database.close();
    const server = await startServerProcess({ ...ctx.databaseEnv, CLARITY_SHUTDOWN_DRAIN_MS: '20000' });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
  });
});

describe('drain() against a listening server with createApp', () => {
  async function listenTracked(ctx: TestContext): Promise<{ server: Server; url: string; inFlight: InFlightRequests }> {
    const server = createServer(ctx.app);
    const inFlight = new InFlightRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, inFlight };
  }

  it('a run still answering at the deadline is stopped: open text closed, RUN_ERROR server_shutting_down last, the model request aborted', { timeout: 30_000 }, async () => {
    const model = await startModelStandIn();
    try {
      model.behaviour = 'hangs';
      const { ctx, apiKey, portfolioId } = await preparedContext({ CLARITY_LLM_BASE_URL: model.baseUrl, CLARITY_LLM_API_KEY: 'sk-test', CLARITY_LLM_MODEL: 'stand-in-1' });
      const { server, url, inFlight } = await listenTracked(ctx);
      const texting = waitForEvent((event) => event.type === 'TEXT_MESSAGE_CONTENT');
      const streaming = chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, { onEvent: texting.feed });
      await texting.seen;

      const modelAborted = model.nextClientAbort();
      const startedAt = Date.now();
      const draining = drain(server, inFlight, ctx.app, { drainMs: 400 });
      // While draining: readiness fails, new work is refused (on the Express routes and the card's own lane), liveness holds.
      const readyz = await request(server).get('/readyz');
      expect(readyz.status).toBe(503);
      const card = await request(server).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId });
      expectShuttingDown(card.status, { get: (name) => card.get(name) ?? null }, card.body);
      expect((await request(server).get('/healthz')).status).toBe(200);

      const report = await draining;
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(390);
      expect(report).toEqual({ leftAtDeadline: 1, forced: false });
      await modelAborted;
      const result = await streaming;
      expect(result.events.slice(-3).map((e) => e.type)).toEqual(['TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_ERROR']);
      expect(result.events.at(-1)).toMatchObject({ code: 'server_shutting_down' });
      await verify(result.events);
      expect(server.listening).toBe(false);
      // The refused request's access-log line carries its code.
      expect(ctx.logs()).toContain('"errorCode":"shutting_down"');
    } finally {
      await model.close();
    }
  });

  it('with nothing in flight, drain resolves at once and the server stops listening', async () => {
    const { ctx } = await preparedContext();
    const { server, inFlight } = await listenTracked(ctx);
    const startedAt = Date.now();
    expect(await drain(server, inFlight, ctx.app, { drainMs: 10_000 })).toEqual({ leftAtDeadline: 0, forced: false });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });
});
