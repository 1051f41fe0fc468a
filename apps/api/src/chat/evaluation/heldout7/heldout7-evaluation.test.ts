import { describe, expect, it } from 'vitest';
import { runEvaluationSet } from '../runner.test-helpers.js';
import { HELDOUT7_BOOKS } from './books.js';
import { POLICY_KIND } from './figures.js';
import { HELDOUT7, HELDOUT7_LANGUAGES } from './questions.js';

/**
 * Held-out 7 (./questions-*.ts): 60 turns per language in English, German, French and Spanish, written
 * separately and blind (never reading the chat's understanding, planner or answer code, the insight engine,
 * the message catalogs or another set's questions). A development set from its first run on: the chat team
 * reads its failures (README.md). The floors are the first-contact figures (README.md), rounded so that run passes.
 */
// First contact (README.md; no expectation corrected): passed en 44, de 40, fr 41, es 38 of 60, rounded down to a whole percent.
const TARGET = { en: 0.73, de: 0.66, fr: 0.68, es: 0.63 } as const;
/** Wrong at first contact: en 14, de 19, fr 19, es 24 of 60, rounded up. The chat team lowers these as it fixes what the set found. */
// Set to the merged main of 2026-11-28 (spans, follow-ups, policy; README.md, "Since first contact"): wrong en 8, de 14, fr 10,
// es 23 of 60, rounded up. Nobody has read this set's failures to fix them yet.
const MAX_WRONG = { en: 0.14, de: 0.22, fr: 0.14, es: 0.32 } as const;

describe('held-out 7 shape', () => {
  for (const language of HELDOUT7_LANGUAGES) {
    it(`${language}: 60 turns, at least 15 follow-ups, 6 advice, 3 forecast and 6 off-topic or no-data turns`, () => {
      const conversations = HELDOUT7[language];
      const turns = conversations.flatMap((c) => c.turns);
      const followUps = conversations.reduce((n, c) => n + c.turns.length - 1, 0);
      expect(turns.length).toBe(60);
      expect(followUps).toBeGreaterThanOrEqual(15);
      for (const c of conversations) expect(c.turns.length, c.id).toBeLessThanOrEqual(4);
      const kinds = turns.map((t) => POLICY_KIND.get(t));
      expect(kinds.filter((k) => k === 'advice').length).toBeGreaterThanOrEqual(6);
      expect(kinds.filter((k) => k === 'forecast').length).toBeGreaterThanOrEqual(3);
      // Every advice or forecast turn stands in a policy conversation (the bucket reads the policy field by category).
      for (const c of conversations) for (const t of c.turns) expect(POLICY_KIND.has(t), c.id).toBe(c.category === 'policy');
      const refusals = conversations.flatMap((c) => c.turns.filter((t) => t.noFigures || c.category === 'missing data'));
      expect(refusals.length).toBeGreaterThanOrEqual(6);
      // One switch of language mid-thread per language (a later turn with the widget's locale sent).
      expect(conversations.some((c) => c.turns.slice(1).some((t) => t.locale !== undefined))).toBe(true);
    });
  }
});

for (const language of HELDOUT7_LANGUAGES) {
  runEvaluationSet({
    name: `${language} held-out 7 chat evaluation`,
    org: `Evaluation held-out 7 ${language}`,
    externalIdPrefix: `eval-ho7-${language}`,
    books: HELDOUT7_BOOKS,
    conversations: HELDOUT7[language],
    target: TARGET[language],
    maxWrong: MAX_WRONG[language],
    questions: `${language} held-out 7 questions`,
    coverage: {
      minTurns: 60,
      minTurnsPerTool: 0,
      minPortfolios: 9,
      categories: ['follow-up', 'policy', 'off-topic', 'missing data'],
      portfolios: ['trader', 'eur-diy'],
    },
    dumpEnv: `CLARITY_EVAL_DUMP_HO7_${language.toUpperCase()}`,
    answerChars: 300,
    timeout: 300_000,
    locale: language,
  });
}
