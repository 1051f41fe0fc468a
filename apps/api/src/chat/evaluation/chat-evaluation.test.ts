import { BOOKS } from './books.js';
import { CONVERSATIONS } from './questions.js';
import { runEvaluationSet } from './runner.test-helpers.js';

/**
 * The chat evaluation set: every conversation of questions.ts asked through a real listening
 * server, one thread per conversation, each turn scored (pass = every expected tool ran and every
 * expected fact matched). Prints the pass rate per category and overall, and the failing turns.
 * The runner is ./runner.test-helpers.ts (shared with the held-out sets).
 */
runEvaluationSet({
  name: 'chat evaluation',
  org: 'Evaluation',
  externalIdPrefix: 'eval',
  books: BOOKS,
  conversations: CONVERSATIONS,
  // A development floor, measured when extra tools began to fail a turn (runner.test-helpers.ts, SUPPORTING).
  target: 0.94,
  // Development ceilings on the wrong bucket, measured 2026-11-28 (README.md, "Buckets").
  maxWrong: 0.03,
  questions: 'questions',
  coverage: { minTurns: 120, minTurnsPerTool: 4, minPortfolios: 6 },
  dumpEnv: 'CLARITY_EVAL_DUMP',
  answerChars: 300,
  timeout: 120_000,
});
