import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import type { ChatEvent, ClarityAnswer } from '@clarity/shared';
import type { ClarityApp } from '../../app.js';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { ThreadRepository } from '../threads/repository.js';
import { CHAT_NOW, createChatPortfolio } from './fixtures.test-helpers.js';

/** A real listening server around the app (streams need a socket; supertest buffers). */
export async function listen(app: ClarityApp): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StreamResult {
  status: number;
  headers: Headers;
  /** Parsed `data:` payloads, in order. */
  events: ChatEvent[];
  /** The raw `data:` strings (to check that no `[DONE]` is sent). */
  rawData: string[];
  /** Each event's SSE `id` (`<runId>:<seq>`), in order; undefined for an event sent without one. */
  ids: (string | undefined)[];
  comments: string[];
  /** Set when the response was not a stream (a JSON error before streaming). */
  json: unknown;
}

export interface ChatCall {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called for each event as it arrives; return true to stop reading (and abort). */
  onEvent?: (event: ChatEvent) => boolean | void;
  /** Called for each SSE comment (heartbeat); return true to stop reading (and abort). */
  onComment?: (comment: string) => boolean | void;
}

/** POSTs to /v1/clarity/chat with fetch and reads the SSE stream with eventsource-parser. */
export async function chat(url: string, apiKey: string | undefined, body: unknown, call: ChatCall = {}): Promise<StreamResult> {
  const controller = new AbortController();
  call.signal?.addEventListener('abort', () => controller.abort());
  const response = await fetch(`${url}/v1/clarity/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}), ...call.headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const result: StreamResult = { status: response.status, headers: response.headers, events: [], rawData: [], ids: [], comments: [], json: undefined };
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    result.json = await response.json();
    return result;
  }
  let stop = false;
  const parser = createParser({
    onEvent: (message) => {
      // What arrived after the caller stopped reading (in the same network chunk) was never seen.
      if (stop) return;
      result.rawData.push(message.data);
      result.ids.push(message.id);
      const event = JSON.parse(message.data) as ChatEvent;
      result.events.push(event);
      if (call.onEvent?.(event)) stop = true;
    },
    onComment: (comment) => {
      if (stop) return;
      result.comments.push(comment);
      if (call.onComment?.(comment)) stop = true;
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (stop) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return result;
}

export function answerOf(result: StreamResult): ClarityAnswer {
  const event = result.events.find((e) => e.type === 'CUSTOM' && e.name === 'clarity-answer');
  if (!event || event.type !== 'CUSTOM' || event.name !== 'clarity-answer') throw new Error(`no clarity-answer in ${JSON.stringify(result.events.map((e) => e.type))}`);
  return event.value;
}

export function streamedText(result: StreamResult): string {
  return result.events.map((e) => (e.type === 'TEXT_MESSAGE_CONTENT' ? e.delta : '')).join('');
}

/** A test app at the chat's clock with the sample market data, one organization and one chat portfolio, behind a real listening server. */
export interface ChatTestServer {
  ctx: TestContext;
  url: string;
  apiKey: string;
  orgId: string;
  portfolioId: string;
  threads: ThreadRepository;
  close: () => Promise<void>;
}

export async function startChatServer(env: Record<string, string> = {}): Promise<ChatTestServer> {
  const ctx = await createTestContext(env);
  ctx.clock.set(CHAT_NOW);
  await ctx.app.locals.services.marketImport.importSample();
  const { apiKey, orgId } = await ctx.newOrg();
  const portfolioId = await createChatPortfolio(ctx, apiKey, 'chat-1');
  const server = await listen(ctx.app);
  const close = async (): Promise<void> => {
    await server.close();
    await ctx.close();
  };
  return { ctx, url: server.url, apiKey, orgId, portfolioId, threads: new ThreadRepository(ctx.database.db, ctx.clock), close };
}

/** One tool call of a run, as streamed (its name and its JSON input). */
export interface StreamedCall {
  tool: string;
  args: Record<string, unknown>;
}

/** The tool calls a run streamed, in order, each with its arguments. */
export function toolCallsOf(result: StreamResult): StreamedCall[] {
  const names = new Map<string, string>();
  const args = new Map<string, string>();
  for (const e of result.events) {
    if (e.type === 'TOOL_CALL_START') names.set(e.toolCallId, e.toolCallName);
    if (e.type === 'TOOL_CALL_ARGS') args.set(e.toolCallId, (args.get(e.toolCallId) ?? '') + e.delta);
  }
  return [...names].map(([id, tool]) => ({ tool, args: JSON.parse(args.get(id) ?? '{}') as Record<string, unknown> }));
}

/** Asks each question in turn in one thread of the test server's chat portfolio; each turn's result. */
export async function askInThread(server: ChatTestServer, questions: readonly string[]): Promise<StreamResult[]> {
  let threadId: string | undefined;
  const results: StreamResult[] = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    if (result.status !== 200) throw new Error(`chat: ${result.status}`);
    const started = result.events[0];
    threadId ??= started?.type === 'RUN_STARTED' ? started.threadId : undefined;
    results.push(result);
  }
  return results;
}

/** Asks each question in one thread of the chat portfolio (no locale sent); each turn's calls and answer. */
export async function askThread(server: ChatTestServer, questions: readonly string[]): Promise<{ calls: StreamedCall[]; answer: ClarityAnswer }[]> {
  return (await askInThread(server, questions)).map((result) => ({ calls: toolCallsOf(result), answer: answerOf(result) }));
}
