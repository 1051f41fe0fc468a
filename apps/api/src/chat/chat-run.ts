import type { ChatOutcome, ClarityAnswer, FollowUp } from '@clarity/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { Locale } from '../i18n/catalog.js';
import type { PortfolioForInsight } from '../insight/portfolio-snapshot.js';
import { answerWords, composeAnswer, planFor, runCalls, runPlan, toolContextFor, type AnswerEngineDeps, type PreparedAnswer, type ToolResult } from './answer/engine.js';
import type { ToolContext } from '../insight/tools/types.js';
import type { Plan, PlannedCall } from './planner/plan.js';
import { toolByName } from '../insight/tools/registry.js';
import { stalenessOf } from '../insight/citations.js';
import { checkModelText } from './llm/fact-check.js';
import type { ModelAgent } from './llm/model-agent.js';
import type { Metrics } from '../observability/metrics.js';
import type { RunEmitter } from './run-emitter.js';
import { textChunks } from './text-chunks.js';
import { followUpsOf, notYetAsked, suggest, type Suggestion } from '../insight/suggestions.js';
import { noDataSubjectIn } from './understanding/no-data.js';
import { clarificationSuggestions } from './understanding/clarification.js';
import { classifyIntent, unknownWordsOf, type IntentScore } from './understanding/intent-model.js';
import { OUTSIDE, outsideScore } from './understanding/confidence.js';
import { traceReading } from './understanding/reading-trace.js';
import { guardedReading } from './understanding/input-guard.js';
import { MAX_QUESTION_CHARS, readingOf, type Reading } from './understanding/reading.js';
import type { StoredTurn, ThreadRepository, TurnEntities } from './threads/repository.js';

export interface ChatRunDeps extends AnswerEngineDeps {
  clock: Clock;
  threads: ThreadRepository;
  model: ModelAgent | undefined;
  logger: Logger;
  /** Counts the model answers the fact check refuses. */
  metrics?: Metrics;
}

export interface ChatRunInput {
  orgId: string;
  question: string;
  portfolio: PortfolioForInsight;
  portfolioVersion: number | undefined;
  /** Where the turn is remembered; undefined for an inline portfolio (stateless: never stored). */
  memory: { threadId: string; portfolioId: string } | undefined;
  history: readonly StoredTurn[];
  signal: AbortSignal;
  /** The language of the answer (negotiated before the stream opened). */
  locale: Locale;
}

/** A failure whose code the client may act on (RUN_ERROR.code). */
export class RunFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One chat run after the stream has opened: the steps, the text, the narrative, the final answer,
 * the stored turn, RUN_FINISHED. Any failure becomes RUN_ERROR in place of RUN_FINISHED; a client
 * that left is not written to and its run is not stored.
 */
export async function runChat(deps: ChatRunDeps, run: RunEmitter, input: ChatRunInput): Promise<void> {
  try {
    await run.started();
    const now = deps.clock.now();
    const asOf = now.toISOString().slice(0, 10);
    const request = { question: input.question, portfolio: input.portfolio, portfolioVersion: input.portfolioVersion, history: input.history, asOf, signal: input.signal, locale: input.locale };
    const planned = await planFor(deps, request);
    // The intent model reads the question as asked, in the answer's language (a wall of text is declined unread).
    const scores = input.question.length > MAX_QUESTION_CHARS ? [] : await classifyIntent(input.question, input.locale, planned.memory.tickers);
    // A prompt injection is declined and words the chat cannot read are asked back (understanding/input-guard.ts).
    const modelRead = guardedReading(input.question, readingOf(input.question, planned, scores), planned, scores);
    const read = await withoutData(deps, input, planned, modelRead, scores);
    if (process.env.CLARITY_READING_TRACE) {
      const { unknown, read: words } = await unknownWordsOf(input.question, input.locale, planned.memory.tickers);
      traceReading(input.question, input.locale, planned, scores, unknown, words, read);
    }
    const { plan, reading } = planOfReading(planned, read);
    const ctx = toolContextFor(deps, request);
    const { prepared, worded } =
      (reading.outcome === 'clarification' || reading.outcome === 'no_data') && !reading.runsTools
        ? await askBack(deps, run, input, plan, ctx, reading, planned)
        : deps.model && reading.outcome === 'answered'
          ? await withModel(deps, deps.model, run, input, plan, ctx)
          : await offline(deps, run, { ...input, asOf }, plan, ctx);
    await run.textEnd();
    input.signal.throwIfAborted();

    await run.graphMetadata(prepared.narrative);
    const citations = prepared.words.cite.list();
    const answer: ClarityAnswer = {
      answerMarkdown: worded ?? prepared.paragraphs.join('\n\n'),
      citations,
      followUps: notYetAsked(prepared.followUps, [input.question, ...input.history.map((t) => t.question)]),
      // The same rule as the card (whole calendar days to the service clock's day), over the data this answer's tools read.
      staleness: stalenessOf(citations, asOf, prepared.pricesAsOf, prepared.dataDays),
      intent: prepared.intent,
      wording: worded ? 'model' : 'deterministic',
      locale: input.locale,
      outcome: outcomeAfter(reading, prepared.results),
      ...(plan.policy ? { policy: plan.policy } : {}),
    };
    await run.answer(answer);
    input.signal.throwIfAborted();

    if (input.memory) {
      await deps.threads.appendTurn(input.orgId, input.memory.threadId, input.memory.portfolioId, {
        runId: run.runId,
        question: input.question,
        answerMarkdown: answer.answerMarkdown,
        intent: answer.intent,
        // A clarification keeps what it offered, in the order shown: a reply picks one ("the first one", "yes", "the fees").
        entities: answer.outcome === 'clarification' ? { ...prepared.memory, ...offersOf(answer.followUps, plan.askBack?.candidates, input.question) } : prepared.memory,
      });
    }
    await run.finish();
  } catch (error) {
    if (input.signal.aborted) return;
    const failure = error instanceof RunFailure ? error : undefined;
    if (!failure) deps.logger.error({ err: error }, 'chat run failed');
    await run.error(failure?.message ?? 'The answer could not be completed; safe to retry', failure?.code ?? 'internal');
  }
}

/** Tools whose answer is about the book itself: with nothing in it, there is no data to answer them. */
const BOOK_TOOLS = new Set(['portfolio_summary', 'holdings', 'performance', 'risk', 'concentration', 'allocation', 'exposure', 'profile_fit', 'rebalance', 'what_if', 'recent_changes', 'fees', 'turnover', 'realized_pnl']);

/**
 * Honesty before facts: a reading the plan would answer is a no-data reply when what it asks about is
 * not in the data — a subject of corpus/no-data-subjects.json (gold, a benchmark the service has no
 * series for), instruments named of which none has market data, or an empty book. Advice
 * and forecasts keep their statement and facts.
 */
async function withoutData(deps: ChatRunDeps, input: ChatRunInput, plan: Plan, reading: Reading, scores: readonly IntentScore[]): Promise<Reading> {
  // Asked back or answered: either way, what the data lacks is said first.
  if ((reading.outcome !== 'answered' && reading.outcome !== 'clarification') || reading.policy || plan.policy) return reading;
  const named = plan.resolvedFromThread ? [] : plan.memory.tickers;
  const known = named.length > 0 ? await deps.market.instruments([...named]) : new Map();
  const subject = noDataSubjectIn(input.question);
  if (subject && known.size === 0) return { outcome: 'no_data', policy: null, readings: [], subject };
  const tickers = plan.memory.tickers;
  const priced = tickers.length > 0 && named.length === 0 ? await deps.market.instruments([...tickers]) : known;
  // A symbol the data does not know, in a question the model is sure is none of the service's ("who won the PSG match last
  // night?"): a club, a channel, a band, not an instrument; declined rather than told there are no prices for it.
  if (named.length > 0 && priced.size === 0 && !named.some((t) => isHeld(input.portfolio, t)) && outsideScore(scores) >= OUTSIDE) return { outcome: 'declined', policy: null, readings: [] };
  if (tickers.length > 0 && priced.size === 0) return { outcome: 'no_data', policy: null, readings: [], runsTools: true };
  const empty = (input.portfolio.currentHoldings ?? []).length === 0;
  if (empty && plan.calls.length > 0 && plan.calls.every((c) => BOOK_TOOLS.has(c.tool))) return { outcome: 'no_data', policy: null, readings: [], runsTools: true };
  return reading;
}

function isHeld(portfolio: PortfolioForInsight, ticker: string): boolean {
  return (portfolio.currentHoldings ?? []).some((h) => h.ticker.toUpperCase() === ticker.toUpperCase());
}

/**
 * The outcome once the tools have run: an answer whose tools all found nothing of what was asked recorded in the
 * book (an income question on a book whose log has no dividend or interest) is a no-data reply, in the tool's words.
 */
function outcomeAfter(reading: Reading, results: readonly ToolResult[]): ChatOutcome {
  if (reading.outcome !== 'answered' || reading.policy || results.length === 0) return reading.outcome;
  const unrecorded = results.every((r) => r.tool === 'income' && (r.output as { recorded?: boolean } | undefined)?.recorded === false);
  return unrecorded ? 'no_data' : reading.outcome;
}

/** The sentence of a no-data reply that runs no tool, and what it offers instead. */
const NO_DATA_SAYS = { instrument: 'chat.no_data.instrument', benchmark: 'chat.no_data.benchmark', unsupported: 'chat.no_data.unsupported' } as const;
const NO_DATA_OFFERS = {
  instrument: () => [suggest.holdings(), suggest.news()],
  benchmark: () => [suggest.performance(), suggest.summary()],
  unsupported: () => [suggest.summary(), suggest.performance()],
};

/**
 * The plan the reading allows: a decline runs nothing; a clarification or a no-data reply runs
 * nothing either (it says so and offers what it can); an advice or forecast reading opens with its
 * statement, and an advice or forecast question is never answered with a what-if or a list of trades.
 */
function planOfReading(plan: Plan, reading: Reading): { plan: Plan; reading: Reading } {
  const { pending: _pending, ...rest } = plan;
  if (reading.outcome === 'declined') return { plan: { ...rest, calls: [], policy: null, offTopic: true, ...(reading.greeting ? { greeting: true } : {}) }, reading };
  const runsNothing = { ...rest, calls: [], policy: null, offTopic: false, memory: { ...plan.memory, calls: [] } };
  if (reading.runsTools) return { plan: { ...plan, policy: null }, reading };
  if (reading.outcome !== 'answered') return { plan: runsNothing, reading };
  if (reading.tool) {
    // The tool the model is sure of, with the instrument the question named; one that needs more than that is asked back.
    const call = callOf(reading.tool, plan.memory.tickers[0]);
    if (!call) return { plan: runsNothing, reading: { ...reading, outcome: 'clarification' } };
    return { plan: { ...rest, calls: [call], memory: { ...plan.memory, calls: [call] } }, reading };
  }
  if (reading.policy) {
    // "double down on it?", "where will it be if rates fall?": the facts as they stand, never a scenario or a list of trades.
    const calls = plan.calls.filter((c) => c.tool !== 'what_if' && c.tool !== 'rebalance');
    return { plan: { ...plan, policy: reading.policy, calls: calls.length > 0 ? calls : [{ tool: 'portfolio_summary', args: {} }] }, reading };
  }
  if (reading.drop) {
    // Tools the words added that the model's reading of a one-ask question does not support: not run (understanding/confidence.ts).
    const keep = (c: PlannedCall) => !reading.drop?.includes(c.tool);
    return { plan: { ...plan, calls: plan.calls.filter(keep), memory: { ...plan.memory, calls: (plan.memory.calls ?? []).filter(keep) } }, reading };
  }
  return { plan: { ...plan, policy: reading.policy }, reading };
}

/**
 * What a clarification offered, in the order shown, for a reply to pick from; after "which one?" each offer is one of
 * the listed instruments, and the question asked back about is kept so the pick answers it (not the chip's wording).
 */
function offersOf(followUps: readonly FollowUp[], candidates: readonly string[] | undefined, question: string): Pick<TurnEntities, 'offers' | 'clarified'> {
  const offers = followUps.flatMap((f) => {
    if (!f.tool) return [];
    const ticker = candidates?.find((t) => f.question.includes(t));
    return [{ tool: f.tool, question: f.question, ...(ticker ? { ticker } : {}) }];
  });
  return { offers, ...(candidates ? { clarified: question } : {}) };
}

/** One follow-up per instrument a question's "it" could mean: its price when that was asked (a move, a price), else its position. */
function candidateSuggestions(candidates: readonly string[], calls: readonly PlannedCall[]): Suggestion[] {
  const priced = calls.some((c) => c.tool === 'price');
  return candidates.map((ticker) => (priced ? suggest.price(ticker) : suggest.position(ticker)));
}

/** A call of a tool from what a question named: no arguments, or the one instrument; undefined when its input needs more. */
function callOf(tool: string, ticker: string | undefined): PlannedCall | undefined {
  const found = toolByName(tool);
  if (!found) return undefined;
  for (const args of ticker ? [{ ticker }, {}] : [{}]) if (found.input.safeParse(args).success) return { tool: found.name, args };
  return undefined;
}

/** A clarification (one sentence, the likeliest readings as follow-ups that run them) or a no-data reply; no tool runs. */
async function askBack(deps: ChatRunDeps, run: RunEmitter, input: ChatRunInput, plan: Plan, ctx: ToolContext, reading: Reading, planned: Plan): Promise<Answered> {
  const composed = await composeAnswer(deps, ctx, plan, [], { locale: input.locale });
  const clarifying = reading.outcome === 'clarification';
  // "it" after a list of several: which one, each offered with the ask the question made of it.
  const which = clarifying ? plan.askBack?.candidates : undefined;
  const followUps = clarifying
    ? followUpsOf(which ? candidateSuggestions(which, planned.calls) : clarificationSuggestions(reading.readings, plan.memory.tickers[0]), composed.words, 3)
    : followUpsOf(NO_DATA_OFFERS[reading.subject?.kind ?? 'unsupported'](), composed.words, 3);
  const prepared: PreparedAnswer = {
    ...composed,
    paragraphs: [which ? composed.words.t('chat.clarify_subject') : clarifying ? composed.words.t('chat.clarify') : composed.words.t(NO_DATA_SAYS[reading.subject?.kind ?? 'unsupported'], { subject: reading.subject?.label[input.locale] ?? '' })],
    followUps,
    intent: 'portfolio',
  };
  await run.textStart();
  for (const chunk of textChunks(prepared.paragraphs.join('\n\n'))) await run.text(chunk);
  return { prepared };
}

interface Answered {
  prepared: PreparedAnswer;
  /** The model's text, when it passed the fact check. */
  worded?: string | undefined;
}

/** The offline engine: the planner's calls, then the deterministic text streamed in small chunks. */
async function offline(deps: ChatRunDeps, run: RunEmitter, input: ChatRunInput & { asOf: string }, planned: Plan, ctx: ToolContext): Promise<Answered> {
  const { plan, results } = await runPlan(deps, ctx, run, planned, input);
  const prepared = await composeAnswer(deps, ctx, plan, results, { locale: input.locale, question: input.question });
  await run.textStart();
  for (const chunk of textChunks(prepared.paragraphs.join('\n\n'))) {
    input.signal.throwIfAborted();
    await run.text(chunk);
  }
  return { prepared };
}

/**
 * The model path: the model chooses tool calls and words the answer, which reaches the client a
 * sentence at a time, each checked against the tool results before it is sent (a sentence that
 * fails is replaced by the deterministic wording: llm/sentences.ts). The final answer is what was
 * shown if it also cites as the facts do; otherwise the deterministic text of the same results. A
 * model that cannot be reached before its first shown sentence leaves the question to the offline
 * engine; one that breaks off after text was shown fails the run (half an answer has been seen).
 */
async function withModel(deps: ChatRunDeps, model: ModelAgent, run: RunEmitter, input: ChatRunInput, plan: Plan, ctx: ToolContext): Promise<Answered> {
  const language = answerWords(input.locale);
  let opened = false;
  const open = async (): Promise<void> => {
    if (opened) return;
    opened = true;
    await run.textStart();
    // Advice and forecasts: the statement comes first, whatever the model writes.
    if (plan.policy) await run.text(`${language.words.t(plan.policy === 'advice' ? 'chat.policy.advice' : 'chat.policy.forecast')}\n\n`);
  };
  const turn = await model.answer({
    question: input.question,
    history: input.history.map((t) => ({ question: t.question, answer: t.answerMarkdown })),
    ctx,
    run,
    words: language.words,
    sources: language.sources,
    market: deps.market,
    signal: input.signal,
    policy: plan.policy,
    onText: async (delta) => {
      await open();
      await run.text(delta);
    },
  });
  if (turn.refused.length > 0) deps.logger.info({ refused: turn.refused.slice(0, 5) }, 'model tool calls refused');
  if (turn.refusedSentences > 0) {
    deps.metrics?.factCheckRejected('chat');
    deps.logger.info({ refusedSentences: turn.refusedSentences }, 'model sentences failed the fact check and were replaced before they were shown');
  }
  if (turn.failure !== undefined && !turn.streamed) {
    deps.logger.warn({ reason: turn.failure }, 'language model unavailable; the offline engine answers');
    const results = [...turn.results, ...(await runCalls(ctx, run, plan.calls.filter((c) => !turn.results.some((r) => r.tool === c.tool && sameArgs(r.args, c.args))), input.signal))];
    const prepared = await composeAnswer(deps, ctx, plan, results, { words: language, question: input.question });
    await open();
    for (const chunk of textChunks(prepared.paragraphs.join('\n\n'))) await run.text(chunk);
    return { prepared };
  }
  if (turn.failure !== undefined) throw new RunFailure('model_unavailable', 'The language model stopped answering mid-way; ask again');

  // The facts the model may state: the deterministic text of its tool results (or, if it called none, of the planner's).
  let results = turn.results;
  if (results.length === 0) {
    if (opened) await run.textEnd();
    results = await runCalls(ctx, run, plan.calls, input.signal);
  }
  const prepared = await composeAnswer(deps, ctx, plan, results, { words: language, question: input.question });
  const policy = plan.policy ? `${language.words.t(plan.policy === 'advice' ? 'chat.policy.advice' : 'chat.policy.forecast')}\n\n` : '';
  const check = checkModelText(turn.text, prepared.facts, prepared.words.cite.list(), input.locale);
  if (check.ok) return { prepared, worded: `${policy}${turn.text}` };
  if (turn.refusedSentences === 0) deps.metrics?.factCheckRejected('chat');
  deps.logger.info({ problems: check.problems.slice(0, 5) }, 'model answer failed the fact check; using the deterministic answer');
  await open();
  // Nothing of the model's was shown: the deterministic answer streams as offline.
  if (!turn.streamed) for (const chunk of textChunks(prepared.paragraphs.join('\n\n').slice(policy.length))) await run.text(chunk);
  return { prepared };
}

function sameArgs(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
