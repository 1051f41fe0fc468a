import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Book } from '../reference.js';

/** The sixth evaluation set's portfolios: ten books reused by import (../books.ts, ../heldout3/books.ts, ../languages-heldout2/books.ts). */
export const HELDOUT5_BOOKS: Book[] = [USD_GROWTH, EUR_BALANCED, GBP_CONSERVATIVE, CRYPTO_HEAVY, MERGED_MISSING, TRADER, EMPTY, USD_DIVIDEND, EUR_STARTER, USD_BENCHMARKED];
export type Heldout5BookKey =
  | 'usd-growth'
  | 'eur-balanced'
  | 'gbp-conservative'
  | 'crypto-heavy'
  | 'merged-missing'
  | 'trader'
  | 'empty'
  | 'usd-dividend'
  | 'eur-starter'
  | 'usd-benchmarked';
