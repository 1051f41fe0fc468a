import { EventType, type RunErrorEvent } from '@ag-ui/core';
import { supportedLocaleOf } from '@clarity/shared';
import type { ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { resolvePortfolioTarget } from '../clarity/access.js';
import type { ClarityRouterDeps } from '../clarity/router.js';
import { ApiError } from '../http/errors.js';
import type { ApiRequest, Step } from '../http/pipeline.js';
import { authOf } from '../http/request-context.js';
import { acceptLanguagePrior, negotiateLocale } from '../i18n/negotiate.js';
import type { Locale } from '../i18n/catalog.js';
import { newId } from '../ids.js';
import type { PortfolioForInsight } from '../insight/portfolio-snapshot.js';
import { parseChatRequest } from './agui-input.js';
import { clearLanguage, questionLanguage } from './understanding/languages/identify.js';
import { AnalyticsCache } from './answer/analytics-cache.js';
import { InstrumentCatalog } from './answer/catalog.js';
import { runChat, type ChatRunDeps, type ChatRunInput } from './chat-run.js';
import { parseEventId, type EventPosition } from './event-ids.js';
import { HeartbeatHub } from './heartbeat.js';
import { Latch, until } from './latch.js';
import { ModelAgent } from './llm/model-agent.js';
import type { OpenStreams } from './open-streams.js';
import { ResumableRuns, type HeldRun, type RunOwner } from './resumable-runs.js';
import { RunEmitter } from './run-emitter.js';
import type { FrameSink } from './run-log.js';
import { newRunScopedId } from './run-ids.js';
import { SseStream } from './sse.js';
import type { StreamSlots } from './stream-caps.js';
import { ThreadRepository, type StoredTurn } from './threads/repository.js';

const silentLogger = pino({ level: 'silent' });

/** RUN_ERROR of a stream still open when the server shuts down (OpenStreams.endAll). */
export const SHUTDOWN_RUN_ERROR = { code: 'server_shutting_down', message: 'The server is shutting down; ask again' } as const;

/**
 * `POST /v1/clarity/chat` (docs/chat.md). Everything that can fail as a plain JSON error
 * happens before the first byte of the stream: body validation (400; either request form, see
 * `agui-input.ts`), the portfolio (404, 403 binding), the thread (404), a resume's run (409) and
 * the stream caps (429). Then the stream opens and follows the run.
 *
 * A run and the connections that follow it are apart: the run writes its events to its RunLog
 * (each with the SSE id `<runId>:<seq>`), and a connection replays what it missed from there and
 * then follows live. A request with `Last-Event-ID` is such a connection for a run this process
 * holds (`resumable-runs.ts`); the question is not run again.
 * The heartbeat timer, held runs and instrument catalog live once per app, in this closure; the
 * stream caps (`caps`) too, or shared by every instance (coordination/stream-leases.ts).
 */
export function chatHandler(deps: ClarityRouterDeps, openStreams: OpenStreams, caps: StreamSlots): Step {
  const { config, clock, services } = deps;
  const threads = new ThreadRepository(deps.db, clock);
  const heartbeats = new HeartbeatHub(config.chat.heartbeatMs);
  const catalog = new InstrumentCatalog(deps.db, services.market);
  const model = config.llm ? new ModelAgent(config.llm, undefined, deps.metrics) : undefined;
  const analyticsCache = new AnalyticsCache();
  const runs = new ResumableRuns(clock, { graceMs: config.chat.resumeGraceMs, bufferBytes: config.chat.resumeBufferBytes });

  /**
   * Checks everything about a new question that can fail as JSON and returns how to start its run.
   * Once the run settles, nothing of the request (body, portfolio, history, facts) stays
   * reachable: the held run keeps only its owner and its log.
   */
  async function prepareRun(req: ApiRequest): Promise<{ owner: RunOwner; runId: string; locale: Locale; start: (run: HeldRun) => void }> {
    const auth = authOf(req);
    // Either form: `{ portfolioId | portfolio, question, threadId? }` or AG-UI's RunAgentInput.
    const body = parseChatRequest(req.body, auth.kind === 'embedToken' ? auth.portfolioId : undefined);
    const target = await resolvePortfolioTarget(req, body, services.portfolios);
    const threadId = body.threadId ?? newId('thread');
    // A question clearly written in one of the four languages is answered in it, whatever the widget's or the
    // request's locale; a short or ambiguous one keeps that locale. The requested locale (else the token's, else
    // the browser's) is the prior that tips a word two languages share ("commissions" from a French page).

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
    // Without a locale asked for, a short reply in a thread ("la segunda", "oui", "and in euros?") keeps the thread's language:
    // the latest earlier question clearly written in one, before the browser's.
    const acceptLanguage = req.headers['accept-language'];
    const asked = body.locale !== undefined ? supportedLocaleOf(body.locale) : auth.kind === 'embedToken' && auth.locale !== undefined ? auth.locale : undefined;
    const threadLanguage = asked === undefined ? history.map((t) => clearLanguage(t.question)).filter((l) => l !== undefined).at(-1) : undefined;
    const prior = asked ?? threadLanguage ?? acceptLanguagePrior(acceptLanguage);
    const locale = clearLanguage(body.question, prior) ?? threadLanguage ?? negotiateLocale(req, body.locale, questionLanguage(body.question, prior));
    let pending: { runDeps: ChatRunDeps; input: Omit<ChatRunInput, 'signal'> } | undefined = {
      runDeps: { ...services, catalog, analyticsCache, clock, threads, model, logger: loggerOf(req), metrics: deps.metrics },
      input: { orgId: auth.orgId, question: body.question, portfolio, portfolioVersion, memory, history, locale },
    };
    return {
      owner: { orgId: auth.orgId, portfolioId: memory?.portfolioId },
      runId: body.runId ?? newRunScopedId('run'),
      locale,
      start: (run) => {
        // Handed over once: the connection (perhaps held open long after) keeps no reference to the request's data.
        const handedOver = pending;
        pending = undefined;
        if (handedOver) startRun(run, threadId, handedOver.runDeps, handedOver.input);
      },
    };
  }

  /**
   * Runs the question into the held run's log. The run stops when the server shuts down (ending
   * with RUN_ERROR `server_shutting_down`) or when it was left without a connection for the grace
   * time; it does not stop because one connection closed, so that a client can resume it.
   */
  function startRun(run: HeldRun, threadId: string, runDeps: ChatRunDeps, input: Omit<ChatRunInput, 'signal'>): void {
    const stop = new AbortController();
    let shuttingDown = false;
    const unlist = openStreams.add(() => {
      shuttingDown = true;
      stop.abort();
    });
    run.onAbandoned(() => stop.abort());
    const emitter = new RunEmitter((event) => run.log.append(event), threadId, run.log.runId);
    void (async () => {
      try {
        await runChat(runDeps, emitter, { ...input, signal: stop.signal });
        if (shuttingDown) await emitter.interrupt(SHUTDOWN_RUN_ERROR.message, SHUTDOWN_RUN_ERROR.code);
      } finally {
        runs.release(run);
        unlist();
      }
    })();
  }

  /**
   * One connection (its stream slot already taken; `release` frees it): opens the stream, sends
   * the run's events after `afterSeq` and then follows it live until it ends, the client leaves,
   * or a resume takes the run over (this connection then ends). `start` starts a new run once its
   * first connection follows it.
   */
  async function follow(res: ServerResponse, run: HeldRun, afterSeq: number, release: () => void, start?: (run: HeldRun) => void): Promise<void> {
    const stream = new SseStream(res);
    const stopping = new Latch();
    const superseded = new Latch();
    const sink: FrameSink = { write: (frames) => stream.sendFrames(frames), supersede: () => superseded.fire() };
    let unregister: (() => void) | undefined;
    let unlist: (() => void) | undefined;
    let attached = false;
    let started = start === undefined;
    try {
      stream.start();
      unregister = heartbeats.add(stream);
      // A shutdown stops the run, whose RUN_ERROR reaches this connection through the log.
      unlist = openStreams.add(() => stopping.fire());
      const caughtUp = run.attach(sink, afterSeq);
      attached = true;
      start?.(run);
      started = true;
      await caughtUp;
      await until([stream.closed, superseded], run.log.whenEnded());
      if (superseded.fired) return;
      // Benchmarks: keep the finished stream open (heartbeats continue) until the client leaves, a shutdown, or the time is up.
      if (config.chat.holdOpenMs > 0) await until([stream.closed, stopping], undefined, config.chat.holdOpenMs);
      // A stream still open after its run ended (held open, or replaying) learns why it closes.
      if (stopping.fired && stream.open && !run.log.endedInError) await stream.send(runErrorEvent(SHUTDOWN_RUN_ERROR));
    } finally {
      // A new run whose stream could not open never starts, and nobody can resume it.
      if (!started) runs.drop(run);
      if (attached) run.detach(sink);
      unregister?.();
      release();
      stream.end();
      unlist?.();
    }
  }

  return async (req, res) => {
    const auth = authOf(req);
    const resumeFrom = lastEventIdOf(req);
    if (resumeFrom) {
      const run = runs.find(auth, resumeFrom);
      res.setHeader('Content-Language', run.locale);
      const release = await caps.acquire(auth.orgId, auth.kind === 'embedToken' ? auth.jti : undefined);
      await follow(res, run, resumeFrom.seq, release);
      return;
    }
    const { owner, runId, locale, start } = await prepareRun(req);
    res.setHeader('Content-Language', locale);
    const release = await caps.acquire(auth.orgId, auth.kind === 'embedToken' ? auth.jti : undefined);
    const run = runs.hold(owner, runId, locale);
    await follow(res, run, 0, release, start);
  };
}

/**
 * The position a resume starts after (`Last-Event-ID`, as the stream's ids are written), or
 * undefined for a new question. An empty header means none, as for EventSource.
 */
function lastEventIdOf(req: ApiRequest): EventPosition | undefined {
  const header = req.headers['last-event-id'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  const position = parseEventId(value);
  if (!position) {
    throw new ApiError('validation_error', 'Last-Event-ID is invalid: send the `id` of the last event received (`<runId>:<seq>`)', {
      issues: [{ path: ['headers', 'last-event-id'], code: 'invalid_format', message: 'Expected <runId>:<seq>' }],
    });
  }
  return position;
}

function runErrorEvent(error: { code: string; message: string }): RunErrorEvent {
  return { type: EventType.RUN_ERROR, message: error.message, code: error.code };
}

function loggerOf(req: ApiRequest): Logger {
  return (req as ApiRequest & { log?: Logger }).log ?? silentLogger;
}
