import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { chat, startChatServer, type ChatTestServer } from '../chat/testing/stream-client.test-helpers.js';
import { CHAT_HOLDINGS } from '../chat/testing/fixtures.test-helpers.js';
import { startModelStandIn, type ModelStandIn } from '../chat/testing/model-stand-in.test-helpers.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { startServerProcess } from '../testing/server-process.js';
import { TEST_DB } from '../testing/test-database.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.test-helpers.js';
import { tracer } from './spans.js';
import { startTracing, type Tracing } from './tracing.js';

/** The engine's name in OpenTelemetry's semantic conventions (`db.system.name`), written out here. */
const DB_SYSTEM = TEST_DB === 'postgres' ? 'postgresql' : 'sqlite';

// @isolate: registers the process-wide OpenTelemetry provider and checks that none is left registered after it
// Tracing against a stand-in collector: a real local HTTP server receiving the official
// exporter's OTLP/HTTP JSON. The spans asserted are the ones the SDK actually sent.

const SPAN_KIND_SERVER = 2;
const STATUS_ERROR = 2;

/** A caller's W3C trace context: `traceparent` header, its trace id and its span id. */
function callerContext(traceId: string, spanId: string): { header: string; traceId: string; spanId: string } {
  return { header: `00-${traceId}-${spanId}-01`, traceId, spanId };
}
const CARD_CALLER = callerContext('0af7651916cd43dd8448eb211c80319c', 'b7ad6b7169203331');
const CHAT_CALLER = callerContext('4bf92f3577b34da6a3ce929d0e0e4736', '00f067aa0ba902b7');
const OFFLINE_CALLER = callerContext('5c1c63257de34c67a57ce2d0f8e1b2a3', '1f0e2d3c4b5a6978');

let receiver: OtlpReceiver | undefined;
let tracing: Tracing | undefined;
let server: ChatTestServer | undefined;
let model: ModelStandIn | undefined;
let ctx: TestContext | undefined;
afterEach(async () => {
  await tracing?.stop();
  await server?.close();
  await model?.close();
  await ctx?.close();
  await receiver?.close();
  receiver = tracing = server = model = ctx = undefined;
});

function only(spans: ReceivedSpan[], predicate: (span: ReceivedSpan) => boolean, what: string): ReceivedSpan {
  const found = spans.filter(predicate);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}: ${spans.map((s) => s.name).join(', ')}`);
  return found[0]!;
}

/** Whether `span` descends from `ancestor` through the parent links of `spans`. */
function descendsFrom(spans: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) if (parent === ancestor.spanId) return true;
  return false;
}

interface AccessLine {
  req: { method: string; url: string };
  res: { statusCode: number };
  traceId?: string;
}

function accessLines(logs: string): AccessLine[] {
  return logs
    .split('\n')
    .filter((line) => line.includes('"res":{"statusCode"'))
    .map((line) => JSON.parse(line) as AccessLine);
}

/** A test that starts the server from source: its compile alone can take a minute or two beside other suites. */
const SERVER_PROCESS_TEST_MS = 180_000;

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('sends spans for the request, the card, each tool call, the model and the database, continuing the caller’s traceparent', { timeout: SERVER_PROCESS_TEST_MS }, async () => {
    receiver = await startOtlpReceiver();
    model = await startModelStandIn();
    tracing = startTracing({ endpoint: receiver.url, serviceName: 'clarity-test' });
    server = await startChatServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'clarity-test',
      CLARITY_LLM_BASE_URL: model.baseUrl,
      CLARITY_LLM_API_KEY: 'sk-test',
      CLARITY_LLM_MODEL: 'stand-in-1',
    });
    const { url, apiKey, portfolioId } = server;

    const card = await fetch(`${url}/v1/clarity/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey, traceparent: CARD_CALLER.header },
      body: JSON.stringify({ portfolioId }),
    });
    expect(card.status).toBe(200);
    model.behaviour = 'faithful';
    const worded = await chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, { headers: { traceparent: CHAT_CALLER.header } });
    expect(worded.status).toBe(200);
    model.behaviour = 'down';
    const offline = await chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, { headers: { traceparent: OFFLINE_CALLER.header } });
    expect(offline.status).toBe(200);
    // Stopping flushes the batch (as server.ts does on shutdown).
    await tracing.stop();
    tracing = undefined;

    expect(receiver.requests.every((r) => r.path === '/v1/traces' && r.contentType === 'application/json')).toBe(true);
    const spans = receiver.spans;
    expect(new Set(spans.map((s) => s.serviceName))).toEqual(new Set(['clarity-test']));

    // The card: the server span continues the caller's trace under the caller's span; the
    // computation is its child, and the statements the computation ran descend from it.
    const inCard = spans.filter((s) => s.traceId === CARD_CALLER.traceId);
    const cardRequest = only(inCard, (s) => s.kind === SPAN_KIND_SERVER, 'card server span');
    expect(cardRequest).toMatchObject({ name: 'POST /v1/clarity/card', parentSpanId: CARD_CALLER.spanId });
    expect(cardRequest.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/v1/clarity/card', 'http.response.status_code': 200 });
    const compute = only(inCard, (s) => s.name === 'card.compute', 'card.compute span');
    expect(compute.parentSpanId).toBe(cardRequest.spanId);
    const cardStatements = inCard.filter((s) => s.attributes['db.system.name'] === DB_SYSTEM);
    expect(cardStatements.some((s) => s.name === `SELECT ${DB_SYSTEM}` && descendsFrom(inCard, s, compute))).toBe(true);
    // The portfolio's head is read before the computation, by the direct reader: still in the request's trace.
    expect(cardStatements.some((s) => !descendsFrom(inCard, s, compute) && s.parentSpanId === cardRequest.spanId)).toBe(true);

    // The chat with the model: model calls and the tool calls it asked for, in the request's span.
    const inChat = spans.filter((s) => s.traceId === CHAT_CALLER.traceId);
    const chatRequest = only(inChat, (s) => s.kind === SPAN_KIND_SERVER, 'chat server span');
    expect(chatRequest).toMatchObject({ name: 'POST /v1/clarity/chat', parentSpanId: CHAT_CALLER.spanId });
    const modelCalls = inChat.filter((s) => s.attributes['gen_ai.request.model'] === 'stand-in-1');
    expect(modelCalls.length).toBeGreaterThanOrEqual(2);
    expect(modelCalls.every((s) => s.parentSpanId === chatRequest.spanId && s.attributes['clarity.model.purpose'] === 'chat')).toBe(true);
    const modelTools = inChat.filter((s) => s.name.startsWith('chat.tool '));
    expect(modelTools.map((s) => s.attributes['clarity.tool.name']).sort()).toEqual(['portfolio_summary', 'risk']);
    expect(modelTools.every((s) => s.parentSpanId === chatRequest.spanId)).toBe(true);

    // The model down: its failed call, then the planner's tool calls (the engine's runCalls).
    const inOffline = spans.filter((s) => s.traceId === OFFLINE_CALLER.traceId);
    const offlineRequest = only(inOffline, (s) => s.kind === SPAN_KIND_SERVER, 'offline chat server span');
    const failedCall = only(inOffline, (s) => s.attributes['gen_ai.request.model'] === 'stand-in-1', 'failed model call');
    expect(failedCall.status?.code).toBe(STATUS_ERROR);
    const plannedTools = inOffline.filter((s) => s.name.startsWith('chat.tool '));
    expect(plannedTools.length).toBeGreaterThan(0);
    expect(plannedTools.every((s) => s.parentSpanId === offlineRequest.spanId)).toBe(true);
    const toolStatements = inOffline.filter((s) => s.attributes['db.system.name'] === DB_SYSTEM && plannedTools.some((t) => descendsFrom(inOffline, s, t)));
    expect(toolStatements.length).toBeGreaterThan(0);

    // Tool spans name the tool only; no span carries the portfolio's contents, the question or a credential.
    expect(modelTools.every((s) => Object.keys(s.attributes).join() === 'clarity.tool.name')).toBe(true);
    const exported = receiver.bodies.join('\n');
    for (const secret of [apiKey, 'How risky is my portfolio', ...CHAT_HOLDINGS.map((h) => `"${h.ticker}"`)]) expect(exported).not.toContain(secret);

    // Every request's access-log line carries its trace id.
    const lines = accessLines(server.ctx.logs());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^[0-9a-f]{32}$/.test(line.traceId ?? ''))).toBe(true);
    expect(lines.filter((l) => l.req.url === '/v1/clarity/card').map((l) => l.traceId)).toEqual([CARD_CALLER.traceId]);
    expect(lines.filter((l) => l.req.url === '/v1/clarity/chat').map((l) => l.traceId)).toEqual([CHAT_CALLER.traceId, OFFLINE_CALLER.traceId]);
  });

  it('sends the last spans when the server shuts down on SIGTERM', { timeout: SERVER_PROCESS_TEST_MS }, async () => {
    receiver = await startOtlpReceiver();
    ctx = await createTestContext();
    // The SDK's own knob: the batch would wait a minute, so only the flush on shutdown can send it.
    const process = await startServerProcess({
      ...ctx.databaseEnv,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'clarity-shutdown',
      OTEL_BSP_SCHEDULE_DELAY: '60000',
    });
    const caller = callerContext('6e0c63257de34c67a57ce2d0f8e1b2a4', '2f0e2d3c4b5a6979');
    try {
      expect((await fetch(`${process.url}/readyz`, { headers: { traceparent: caller.header } })).status).toBe(200);
    } finally {
      await process.kill('SIGTERM');
    }
    expect(process.child.exitCode).toBe(0);
    const span = only(receiver.spans, (s) => s.traceId === caller.traceId && s.kind === SPAN_KIND_SERVER, 'readyz server span');
    expect(span).toMatchObject({ name: 'GET /readyz', parentSpanId: caller.spanId, serviceName: 'clarity-shutdown' });
  });
});

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('starts no span and logs no trace id, whatever the caller sends', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    await request(ctx.app)
      .post('/v1/clarity/card')
      .set('x-api-key', apiKey)
      .set('traceparent', CARD_CALLER.header)
      .send({ portfolio: { externalId: 'inline', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] } })
      .expect(200);
    const lines = accessLines(ctx.logs());
    expect(lines.map((l) => l.req.url)).toEqual(['/v1/clarity/card']);
    expect(lines.every((l) => l.traceId === undefined)).toBe(true);
    expect(ctx.logs()).not.toContain(CARD_CALLER.traceId);
    // No provider was registered by building the app: the API's tracer records nothing.
    const probe = tracer().startSpan('probe');
    expect(probe.isRecording()).toBe(false);
    probe.end();
  });
});
