import type { FrozenLanguage } from './contract.js';
import { FROZEN_BOOKS } from './books.js';
import { runFrozenSplit, type FrozenFloors } from './runner.test-helpers.js';
import { FROZEN_SETS } from './sets.js';

/**
 * The frozen test split (./README.md): every language of ./sets.ts asked once, each turn scored into
 * correct / clarified / declined / wrong. Never tune the chat against these questions.
 */

/**
 * The floors, one row per language (rates 0–1): a fifth under the first run on the new understanding
 * (./README.md, "First contact"), rounded down; the language rate at 0.9 or more. They catch a
 * regression; the targets (correct ≥ 95% of answerable turns, wrong ≤ 2%) are far above them.
 */
const FLOORS: Record<FrozenLanguage, FrozenFloors> = {
  en: { correct: 0.51, correctOfAnswerable: 0.54, notWrong: 0.54, followUpsCorrect: 0.42, languageRight: 0.95 },
  de: { correct: 0.45, correctOfAnswerable: 0.49, notWrong: 0.49, followUpsCorrect: 0.31, languageRight: 0.9 },
  fr: { correct: 0.51, correctOfAnswerable: 0.59, notWrong: 0.55, followUpsCorrect: 0.42, languageRight: 0.9 },
  es: { correct: 0.48, correctOfAnswerable: 0.54, notWrong: 0.52, followUpsCorrect: 0.43, languageRight: 0.9 },
};

runFrozenSplit(FROZEN_SETS, FROZEN_BOOKS, FLOORS, 900_000);
