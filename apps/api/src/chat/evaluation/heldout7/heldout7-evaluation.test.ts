import { describeHeldoutShape } from '../heldout-shape.test-helpers.js';
import { runHeldoutLanguages } from '../runner.test-helpers.js';
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
// Spanish lowered to its 6 wrong of 60 on 2026-11-28 ("¿y cuánto he pagado en comisiones en ese periodo?": "ese periodo" is the last period, not the press).
const MAX_WRONG = { en: 0.09, de: 0.19, fr: 0.09, es: 0.1 } as const;

describeHeldoutShape({ name: 'held-out 7', sets: HELDOUT7, policyKind: POLICY_KIND, minFollowUps: 15, minAdvice: 6, minForecasts: 3, minRefusals: 6, languageSwitch: true });

runHeldoutLanguages({
  number: 7,
  books: HELDOUT7_BOOKS,
  conversations: HELDOUT7,
  languages: HELDOUT7_LANGUAGES,
  target: TARGET,
  maxWrong: MAX_WRONG,
  minPortfolios: 9,
  portfolios: ['trader', 'eur-diy'],
});
