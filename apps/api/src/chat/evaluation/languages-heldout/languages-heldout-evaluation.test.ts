import { BOOKS } from '../books.js';
import { runEvaluationSet } from '../runner.test-helpers.js';
import { conversationsIn } from './questions.js';

/**
 * The held-out multilingual set (./questions.ts): 38 questions each in German, French and Spanish,
 * worded without reading the chat's understanding or planner code, asked without a `locale` so the
 * answer's language is the question's, scored with the figures read as that language writes them.
 * Scores in README.md; each language's target is a floor 20% under its score with the concept
 * lexicons, so the set catches a regression.
 */
const FLOOR = { de: 0.63, fr: 0.63, es: 0.71 } as const;
/** The wrong share may not grow past its measure of 2026-11-28 (README.md, "Buckets"). */
const MAX_WRONG = { de: 0.01, fr: 0.01, es: 0.01 } as const;

for (const locale of ['de', 'fr', 'es'] as const) {
  runEvaluationSet({
    name: `${locale} held-out chat evaluation`,
    org: `Evaluation held-out ${locale}`,
    externalIdPrefix: `eval-ho-${locale}`,
    books: BOOKS,
    conversations: conversationsIn(locale),
    target: FLOOR[locale],
    maxWrong: MAX_WRONG[locale],
    questions: `${locale} held-out questions`,
    coverage: { minTurns: 24, minTurnsPerTool: 0, minPortfolios: 5 },
    dumpEnv: `CLARITY_EVAL_DUMP_HO_${locale.toUpperCase()}`,
    answerChars: 300,
    timeout: 120_000,
    locale,
  });
}
