import { randomUUID } from 'node:crypto';
import { HttpAgent, verifyEvents } from '@ag-ui/client';
import { EventType, type BaseEvent, type Message } from '@ag-ui/core';
import { EventSchema, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { from, lastValueFrom, toArray } from 'rxjs';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClarityAnswerSchema, ErrorEnvelopeSchema, MAX_QUESTION_LENGTH, type ClarityAnswer } from '@clarity/shared';
import { PARTNER, mint } from '../embeds/embeds.test-helpers.js';
import type { TestContext } from '../testing/harness.js';
import type { ThreadRepository } from './threads/repository.js';
import { createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { answerOf, chat, startChatServer, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

let server: ChatTestServer;
let ctx: TestContext;
let url: string;
let apiKey: string;
let orgId: string;
let portfolioId: string;
let threads: ThreadRepository;

beforeAll(async () => {
  server = await startChatServer({ CLARITY_RATE_LIMIT_PER_MINUTE: '0' });
  ({ ctx, url, apiKey, orgId, portfolioId, threads } = server);
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the events through the AG-UI reference verifier; rejects on the first protocol violation. */
async function verify(events: readonly BaseEvent[]): Promise<BaseEvent[]> {
  return lastValueFrom(from(events).pipe(verifyEvents(), toArray()));
}

function clarityAnswerIn(events: readonly BaseEvent[]): ClarityAnswer {
  const custom = events.find((e) => e.type === EventType.CUSTOM && (e as { name?: string }).name === 'clarity-answer') as { value: unknown } | undefined;
  if (!custom) throw new Error(`no clarity-answer in ${events.map((e) => e.type).join(',')}`);
  return ClarityAnswerSchema.parse(custom.value);
}

/**
 * One turn with `HttpAgent` as shipped: the user message is added, the run is started with the
 * portfolio in `forwardedProps`, and what went over the wire is read from the global fetch the
 * agent calls (spied on, passed through to the real one).
 */
async function agentTurn(agent: HttpAgent, question: string, forwardedProps?: Record<string, unknown>): Promise<{ events: BaseEvent[]; sent: Record<string, unknown>; runId: string }> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  agent.addMessage({ id: randomUUID(), role: 'user', content: question });
  const events: BaseEvent[] = [];
  const runId = randomUUID();
  await agent.runAgent(
    { runId, ...(forwardedProps ? { forwardedProps } : {}) },
    {
      onEvent: ({ event }) => {
        events.push(event);
      },
    },
  );
  const calls = fetchSpy.mock.calls.filter(([target]) => String(target as string).endsWith('/v1/clarity/chat'));
  fetchSpy.mockRestore();
  expect(calls).toHaveLength(1);
  const init = calls[0]![1]!;
  return { events, sent: JSON.parse(init.body as string) as Record<string, unknown>, runId };
}

describe('HttpAgent as shipped (@ag-ui/client), three turns on one thread', () => {
  const agent = (): HttpAgent => new HttpAgent({ url: `${url}/v1/clarity/chat`, headers: { 'x-api-key': apiKey } });
  let turns: { events: BaseEvent[]; sent: Record<string, unknown>; runId: string }[];
  let threadId: string;

  beforeAll(async () => {
    const a = agent();
    threadId = a.threadId;
    turns = [];
    turns.push(await agentTurn(a, 'How is my portfolio performing?', { portfolioId }));
    turns.push(await agentTurn(a, 'What is happening to Nvidia?', { portfolioId }));
    turns.push(await agentTurn(a, 'and how much of my portfolio is it?', { portfolioId }));
  });

  it('each request is a RunAgentInput with protocolVersion, and each run passes the client and the reference verifier', async () => {
    for (const turn of turns) {
      expect(RunAgentInputSchema.safeParse(turn.sent).success).toBe(true);
      expect(turn.sent).toHaveProperty('protocolVersion');
      expect(turn.sent.threadId).toBe(threadId);
      expect(turn.sent.runId).toBe(turn.runId);
      expect(await verify(turn.events)).toHaveLength(turn.events.length);
      for (const event of turn.events) expect(EventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
    }
  });

  it('RUN_STARTED and RUN_FINISHED carry the agent’s threadId and runId; the final clarity-answer arrives', () => {
    for (const turn of turns) {
      const types = turn.events.map((e) => e.type);
      expect(types[0]).toBe(EventType.RUN_STARTED);
      expect(types.at(-1)).toBe(EventType.RUN_FINISHED);
      expect(types).not.toContain(EventType.RUN_ERROR);
      expect(turn.events[0]).toMatchObject({ threadId, runId: turn.runId });
      expect(turn.events.at(-1)).toMatchObject({ threadId, runId: turn.runId });
      expect(clarityAnswerIn(turn.events).answerMarkdown.length).toBeGreaterThan(0);
    }
  });

  it('later requests resend the earlier turns: user, assistant (with tool calls) and tool messages', () => {
    const [first, second, third] = turns.map((t) => t.sent.messages as Message[]);
    expect(first!.map((m) => m.role)).toEqual(['user']);
    for (const [messages, users] of [
      [second!, 2],
      [third!, 3],
    ] as const) {
      expect(messages.filter((m) => m.role === 'user')).toHaveLength(users);
      expect(messages.at(-1)?.role).toBe('user');
      const assistants = messages.filter((m) => m.role === 'assistant');
      expect(assistants.some((m) => typeof m.content === 'string' && m.content.length > 0)).toBe(true);
      expect(assistants.some((m) => (m.toolCalls ?? []).length > 0)).toBe(true);
      expect(messages.some((m) => m.role === 'tool')).toBe(true);
    }
    expect(third!.length).toBeGreaterThan(second!.length);
  });

  it('the turns are remembered server-side under the client’s thread and run ids, and the follow-up uses them', async () => {
    const history = await threads.history(orgId, threadId, portfolioId);
    expect(history.map((t) => t.runId)).toEqual(turns.map((t) => t.runId));
    expect(history.map((t) => t.question)).toEqual(['How is my portfolio performing?', 'What is happening to Nvidia?', 'and how much of my portfolio is it?']);
    // "it" is Nvidia, from the thread (the request carried no subject of its own).
    expect(clarityAnswerIn(turns[2]!.events).answerMarkdown).toMatch(/NVDA|Nvidia/);
  });
});

/** A RunAgentInput as a client that resends everything would send it on a second turn. */
function fullBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    threadId: randomUUID(),
    runId: randomUUID(),
    protocolVersion: '1.0',
    tools: [],
    context: [],
    state: {},
    forwardedProps: { portfolioId },
    messages: [
      { id: 'u1', role: 'user', content: 'How is my portfolio performing?' },
      {
        id: 'a1',
        role: 'assistant',
        toolCalls: [{ id: 'call_1', type: 'function', function: { name: 'portfolio_analytics', arguments: '{"portfolio":true}' } }],
      },
      { id: 't1', role: 'tool', toolCallId: 'call_1', content: '{"totalValue":1}' },
      { id: 'a2', role: 'assistant', content: 'Your portfolio is up.' },
      { id: 'u2', role: 'user', content: [{ type: 'text', text: 'What is happening' }, { type: 'text', text: 'to Nvidia?' }] },
    ],
    ...overrides,
  };
}

describe('a raw RunAgentInput body', () => {
  it('with protocolVersion, tools, context, state, assistant tool calls and tool messages → 200 stream', async () => {
    const body = fullBody();
    expect(RunAgentInputSchema.safeParse(body).success).toBe(true);
    const result = await chat(url, apiKey, body);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await verify(result.events as BaseEvent[]);
    expect(result.events[0]).toEqual({ type: 'RUN_STARTED', threadId: body.threadId, runId: body.runId });
    expect(result.events.at(-1)).toEqual({ type: 'RUN_FINISHED', threadId: body.threadId, runId: body.runId });
    // The question is the text parts of the last user message.
    const history = await threads.history(orgId, body.threadId as string, portfolioId);
    expect(history.map((t) => t.question)).toEqual(['What is happening\nto Nvidia?']);
    expect(answerOf(result).intent).toBe('asset');
  });

  it('an inline forwardedProps.portfolio is answered statelessly', async () => {
    const body = fullBody({ forwardedProps: { portfolio: { externalId: 'inline-1', baseCurrency: 'USD', currentHoldings: [{ ticker: 'NVDA', quantity: 10 }] }, somethingElse: 1 } });
    const result = await chat(url, apiKey, body);
    expect(result.status).toBe(200);
    expect(result.events.at(-1)).toMatchObject({ type: 'RUN_FINISHED', runId: body.runId });
  });

  it('the Clarity form still works and still refuses unknown keys', async () => {
    const ok = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });
    expect(ok.status).toBe(200);
    expect(ok.events.at(-1)?.type).toBe('RUN_FINISHED');
    const bad = await chat(url, apiKey, { portfolioId, question: 'Hi', extra: 1 });
    expect(bad.status).toBe(400);
  });
});

function issuesOf(result: StreamResult): { path: (string | number)[]; code: string; message: string }[] {
  expect(result.status).toBe(400);
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  const envelope = ErrorEnvelopeSchema.parse(result.json);
  expect(envelope.error.code).toBe('validation_error');
  expect(envelope.issues?.length).toBeGreaterThan(0);
  return envelope.issues!;
}

describe('bad RunAgentInput → 400 with issues, before the stream', () => {
  it('no user message', async () => {
    const body = fullBody({ messages: [{ id: 's', role: 'system', content: 'Be brief.' }, { id: 'a', role: 'assistant', content: 'Hello' }] });
    expect(issuesOf(await chat(url, apiKey, body))).toContainEqual(expect.objectContaining({ path: ['messages'], code: 'custom' }));
    expect(issuesOf(await chat(url, apiKey, fullBody({ messages: [] })))).toContainEqual(expect.objectContaining({ path: ['messages'] }));
  });

  it('a user message without text (only an image)', async () => {
    const body = fullBody({ messages: [{ id: 'u', role: 'user', content: [{ type: 'image', source: { type: 'url', value: 'https://example.com/a.png' } }] }] });
    expect(issuesOf(await chat(url, apiKey, body))).toContainEqual(expect.objectContaining({ path: ['messages', 0, 'content'] }));
  });

  it('no portfolio (forwardedProps absent, or without portfolioId/portfolio)', async () => {
    const { forwardedProps: _, ...withoutProps } = fullBody();
    expect(issuesOf(await chat(url, apiKey, withoutProps))).toContainEqual(expect.objectContaining({ path: ['forwardedProps', 'portfolioId'], code: 'custom' }));
    expect(issuesOf(await chat(url, apiKey, fullBody({ forwardedProps: { other: 1 } })))).toContainEqual(expect.objectContaining({ path: ['forwardedProps', 'portfolioId'] }));
  });

  it('both portfolioId and portfolio', async () => {
    const portfolio = { externalId: 'inline-2', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] };
    const body = fullBody({ forwardedProps: { portfolioId, portfolio } });
    expect(issuesOf(await chat(url, apiKey, body))).toEqual([expect.objectContaining({ path: ['forwardedProps', 'portfolio'], code: 'custom' })]);
    // Also when the inline one is invalid: both problems are listed.
    const paths = issuesOf(await chat(url, apiKey, fullBody({ forwardedProps: { portfolioId, portfolio: {} } }))).map((i) => i.path);
    expect(paths).toContainEqual(['forwardedProps', 'portfolio']);
    expect(paths.length).toBeGreaterThan(1);
  });

  it('a malformed forwardedProps, forwardedProps.portfolio or forwardedProps.portfolioId', async () => {
    expect(issuesOf(await chat(url, apiKey, fullBody({ forwardedProps: 'ppf_1' })))[0]!.path).toEqual(['forwardedProps']);
    const issues = issuesOf(await chat(url, apiKey, fullBody({ forwardedProps: { portfolio: { currentHoldings: 'many' } } })));
    expect(issues[0]!.path.slice(0, 2)).toEqual(['forwardedProps', 'portfolio']);
    expect(issuesOf(await chat(url, apiKey, fullBody({ forwardedProps: { portfolioId: 42 } }))).map((i) => i.path)).toContainEqual(['forwardedProps', 'portfolioId']);
  });

  it('malformed messages (the RunAgentInputSchema of @ag-ui/core decides)', async () => {
    const noRole = issuesOf(await chat(url, apiKey, fullBody({ messages: [{ id: 'u', content: 'Hi' }] })));
    expect(noRole[0]!.path.slice(0, 2)).toEqual(['messages', 0]);
    const badToolCall = issuesOf(await chat(url, apiKey, fullBody({ messages: [{ id: 'a', role: 'assistant', toolCalls: [{ id: 'c' }] }, { id: 'u', role: 'user', content: 'Hi' }] })));
    expect(badToolCall[0]!.path.slice(0, 3)).toEqual(['messages', 0, 'toolCalls']);
    const toolWithoutCallId = issuesOf(await chat(url, apiKey, fullBody({ messages: [{ id: 't', role: 'tool', content: 'x' }, { id: 'u', role: 'user', content: 'Hi' }] })));
    expect(toolWithoutCallId[0]!.path).toEqual(['messages', 0, 'toolCallId']);
    expect(issuesOf(await chat(url, apiKey, fullBody({ messages: 'Hi' })))[0]!.path).toEqual(['messages']);
    const { runId: _, ...noRunId } = fullBody();
    expect(issuesOf(await chat(url, apiKey, noRunId))[0]!.path).toEqual(['runId']);
  });

  it('an over-long or blank question (the Clarity form’s limit)', async () => {
    const long = fullBody({ messages: [{ id: 'u', role: 'user', content: 'x'.repeat(MAX_QUESTION_LENGTH + 1) }] });
    expect(issuesOf(await chat(url, apiKey, long))).toContainEqual(expect.objectContaining({ path: ['messages', 0, 'content'], code: 'too_big' }));
    const atLimit = await chat(url, apiKey, fullBody({ messages: [{ id: 'u', role: 'user', content: `${'Nvidia '.repeat(500)}`.slice(0, MAX_QUESTION_LENGTH) }] }));
    expect(atLimit.status).toBe(200);
    const blank = fullBody({ messages: [{ id: 'u', role: 'user', content: '   ' }] });
    expect(issuesOf(await chat(url, apiKey, blank))).toContainEqual(expect.objectContaining({ path: ['messages', 0, 'content'] }));
  });

  it('a threadId or runId with bad characters, or too long', async () => {
    expect(issuesOf(await chat(url, apiKey, fullBody({ threadId: 'thread with spaces/' })))).toContainEqual(expect.objectContaining({ path: ['threadId'] }));
    expect(issuesOf(await chat(url, apiKey, fullBody({ threadId: 't'.repeat(129) })))).toContainEqual(expect.objectContaining({ path: ['threadId'] }));
    expect(issuesOf(await chat(url, apiKey, fullBody({ runId: '<run>' })))).toContainEqual(expect.objectContaining({ path: ['runId'] }));
  });

  it('lists every problem at once', async () => {
    const body = fullBody({ threadId: 'bad id', forwardedProps: {}, messages: [{ id: 'a', role: 'assistant', content: 'Hi' }] });
    const paths = issuesOf(await chat(url, apiKey, body)).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining([['threadId'], ['messages'], ['forwardedProps', 'portfolioId']]));
  });

  it('a portfolio of another organization is a 404 (JSON), as in the Clarity form', async () => {
    const other = await ctx.newOrg('Other');
    const theirs = await createChatPortfolio(ctx, other.apiKey, 'agui-other');
    const result = await chat(url, apiKey, fullBody({ forwardedProps: { portfolioId: theirs } }));
    expect(result.status).toBe(404);
    expect(ErrorEnvelopeSchema.parse(result.json).error.code).toBe('not_found');
  });
});

describe('with an embed token', () => {
  let token: string;
  beforeAll(async () => {
    token = (await mint(ctx, apiKey, { portfolioId, scope: ['chat'] })).token;
  });

  it('and no forwardedProps, the token’s portfolio is used', async () => {
    const { forwardedProps: _, ...body } = fullBody();
    const result = await chat(url, undefined, body, { headers: { 'x-embed-token': token, origin: PARTNER } });
    expect(result.status).toBe(200);
    expect(result.events.at(-1)).toEqual({ type: 'RUN_FINISHED', threadId: body.threadId, runId: body.runId });
    expect(await threads.history(orgId, body.threadId as string, portfolioId)).toHaveLength(1);
  });

  it('HttpAgent as shipped, without forwardedProps (it sends {}), over two turns', async () => {
    const agent = new HttpAgent({ url: `${url}/v1/clarity/chat`, headers: { 'x-embed-token': token, origin: PARTNER } });
    const first = await agentTurn(agent, 'What is happening to Nvidia?');
    const second = await agentTurn(agent, 'and how much of my portfolio is it?');
    expect(first.sent.forwardedProps).toEqual({});
    for (const turn of [first, second]) {
      expect(turn.events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, threadId: agent.threadId, runId: turn.runId });
      await verify(turn.events);
    }
    expect((await threads.history(orgId, agent.threadId, portfolioId)).map((t) => t.runId)).toEqual([first.runId, second.runId]);
  });

  it('naming another portfolio is 403 portfolio_binding', async () => {
    const other = await createChatPortfolio(ctx, apiKey, 'agui-2');
    const result = await chat(url, undefined, fullBody({ forwardedProps: { portfolioId: other } }), { headers: { 'x-embed-token': token, origin: PARTNER } });
    expect(result.status).toBe(403);
    expect(ErrorEnvelopeSchema.parse(result.json).error.code).toBe('portfolio_binding');
  });
});

describe('OpenAPI', () => {
  it('documents both request forms (oneOf) with descriptions', async () => {
    const doc = await request(ctx.app).get('/openapi.json').expect(200);
    const op = doc.body.paths['/v1/clarity/chat'].post;
    expect(op.requestBody.content['application/json'].schema.oneOf).toEqual([{ $ref: '#/components/schemas/ChatRequest' }, { $ref: '#/components/schemas/ChatRequestAgUi' }]);
    const { ChatRequest, ChatRequestAgUi } = doc.body.components.schemas;
    expect(ChatRequest.description).toMatch(/Clarity form/);
    expect(ChatRequestAgUi.description).toMatch(/RunAgentInput/);
    expect(ChatRequestAgUi.required).toEqual(expect.arrayContaining(['threadId', 'runId', 'messages']));
    expect(Object.keys(ChatRequestAgUi.properties)).toEqual(expect.arrayContaining(['messages', 'forwardedProps', 'tools', 'context', 'state', 'protocolVersion']));
    expect(op.description).toMatch(/RunAgentInput/);
  });
});
