import { describe, expect, it } from 'vitest';
import { runHeldoutLanguages } from '../runner.test-helpers.js';
import { HELDOUT6_BOOKS } from './books.js';
import { HELDOUT6, HELDOUT6_LANGUAGES } from './questions.js';

/**
 * Held-out 6 (./questions-*.ts): 60 turns per language in English, German, French and Spanish, written
 * separately and blind (never reading the chat's understanding, planner or answer code or its message
 * catalogs), at least half of them follow-ups. A development set from its first run on: the chat team reads
 * its failures (README.md). The floors are the first-contact figures (README.md), rounded so that run passes.
 */
// First contact (README.md, after correcting six expected facts that were the writer's errors): passed en 41, de 39,
// fr 42, es 43 of 60; rounded down to a whole percent.
const TARGET = { en: 0.68, de: 0.64, fr: 0.69, es: 0.71 } as const;
/** Wrong at first contact: en 9, de 18, fr 19, es 17 of 60, rounded up. The chat team lowers these as it fixes what the set found
 * (README.md, "Since first contact"). */
// English lowered to its 1 wrong of 60 on 2026-11-28 ("und wie viel ist die Position wert?" after the smallest holding: "die Position" points back).
const MAX_WRONG = { en: 0.02, de: 0.09, fr: 0.14, es: 0.07 } as const;

describe('held-out 6 shape', () => {
  for (const language of HELDOUT6_LANGUAGES) {
    it(`${language}: 60 turns, at least half of them follow-ups, advice, forecast, off-topic and no-data turns`, () => {
      const conversations = HELDOUT6[language];
      const turns = conversations.flatMap((c) => c.turns);
      const followUps = conversations.reduce((n, c) => n + c.turns.length - 1, 0);
      expect(turns.length).toBe(60);
      expect(followUps * 2).toBeGreaterThanOrEqual(turns.length);
      for (const c of conversations) expect(c.turns.length, c.id).toBeLessThanOrEqual(4);
      const turnsOf = (category: string) => conversations.filter((c) => c.category === category).reduce((n, c) => n + c.turns.length, 0);
      expect(turnsOf('policy')).toBeGreaterThanOrEqual(9);
      expect(turnsOf('off-topic')).toBeGreaterThanOrEqual(3);
      expect(turnsOf('missing data')).toBeGreaterThanOrEqual(3);
    });
  }
});

runHeldoutLanguages({
  number: 6,
  books: HELDOUT6_BOOKS,
  conversations: HELDOUT6,
  languages: HELDOUT6_LANGUAGES,
  target: TARGET,
  maxWrong: MAX_WRONG,
  minPortfolios: 8,
  portfolios: ['trader', 'merged-missing', 'usd-dividend', 'usd-benchmarked'],
});
