/**
 * The sentence-level dedupe check of held-out 6 (../dedupe-sets.ts), run once before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout6/dedupe.ts
 */
import { dedupeSet } from '../dedupe-sets.js';
import { HELDOUT6 } from './questions.js';

dedupeSet('held-out 6', new URL('.', import.meta.url), HELDOUT6);
