import type { ChatIntent } from '@clarity/shared';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';

/** What a turn talked about: enough to resolve "it" and "that" in the next question. */
export interface TurnEntities {
  tickers: string[];
  topics: string[];
  /** The tool calls the turn ran, so "and over three months?" can run them again with a new period. */
  calls?: { tool: string; args: Record<string, unknown> }[];
  /** What the turn's news was about, so "how did that start?" finds the same story. */
  query?: string;
  /**
   * What the turn put forward, typed and most salient first (the instrument, currency, sector, region or
   * asset class its calls were about, or the holding its answer named): a pronoun of the next questions
   * takes the latest one of its kind and grammatical gender ("er" → der Dollar, "ella" → la posición).
   */
  subjects?: TurnSubject[];
  /**
   * The instruments the answer listed when the question named none (its largest holdings, its movers), in the
   * answer's order: "it" after a list of several is asked back, "the second one" picks from it.
   */
  candidates?: string[];
  /** A clarification's offered readings, in order (each the follow-up question that runs it): "the first one", "yes", "the fees" pick one. */
  offers?: { tool: string; question: string; ticker?: string }[];
  /** The question a clarification asked back about ("how has it done this year?"): a pick of an instrument answers it about that one. */
  clarified?: string;
  /** The turn answered "why?" about the one before it: a follow-up of it ("compare that with the benchmark") continues that one. */
  explains?: boolean;
}

export interface TurnSubject {
  kind: 'ticker' | 'currency' | 'sector' | 'region' | 'asset_class';
  value: string;
}

export interface StoredTurn {
  runId: string;
  question: string;
  answerMarkdown: string;
  intent: ChatIntent;
  entities: TurnEntities;
  createdAt: string;
}

export interface NewTurn {
  runId: string;
  question: string;
  answerMarkdown: string;
  intent: ChatIntent;
  entities: TurnEntities;
}

/** How many earlier turns a run reads back: enough for follow-ups, bounded for long threads. */
export const THREAD_MEMORY_TURNS = 10;

/**
 * Chat threads and their turns. Every query is scoped by organization, and a thread answers only
 * for the portfolio it was started on: anything else is indistinguishable from a missing thread.
 */
export class ThreadRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The thread's recent turns (oldest first) when it belongs to this organization and portfolio;
   * an empty history for an id not used yet in the organization; 404 when the id belongs to a
   * thread on another portfolio.
   */
  async history(orgId: string, threadId: string, portfolioId: string): Promise<StoredTurn[]> {
    const thread = await this.db
      .selectFrom('chat_threads')
      .select(['portfolio_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', threadId)
      .executeTakeFirst();
    if (!thread) return [];
    if (thread.portfolio_id !== portfolioId) throw new ApiError('not_found', 'Thread not found for this portfolio');
    const rows = await this.db
      .selectFrom('chat_turns')
      .select(['run_id', 'question', 'answer_markdown', 'intent', 'entities', 'created_at'])
      .where('org_id', '=', orgId)
      .where('thread_id', '=', threadId)
      .orderBy('seq', 'desc')
      .limit(THREAD_MEMORY_TURNS)
      .execute();
    return rows.reverse().map((row) => ({
      runId: row.run_id,
      question: row.question,
      answerMarkdown: row.answer_markdown,
      intent: row.intent as ChatIntent,
      entities: JSON.parse(row.entities) as TurnEntities,
      createdAt: row.created_at,
    }));
  }

  /** Appends a finished turn, creating the thread on its first turn. One transaction. */
  async appendTurn(orgId: string, threadId: string, portfolioId: string, turn: NewTurn): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('chat_threads')
        .values({ org_id: orgId, id: threadId, portfolio_id: portfolioId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['org_id', 'id']).doUpdateSet({ updated_at: now }).where('chat_threads.portfolio_id', '=', portfolioId))
        .execute();
      const owner = await trx
        .selectFrom('chat_threads')
        .select('portfolio_id')
        .where('org_id', '=', orgId)
        .where('id', '=', threadId)
        .executeTakeFirstOrThrow();
      // Two first turns racing on one caller-chosen id for two portfolios: the second loses.
      if (owner.portfolio_id !== portfolioId) throw new ApiError('not_found', 'Thread not found for this portfolio');
      await trx
        .insertInto('chat_turns')
        .values({
          org_id: orgId,
          thread_id: threadId,
          run_id: turn.runId,
          question: turn.question,
          answer_markdown: turn.answerMarkdown,
          intent: turn.intent,
          entities: JSON.stringify(turn.entities),
          created_at: now,
        })
        .execute();
    });
  }

  async turnCount(orgId: string, threadId: string): Promise<number> {
    const row = await this.db
      .selectFrom('chat_turns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
