import type { FrozenSet } from './runner.test-helpers.js';
import { FROZEN_DE } from './questions-de.js';
import { FROZEN_EN } from './questions-en.js';

/**
 * The languages of the frozen split the test runs: one line per language's question file. French and
 * Spanish (`./questions-fr.ts` `FROZEN_FR`, `./questions-es.ts` `FROZEN_ES`) are written separately and
 * add their line here when they land.
 */
export const FROZEN_SETS: FrozenSet[] = [
  { language: 'en', conversations: FROZEN_EN },
  { language: 'de', conversations: FROZEN_DE },
];
