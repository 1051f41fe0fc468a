import type { Generated } from 'kysely';

/** Tables of migration 0004 (chat threads). */
export interface ChatTables {
  chat_threads: {
    org_id: string;
    id: string;
    portfolio_id: string;
    created_at: string;
    updated_at: string;
  };
  chat_turns: {
    seq: Generated<number>;
    org_id: string;
    thread_id: string;
    run_id: string;
    question: string;
    answer_markdown: string;
    intent: string;
    entities: string;
    created_at: string;
  };
}
