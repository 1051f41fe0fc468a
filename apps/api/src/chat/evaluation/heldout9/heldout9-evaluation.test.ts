import { describeHeldoutShape } from '../heldout-shape.test-helpers.js';
import { runHeldoutLanguages } from '../runner.test-helpers.js';
import { HELDOUT9_BOOKS } from './books.js';
import { POLICY_KIND } from './figures.js';
import { HELDOUT9, HELDOUT9_LANGUAGES } from './questions.js';

/**
 * Held-out 9 (./questions-*.ts): 60 turns per language in English, German, French and Spanish, written separately
 * and blind (never reading the chat's understanding, planner, answer or model code, the insight engine, the message
 * catalogs or another set's questions), committed before its first run. Weighted to follow-ups (at least 24 per
 * language) and policy turns (README.md).
 */
// Since the chat-ho9 fixes a development set (README.md, "Scores since"): that run's figures, rounded so that run passes
// (first contact, 697c0a7: targets en 0.93, de 0.78, fr 0.78, es 0.81; wrong at most en 0.07, de 0.2, fr 0.2, es 0.17).
// fr's target and es's ceiling are those of main once the branch met the first-turn work beside it (one turn each).
const TARGET = { en: 0.99, de: 0.95, fr: 0.81, es: 0.9 } as const;
/** The wrong shares reached; lowered as the chat is fixed (never raised to let a change in). */
const MAX_WRONG = { en: 0.01, de: 0.05, fr: 0.15, es: 0.1 } as const;

describeHeldoutShape({ name: 'held-out 9', sets: HELDOUT9, policyKind: POLICY_KIND, minFollowUps: 24, minAdvice: 6, minForecasts: 3, minRefusals: 5, languageSwitch: true });

runHeldoutLanguages({
  number: 9,
  books: HELDOUT9_BOOKS,
  conversations: HELDOUT9,
  languages: HELDOUT9_LANGUAGES,
  target: TARGET,
  maxWrong: MAX_WRONG,
  minPortfolios: 12,
  portfolios: ['trader', 'gbp-mix', 'merged-missing', 'empty'],
});
