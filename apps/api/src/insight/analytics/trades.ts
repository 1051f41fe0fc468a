import type { FxTable } from './fx.js';
import type { OpenLot } from './valuation.js';

/** The fields of a logged trade the analytics read (a `Trade` from the trade log fits). */
export interface TradeRecord {
  ticker: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  currency: string;
  /** ISO 8601 timestamp. */
  executedAt: string;
  fees?: number | undefined;
  /**
   * `transfer`: a position moved between brokers (a lot at its stated cost; moving it out realizes
   * nothing); `reinvest`: units bought with a dividend. Absent for a trade.
   */
  kind?: 'transfer' | 'reinvest' | undefined;
}

interface Lot {
  date: string;
  quantity: number;
  price: number;
  currency: string;
}

export interface RealizedPnl {
  /** Realized P&L in the base currency (sell proceeds minus FIFO cost, each at its own day's FX). Fees excluded. */
  total: number;
  byTicker: { ticker: string; realized: number }[];
  /** Sold units no earlier buy in the log accounts for (the log starts after the purchase). */
  unmatchedSells: { ticker: string; quantity: number }[];
  /** Tickers whose trades could not be converted to the base currency on their date. */
  missingFx: string[];
  /** What remains open per ticker, oldest first: dates the current holdings' purchases. */
  openLots: Map<string, OpenLot[]>;
  sellCount: number;
}

/**
 * The trade log walked once (`walkTrades`): the realized result by FIFO, and the sums that trading costs and turnover
 * are made of; their ratios to today's value are taken once the value is known (the valuation needs the open lots).
 */
export interface TradeWalk {
  realized: RealizedPnl;
  costs(portfolioValue: number): TradingCosts;
  turnover(portfolioValue: number): Turnover;
}

/**
 * One walk over the trades in `executedAt` order (stable, so the log's own order breaks ties), computing every figure
 * of the trades at once.
 *
 * First in, first out: each sell consumes the oldest open buys of its ticker. Realized P&L of a matched unit = sell
 * price × fx(sell day) − buy price × fx(buy day), both into the base currency, so it includes the currency effect.
 * Costs: every fee and traded notional up to `asOf` (fees of the 12 months before it apart); turnover: purchases and
 * sales of those 12 months. Transfers count in neither; trades whose FX is unknown are left out of both (and listed in
 * `realized.missingFx` when they are sells).
 */
export function walkTrades(trades: readonly TradeRecord[], baseCurrency: string, fx: FxTable, asOf: string): TradeWalk {
  const ordered = [...trades].sort((a, b) => (a.executedAt < b.executedAt ? -1 : a.executedAt > b.executedAt ? 1 : 0));
  const since = yearBefore(asOf);
  const lots = new Map<string, Lot[]>();
  const realized = new Map<string, number>();
  const unmatched = new Map<string, number>();
  const missingFx = new Set<string>();
  let sellCount = 0;
  let fees = 0;
  let notional = 0;
  let fees12m = 0;
  let buys12m = 0;
  let sells12m = 0;
  let tradeCount12m = 0;
  for (const t of ordered) {
    const date = t.executedAt.slice(0, 10);
    if (date <= asOf && t.kind !== 'transfer') {
      const fee = inBase(fx, t.fees ?? 0, t.currency, baseCurrency, date);
      const traded = inBase(fx, t.quantity * t.price, t.currency, baseCurrency, date);
      if (fee !== undefined && traded !== undefined) {
        fees += fee;
        notional += traded;
        if (date > since) fees12m += fee;
      }
      if (traded !== undefined && date > since) {
        tradeCount12m += 1;
        if (t.side === 'buy') buys12m += traded;
        else sells12m += traded;
      }
    }
    const queue = lots.get(t.ticker) ?? [];
    lots.set(t.ticker, queue);
    if (t.side === 'buy') {
      queue.push({ date, quantity: t.quantity, price: t.price, currency: t.currency });
      continue;
    }
    const transfer = t.kind === 'transfer';
    if (!transfer) sellCount += 1;
    let remaining = t.quantity;
    const sellRate = fx.rate(t.currency, baseCurrency, date);
    while (remaining > 1e-12 && queue.length > 0) {
      const lot = queue[0] as Lot;
      const used = Math.min(lot.quantity, remaining);
      const buyRate = fx.rate(lot.currency, baseCurrency, lot.date);
      // A position moved out leaves at its cost: nothing is realized.
      if (!transfer && (sellRate === undefined || buyRate === undefined)) {
        missingFx.add(t.ticker);
      } else if (!transfer && sellRate !== undefined && buyRate !== undefined) {
        realized.set(t.ticker, (realized.get(t.ticker) ?? 0) + used * (t.price * sellRate - lot.price * buyRate));
      }
      lot.quantity -= used;
      remaining -= used;
      if (lot.quantity <= 1e-12) queue.shift();
    }
    if (remaining > 1e-12 && !transfer) unmatched.set(t.ticker, (unmatched.get(t.ticker) ?? 0) + remaining);
  }
  const byTicker = [...realized].map(([ticker, value]) => ({ ticker, realized: value })).sort((a, b) => (a.ticker < b.ticker ? -1 : 1));
  const openLots = new Map<string, OpenLot[]>();
  for (const [ticker, queue] of lots) {
    if (queue.length > 0) openLots.set(ticker, queue.map((l) => ({ date: l.date, quantity: l.quantity, price: l.price, currency: l.currency })));
  }
  return {
    realized: {
      total: byTicker.reduce((acc, r) => acc + r.realized, 0),
      byTicker,
      unmatchedSells: [...unmatched].map(([ticker, quantity]) => ({ ticker, quantity })).sort((a, b) => (a.ticker < b.ticker ? -1 : 1)),
      missingFx: [...missingFx].sort(),
      openLots,
      sellCount,
    },
    costs: (portfolioValue) => ({
      fees,
      notional,
      feeRatio: notional === 0 ? null : fees / notional,
      fees12m,
      feesToValue12m: portfolioValue === 0 ? null : fees12m / portfolioValue,
    }),
    turnover: (portfolioValue) => ({ buys12m, sells12m, ratio: portfolioValue === 0 ? null : Math.min(buys12m, sells12m) / portfolioValue, tradeCount12m }),
  };
}

/** FIFO alone, over every trade whatever its day (`walkTrades`). */
export function realizedPnlFifo(trades: readonly TradeRecord[], baseCurrency: string, fx: FxTable): RealizedPnl {
  return walkTrades(trades, baseCurrency, fx, '9999-12-31').realized;
}

export interface TradingCosts {
  /** Every logged fee, in the base currency at its trade day's rate. */
  fees: number;
  /** Traded notional (quantity × price) of every logged trade, in the base currency. */
  notional: number;
  /** fees / notional; null without trades. */
  feeRatio: number | null;
  /** Fees of the last 12 months, as a share of today's portfolio value; null when the value is 0. */
  fees12m: number;
  feesToValue12m: number | null;
}

export interface Turnover {
  buys12m: number;
  sells12m: number;
  /** min(buys, sells) over the last 12 months ÷ today's value (a portfolio-turnover ratio); null when the value is 0. */
  ratio: number | null;
  tradeCount12m: number;
}

/** The day one year before `asOf` (YYYY-MM-DD): trades after it count as "last 12 months". */
export function yearBefore(asOf: string): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

function inBase(fx: FxTable, amount: number, currency: string, base: string, date: string): number | undefined {
  return fx.convert(amount, currency, base, date);
}

/** Fees and their ratios (`walkTrades`). */
export function tradingCosts(trades: readonly TradeRecord[], baseCurrency: string, fx: FxTable, asOf: string, portfolioValue: number): TradingCosts {
  return walkTrades(trades, baseCurrency, fx, asOf).costs(portfolioValue);
}

/** 12-month turnover: the smaller of purchases and sales over the year, over today's value (`walkTrades`). */
export function turnover12m(trades: readonly TradeRecord[], baseCurrency: string, fx: FxTable, asOf: string, portfolioValue: number): Turnover {
  return walkTrades(trades, baseCurrency, fx, asOf).turnover(portfolioValue);
}
