import { runEvaluationSet } from '../runner.test-helpers.js';
import { HELDOUT_BOOKS } from './books.js';
import { HELDOUT } from './questions.js';

/**
 * The held-out chat evaluation: the conversations of ./questions.ts (written independently of the
 * main set and of the engine) asked through a real listening server, one thread per conversation,
 * each turn scored like the main set (pass = every must-have tool ran and every fact matched).
 * Prints the pass rate per category and per required tool, and every failing turn. The runner is
 * ../runner.test-helpers.ts (shared with the other sets).
 */
runEvaluationSet({
  name: 'held-out chat evaluation',
  org: 'Held-out evaluation',
  externalIdPrefix: 'heldout',
  books: HELDOUT_BOOKS,
  conversations: HELDOUT,
  // A development floor, measured when extra tools began to fail a turn (runner.test-helpers.ts, SUPPORTING).
  // Re-set to the pass rate measured 2026-11-27: a clarification is not a pass (README.md, "Buckets"); the wrong share may not grow past its measure.
  target: 0.85,
  maxWrong: 0.03,
  questions: 'held-out questions',
  coverage: { minTurns: 80, minTurnsPerTool: 3, minPortfolios: 6, categories: ['policy', 'off-topic', 'missing data'], portfolios: ['empty'] },
  dumpEnv: 'CLARITY_EVAL_DUMP',
  answerChars: 400,
  timeout: 180_000,
});
