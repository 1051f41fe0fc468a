import { HELDOUT9_BOOKS } from '../heldout9/books.js';
import type { Book } from '../reference.js';

/**
 * The books of held-out 10: held-out 9's sixteen (../heldout9/books.ts: held-out 7's fifteen and `gbp-mix`), reused by
 * import, and one of its own built the same way (holdings at a cost, a profile, no trades): `eur-couple`, a EUR
 * household on a moderate profile holding SAP in EUR, JPMorgan and Exxon in USD, Shell in GBP, two bond funds and a
 * sliver of bitcoin, so three currencies and every class but cash meet in one EUR book. No evaluation book records
 * dividends or cash movements, so those questions are no-data turns here.
 */
export const EUR_COUPLE: Book = {
  key: 'eur-couple',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'moderate', horizonYears: 7 },
  holdings: [
    { ticker: 'SAP', quantity: 15, costBasis: 190 },
    { ticker: 'JPM', quantity: 12, costBasis: 200 },
    { ticker: 'XOM', quantity: 20, costBasis: 100 },
    { ticker: 'SHEL', quantity: 100, costBasis: 27, currency: 'GBP' },
    { ticker: 'IEF', quantity: 40, costBasis: 94 },
    { ticker: 'AGG', quantity: 30, costBasis: 99 },
    { ticker: 'BTC', quantity: 0.02, costBasis: 58000 },
  ],
};

export const HELDOUT10_BOOKS: Book[] = [...HELDOUT9_BOOKS, EUR_COUPLE];
