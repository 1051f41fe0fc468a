import type { ClarityAnswer } from '@clarity/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { PortfolioForInsight } from '../insight/portfolio-snapshot.js';
import { prepareAnswer, type AnswerEngineDeps, type PreparedAnswer } from './answer/engine.js';
import { stalenessOf } from '../insight/citations.js';
import { checkModelText } from './llm/fact-check.js';
import type { ModelWriter } from './llm/model-writer.js';
import type { RunEmitter } from './run-emitter.js';
import { textChunks } from './text-chunks.js';
import type { StoredTurn, ThreadRepository } from './threads/repository.js';

export interface ChatRunDeps extends AnswerEngineDeps {
  clock: Clock;
  threads: ThreadRepository;
  model: ModelWriter | undefined;
  logger: Logger;
}

export interface ChatRunInput {
  orgId: string;
  question: string;
  portfolio: PortfolioForInsight;
  portfolioVersion: number | undefined;
  /** Where the turn is remembered; undefined for an inline portfolio (stateless, SPEC §2.3). */
  memory: { threadId: string; portfolioId: string } | undefined;
  history: readonly StoredTurn[];
  signal: AbortSignal;
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
    const prepared = await prepareAnswer(deps, run, {
      question: input.question,
      portfolio: input.portfolio,
      portfolioVersion: input.portfolioVersion,
      history: input.history,
      asOf,
      signal: input.signal,
    });
    const deterministic = prepared.paragraphs.join('\n\n');

    await run.textStart();
    const modelResult = deps.model ? await streamModelText(deps, run, input, prepared, deterministic) : { streamed: false, accepted: undefined };
    const worded = modelResult.accepted;
    if (!modelResult.streamed) {
      for (const chunk of textChunks(deterministic)) {
        input.signal.throwIfAborted();
        await run.text(chunk);
      }
    }
    await run.textEnd();
    input.signal.throwIfAborted();

    await run.graphMetadata(prepared.narrative);
    const citations = prepared.words.cite.list();
    const answer: ClarityAnswer = {
      answerMarkdown: worded ?? deterministic,
      citations,
      followUps: prepared.followUps,
      // The same rule as the card: whole calendar days to the service clock's day.
      staleness: stalenessOf(citations, now.toISOString().slice(0, 10), prepared.pricesAsOf),
      intent: prepared.intent,
      wording: worded ? 'model' : 'deterministic',
    };
    await run.answer(answer);
    input.signal.throwIfAborted();

    if (input.memory) {
      await deps.threads.appendTurn(input.orgId, input.memory.threadId, input.memory.portfolioId, {
        runId: run.runId,
        question: input.question,
        answerMarkdown: answer.answerMarkdown,
        intent: answer.intent,
        entities: prepared.memory,
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

/**
 * Streams the model's tokens as they arrive; `accepted` is its text when it passes the fact check,
 * undefined when it fails (the final answer then carries the deterministic text). A model that
 * cannot be reached before its first token streams nothing (`streamed: false`): the deterministic
 * text is streamed instead. A model that breaks off mid-answer fails the run: half an answer has been shown.
 */
async function streamModelText(
  deps: ChatRunDeps,
  run: RunEmitter,
  input: ChatRunInput,
  prepared: PreparedAnswer,
  deterministic: string,
): Promise<{ streamed: boolean; accepted: string | undefined }> {
  const model = deps.model;
  if (!model) return { streamed: false, accepted: undefined };
  let text = '';
  try {
    for await (const token of model.stream({
      question: input.question,
      factSheet: deterministic,
      citations: prepared.words.cite.list(),
      history: input.history.map((t) => ({ question: t.question, answer: t.answerMarkdown })),
      signal: input.signal,
    })) {
      text += token;
      await run.text(token);
    }
  } catch (error) {
    if (input.signal.aborted) throw error;
    deps.logger.warn({ err: error, streamed: text.length }, 'language model failed');
    if (text.length === 0) return { streamed: false, accepted: undefined };
    throw new RunFailure('model_unavailable', 'The language model stopped answering mid-way; ask again');
  }
  const check = checkModelText(text, deterministic, prepared.words.cite.list());
  if (!check.ok) {
    deps.logger.info({ problems: check.problems.slice(0, 5) }, 'model answer failed the fact check; using the deterministic answer');
    // The tokens are already on the wire; the final clarity-answer carries the deterministic
    // text, which clients prefer over the accumulated chunks (SPEC §6).
    return { streamed: true, accepted: undefined };
  }
  return { streamed: true, accepted: text };
}
