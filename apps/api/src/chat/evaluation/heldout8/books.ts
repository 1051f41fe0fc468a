import { HELDOUT7_BOOKS } from '../heldout7/books.js';
import type { Book } from '../reference.js';

/**
 * The books of held-out 8: held-out 7's fifteen (../heldout7/books.ts: held-out 6's fourteen and `eur-diy`), reused
 * by import; none is new. No evaluation book records dividends, so a dividend question is a no-data turn here.
 */
export const HELDOUT8_BOOKS: Book[] = HELDOUT7_BOOKS;
