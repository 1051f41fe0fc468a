import type { Locale } from '../../../i18n/catalog.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { DE } from './questions-de.js';
import { EN } from './questions-en.js';
import { ES } from './questions-es.js';
import { FR } from './questions-fr.js';

/** Held-out 10: each language's conversations, written separately (README.md). */
export const HELDOUT10: Record<Locale, EvaluationConversation[]> = { en: EN, de: DE, fr: FR, es: ES };
export const HELDOUT10_LANGUAGES: readonly Locale[] = ['en', 'de', 'fr', 'es'];
