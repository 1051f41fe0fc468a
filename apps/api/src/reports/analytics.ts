import type { ReportAnalytics } from '@clarity/shared';
import { FxTable } from '../insight/analytics/fx.js';
import { analysePortfolio, type AnalyticsInput } from '../insight/analytics/portfolio-analytics.js';
import { holdingsValueSeries } from '../insight/analytics/risk.js';
import { yearBefore } from '../insight/analytics/trades.js';

/**
 * The insight engine's analytics, as the plain figures a report shows. Every number is computed by
 * insight/analytics (never re-implemented here); this only selects and rounds.
 */
export function reportAnalytics(input: AnalyticsInput): ReportAnalytics {
  const a = analysePortfolio(input);
  const v = a.valuation;
  const total = v.totalValue;
  const fx = new FxTable(input.fxPoints);
  const history = holdingsValueSeries(
    v.positions.map((p) => ({ ticker: p.ticker, quantity: p.quantity, currency: p.instrument.currency })),
    input.priceHistory,
    input.baseCurrency,
    fx,
    yearBefore(input.asOf),
    input.asOf,
  );
  return {
    asOf: a.asOf,
    baseCurrency: a.baseCurrency,
    totalValue: money(total),
    pricesAsOf: v.pricesAsOf,
    positions: [...v.positions]
      .sort((x, y) => y.value - x.value || x.ticker.localeCompare(y.ticker))
      .map((p) => ({
        ticker: p.ticker,
        name: p.instrument.name,
        assetClass: p.instrument.assetClass,
        quantity: p.quantity,
        price: p.price,
        priceDate: p.priceDate,
        currency: p.instrument.currency,
        value: money(p.value),
        weight: ratio(total > 0 ? p.value / total : 0),
        unrealizedPnl: p.pnl === null ? null : money(p.pnl.total),
      })),
    unpriced: v.unpriced.map((u) => ({ ticker: u.ticker, quantity: u.quantity, reason: u.reason })),
    unrealized: { total: money(v.unrealized.total), priceEffect: money(v.unrealized.priceEffect), currencyEffect: money(v.unrealized.currencyEffect), costBase: money(v.unrealized.costBase) },
    concentration: {
      top1: a.concentration.top1 ? { ticker: a.concentration.top1.ticker, weight: ratio(a.concentration.top1.weight) } : null,
      top5Weight: ratio(a.concentration.top5Weight),
      effectiveHoldings: Math.round(a.concentration.effectiveHoldings * 100) / 100,
    },
    realized: { total: money(a.realized.total), sellCount: a.realized.sellCount },
    costs: { fees: money(a.costs.fees), feeRatio: nullableRatio(a.costs.feeRatio), fees12m: money(a.costs.fees12m), feesToValue12m: nullableRatio(a.costs.feesToValue12m) },
    turnover: { buys12m: money(a.turnover.buys12m), sells12m: money(a.turnover.sells12m), ratio: nullableRatio(a.turnover.ratio), tradeCount12m: a.turnover.tradeCount12m },
    risk: { volatility: nullableRatio(a.risk.volatility), maxDrawdown: ratio(a.risk.maxDrawdown), drawdownPeak: a.risk.drawdownPeak, drawdownTrough: a.risk.drawdownTrough },
    stress: { change: money(a.stress.change), changeRatio: nullableRatio(a.stress.changeRatio) },
    valueHistory: history.map((point) => ({ date: point.date, value: money(point.value) })),
  };
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

function ratio(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function nullableRatio(value: number | null): number | null {
  return value === null ? null : ratio(value);
}
