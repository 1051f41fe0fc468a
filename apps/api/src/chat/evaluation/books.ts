import { close, fifo, type Book, type TradeLine } from './reference.js';

/**
 * The evaluation portfolios. Seven books: three base currencies (USD, EUR, GBP), a crypto-heavy
 * book, a book with one ticker on two lines and a ticker without market data, a book with a trade
 * log, and an empty book.
 */

export const USD_GROWTH: Book = {
  key: 'usd-growth',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'growth', horizonYears: 15 },
  holdings: [
    { ticker: 'AAPL', quantity: 40, costBasis: 180 },
    { ticker: 'MSFT', quantity: 25, costBasis: 310 },
    { ticker: 'NVDA', quantity: 60, costBasis: 95 },
    { ticker: 'JPM', quantity: 30, costBasis: 150 },
    { ticker: 'ACWI', quantity: 50, costBasis: 100 },
    { ticker: 'AGG', quantity: 40, costBasis: 98 },
    { ticker: 'BTC', quantity: 0.1, costBasis: 60000 },
  ],
};

export const EUR_BALANCED: Book = {
  key: 'eur-balanced',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
  holdings: [
    { ticker: 'SAP', quantity: 40, costBasis: 200 },
    { ticker: 'ASML', quantity: 10, costBasis: 640 },
    { ticker: 'SHEL', quantity: 200, costBasis: 26, currency: 'GBP' },
    { ticker: 'JPM', quantity: 20, costBasis: 190 },
    { ticker: 'AGG', quantity: 100, costBasis: 98 },
    { ticker: 'ACWI', quantity: 60, costBasis: 110 },
  ],
};

export const GBP_CONSERVATIVE: Book = {
  key: 'gbp-conservative',
  baseCurrency: 'GBP',
  profile: { riskTolerance: 'conservative', horizonYears: 8 },
  holdings: [
    { ticker: 'SHEL', quantity: 300, costBasis: 25 },
    { ticker: 'IEF', quantity: 150, costBasis: 95 },
    { ticker: 'AGG', quantity: 120, costBasis: 98 },
    { ticker: 'ACWI', quantity: 40, costBasis: 105 },
    { ticker: 'MSFT', quantity: 5, costBasis: 400 },
  ],
};

export const CRYPTO_HEAVY: Book = {
  key: 'crypto-heavy',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'aggressive', horizonYears: 20 },
  holdings: [
    { ticker: 'BTC', quantity: 0.5, costBasis: 60000 },
    { ticker: 'ETH', quantity: 6, costBasis: 2500 },
    { ticker: 'NVDA', quantity: 30, costBasis: 120 },
    { ticker: 'ACWI', quantity: 20, costBasis: 100 },
  ],
};

export const MERGED_MISSING: Book = {
  key: 'merged-missing',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'moderate', horizonYears: 10 },
  holdings: [
    { ticker: 'AGG', quantity: 40, costBasis: 97 },
    { ticker: 'AAPL', quantity: 20, costBasis: 200 },
    { ticker: 'AGG', quantity: 20, costBasis: 100 },
    { ticker: 'TSLA', quantity: 10, costBasis: 250 },
    { ticker: 'XOM', quantity: 30, costBasis: 110 },
  ],
};

/** A trade at the day's close (prices from the market data, so the log is realistic). */
function trade(n: number, ticker: string, side: 'buy' | 'sell', quantity: number, day: string, currency: string, fees: number): TradeLine {
  return {
    ticker,
    side,
    quantity,
    price: Math.round(close(ticker, day).close * 100) / 100,
    currency,
    executedAt: `${day}T15:30:00.000Z`,
    fees,
    externalId: `eval-t${String(n).padStart(2, '0')}`,
  };
}

/**
 * The trade log: 30 trades from Oct 2025 to Nov 2026. Three trades fall before the 12-month window
 * (which starts after 2025-11-16), two in the last 30 days (after 2026-10-17); ASML trades in EUR.
 */
const TRADES: TradeLine[] = [
  trade(1, 'AAPL', 'buy', 30, '2025-10-06', 'USD', 5),
  trade(2, 'NVDA', 'buy', 50, '2025-10-08', 'USD', 5),
  trade(3, 'ASML', 'buy', 10, '2025-10-15', 'EUR', 8),
  trade(4, 'MSFT', 'buy', 15, '2025-12-02', 'USD', 5),
  trade(5, 'AGG', 'buy', 80, '2025-12-10', 'USD', 3),
  trade(6, 'BTC', 'buy', 0.2, '2026-01-05', 'USD', 12),
  trade(7, 'AAPL', 'buy', 20, '2026-01-20', 'USD', 5),
  trade(8, 'NVDA', 'sell', 20, '2026-02-03', 'USD', 5),
  trade(9, 'XOM', 'buy', 40, '2026-02-17', 'USD', 5),
  trade(10, 'ASML', 'buy', 5, '2026-03-04', 'EUR', 6),
  trade(11, 'AAPL', 'sell', 25, '2026-03-18', 'USD', 5),
  trade(12, 'IEF', 'buy', 60, '2026-04-01', 'USD', 3),
  trade(13, 'BTC', 'sell', 0.05, '2026-04-14', 'USD', 10),
  trade(14, 'MSFT', 'buy', 10, '2026-04-28', 'USD', 5),
  trade(15, 'XOM', 'sell', 15, '2026-05-12', 'USD', 5),
  trade(16, 'ASML', 'sell', 6, '2026-05-26', 'EUR', 7),
  trade(17, 'AGG', 'buy', 40, '2026-06-09', 'USD', 3),
  trade(18, 'NVDA', 'buy', 10, '2026-06-23', 'USD', 5),
  trade(19, 'JPM', 'buy', 25, '2026-07-07', 'USD', 5),
  trade(20, 'MSFT', 'sell', 8, '2026-07-21', 'USD', 5),
  trade(21, 'ETH', 'buy', 3, '2026-08-04', 'USD', 9),
  trade(22, 'JPM', 'sell', 10, '2026-08-18', 'USD', 5),
  trade(23, 'IEF', 'sell', 20, '2026-09-01', 'USD', 3),
  trade(24, 'AAPL', 'buy', 10, '2026-09-15', 'USD', 5),
  trade(25, 'ETH', 'sell', 1, '2026-09-29', 'USD', 6),
  trade(26, 'XOM', 'sell', 10, '2026-10-06', 'USD', 5),
  trade(27, 'NVDA', 'sell', 15, '2026-10-13', 'USD', 5),
  trade(28, 'AGG', 'sell', 30, '2026-10-20', 'USD', 3),
  trade(29, 'MSFT', 'buy', 5, '2026-11-03', 'USD', 5),
  trade(30, 'ASML', 'buy', 3, '2026-11-10', 'EUR', 6),
];

function holdingsAfter(trades: TradeLine[]): Book['holdings'] {
  return [...fifo(trades, 'USD').open].map(([ticker, lot]) => ({
    ticker,
    quantity: Math.round(lot.quantity * 1e8) / 1e8,
    costBasis: Math.round(lot.avgCost * 100) / 100,
    currency: lot.currency,
  }));
}

export const TRADER: Book = {
  key: 'trader',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'balanced', horizonYears: 12 },
  trades: TRADES,
  holdings: holdingsAfter(TRADES),
};

export const EMPTY: Book = {
  key: 'empty',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
  holdings: [],
};

export const BOOKS: Book[] = [USD_GROWTH, EUR_BALANCED, GBP_CONSERVATIVE, CRYPTO_HEAVY, MERGED_MISSING, TRADER, EMPTY];
export type BookKey = 'usd-growth' | 'eur-balanced' | 'gbp-conservative' | 'crypto-heavy' | 'merged-missing' | 'trader' | 'empty';
