import { BOOKS } from '../books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Book } from '../reference.js';

/**
 * The frozen split's ten portfolios, reused by import: the seven of ../books.ts (usd-growth, eur-balanced,
 * gbp-conservative, crypto-heavy, merged-missing, trader, empty), usd-dividend and eur-starter
 * (../heldout3/books.ts) and usd-benchmarked (../languages-heldout2/books.ts). Every language's file
 * asks about these, so the languages are scored on the same books.
 */
export const FROZEN_BOOKS: Book[] = [...BOOKS, USD_DIVIDEND, EUR_STARTER, USD_BENCHMARKED];
