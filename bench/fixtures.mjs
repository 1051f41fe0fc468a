// A 25-holding portfolio and a full 5,000-trade log that reconciles with it: the bench's heaviest realistic book.

const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'ASML', 'SAP', 'SHEL', 'ACWI', 'AGG', 'IEF', 'BTC', 'ETH'];

/** 25 holdings: the 13 sample tickers, then 12 more lines of them (partners send lots separately). */
export function holdings() {
  return Array.from({ length: 25 }, (_, i) => ({
    ticker: TICKERS[i % TICKERS.length],
    quantity: 5 + ((i * 7) % 40),
    costBasis: 50 + ((i * 37) % 300),
  }));
}

const CURRENCIES = { ASML: 'EUR', SAP: 'EUR', SHEL: 'GBP' };

/**
 * A full 5,000-trade log over Oct 2, 2025 – Nov 12, 2026 that reconciles with the holdings it
 * returns (25 lines; a ticker's net quantity split over its lines): buys of 2, every third trade of
 * a ticker a sell of 1 when it holds more than 2, so no quantity ever goes negative.
 */
export function tradeLog() {
  const net = new Map();
  const start = Date.parse('2025-10-02T14:00:00Z');
  const trades = Array.from({ length: 5000 }, (_, i) => {
    const ticker = TICKERS[i % TICKERS.length];
    const held = net.get(ticker) ?? 0;
    const sell = i % 3 === 2 && held > 2;
    net.set(ticker, held + (sell ? -1 : 2));
    return {
      externalId: `bench-${i}`,
      ticker,
      side: sell ? 'sell' : 'buy',
      quantity: sell ? 1 : 2,
      price: 100 + (i % 50),
      currency: CURRENCIES[ticker] ?? 'USD',
      executedAt: new Date(start + Math.floor((i * 406) / 5000) * 86_400_000).toISOString(),
      fees: 1,
    };
  });
  const lines = holdings().map((h) => h.ticker);
  const linesOf = (ticker) => lines.filter((t) => t === ticker).length;
  return { trades, currentHoldings: lines.map((ticker) => ({ ticker, quantity: net.get(ticker) / linesOf(ticker) })) };
}

