import { BOOKS } from '../books.js';
import { runEvaluationSet } from '../runner.test-helpers.js';
import { conversationsIn } from './questions.js';
import { variedConversationsIn } from './questions-varied.js';

/**
 * The chat in German, French and Spanish: twenty questions each (./questions.ts), asked without a
 * `locale` so the answer's language is the question's, scored with the figures read as that language
 * writes them. The target is the English set's (chat-evaluation.test.ts).
 */
for (const locale of ['de', 'fr', 'es'] as const) {
  runEvaluationSet({
    name: `${locale} chat evaluation`,
    org: `Evaluation ${locale}`,
    externalIdPrefix: `eval-${locale}`,
    books: BOOKS,
    conversations: conversationsIn(locale),
    target: 0.95,
    maxWrong: 0.02,
    questions: `${locale} questions`,
    coverage: { minTurns: 20, minTurnsPerTool: 0, minPortfolios: 5 },
    dumpEnv: `CLARITY_EVAL_DUMP_${locale.toUpperCase()}`,
    answerChars: 300,
    timeout: 120_000,
    locale,
  });
}

/** The second, varied development set (./questions-varied.ts). */
for (const locale of ['de', 'fr', 'es'] as const) {
  runEvaluationSet({
    name: `${locale} varied chat evaluation`,
    org: `Evaluation varied ${locale}`,
    externalIdPrefix: `eval-varied-${locale}`,
    books: BOOKS,
    conversations: variedConversationsIn(locale),
    // Development floors, measured when extra tools began to fail a turn (runner.test-helpers.ts, SUPPORTING).
    target: { de: 0.88, fr: 0.94, es: 0.91 }[locale],
    maxWrong: { de: 0.06, fr: 0.03, es: 0.06 }[locale],
    questions: `${locale} varied questions`,
    coverage: { minTurns: 30, minTurnsPerTool: 0, minPortfolios: 5 },
    dumpEnv: `CLARITY_EVAL_DUMP_VARIED_${locale.toUpperCase()}`,
    answerChars: 300,
    timeout: 120_000,
    locale,
  });
}
