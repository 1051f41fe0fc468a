/**
 * The sentence-level dedupe check of held-out 9 (../dedupe-sets.ts), run before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout9/dedupe.ts
 */
import { dedupeSet } from '../dedupe-sets.js';
import { HELDOUT9 } from './questions.js';

dedupeSet('held-out 9', new URL('.', import.meta.url), HELDOUT9);
