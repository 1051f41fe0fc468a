import type { FrozenLanguage } from './contract.js';
import { FROZEN_BOOKS } from './books.js';
import { runFrozenSplit, type FrozenFloors } from './runner.test-helpers.js';
import { FROZEN_SETS } from './sets.js';

/**
 * The frozen test split (./README.md): every language of ./sets.ts asked once, each turn scored into
 * correct / clarified / declined / wrong. Never tune the chat against these questions.
 */

/**
 * The floors, one row per language (rates 0–1). At 0 until the first run on the new understanding sets
 * them; the baseline on the old understanding is in ./README.md.
 */
const FLOORS: Record<FrozenLanguage, FrozenFloors> = {
  en: { correct: 0, correctOfAnswerable: 0, notWrong: 0, followUpsCorrect: 0, languageRight: 0 },
  de: { correct: 0, correctOfAnswerable: 0, notWrong: 0, followUpsCorrect: 0, languageRight: 0 },
  fr: { correct: 0, correctOfAnswerable: 0, notWrong: 0, followUpsCorrect: 0, languageRight: 0 },
  es: { correct: 0, correctOfAnswerable: 0, notWrong: 0, followUpsCorrect: 0, languageRight: 0 },
};

runFrozenSplit(FROZEN_SETS, FROZEN_BOOKS, FLOORS, 900_000);
