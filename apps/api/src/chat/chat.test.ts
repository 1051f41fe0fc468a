import { toolByName } from '../insight/tools/registry.js';
import { verifyEvents } from '@ag-ui/client';
import { EventType, type BaseEvent } from '@ag-ui/core';
import { EventSchema } from '@ag-ui/core/schemas';
import { from, lastValueFrom, toArray } from 'rxjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatEventSchema, ClarityAnswerSchema, ErrorEnvelopeSchema, isId, type ChatEvent } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { ThreadRepository } from './threads/repository.js';
import { CHAT_HOLDINGS, CHAT_NOW, CHAT_PROFILE, createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { answerOf, chat, listen, streamedText, type StreamResult } from './testing/stream-client.test-helpers.js';

/** Runs the events through the AG-UI reference verifier; rejects on the first protocol violation. */
async function verify(events: readonly object[]): Promise<BaseEvent[]> {
  return lastValueFrom(from(events as BaseEvent[]).pipe(verifyEvents(), toArray()));
}

function types(result: StreamResult): string[] {
  return result.events.map((e) => e.type);
}

let ctx: TestContext;
let url: string;
let closeServer: () => Promise<void>;
let apiKey: string;
let orgId: string;
let portfolioId: string;
let threads: ThreadRepository;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(CHAT_NOW);
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey, orgId } = await ctx.newOrg());
  portfolioId = await createChatPortfolio(ctx, apiKey, 'chat-1');
  ({ url, close: closeServer } = await listen(ctx.app));
  threads = new ThreadRepository(ctx.database.db, ctx.clock);
});
afterAll(async () => {
  await closeServer();
  await ctx.close();
});

describe('the event stream', () => {
  let result: StreamResult;
  beforeAll(async () => {
    result = await chat(url, apiKey, { portfolioId, question: 'How is my portfolio doing, and what is the latest news on my holdings?' });
  });

  it('is an unbuffered text/event-stream', () => {
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(result.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(result.headers.get('x-accel-buffering')).toBe('no');
    expect(result.headers.get('content-encoding')).toBeNull();
  });

  it('passes the AG-UI reference verifier and every event matches the protocol schema', async () => {
    const verified = await verify(result.events);
    expect(verified).toHaveLength(result.events.length);
    for (const event of result.events) {
      expect(EventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
      expect(ChatEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
    }
  });

  it('follows the grammar: RUN_STARTED, tool traces, one text message, graph-metadata, clarity-answer, RUN_FINISHED', () => {
    const seq = types(result);
    expect(seq[0]).toBe('RUN_STARTED');
    expect(seq.at(-1)).toBe('RUN_FINISHED');
    const textStart = seq.indexOf('TEXT_MESSAGE_START');
    const textEnd = seq.indexOf('TEXT_MESSAGE_END');
    expect(seq.slice(1, textStart).every((t) => t.startsWith('TOOL_CALL_'))).toBe(true);
    expect(seq.slice(textStart + 1, textEnd).every((t) => t === 'TEXT_MESSAGE_CONTENT')).toBe(true);
    expect(textEnd - textStart - 1).toBeGreaterThan(3);
    expect(seq.slice(textEnd + 1)).toEqual(['CUSTOM', 'CUSTOM', 'RUN_FINISHED']);
    const customs = result.events.filter((e) => e.type === 'CUSTOM').map((e) => (e.type === 'CUSTOM' ? e.name : ''));
    expect(customs).toEqual(['graph-metadata', 'clarity-answer']);
    const started = result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>;
    const finished = result.events.at(-1) as Extract<ChatEvent, { type: 'RUN_FINISHED' }>;
    expect(isId('thread', started.threadId)).toBe(true);
    expect(finished).toMatchObject({ threadId: started.threadId, runId: started.runId });
  });

  it('traces each insight tool it ran as a tool call: its registry name, input and output, each valid against the tool\'s schemas', () => {
    const names = result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
    expect(names).toEqual(['portfolio_summary', 'performance', 'stories']);
    for (const start of result.events.filter((e) => e.type === 'TOOL_CALL_START')) {
      if (start.type !== 'TOOL_CALL_START') continue;
      const tool = toolByName(start.toolCallName);
      expect(tool, start.toolCallName).toBeDefined();
      const args = result.events.find((e) => e.type === 'TOOL_CALL_ARGS' && e.toolCallId === start.toolCallId);
      const res = result.events.find((e) => e.type === 'TOOL_CALL_RESULT' && e.toolCallId === start.toolCallId);
      expect(tool?.input.safeParse(args?.type === 'TOOL_CALL_ARGS' ? JSON.parse(args.delta) : undefined).success).toBe(true);
      expect(tool?.output.safeParse(res?.type === 'TOOL_CALL_RESULT' ? JSON.parse(res.content) : undefined).success).toBe(true);
    }
    const summary = result.events.find((e) => e.type === 'TOOL_CALL_RESULT' && JSON.parse(e.content).totalValue !== undefined);
    expect(summary && summary.type === 'TOOL_CALL_RESULT' && JSON.parse(summary.content)).toMatchObject({ baseCurrency: 'USD', holdingCount: 6 });
  });

  it('streams small chunks that add up to answerMarkdown, and sends no [DONE]', () => {
    const answer = ClarityAnswerSchema.parse(answerOf(result));
    const deltas = result.events.flatMap((e) => (e.type === 'TEXT_MESSAGE_CONTENT' ? [e.delta] : []));
    for (const delta of deltas) expect(delta.length).toBeLessThanOrEqual(32);
    expect(streamedText(result)).toBe(answer.answerMarkdown);
    expect(result.rawData).not.toContain('[DONE]');
    expect(answer.wording).toBe('deterministic');
    expect(answer.intent).toBe('portfolio');
  });

  it('cites with [n] markers that match the citations, and reports staleness from them', () => {
    const answer = answerOf(result);
    const markers = [...answer.answerMarkdown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.map((c) => c.id)).toEqual(answer.citations.map((_, i) => i + 1));
    expect(new Set(markers)).toEqual(new Set(answer.citations.map((c) => c.id)));
    // The card's rule: whole calendar days (UTC) from each source's publication day to the clock's day.
    const today = CHAT_NOW.toISOString().slice(0, 10);
    // The dated inputs: each cited source and the prices it valued the holdings at.
    const ages = [...answer.citations.map((c) => c.publishedAt.slice(0, 10)), '2026-11-13'].map((day) => (Date.parse(today) - Date.parse(day)) / 86_400_000);
    expect(answer.staleness).toEqual({
      ageOfNewestDays: Math.min(...ages),
      ageOfOldestDays: Math.max(...ages),
      asOf: today,
      sourceCount: answer.citations.length,
      pricesAsOf: '2026-11-13',
    });
  });

  it('sends the narrative behind the answer in graph-metadata', () => {
    const meta = result.events.find((e) => e.type === 'CUSTOM' && e.name === 'graph-metadata');
    expect(meta?.type === 'CUSTOM' && meta.name === 'graph-metadata').toBe(true);
    if (meta?.type !== 'CUSTOM' || meta.name !== 'graph-metadata') return;
    expect(meta.value.narrative.stories.length).toBeGreaterThan(0);
    const cited = new Set(answerOf(result).citations.map((c) => c.sourceId));
    const sourceIds = new Set(meta.value.narrative.stories.flatMap((s) => s.developments.flatMap((d) => d.sourceIds)));
    for (const id of cited) expect(sourceIds.has(id)).toBe(true);
  });

  it('the verifier is not a rubber stamp: it rejects a stream out of order', async () => {
    await expect(verify([{ type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'm', delta: 'x' }])).rejects.toThrow(/RUN_STARTED/);
    const events = result.events.filter((e) => e.type !== 'TEXT_MESSAGE_END');
    await expect(verify(events)).rejects.toThrow(/text messages are still active/);
  });
});

describe('errors before the stream are JSON', () => {
  async function expectJsonError(body: unknown, status: number, code: string, key: string | null = apiKey) {
    const result = await chat(url, key ?? undefined, body);
    expect(result.status).toBe(status);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    const envelope = ErrorEnvelopeSchema.parse(result.json);
    expect(envelope.error.code).toBe(code);
    return envelope;
  }

  it('400 with issues for a bad body', async () => {
    const missing = await expectJsonError({ portfolioId }, 400, 'validation_error');
    expect(missing.issues?.map((i) => i.path.join('.'))).toContain('question');
    const long = await expectJsonError({ portfolioId, question: 'x'.repeat(4001) }, 400, 'validation_error');
    expect(long.issues?.[0]?.path).toEqual(['question']);
    await expectJsonError({ portfolioId, question: '   ' }, 400, 'validation_error');
    await expectJsonError({ question: 'How am I doing?' }, 400, 'validation_error');
    await expectJsonError({ portfolioId, portfolio: { externalId: 'x' }, question: 'Hi' }, 400, 'validation_error');
    await expectJsonError({ portfolioId, question: 'Hi', extra: 1 }, 400, 'validation_error');
    await expectJsonError({ portfolioId, question: 'Hi', threadId: 'has spaces' }, 400, 'validation_error');
  });

  it('accepts exactly 4000 characters', async () => {
    const result = await chat(url, apiKey, { portfolioId, question: `How is my portfolio doing? ${'x'.repeat(3973)}` });
    expect(result.status).toBe(200);
    expect(types(result).at(-1)).toBe('RUN_FINISHED');
  });

  it('401 without a credential, 404 for a portfolio that is not the caller’s', async () => {
    await expectJsonError({ portfolioId, question: 'Hi' }, 401, 'unauthorized', null);
    await expectJsonError({ portfolioId: 'ppf_01jzzzzzzzzzzzzzzzzzzzzzzz', question: 'Hi' }, 404, 'not_found');
    const other = await ctx.newOrg('Other');
    await expectJsonError({ portfolioId, question: 'Hi' }, 404, 'not_found', other.apiKey);
  });

  it('403 for an API key sent from a browser', async () => {
    const result = await chat(url, apiKey, { portfolioId, question: 'Hi' }, { headers: { origin: 'https://partner.example' } });
    expect(result.status).toBe(403);
    expect(ErrorEnvelopeSchema.parse(result.json).error.code).toBe('api_key_in_browser');
  });
});

describe('threads', () => {
  it('remember turns: "it" in a follow-up is the asset of the earlier turn', async () => {
    const first = await chat(url, apiKey, { portfolioId, question: 'What is happening to Nvidia?' });
    const threadId = (first.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    expect(answerOf(first).answerMarkdown).toContain('NVDA');

    const second = await chat(url, apiKey, { portfolioId, threadId, question: 'and how much of my portfolio is it?' });
    expect(second.events[0]).toMatchObject({ type: 'RUN_STARTED', threadId });
    const answer = answerOf(second);
    expect(answer.intent).toBe('asset');
    expect(answer.answerMarkdown).toMatch(/^You hold 60 NVDA, worth \*\*\$[\d,]+\*\*: \*\*\d+\.\d%\*\* of your portfolio/);

    const history = await threads.history(orgId, threadId, portfolioId);
    expect(history.map((t) => t.question)).toEqual(['What is happening to Nvidia?', 'and how much of my portfolio is it?']);
    expect(history.map((t) => t.entities.tickers)).toEqual([['NVDA'], ['NVDA']]);
    expect(history[1]?.answerMarkdown).toBe(answer.answerMarkdown);
  });

  it('"it" is the holding an answer named: later in the same question, and in the next turn, in any language', async () => {
    const ran = (result: StreamResult): string[] => result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
    const one = await chat(url, apiKey, { portfolioId, question: 'what is my largest position, and how has it moved this year?' });
    const largest = /- \*\*([A-Z]+)\*\*/.exec(answerOf(one).answerMarkdown)?.[1] ?? '';
    expect(largest).not.toBe('');
    expect(ran(one)).toEqual(['holdings', 'price']);
    expect(answerOf(one).answerMarkdown).toMatch(new RegExp(`\\(${largest}\\) closed at .*this year`));

    const german = await chat(url, apiKey, { portfolioId, question: 'Was ist meine größte Position, und gibt es Neuigkeiten dazu?' });
    expect(ran(german)).toEqual(expect.arrayContaining(['holdings', 'stories']));
    expect(ran(german)).not.toContain('performance');

    const first = await chat(url, apiKey, { portfolioId, question: 'Which holding is the biggest?' });
    const threadId = (first.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    const second = await chat(url, apiKey, { portfolioId, threadId, question: 'how has it done over three months?' });
    expect(ran(second)).toEqual(['price']);
    expect(answerOf(second).answerMarkdown).toContain(`(${largest})`);
  });

  it('a caller-chosen thread id works, and never leaks to another organization or portfolio', async () => {
    const threadId = 'client-thread-42';
    const first = await chat(url, apiKey, { portfolioId, threadId, question: 'What is going on with Bitcoin?' });
    expect(first.events[0]).toMatchObject({ threadId });
    expect(await threads.turnCount(orgId, threadId)).toBe(1);

    // Another organization with the same id has its own, empty thread: "it" resolves to nothing.
    const other = await ctx.newOrg('Other org');
    const otherPortfolio = await createChatPortfolio(ctx, other.apiKey, 'other-1', [{ ticker: 'AAPL', quantity: 5, costBasis: 150 }]);
    const leaked = await chat(url, other.apiKey, { portfolioId: otherPortfolio, threadId, question: 'and how much of my portfolio is it?' });
    expect(answerOf(leaked).intent).toBe('portfolio');
    expect(answerOf(leaked).answerMarkdown).not.toMatch(/BTC|Bitcoin/);
    expect(await threads.turnCount(orgId, threadId)).toBe(1);
    expect(await threads.turnCount(other.orgId, threadId)).toBe(1);

    // The same organization's other portfolio cannot continue this portfolio's thread: 404.
    const second = await createChatPortfolio(ctx, apiKey, 'chat-2');
    const cross = await chat(url, apiKey, { portfolioId: second, threadId, question: 'and it?' });
    expect(cross.status).toBe(404);
    expect(ErrorEnvelopeSchema.parse(cross.json).error.code).toBe('not_found');
  });

  it('inline portfolios are stateless: answered, but no thread is stored', async () => {
    const portfolio = { externalId: 'inline-1', baseCurrency: 'USD', currentHoldings: CHAT_HOLDINGS, profile: CHAT_PROFILE };
    const result = await chat(url, apiKey, { portfolio, question: 'How much of my portfolio is Apple?' });
    expect(result.status).toBe(200);
    await verify(result.events);
    const threadId = (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    expect(answerOf(result).answerMarkdown).toMatch(/You hold 40 AAPL, worth/);
    expect(await threads.turnCount(orgId, threadId)).toBe(0);
    const count = await ctx.database.db.selectFrom('chat_threads').select((eb) => eb.fn.countAll<number>().as('n')).where('id', '=', threadId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('deleting the portfolio deletes its threads', async () => {
    const doomed = await createChatPortfolio(ctx, apiKey, 'doomed');
    const result = await chat(url, apiKey, { portfolioId: doomed, question: 'How risky is my portfolio?' });
    const threadId = (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    expect(await threads.turnCount(orgId, threadId)).toBe(1);
    await request(ctx.app).delete(`/v1/sdk/partner-portfolios/${doomed}`).set('x-api-key', apiKey).expect(204);
    expect(await threads.turnCount(orgId, threadId)).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents POST /v1/clarity/chat as a text/event-stream', async () => {
    const doc = await request(ctx.app).get('/openapi.json').expect(200);
    const op = doc.body.paths['/v1/clarity/chat'].post;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(op.requestBody.content['application/json'].schema).toBeDefined();
    expect(op.responses['404']).toBeDefined();
  });

  it('documents resuming: the Last-Event-ID header and the 409 run_not_resumable', async () => {
    const doc = await request(ctx.app).get('/openapi.json').expect(200);
    const op = doc.body.paths['/v1/clarity/chat'].post;
    const header = (op.parameters as { in: string; name: string; description: string }[]).find((p) => p.in === 'header' && p.name === 'last-event-id');
    expect(header?.description).toMatch(/<runId>:<seq>/);
    expect(op.responses['409'].description).toMatch(/run_not_resumable/);
    expect(op.responses['200'].description).toMatch(/id: <runId>:<seq>/);
  });
});
