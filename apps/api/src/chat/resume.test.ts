import { verifyEvents } from '@ag-ui/client';
import type { BaseEvent } from '@ag-ui/core';
import { from, lastValueFrom, toArray } from 'rxjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type ChatEvent } from '@clarity/shared';
import { RESUMABLE_FOR_MS } from './resumable-runs.js';
import { CHAT_NOW, createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { startModelStandIn, type ModelStandIn } from './testing/model-stand-in.test-helpers.js';
import { answerOf, chat, startChatServer, streamedText, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

async function verify(events: readonly object[]): Promise<void> {
  await lastValueFrom(from(events as BaseEvent[]).pipe(verifyEvents(), toArray()));
}

/** An event without the ids that differ from run to run (run, thread, message, tool call), to compare two runs of one question. */
function withoutIds(event: ChatEvent): object {
  const { runId: _r, threadId: _t, messageId: _m, toolCallId: _c, ...rest } = event as Record<string, unknown>;
  return rest;
}

function runIdOf(result: StreamResult): string {
  const first = result.events[0];
  if (first?.type !== 'RUN_STARTED') throw new Error('no RUN_STARTED');
  return first.runId;
}

function threadIdOf(result: StreamResult): string {
  const first = result.events[0];
  if (first?.type !== 'RUN_STARTED') throw new Error('no RUN_STARTED');
  return first.threadId;
}

/** Reads a new run until `cutAfter` events arrived, then drops the connection. */
function chatCutAfter(url: string, apiKey: string, body: object, cutAfter: number, headers: Record<string, string> = {}): Promise<StreamResult> {
  let seen = 0;
  return chat(url, apiKey, body, { headers, onEvent: () => ++seen >= cutAfter });
}

/** Polls until `check` holds (the server notices a dropped socket a moment after the client). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

function expectNotResumable(result: StreamResult): void {
  expect(result.status).toBe(409);
  const envelope = ErrorEnvelopeSchema.parse(result.json);
  expect(envelope.error).toMatchObject({ type: 'conflict', code: 'run_not_resumable' });
}

describe('resuming a chat stream (offline engine)', () => {
  let server: ChatTestServer;
  const question = 'How is my portfolio performing?';

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('every event carries id <runId>:<seq>, counting from 1', async () => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
    const runId = runIdOf(result);
    expect(result.ids).toEqual(result.events.map((_, i) => `${runId}:${i + 1}`));
  });

  it('a cut stream resumed after the run ended: the replay completes it, with no event twice, and the question ran once', async () => {
    const { url, apiKey, portfolioId } = server;
    const whole = await chat(url, apiKey, { portfolioId, question });

    const cut = await chatCutAfter(url, apiKey, { portfolioId, question }, 5);
    expect(cut.events).toHaveLength(5);
    const threadId = threadIdOf(cut);
    // The run went on without its client and stored its turn.
    await eventually(async () => (await server.threads.turnCount(server.orgId, threadId)) === 1);

    // An SSE client re-POSTs the same body; the header decides.
    const resumed = await chat(url, apiKey, { portfolioId, question }, { headers: { 'last-event-id': cut.ids.at(-1)! } });
    expect(resumed.status).toBe(200);
    const events = [...cut.events, ...resumed.events];
    const ids = [...cut.ids, ...resumed.ids];
    expect(ids).toEqual(events.map((_, i) => `${runIdOf(cut)}:${i + 1}`));
    expect(events.map(withoutIds)).toEqual(whole.events.map(withoutIds));
    await verify(events);
    expect(streamedText({ ...resumed, events })).toBe(answerOf(resumed).answerMarkdown);
    // Not asked again: still one stored turn on the thread, and no new RUN_STARTED.
    expect(await server.threads.turnCount(server.orgId, threadId)).toBe(1);
    expect(resumed.events.some((e) => e.type === 'RUN_STARTED')).toBe(false);

    // From the start (`<runId>:0`) the replay is the whole run, byte for byte the same events.
    const replay = await chat(url, apiKey, {}, { headers: { 'last-event-id': `${runIdOf(cut)}:0` } });
    expect(replay.rawData).toEqual([...cut.rawData, ...resumed.rawData]);
    // After the last event there is nothing more to send: the stream opens and closes.
    const nothing = await chat(url, apiKey, {}, { headers: { 'last-event-id': ids.at(-1)! } });
    expect([nothing.status, nothing.events]).toEqual([200, []]);
  });

  it('an unknown run, a position the run never reached, or another organization’s run → 409 run_not_resumable', async () => {
    const { url, apiKey, portfolioId } = server;
    const done = await chat(url, apiKey, { portfolioId, question });
    const runId = runIdOf(done);
    expectNotResumable(await chat(url, apiKey, {}, { headers: { 'last-event-id': 'run_0123456789abcdef0123:3' } }));
    expectNotResumable(await chat(url, apiKey, {}, { headers: { 'last-event-id': `${runId}:${done.events.length + 1}` } }));

    const other = await server.ctx.newOrg();
    const foreign = await chat(url, other.apiKey, {}, { headers: { 'last-event-id': `${runId}:1` } });
    expectNotResumable(foreign);
    // The same answer as for a run that never existed: nothing tells the other tenant it does.
    const unknown = await chat(url, other.apiKey, {}, { headers: { 'last-event-id': `run_${'0'.repeat(20)}:1` } });
    expect(ErrorEnvelopeSchema.parse(foreign.json).error.message).toBe(ErrorEnvelopeSchema.parse(unknown.json).error.message);
  });

  it('a malformed Last-Event-ID → 400 with the header named; an empty one is no resume', async () => {
    const { url, apiKey, portfolioId } = server;
    for (const value of ['run_abc', 'run_abc:', ':3', 'run_abc:-1', 'run_abc:1.5']) {
      const refused = await chat(url, apiKey, { portfolioId, question }, { headers: { 'last-event-id': value } });
      expect(refused.status, value).toBe(400);
      const envelope = ErrorEnvelopeSchema.parse(refused.json);
      expect(envelope.error.code).toBe('validation_error');
      expect(envelope.issues?.[0]?.path).toEqual(['headers', 'last-event-id']);
    }
    const fresh = await chat(url, apiKey, { portfolioId, question }, { headers: { 'last-event-id': '' } });
    expect(fresh.events[0]?.type).toBe('RUN_STARTED');
  });

  it('an embed token resumes only runs on its own portfolio', async () => {
    const { url, apiKey, portfolioId, ctx } = server;
    const otherPortfolio = await createChatPortfolio(ctx, apiKey, 'resume-other');
    const mint = async (id: string) => {
      const minted = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', apiKey).send({ portfolioId: id, allowedOrigins: ['https://partner.example'], scope: ['chat'] });
      expect(minted.status).toBe(201);
      return { 'x-embed-token': minted.body.token as string, origin: 'https://partner.example' };
    };
    const own = await mint(portfolioId);
    const done = await chat(url, undefined, { portfolioId, question }, { headers: own });
    const lastId = done.ids.at(-1)!;

    // A newer token for the same portfolio (the widget refreshes its token) may resume.
    const again = await chat(url, undefined, {}, { headers: { ...(await mint(portfolioId)), 'last-event-id': `${runIdOf(done)}:1` } });
    expect(again.status).toBe(200);
    expect(again.rawData).toEqual(done.rawData.slice(1));
    expect(lastId).toBe(`${runIdOf(done)}:${done.events.length}`);

    expectNotResumable(await chat(url, undefined, {}, { headers: { ...(await mint(otherPortfolio)), 'last-event-id': `${runIdOf(done)}:1` } }));
  });

  it('a resumed connection says the run’s language (Content-Language), whatever the resume asks', async () => {
    const { url, apiKey, portfolioId } = server;
    const done = await chat(url, apiKey, { portfolioId, question: 'Wie viel ist mein Depot wert?', locale: 'de-AT' });
    expect(done.headers.get('content-language')).toBe('de');
    const resumed = await chat(url, apiKey, {}, { headers: { 'last-event-id': `${runIdOf(done)}:1`, 'accept-language': 'fr' } });
    expect(resumed.headers.get('content-language')).toBe('de');
    expect(resumed.rawData).toEqual(done.rawData.slice(1));
  });

  it('an ended run stays resumable for 5 minutes on the service clock, then 409', async () => {
    const { url, apiKey, portfolioId, ctx } = server;
    const done = await chat(url, apiKey, { portfolioId, question });
    const header = { 'last-event-id': `${runIdOf(done)}:2` };
    try {
      ctx.clock.advance(RESUMABLE_FOR_MS - 1_000);
      expect((await chat(url, apiKey, {}, { headers: header })).rawData).toEqual(done.rawData.slice(2));
      ctx.clock.advance(1_000);
      expectNotResumable(await chat(url, apiKey, {}, { headers: header }));
    } finally {
      ctx.clock.set(CHAT_NOW);
    }
  });
});

describe('the memory ended runs may keep (CLARITY_CHAT_RESUME_BUFFER_MB)', () => {
  it('past the budget the runs that ended first stop being resumable; the newest stays', async () => {
    // About 3 KB: one run of this question deflates to roughly 2 KB, so two do not fit.
    const small = await startChatServer({ CLARITY_CHAT_RESUME_BUFFER_MB: '0.003' });
    try {
      const { url, apiKey, portfolioId } = small;
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' }));
      for (const evicted of runs.slice(0, 2)) expectNotResumable(await chat(url, apiKey, {}, { headers: { 'last-event-id': `${runIdOf(evicted)}:1` } }));
      const newest = runs[2]!;
      expect((await chat(url, apiKey, {}, { headers: { 'last-event-id': `${runIdOf(newest)}:1` } })).rawData).toEqual(newest.rawData.slice(1));
    } finally {
      await small.close();
    }
  });

  it('0 keeps no ended run resumable', async () => {
    const none = await startChatServer({ CLARITY_CHAT_RESUME_BUFFER_MB: '0' });
    try {
      const done = await chat(none.url, none.apiKey, { portfolioId: none.portfolioId, question: 'How is my portfolio performing?' });
      expectNotResumable(await chat(none.url, none.apiKey, {}, { headers: { 'last-event-id': `${runIdOf(done)}:1` } }));
    } finally {
      await none.close();
    }
  });
});

describe('a resumed connection is an open stream', () => {
  it('counts against the stream caps (429 before streaming) and frees its slot when it ends', async () => {
    // One stream per organization, held open after RUN_FINISHED, so the first one still holds the slot.
    const capped = await startChatServer({ CLARITY_CHAT_MAX_STREAMS_PER_ORG: '1', CLARITY_CHAT_HOLD_OPEN_MS: '60000' });
    try {
      const stop = new AbortController();
      let finished!: () => void;
      const ran = new Promise<void>((resolve) => (finished = resolve));
      let runId = '';
      const first = chat(capped.url, capped.apiKey, { portfolioId: capped.portfolioId, question: 'How risky is my portfolio?' }, {
        signal: stop.signal,
        onEvent: (event) => {
          if (event.type === 'RUN_STARTED') runId = event.runId;
          if (event.type === 'RUN_FINISHED') finished();
        },
      });
      await ran;
      const refused = await chat(capped.url, capped.apiKey, {}, { headers: { 'last-event-id': `${runId}:1` } });
      expect(refused.status).toBe(429);
      expect(ErrorEnvelopeSchema.parse(refused.json).error.code).toBe('rate_limited');
      stop.abort();
      await first;
      // Once the first connection is gone, the resume gets the slot (and replays the ended run).
      let resumed = await chat(capped.url, capped.apiKey, {}, { headers: { 'last-event-id': `${runId}:1` }, onEvent: (e) => e.type === 'RUN_FINISHED' });
      for (let i = 0; i < 50 && resumed.status === 429; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        resumed = await chat(capped.url, capped.apiKey, {}, { headers: { 'last-event-id': `${runId}:1` }, onEvent: (e) => e.type === 'RUN_FINISHED' });
      }
      expect(resumed.status).toBe(200);
      expect(resumed.events.at(-1)?.type).toBe('RUN_FINISHED');
    } finally {
      await capped.close();
    }
  });
});

describe('resuming a run that is still going (model stand-in over real HTTP)', () => {
  let model: ModelStandIn;
  let server: ChatTestServer;
  let url: string;
  let apiKey: string;
  let portfolioId: string;
  const question = 'How risky is my portfolio?';

  beforeAll(async () => {
    model = await startModelStandIn();
    server = await startChatServer({
      CLARITY_LLM_BASE_URL: model.baseUrl,
      CLARITY_LLM_API_KEY: 'sk-test',
      CLARITY_LLM_MODEL: 'stand-in-1',
      CLARITY_CHAT_RESUME_GRACE_MS: '1000',
    });
    ({ url, apiKey, portfolioId } = server);
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  const firstText = (event: ChatEvent) => event.type === 'TEXT_MESSAGE_CONTENT';

  it('a cut stream resumed mid-run gets what it missed, then the rest live; the model was asked once', async () => {
    model.behaviour = 'faithful';
    const whole = await chat(url, apiKey, { portfolioId, question });

    model.behaviour = 'paused';
    model.requests.length = 0;
    // Cut right after the first text delta: the model is paused, so the run is still going.
    const cut = await chat(url, apiKey, { portfolioId, question }, { onEvent: firstText });
    expect(cut.events.at(-1)?.type).toBe('TEXT_MESSAGE_CONTENT');
    const resuming = chat(url, apiKey, { portfolioId, question }, { headers: { 'last-event-id': cut.ids.at(-1)! } });
    // Let the resume attach before the model goes on, so the rest reaches it live.
    await new Promise((resolve) => setTimeout(resolve, 100));
    model.release();
    const resumed = await resuming;

    const events = [...cut.events, ...resumed.events];
    expect([...cut.ids, ...resumed.ids]).toEqual(events.map((_, i) => `${runIdOf(cut)}:${i + 1}`));
    expect(events.map(withoutIds)).toEqual(whole.events.map(withoutIds));
    await verify(events);
    expect(answerOf(resumed).wording).toBe('model');
    // The question ran once: two model requests (the tool round, the wording), one stored turn.
    expect(model.requests).toHaveLength(2);
    expect(await turnCount(threadIdOf(cut))).toBe(1);
  });

  it('a resume while the first connection is still open takes the run over and ends the first connection', async () => {
    model.behaviour = 'faithful';
    const whole = await chat(url, apiKey, { portfolioId, question });
    model.behaviour = 'paused';
    let runId = '';
    let texting!: () => void;
    const paused = new Promise<void>((resolve) => (texting = resolve));
    const first = chat(url, apiKey, { portfolioId, question }, {
      onEvent: (event) => {
        if (event.type === 'RUN_STARTED') runId = event.runId;
        if (event.type === 'TEXT_MESSAGE_CONTENT') texting();
      },
    });
    await paused;
    // A client that believes its connection is dead resumes after RUN_STARTED; the first one is still open.
    const second = chat(url, apiKey, {}, { headers: { 'last-event-id': `${runId}:1` } });
    const firstResult = await first;
    expect(firstResult.events.at(-1)?.type).toBe('TEXT_MESSAGE_CONTENT');
    model.release();
    const secondResult = await second;
    expect(secondResult.ids[0]).toBe(`${runId}:2`);
    const events = [firstResult.events[0]!, ...secondResult.events];
    expect(events.map(withoutIds)).toEqual(whole.events.map(withoutIds));
    await verify(events);
  });

  it('a run nobody resumes within the grace time is stopped, down to the model call, and is no longer resumable', async () => {
    model.behaviour = 'hangs';
    const modelSawAbort = model.nextClientAbort();
    const cut = await chat(url, apiKey, { portfolioId, question }, { onEvent: firstText });
    await modelSawAbort;
    expect(await turnCount(threadIdOf(cut))).toBe(0);
    expectNotResumable(await chat(url, apiKey, {}, { headers: { 'last-event-id': cut.ids.at(-1)! } }));
  });

  // Last: after a shutdown this app stops every stream it opens.
  it('a shutdown ends a resumed stream like any other: open text closed, then RUN_ERROR server_shutting_down', async () => {
    model.behaviour = 'paused';
    const cut = await chat(url, apiKey, { portfolioId, question }, { onEvent: firstText });
    let resumedText!: () => void;
    const following = new Promise<void>((resolve) => (resumedText = resolve));
    const resuming = chat(url, apiKey, {}, { headers: { 'last-event-id': cut.ids.at(-2)! }, onEvent: (e) => void (e.type === 'TEXT_MESSAGE_CONTENT' && resumedText()) });
    await following;
    await server.ctx.app.endChatStreams();
    const resumed = await resuming;
    model.release();
    expect(resumed.events.slice(-2).map((e) => e.type)).toEqual(['TEXT_MESSAGE_END', 'RUN_ERROR']);
    expect(resumed.events.at(-1)).toMatchObject({ code: 'server_shutting_down' });
    await verify([...cut.events.slice(0, -1), ...resumed.events]);
    expect(await turnCount(threadIdOf(cut))).toBe(0);
  });

  function turnCount(threadId: string): Promise<number> {
    return server.threads.turnCount(server.orgId, threadId);
  }
});
