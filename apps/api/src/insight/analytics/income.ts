import type { MoneySummary } from '@clarity/shared';
import type { MoneyEvent } from './book.js';
import type { FxTable } from './fx.js';
import type { TradeRecord } from './trades.js';

/**
 * Income, costs and flows of the activity log over a span of days, in the base currency, each
 * amount at its own day's rate (docs/insight.md, "Income and flows"). Pure sums: no return is
 * computed here.
 */
export interface HoldingIncome {
  ticker: string;
  /** Gross dividends. */
  dividends: number;
  withholdingTax: number;
}

export interface MoneyTotals {
  summary: MoneySummary;
  byHolding: HoldingIncome[];
  /** Events left out for want of an exchange rate on their day. */
  missingFx: number;
}

/** The summary's field of each kind; a conversion's legs have none (money changed between currencies is neither income nor a flow). */
const FIELD: Record<MoneyEvent['kind'], keyof MoneySummary | null> = {
  dividend: 'dividends',
  interest: 'interest',
  fee: 'fees',
  tax: 'taxes',
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  conversion_out: null,
  conversion_in: null,
};

export function emptySummary(): MoneySummary {
  return { dividends: 0, interest: 0, withholdingTax: 0, fees: 0, taxes: 0, deposits: 0, withdrawals: 0 };
}

/** The money events after `after` (exclusive, YYYY-MM-DD; null = from the first) up to `to` (inclusive). */
export function moneyTotals(money: readonly MoneyEvent[], fx: FxTable, base: string, after: string | null, to: string): MoneyTotals {
  return moneyTotalsAfter(money, fx, base, [after], to)[0] as MoneyTotals;
}

/**
 * {@link moneyTotals} for several spans ending on the same day, in one pass over the money: each event's rate is
 * looked up once and its amount added to every span it falls in (the performance periods all end today).
 */
export function moneyTotalsAfter(money: readonly MoneyEvent[], fx: FxTable, base: string, afters: readonly (string | null)[], to: string): MoneyTotals[] {
  const spans = afters.map((after) => ({ after, summary: emptySummary(), holdings: new Map<string, HoldingIncome>(), missingFx: 0 }));
  for (const event of money) {
    const day = event.executedAt.slice(0, 10);
    const field = FIELD[event.kind];
    if (day > to || field === null) continue;
    let rate: number | undefined | null = null;
    for (const span of spans) {
      if (span.after !== null && day <= span.after) continue;
      if (rate === null) rate = fx.rate(event.currency, base, day);
      if (rate === undefined) {
        span.missingFx += 1;
        continue;
      }
      span.summary[field] += event.amount * rate;
      if (event.kind !== 'dividend' || event.ticker === null) continue;
      span.summary.withholdingTax += event.withholdingTax * rate;
      const holding = span.holdings.get(event.ticker) ?? { ticker: event.ticker, dividends: 0, withholdingTax: 0 };
      holding.dividends += event.amount * rate;
      holding.withholdingTax += event.withholdingTax * rate;
      span.holdings.set(event.ticker, holding);
    }
  }
  return spans.map(({ summary, holdings, missingFx }) => ({
    summary,
    byHolding: [...holdings.values()].sort((a, b) => b.dividends - a.dividends || (a.ticker < b.ticker ? -1 : 1)),
    missingFx,
  }));
}

/**
 * Net invested capital up to `to`: deposits − withdrawals when the book reports cash; else what the
 * trades brought in, buys (with fees) − sells (net of fees), transfers in and out at their stated cost;
 * units bought with a dividend are not new money.
 */
export function netInvested(trades: readonly TradeRecord[], money: readonly MoneyEvent[], reportsCash: boolean, fx: FxTable, base: string, to: string): number {
  let total = 0;
  if (reportsCash) {
    for (const event of money) {
      const day = event.executedAt.slice(0, 10);
      const rate = day <= to ? fx.rate(event.currency, base, day) : undefined;
      if (rate === undefined) continue;
      if (event.kind === 'deposit') total += event.amount * rate;
      else if (event.kind === 'withdrawal') total -= event.amount * rate;
    }
    return total;
  }
  for (const trade of trades) {
    const day = trade.executedAt.slice(0, 10);
    const rate = day <= to && trade.kind !== 'reinvest' ? fx.rate(trade.currency, base, day) : undefined;
    if (rate === undefined) continue;
    const fees = trade.kind === 'transfer' ? 0 : (trade.fees ?? 0);
    total += trade.side === 'buy' ? (trade.quantity * trade.price + fees) * rate : -(trade.quantity * trade.price - fees) * rate;
  }
  return total;
}
