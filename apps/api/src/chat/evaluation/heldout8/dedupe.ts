/**
 * The sentence-level dedupe check of held-out 8 (../dedupe-sets.ts), run before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout8/dedupe.ts
 */
import { dedupeSet } from '../dedupe-sets.js';
import { HELDOUT8 } from './questions.js';

dedupeSet('held-out 8', new URL('.', import.meta.url), HELDOUT8);
