import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, TRADER, USD_GROWTH } from '../books.js';
import { EUR_BENCH } from '../heldout/books.js';
import type { Book } from '../reference.js';

/**
 * The third evaluation set's portfolios: five books reused by import (usd-growth, eur-balanced,
 * crypto-heavy, trader, empty from ../books.ts; eur-bench from ../heldout/books.ts) and four new
 * ones neither earlier set asked about.
 */

/** GBP base, moderate: an income book heavy in energy (SHEL, XOM) and US bonds. */
export const GBP_INCOME: Book = {
  key: 'gbp-income',
  baseCurrency: 'GBP',
  profile: { riskTolerance: 'moderate', horizonYears: 10 },
  holdings: [
    { ticker: 'SHEL', quantity: 400, costBasis: 23 },
    { ticker: 'XOM', quantity: 30, costBasis: 100 },
    { ticker: 'JPM', quantity: 15, costBasis: 170 },
    { ticker: 'AGG', quantity: 150, costBasis: 99 },
    { ticker: 'IEF', quantity: 80, costBasis: 95 },
    { ticker: 'ACWI', quantity: 25, costBasis: 105 },
  ],
};

/** EUR base, growth: all technology plus a little bitcoin, no bonds (fixed income below its band). */
export const EUR_TECH: Book = {
  key: 'eur-tech',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'growth', horizonYears: 20 },
  holdings: [
    { ticker: 'ASML', quantity: 12, costBasis: 650 },
    { ticker: 'SAP', quantity: 30, costBasis: 210 },
    { ticker: 'NVDA', quantity: 40, costBasis: 120 },
    { ticker: 'AAPL', quantity: 20, costBasis: 190 },
    { ticker: 'BTC', quantity: 0.05, costBasis: 70000 },
  ],
};

/** USD base, conservative retiree: bonds, two dividend stocks and a little ether; all USD (P&L unambiguous). */
export const USD_RETIREE: Book = {
  key: 'usd-retiree',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'conservative', horizonYears: 6 },
  holdings: [
    { ticker: 'AGG', quantity: 300, costBasis: 101 },
    { ticker: 'IEF', quantity: 200, costBasis: 97 },
    { ticker: 'JPM', quantity: 20, costBasis: 160 },
    { ticker: 'XOM', quantity: 25, costBasis: 112 },
    { ticker: 'ETH', quantity: 0.5, costBasis: 2800 },
  ],
};

/** USD base, balanced; AMZN has no market data. */
export const USD_UNPRICED: Book = {
  key: 'usd-unpriced',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
  holdings: [
    { ticker: 'AAPL', quantity: 15, costBasis: 210 },
    { ticker: 'AMZN', quantity: 10, costBasis: 180 },
    { ticker: 'AGG', quantity: 50, costBasis: 98 },
    { ticker: 'BTC', quantity: 0.02, costBasis: 65000 },
  ],
};

export const HELDOUT2_BOOKS: Book[] = [USD_GROWTH, EUR_BALANCED, CRYPTO_HEAVY, TRADER, EMPTY, EUR_BENCH, GBP_INCOME, EUR_TECH, USD_RETIREE, USD_UNPRICED];
export type Heldout2BookKey = 'usd-growth' | 'eur-balanced' | 'crypto-heavy' | 'trader' | 'empty' | 'eur-bench' | 'gbp-income' | 'eur-tech' | 'usd-retiree' | 'usd-unpriced';
