/**
 * The sentence-level dedupe check of held-out 7 (../dedupe-sets.ts), run once before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout7/dedupe.ts
 */
import { dedupeSet } from '../dedupe-sets.js';
import { HELDOUT7 } from './questions.js';

dedupeSet('held-out 7', new URL('.', import.meta.url), HELDOUT7);
