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


/**
 * A full log of 5,000 mixed activities over the same dates that reconciles with the holdings it returns, and
 * reports cash (issue 27): deposits in each currency first and then now and again, and among the trades dividends
 * (every tenth, a third of them with tax withheld), interest, fees and taxes outside trades, withdrawals well
 * inside the cash, positions transferred in, and one 2:1 split of NVDA half-way (later activities in new units).
 * About 70% of it trades.
 */
export function activityLog() {
  const net = new Map();
  const start = Date.parse('2025-10-02T14:00:00Z');
  const at = (i) => new Date(start + Math.floor((i * 406) / 5000) * 86_400_000).toISOString();
  const activities = [];
  for (const [n, currency] of ['USD', 'EUR', 'GBP'].entries()) {
    activities.push({ externalId: `bench-mixed-deposit-${currency}`, type: 'deposit', amount: 10_000_000, currency, executedAt: new Date(start - (3 - n) * 3_600_000).toISOString() });
  }
  for (let i = activities.length; i < 5000; i++) {
    const ticker = TICKERS[i % TICKERS.length];
    const currency = CURRENCIES[ticker] ?? 'USD';
    const held = net.get(ticker) ?? 0;
    const id = `bench-mixed-${i}`;
    const executedAt = at(i);
    if (i === 2500) {
      net.set('NVDA', (net.get('NVDA') ?? 0) * 2);
      activities.push({ externalId: id, type: 'split', ticker: 'NVDA', ratio: { from: 1, to: 2 }, executedAt });
    } else if (i % 10 === 1 && held > 0) {
      activities.push({ externalId: id, type: 'dividend', ticker, amount: 1 + (i % 20), currency, ...(i % 3 === 0 ? { withholdingTax: 0.15 * (1 + (i % 20)) } : {}), executedAt });
    } else if (i % 20 === 3) {
      activities.push({ externalId: id, type: 'interest', amount: 2 + (i % 7), currency, executedAt });
    } else if (i % 20 === 7) {
      activities.push({ externalId: id, type: 'fee', amount: 5, currency, executedAt });
    } else if (i % 33 === 5) {
      activities.push({ externalId: id, type: 'tax', amount: 3, currency, ...(held > 0 ? { ticker } : {}), executedAt });
    } else if (i % 40 === 9) {
      activities.push({ externalId: id, type: 'deposit', amount: 1000, currency, executedAt });
    } else if (i % 50 === 17) {
      activities.push({ externalId: id, type: 'withdrawal', amount: 500, currency, executedAt });
    } else if (i % 100 === 13) {
      net.set(ticker, held + 1);
      activities.push({ externalId: id, type: 'transfer_in', ticker, quantity: 1, costBasis: 120, currency, executedAt });
    } else {
      const sell = i % 3 === 2 && held > 2;
      net.set(ticker, held + (sell ? -1 : 2));
      activities.push({ externalId: id, ticker, side: sell ? 'sell' : 'buy', quantity: sell ? 1 : 2, price: 100 + (i % 50), currency, executedAt, fees: 1 });
    }
  }
  const lines = holdings().map((h) => h.ticker);
  const linesOf = (ticker) => lines.filter((t) => t === ticker).length;
  return { trades: activities, currentHoldings: lines.map((ticker) => ({ ticker, quantity: net.get(ticker) / linesOf(ticker) })) };
}

/**
 * `count` mixed activities on AAPL in USD from `startMs`, a minute apart, for recording onto a full log: mostly
 * trades, with dividends, interest, fees, taxes, deposits and withdrawals (well inside the cash a first large
 * deposit leaves), so every batch withdraws and has its cash checked.
 */
export function mixedActivities(count, startMs, prefix) {
  return Array.from({ length: count }, (_, i) => {
    const common = { externalId: `${prefix}-${i}`, currency: 'USD', executedAt: new Date(startMs + i * 60_000).toISOString() };
    switch (i % 20) {
      case 1:
        return { ...common, type: 'dividend', ticker: 'AAPL', amount: 4.2, withholdingTax: 0.63 };
      case 4:
        return { ...common, type: 'interest', amount: 1.5 };
      case 7:
        return { ...common, type: 'fee', amount: 2 };
      case 10:
        return { ...common, type: 'tax', amount: 1, ticker: 'AAPL' };
      case 13:
        return { ...common, type: 'deposit', amount: 500 };
      case 16:
        return { ...common, type: 'withdrawal', amount: 100 };
      default:
        return { ...common, ticker: 'AAPL', side: i % 3 === 0 ? 'sell' : 'buy', quantity: 1 + (i % 7), price: 150 + (i % 50), fees: 0.5 };
    }
  });
}
