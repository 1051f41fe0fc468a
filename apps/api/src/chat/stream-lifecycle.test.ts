import { verifyEvents } from '@ag-ui/client';
import type { BaseEvent } from '@ag-ui/core';
import { from, lastValueFrom, toArray } from 'rxjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type ChatEvent } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { ThreadRepository } from './threads/repository.js';
import { CHAT_NOW, createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { MAX_MODEL_TOOL_CALLS } from './llm/model-agent.js';
import { startModelStandIn, type ModelStandIn } from './testing/model-stand-in.test-helpers.js';
import { answerOf, chat, listen, streamedText } from './testing/stream-client.test-helpers.js';

async function verify(events: readonly object[]): Promise<void> {
  await lastValueFrom(from(events as BaseEvent[]).pipe(verifyEvents(), toArray()));
}

function threadOf(events: ChatEvent[]): string {
  const first = events[0];
  if (first?.type !== 'RUN_STARTED') throw new Error('no RUN_STARTED');
  return first.threadId;
}

describe('with a language model (stand-in provider over real HTTP)', () => {
  let model: ModelStandIn;
  let ctx: TestContext;
  let url: string;
  let closeServer: () => Promise<void>;
  let apiKey: string;
  let orgId: string;
  let portfolioId: string;
  let threads: ThreadRepository;

  beforeAll(async () => {
    model = await startModelStandIn();
    // A short resume grace: a run whose client left stops soon after (see the abort test).
    ctx = await createTestContext({ CLARITY_LLM_BASE_URL: model.baseUrl, CLARITY_LLM_API_KEY: 'sk-test', CLARITY_LLM_MODEL: 'stand-in-1', CLARITY_CHAT_RESUME_GRACE_MS: '200' });
    ctx.clock.set(CHAT_NOW);
    await ctx.app.locals.services.marketImport.importSample();
    ({ apiKey, orgId } = await ctx.newOrg());
    portfolioId = await createChatPortfolio(ctx, apiKey, 'llm-1');
    ({ url, close: closeServer } = await listen(ctx.app));
    threads = new ThreadRepository(ctx.database.db, ctx.clock);
  });
  afterAll(async () => {
    await closeServer();
    await ctx.close();
    await model.close();
  });

  const toolCallNames = (events: ChatEvent[]) => events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));

  it('gives the model the registry as function tools; it calls them (each shown) and its checked wording is the answer', async () => {
    model.behaviour = 'faithful';
    model.requests.length = 0;
    const result = await chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' });
    await verify(result.events);
    const answer = answerOf(result);
    expect(answer.wording).toBe('model');
    expect(answer.answerMarkdown).toMatch(/^In short: Your portfolio is worth .*annualized volatility/s);
    expect(streamedText(result)).toBe(answer.answerMarkdown);
    expect(toolCallNames(result.events)).toEqual(['portfolio_summary', 'risk']);
    // The tools are the registry's, with JSON Schema parameters generated from the zod inputs.
    const first = model.requests[0]?.body;
    expect(first).toMatchObject({ model: 'stand-in-1', stream: true, tool_choice: 'auto' });
    const names = (first?.tools ?? []).map((t) => t.function.name);
    expect(names).toEqual(expect.arrayContaining(['position', 'what_if', 'fx_rate', 'stories', 'performance', 'rebalance']));
    expect(first?.tools?.find((t) => t.function.name === 'position')?.function.parameters).toMatchObject({ type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] });
    // The second round carried the tools' results back.
    expect(model.requests[1]?.body.messages.filter((m) => m.role === 'tool')).toHaveLength(2);
  });

  it('never shows a sentence whose numbers or citations fail the check: the deterministic sentence stands in', async () => {
    model.behaviour = 'inventive';
    const result = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });
    await verify(result.events);
    const shown = streamedText(result);
    expect(shown).not.toMatch(/999,999|\[9\]/);
    expect(shown).toMatch(/^Your portfolio is worth \*\*\$[\d,]+\*\* across 6 holdings/);
    const answer = answerOf(result);
    expect(answer.answerMarkdown).not.toContain('999,999');
    // The stored turn is the answer as sent, never what the model said.
    const history = await threads.history(orgId, threadOf(result.events), portfolioId);
    expect(history[0]?.answerMarkdown).toBe(answer.answerMarkdown);
  });

  it('in German: the model is told the answer’s language, and its German figures ("12,3 %", "66.082 $") are checked as German', async () => {
    model.behaviour = 'faithful';
    model.requests.length = 0;
    const worded = answerOf(await chat(url, apiKey, { portfolioId, question: 'Wie riskant ist mein Depot?' }));
    expect(worded).toMatchObject({ wording: 'model', locale: 'de' });
    expect(worded.answerMarkdown).toMatch(/Ihr Depot ist \*\*[\d.]+\s\$\*\* wert.*Volatilität von \*\*\d+,\d\s%/s);
    const system = model.requests[0]?.body.messages.find((m) => m.role === 'system');
    expect(JSON.stringify(system)).toContain('locale \\"de\\"');
    model.behaviour = 'inventive';
    const checked = answerOf(await chat(url, apiKey, { portfolioId, question: 'Wie hat sich mein Depot entwickelt?', locale: 'de' }));
    expect(checked).toMatchObject({ wording: 'deterministic', locale: 'de' });
    expect(checked.answerMarkdown).toMatch(/^Ihr Depot ist \*\*[\d.]+\s\$\*\* wert/);
  });

  it('a call to an unknown tool is refused in a tool message, not shown, and the model carries on', async () => {
    model.behaviour = 'unknown-tool';
    model.requests.length = 0;
    const result = await chat(url, apiKey, { portfolioId, question: 'What is my portfolio worth?' });
    await verify(result.events);
    expect(toolCallNames(result.events)).toEqual(['portfolio_summary']);
    // The openai library's tool runner refuses a tool it was not given, naming the ones it was.
    const refusal = model.requests[1]?.body.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(refusal).toMatch(/^Invalid tool_call: "get_weather"\. Available options are: "portfolio_summary"/);
    expect(answerOf(result).wording).toBe('model');
  });

  it('bad arguments are validated against the tool’s schema and answered with the issues, never a 500', async () => {
    model.behaviour = 'bad-arguments';
    model.requests.length = 0;
    const result = await chat(url, apiKey, { portfolioId, question: 'How much NVDA do I have?' });
    await verify(result.events);
    expect(result.status).toBe(200);
    expect(toolCallNames(result.events)).toEqual(['position']);
    const refusal = JSON.parse(model.requests[1]?.body.messages.find((m) => m.role === 'tool')?.content ?? '{}') as { error: string };
    expect(refusal.error).toMatch(/^invalid arguments: ticker: /);
    expect(answerOf(result).answerMarkdown).toContain('You hold 60 NVDA');
  });

  it('a model that keeps calling is capped, then told to answer', async () => {
    model.behaviour = 'keeps-calling';
    model.requests.length = 0;
    const result = await chat(url, apiKey, { portfolioId, question: 'What is my portfolio worth?' });
    await verify(result.events);
    expect(toolCallNames(result.events)).toEqual(Array(MAX_MODEL_TOOL_CALLS).fill('portfolio_summary'));
    expect(model.requests.at(-1)?.body.tool_choice).toBe('none');
    expect(answerOf(result).wording).toBe('model');
  });

  it('answers offline when the model is down before its first token', async () => {
    model.behaviour = 'down';
    const result = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });
    await verify(result.events);
    const answer = answerOf(result);
    expect(answer.wording).toBe('deterministic');
    expect(streamedText(result)).toBe(answer.answerMarkdown);
  });

  it('a model that breaks off mid-answer ends the run with RUN_ERROR {message, code}', async () => {
    model.behaviour = 'breaks-mid-answer';
    const result = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });
    await verify(result.events);
    const last = result.events.at(-1);
    expect(last).toEqual({ type: 'RUN_ERROR', message: expect.stringContaining('language model'), code: 'model_unavailable' });
    expect(result.events.some((e) => e.type === 'RUN_FINISHED')).toBe(false);
    expect(result.events.some((e) => e.type === 'CUSTOM' && e.name === 'clarity-answer')).toBe(false);
    // The text message was closed before the error, and nothing was stored.
    expect(result.events.at(-2)?.type).toBe('TEXT_MESSAGE_END');
    expect(await threads.turnCount(orgId, threadOf(result.events))).toBe(0);
  });

  it('a client that leaves and does not resume stops the work on the server after the resume grace, down to the model call', async () => {
    model.behaviour = 'hangs';
    const modelSawAbort = model.nextClientAbort();
    let threadId = '';
    const result = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' }, {
      onEvent: (event) => {
        if (event.type === 'RUN_STARTED') threadId = event.threadId;
        return event.type === 'TEXT_MESSAGE_CONTENT';
      },
    });
    expect(result.events.at(-1)?.type).toBe('TEXT_MESSAGE_CONTENT');
    // The server cancelled its own request to the model when our client went away.
    await modelSawAbort;
    expect(await threads.turnCount(orgId, threadId)).toBe(0);
  });
});

describe('stream lifecycle: caps, heartbeats, abort', () => {
  let ctx: TestContext;
  let url: string;
  let closeServer: () => Promise<void>;
  let apiKey: string;
  let portfolioId: string;

  beforeAll(async () => {
    // Streams stay open after RUN_FINISHED (the bench knob) so that caps and heartbeats can be seen.
    ctx = await createTestContext({
      CLARITY_CHAT_MAX_STREAMS_PER_ORG: '2',
      CLARITY_CHAT_MAX_STREAMS_PER_TOKEN: '1',
      CLARITY_CHAT_HEARTBEAT_MS: '100',
      CLARITY_CHAT_HOLD_OPEN_MS: '60000',
    });
    ctx.clock.set(CHAT_NOW);
    await ctx.app.locals.services.marketImport.importSample();
    ({ apiKey } = await ctx.newOrg());
    portfolioId = await createChatPortfolio(ctx, apiKey, 'caps-1');
    ({ url, close: closeServer } = await listen(ctx.app));
  });
  afterAll(async () => {
    await closeServer();
    await ctx.close();
  });

  /**
   * Opens a stream and keeps it open until `stop` is aborted. Resolves once RUN_FINISHED arrived
   * (status 200) or the request was refused (its status).
   */
  async function openStream(headers: Record<string, string> = {}, key: string | null = apiKey) {
    const stop = new AbortController();
    let finished!: () => void;
    const ready = new Promise<void>((resolve) => (finished = resolve));
    const done = chat(url, key ?? undefined, { portfolioId, question: 'How risky is my portfolio?' }, {
      headers,
      signal: stop.signal,
      onEvent: (event) => {
        if (event.type === 'RUN_FINISHED') finished();
      },
    });
    const status = await Promise.race([ready.then(() => 200), done.then((r) => r.status)]);
    return { status, stop, done };
  }

  it('sends `: ping` heartbeats on an open stream (as SSE comments, after RUN_FINISHED here)', async () => {
    const result = await chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, { onComment: () => true });
    expect(result.comments).toEqual(['ping']);
    expect(result.events.at(-1)?.type).toBe('RUN_FINISHED');
  });

  it('caps concurrent streams per organization with a JSON 429 before streaming, and frees the slot on close', async () => {
    const a = await openStream();
    const b = await openStream();
    expect([a.status, b.status]).toEqual([200, 200]);
    const refused = await chat(url, apiKey, { portfolioId, question: 'Hi' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(ErrorEnvelopeSchema.parse(refused.json).error.code).toBe('rate_limited');

    a.stop.abort();
    await a.done;
    // The server frees the slot when it sees the socket close, a moment after our abort.
    let c = await openStream();
    for (let i = 0; i < 50 && c.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      c = await openStream();
    }
    expect(c.status).toBe(200);
    b.stop.abort();
    c.stop.abort();
    await Promise.all([b.done, c.done]);
  });

  it('caps concurrent streams per embed token', async () => {
    const mint = await request(ctx.app)
      .post('/v1/sdk/clarity/embeds')
      .set('x-api-key', apiKey)
      .send({ portfolioId, allowedOrigins: ['https://partner.example'], scope: ['chat'] });
    expect(mint.status).toBe(201);
    const headers = { 'x-embed-token': mint.body.token as string, origin: 'https://partner.example' };
    const first = await openStream(headers, null);
    expect(first.status).toBe(200);
    const second = await chat(url, undefined, { portfolioId, question: 'Hi' }, { headers });
    expect(second.status).toBe(429);
    expect(ErrorEnvelopeSchema.parse(second.json).error.message).toMatch(/embed token/);
    first.stop.abort();
    await first.done;
  });

  it('an embed token without the chat scope is refused with 403 before streaming', async () => {
    const mint = await request(ctx.app)
      .post('/v1/sdk/clarity/embeds')
      .set('x-api-key', apiKey)
      .send({ portfolioId, allowedOrigins: ['https://partner.example'], scope: ['card'] });
    const refused = await chat(url, undefined, { portfolioId, question: 'Hi' }, { headers: { 'x-embed-token': mint.body.token as string, origin: 'https://partner.example' } });
    expect(refused.status).toBe(403);
    expect(ErrorEnvelopeSchema.parse(refused.json).error.code).toBe('scope_denied');
  });
});
