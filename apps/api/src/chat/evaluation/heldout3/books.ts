import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_BENCH } from '../heldout/books.js';
import { EUR_TECH, GBP_INCOME, USD_RETIREE } from '../heldout2/books.js';
import type { Book } from '../reference.js';

/**
 * The fourth evaluation set's portfolios: ten books reused by import (from ../books.ts,
 * ../heldout/books.ts, ../heldout2/books.ts) and two new ones no earlier set asked about.
 */

/** USD base, moderate: a dividend/income book (a bank, an oil major, two bond funds, a world ETF); all USD. */
export const USD_DIVIDEND: Book = {
  key: 'usd-dividend',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'moderate', horizonYears: 10 },
  holdings: [
    { ticker: 'JPM', quantity: 40, costBasis: 150 },
    { ticker: 'XOM', quantity: 50, costBasis: 105 },
    { ticker: 'AGG', quantity: 100, costBasis: 99 },
    { ticker: 'IEF', quantity: 50, costBasis: 95 },
    { ticker: 'ACWI', quantity: 30, costBasis: 105 },
  ],
};

/** EUR base, balanced: a small beginner's book (world ETF, bonds, one EUR stock, a little ether). */
export const EUR_STARTER: Book = {
  key: 'eur-starter',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
  holdings: [
    { ticker: 'ACWI', quantity: 10, costBasis: 110 },
    { ticker: 'AGG', quantity: 15, costBasis: 98 },
    { ticker: 'SAP', quantity: 5, costBasis: 220 },
    { ticker: 'ETH', quantity: 0.3, costBasis: 3000 },
  ],
};

export const HELDOUT3_BOOKS: Book[] = [USD_GROWTH, EUR_BALANCED, GBP_CONSERVATIVE, CRYPTO_HEAVY, MERGED_MISSING, TRADER, EMPTY, EUR_BENCH, GBP_INCOME, EUR_TECH, USD_RETIREE, USD_DIVIDEND, EUR_STARTER];
export type Heldout3BookKey =
  | 'usd-growth'
  | 'eur-balanced'
  | 'gbp-conservative'
  | 'crypto-heavy'
  | 'merged-missing'
  | 'trader'
  | 'empty'
  | 'eur-bench'
  | 'gbp-income'
  | 'eur-tech'
  | 'usd-retiree'
  | 'usd-dividend'
  | 'eur-starter';
