import type { Request, RequestHandler, Response } from 'express';
import { pino, type Logger } from 'pino';
import { resolvePortfolioTarget } from '../clarity/access.js';
import type { ClarityRouterDeps } from '../clarity/router.js';
import { authOf } from '../http/request-context.js';
import { negotiateLocale } from '../i18n/negotiate.js';
import { questionLanguage } from './understanding/languages.js';
import { newId } from '../ids.js';
import type { PortfolioForInsight } from '../insight/portfolio-snapshot.js';
import { parseChatRequest } from './agui-input.js';
import { AnalyticsCache } from './answer/analytics-cache.js';
import { InstrumentCatalog } from './answer/catalog.js';
import { runChat, type ChatRunDeps } from './chat-run.js';
import { HeartbeatHub } from './heartbeat.js';
import { ModelAgent } from './llm/model-agent.js';
import type { OpenStreams } from './open-streams.js';
import { RunEmitter } from './run-emitter.js';
import { newRunScopedId } from './run-ids.js';
import { SseStream } from './sse.js';
import { StreamCaps } from './stream-caps.js';
import { ThreadRepository, type StoredTurn } from './threads/repository.js';

const silentLogger = pino({ level: 'silent' });

/** RUN_ERROR of a stream still open when the server shuts down (OpenStreams.endAll). */
export const SHUTDOWN_RUN_ERROR = { code: 'server_shutting_down', message: 'The server is shutting down; ask again' } as const;

/**
 * `POST /v1/clarity/chat` (docs/chat.md). Everything that can fail as a plain JSON error
 * happens before the first byte of the stream: body validation (400; either request form, see
 * `agui-input.ts`), the portfolio (404, 403 binding), the thread (404) and the stream caps (429).
 * Then the stream opens and the run owns it.
 * The caps, heartbeat timer and instrument catalog live once per app, in this closure.
 */
export function chatHandler(deps: ClarityRouterDeps, openStreams: OpenStreams): RequestHandler {
  const { config, clock, services } = deps;
  const threads = new ThreadRepository(deps.db, clock);
  const caps = new StreamCaps({ perOrg: config.chat.maxStreamsPerOrg, perToken: config.chat.maxStreamsPerToken });
  const heartbeats = new HeartbeatHub(config.chat.heartbeatMs);
  const catalog = new InstrumentCatalog(deps.db, services.market);
  const model = config.llm ? new ModelAgent(config.llm, undefined, deps.metrics) : undefined;
  const analyticsCache = new AnalyticsCache();

  /**
   * Checks everything that can fail as JSON, takes a stream slot, opens the stream and starts the
   * run. Returns only the stream and the run's promise: once the run settles, nothing of the
   * request (body, portfolio, history, facts) stays reachable from an open stream.
   */
  async function startRun(req: Request, res: Response): Promise<{ signal: AbortSignal; finished: Promise<void>; close: () => void; endIfStopped: () => Promise<void> }> {
    const auth = authOf(req);
    // Either form: `{ portfolioId | portfolio, question, threadId? }` or AG-UI's RunAgentInput.
    const body = parseChatRequest(req.body, auth.kind === 'embedToken' ? auth.portfolioId : undefined);
    const target = await resolvePortfolioTarget(req, body, services.portfolios);
    const threadId = body.threadId ?? newId('thread');
    const locale = negotiateLocale(req, body.locale, questionLanguage(body.question));

    let portfolio: PortfolioForInsight;
    let portfolioVersion: number | undefined;
    let memory: { threadId: string; portfolioId: string } | undefined;
    let history: StoredTurn[] = [];
    if (target.kind === 'stored') {
      const p = await target.load();
      portfolio = { id: p.id, baseCurrency: p.baseCurrency, currentHoldings: p.currentHoldings, profile: p.profile, benchmark: p.benchmark };
      portfolioVersion = target.head.version;
      memory = { threadId, portfolioId: p.id };
      history = await threads.history(auth.orgId, threadId, p.id);
    } else {
      // Inline portfolios are stateless (never stored): no thread is read or written.
      portfolio = target.portfolio;
    }

    const release = caps.acquire(auth.orgId, auth.kind === 'embedToken' ? auth.jti : undefined);
    const stream = new SseStream(res);
    // Aborted by a shutdown (openStreams.endAll): the run stops and the stream ends with RUN_ERROR.
    const stopping = new AbortController();
    const signal = AbortSignal.any([stream.signal, stopping.signal]);
    let unregister: (() => void) | undefined;
    let unlist: (() => void) | undefined;
    const close = (): void => {
      unregister?.();
      release();
      stream.end();
      unlist?.();
    };
    try {
      res.setHeader('Content-Language', locale);
      stream.start();
      unregister = heartbeats.add(stream);
      unlist = openStreams.add(() => stopping.abort());
    } catch (error) {
      close();
      throw error;
    }
    const runDeps: ChatRunDeps = { ...services, catalog, analyticsCache, clock, threads, model, logger: loggerOf(req), metrics: deps.metrics };
    const run = new RunEmitter((event) => stream.send(event), threadId, body.runId ?? newRunScopedId('run'));
    const finished = runChat(runDeps, run, { orgId: auth.orgId, question: body.question, portfolio, portfolioVersion, memory, history, signal, locale });
    const endIfStopped = async (): Promise<void> => {
      if (stopping.signal.aborted && stream.open) await run.interrupt(SHUTDOWN_RUN_ERROR.message, SHUTDOWN_RUN_ERROR.code);
    };
    return { signal, finished, close, endIfStopped };
  }

  return async (req, res) => {
    const { signal, finished, close, endIfStopped } = await startRun(req, res);
    try {
      await finished;
      if (config.chat.holdOpenMs > 0) await holdOpen(signal, config.chat.holdOpenMs);
      await endIfStopped();
    } finally {
      close();
    }
  };
}

/** Benchmarks: keep the finished stream open (heartbeats continue) until the client leaves, a shutdown, or the time is up. */
function holdOpen(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function loggerOf(req: Request): Logger {
  return (req as Request & { log?: Logger }).log ?? silentLogger;
}
