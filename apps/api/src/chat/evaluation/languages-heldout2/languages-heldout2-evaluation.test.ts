import { runEvaluationSet } from '../runner.test-helpers.js';
import { HELDOUT2_BOOKS } from './books.js';
import { conversationsIn } from './questions.js';

/**
 * The second held-out multilingual set (./questions.ts): 43–45 questions per language, written
 * separately in German, French and Spanish without reading the chat's understanding or planner code.
 * Most are asked without a `locale` (the answer's language is the question's); the few that request
 * one are read in that locale's language. Each language's target is a floor 20% under its score
 * with the concept lexicons (README.md: de 83.7%, fr 81.8%, es 82.2%), rounded down to a whole
 * percent: it catches a regression and is not a goal.
 */
const FLOOR = { de: 0.66, fr: 0.65, es: 0.65 } as const;
/**
 * The wrong share may not grow past its measure of 2026-11-28 (README.md, "Buckets"); Spanish re-measured
 * once the recognizers and the typed dialogue state were merged with the second reader (5 of 45, 11.1%).
 */
const MAX_WRONG = { de: 0.03, fr: 0.03, es: 0.09 } as const;

for (const locale of ['de', 'fr', 'es'] as const) {
  runEvaluationSet({
    name: `${locale} held-out 2 chat evaluation`,
    org: `Evaluation held-out 2 ${locale}`,
    externalIdPrefix: `eval-ho2-${locale}`,
    books: HELDOUT2_BOOKS,
    conversations: conversationsIn(locale),
    target: FLOOR[locale],
    maxWrong: MAX_WRONG[locale],
    questions: `${locale} held-out 2 questions`,
    coverage: { minTurns: 40, minTurnsPerTool: 0, minPortfolios: 6, portfolios: ['usd-benchmarked'] },
    dumpEnv: `CLARITY_EVAL_DUMP_HO2_${locale.toUpperCase()}`,
    answerChars: 300,
    timeout: 180_000,
    locale,
  });
}
