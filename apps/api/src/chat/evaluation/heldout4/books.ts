import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import type { Book } from '../reference.js';

/** The fifth evaluation set's portfolios: nine books reused by import (../books.ts, ../heldout3/books.ts). */
export const HELDOUT4_BOOKS: Book[] = [USD_GROWTH, EUR_BALANCED, GBP_CONSERVATIVE, CRYPTO_HEAVY, MERGED_MISSING, TRADER, EMPTY, USD_DIVIDEND, EUR_STARTER];
export type Heldout4BookKey = 'usd-growth' | 'eur-balanced' | 'gbp-conservative' | 'crypto-heavy' | 'merged-missing' | 'trader' | 'empty' | 'usd-dividend' | 'eur-starter';
