import type { FrozenSet } from './runner.test-helpers.js';
import { FROZEN_DE } from './questions-de.js';
import { FROZEN_EN } from './questions-en.js';
import { FROZEN_ES } from './questions-es.js';
import { FROZEN_FR } from './questions-fr.js';

/**
 * The languages of the frozen split the test runs: one line per language's question file (English and
 * German, French and Spanish were written by two people separately, neither reading the chat's code).
 */
export const FROZEN_SETS: FrozenSet[] = [
  { language: 'en', conversations: FROZEN_EN },
  { language: 'de', conversations: FROZEN_DE },
  { language: 'fr', conversations: FROZEN_FR },
  { language: 'es', conversations: FROZEN_ES },
];
