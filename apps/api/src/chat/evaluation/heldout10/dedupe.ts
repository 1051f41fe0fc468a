/**
 * The sentence-level dedupe check of held-out 10 (../dedupe-sets.ts), run before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout10/dedupe.ts
 */
import { dedupeSet } from '../dedupe-sets.js';
import { HELDOUT10 } from './questions.js';

dedupeSet('held-out 10', new URL('.', import.meta.url), HELDOUT10);
