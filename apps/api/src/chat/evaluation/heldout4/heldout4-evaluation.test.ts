import { runEvaluationSet } from '../runner.test-helpers.js';
import { HELDOUT4_BOOKS } from './books.js';
import { HELDOUT4 } from './questions.js';

/**
 * The fifth (held-out 4) chat evaluation: the conversations of ./questions.ts (written fresh, without
 * reading the planner, the understanding layer, the insight engine or the earlier question files beyond
 * their format), scored by the shared runner ../runner.test-helpers.ts.
 */
runEvaluationSet({
  name: 'fifth (held-out 4) chat evaluation',
  org: 'Held-out evaluation 4',
  externalIdPrefix: 'heldout4',
  books: HELDOUT4_BOOKS,
  conversations: HELDOUT4,
  // A development floor, measured when extra tools began to fail a turn (runner.test-helpers.ts, SUPPORTING).
  // Re-set to the pass rate measured 2026-11-27: a clarification is not a pass (README.md, "Buckets"); the wrong share may not grow past its measure.
  target: 0.78,
  maxWrong: 0.02,
  questions: 'held-out-4 questions',
  coverage: { minTurns: 60, minTurnsPerTool: 2, minPortfolios: 8, categories: ['policy', 'off-topic', 'missing data', 'multi-ask', 'follow-up'], portfolios: ['empty', 'trader', 'merged-missing'] },
  dumpEnv: 'CLARITY_EVAL_DUMP',
  answerChars: 300,
  timeout: 240_000,
});
