import { describeHeldoutShape } from '../heldout-shape.test-helpers.js';
import { POLICY_KIND } from '../heldout7/figures.js';
import { runHeldoutLanguages } from '../runner.test-helpers.js';
import { HELDOUT10_BOOKS } from './books.js';
import { HELDOUT10, HELDOUT10_LANGUAGES } from './questions.js';

/**
 * Held-out 10 (./questions-*.ts): 60 turns per language in English, German, French and Spanish, written separately
 * and blind (never reading the chat's understanding, planner, answer or model code, the insight engine, the message
 * catalogs or another set's questions), committed before its first run. At least 26 follow-ups, 5 advice, 3 forecast
 * and 6 off-topic or no-data turns per language (README.md).
 */
// First contact (fac6f87, the chat of 1b3a042; README.md "First contact"): the runner's pass rates 81.7 / 70.0 / 75.0 /
// 73.3% rounded down, and the wrong shares 18.3 / 25.0 / 23.3 / 28.3% rounded up. A blind set: never read for a fix.
const TARGET = { en: 0.81, de: 0.69, fr: 0.74, es: 0.73 } as const;
/** The wrong shares reached; lowered as the chat is fixed (never raised to let a change in). */
const MAX_WRONG = { en: 0.19, de: 0.25, fr: 0.2, es: 0.24 } as const;

describeHeldoutShape({ name: 'held-out 10', sets: HELDOUT10, policyKind: POLICY_KIND, minFollowUps: 26, minAdvice: 5, minForecasts: 3, minRefusals: 6, languageSwitch: true });

runHeldoutLanguages({
  number: 10,
  books: HELDOUT10_BOOKS,
  conversations: HELDOUT10,
  languages: HELDOUT10_LANGUAGES,
  target: TARGET,
  maxWrong: MAX_WRONG,
  minPortfolios: 12,
  portfolios: ['trader', 'eur-couple', 'merged-missing', 'empty'],
});
