import { BOOKS } from '../books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Book } from '../reference.js';

/** The books this set asks about: the shared seven and `usd-benchmarked` (reused from ../languages-heldout2/books.ts). */
export const HELDOUT3_LANGUAGE_BOOKS: Book[] = [...BOOKS, USD_BENCHMARKED];
