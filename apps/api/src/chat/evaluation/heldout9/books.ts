import { HELDOUT7_BOOKS } from '../heldout7/books.js';
import type { Book } from '../reference.js';

/**
 * The books of held-out 9: held-out 7's fifteen (../heldout7/books.ts: held-out 6's fourteen and `eur-diy`), reused by
 * import, and one of its own built the same way (holdings at a cost, a profile, no trades): `gbp-mix`, a GBP saver
 * holding a world ETF, Nvidia and Exxon in USD, ASML in EUR, Shell in GBP, bonds and a little ether, so three
 * currencies meet in one GBP book. No evaluation book records dividends, so a dividend question is a no-data turn here.
 */
export const GBP_MIX: Book = {
  key: 'gbp-mix',
  baseCurrency: 'GBP',
  profile: { riskTolerance: 'balanced', horizonYears: 9 },
  holdings: [
    { ticker: 'ACWI', quantity: 70, costBasis: 105 },
    { ticker: 'NVDA', quantity: 25, costBasis: 110 },
    { ticker: 'XOM', quantity: 18, costBasis: 108 },
    { ticker: 'ASML', quantity: 4, costBasis: 600, currency: 'EUR' },
    { ticker: 'SHEL', quantity: 220, costBasis: 25 },
    { ticker: 'AGG', quantity: 60, costBasis: 97 },
    { ticker: 'ETH', quantity: 1.5, costBasis: 2600 },
  ],
};

export const HELDOUT9_BOOKS: Book[] = [...HELDOUT7_BOOKS, GBP_MIX];
