import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_BENCH } from '../heldout/books.js';
import { EUR_TECH, GBP_INCOME, USD_RETIREE } from '../heldout2/books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Book } from '../reference.js';

/**
 * The books of held-out 6, all reused by import (none is new): the seven of ../books.ts, `eur-bench`
 * (../heldout/books.ts: its own 80/20 benchmark), `gbp-income`, `eur-tech`, `usd-retiree` (../heldout2/books.ts),
 * `usd-dividend`, `eur-starter` (../heldout3/books.ts) and `usd-benchmarked` (../languages-heldout2/books.ts:
 * 100% ACWI as its benchmark). No evaluation book carries dividend activities (the `Book` shape holds trades
 * only), so questions about dividends and income are no-data turns here.
 */
export const HELDOUT6_BOOKS: Book[] = [
  USD_GROWTH,
  EUR_BALANCED,
  GBP_CONSERVATIVE,
  CRYPTO_HEAVY,
  MERGED_MISSING,
  TRADER,
  EMPTY,
  EUR_BENCH,
  GBP_INCOME,
  EUR_TECH,
  USD_RETIREE,
  USD_DIVIDEND,
  EUR_STARTER,
  USD_BENCHMARKED,
];
