import { z } from 'zod';
import { bySize, round, weightIn } from './lookups.js';
import { StaleTotal, staleTotalOf, staleTotalSentences } from './stale-closes.js';
import { defineTool, type Words } from './types.js';

const Output = z.object({
  baseCurrency: z.string(),
  totalValue: z.number(),
  holdingCount: z.number().int(),
  pricesAsOf: z.string().nullable(),
  unpriced: z.array(z.object({ ticker: z.string(), reason: z.string() })),
  /** Unrealized P&L of the holdings whose cost is known. */
  unrealized: z.object({ total: z.number(), ratio: z.number().nullable() }).nullable(),
  /** The unrealized result split into what prices and exchange rates did; null when no purchase date separates them. */
  split: z.object({ prices: z.number(), currencies: z.number() }).nullable(),
  withoutCost: z.array(z.string()),
  /** Positions whose cost is derived from the activity log (FIFO), the holding stating none. */
  derivedCost: z.array(z.string()),
  largest: z.object({ ticker: z.string(), weight: z.number() }).nullable(),
  /** How much of the total value rests on closes older than their market's usual gap (the card's `stalePrices`). */
  stale: StaleTotal,
  /** A book that holds nothing today but has an activity log: what the log shows (realized result, income, costs, net invested). */
  closedBook: z
    .object({
      realized: z.number(),
      dividends: z.number(),
      interest: z.number(),
      withholdingTax: z.number(),
      feesAndTaxes: z.number(),
      netInvested: z.number(),
      netInvestedFrom: z.enum(['deposits', 'trades']),
    })
    .nullable(),
});

export type PortfolioSummary = z.infer<typeof Output>;

/** The portfolio at a glance: value, number of holdings, unrealized P&L, largest holding. */
export const portfolioSummaryTool = defineTool({
  name: 'portfolio_summary',
  description: "The portfolio's total value in its base currency, number of holdings, unrealized profit or loss and largest holding.",
  input: z.object({}),
  output: Output,
  async run(ctx) {
    const { analytics: a } = await ctx.insight();
    const v = a.valuation;
    const top = bySize(v.positions)[0];
    const u = v.unrealized;
    const ratio = u.costBase > 0 ? u.total / u.costBase : null;
    return {
      baseCurrency: a.baseCurrency,
      totalValue: round(v.totalValue, 2),
      holdingCount: v.positions.length,
      pricesAsOf: v.pricesAsOf,
      unpriced: v.unpriced.map((x) => ({ ticker: x.ticker, reason: x.reason })),
      unrealized: u.costBase > 0 ? { total: round(u.total, 2), ratio: ratio !== null && Number.isFinite(ratio) && Math.abs(ratio) < 1e4 ? round(ratio, 6) : null } : null,
      split: v.positions.some((p) => p.pnl?.currencySplitKnown && p.instrument.currency !== a.baseCurrency) ? { prices: round(u.priceEffect, 2), currencies: round(u.currencyEffect, 2) } : null,
      withoutCost: u.positionsWithoutCost,
      derivedCost: u.positionsWithDerivedCost,
      largest: top ? { ticker: top.ticker, weight: round(weightIn(top.value, v.totalValue), 6) } : null,
      stale: staleTotalOf(bySize(v.positions), a.asOf, v.totalValue),
      closedBook:
        v.positions.length === 0 && v.unpriced.length === 0 && (a.tradeCount > 0 || a.money.length > 0)
          ? {
              realized: round(a.realized.total, 2),
              dividends: round(a.income.summary.dividends, 2),
              interest: round(a.income.summary.interest, 2),
              withholdingTax: round(a.income.summary.withholdingTax, 2),
              feesAndTaxes: round(a.income.summary.fees + a.income.summary.taxes, 2),
              netInvested: round(a.netInvested.amount, 2),
              netInvestedFrom: a.netInvested.from,
            }
          : null,
    };
  },
  render(o, w) {
    const ccy = o.baseCurrency;
    if (o.closedBook) return [closedBookSentence(o.closedBook, ccy, w)];
    if (o.holdingCount === 0) {
      return [o.unpriced.length > 0 ? w.t('tool.summary.none_valued', { tickers: w.fmt.list(o.unpriced.map((u) => u.ticker)) }) : w.t('tool.summary.empty')];
    }
    const parts = [w.t('tool.summary.value', { value: w.fmt.money(o.totalValue, ccy), count: o.holdingCount, date: w.fmt.date(o.pricesAsOf ?? '') })];
    if (o.unrealized) {
      parts.push(
        w.t('tool.summary.unrealized', {
          direction: o.unrealized.total < 0 ? 'loss' : 'gain',
          amount: w.fmt.money(Math.abs(o.unrealized.total), ccy),
          ratio: o.unrealized.ratio === null ? '' : w.fmt.signedPct(o.unrealized.ratio),
        }),
      );
    }
    parts.push(...costSourceSentences(o, w));
    if (o.largest) parts.push(w.t('tool.summary.largest', { ticker: o.largest.ticker, weight: w.fmt.pct(o.largest.weight) }));
    const paragraphs = [parts.join(' '), ...staleTotalSentences(o.stale, ccy, w)];
    if (o.unpriced.length > 0) paragraphs.push(w.t('tool.unpriced', { tickers: w.fmt.list(o.unpriced.map((u) => u.ticker)), count: o.unpriced.length }));
    return paragraphs;
  },
});

/** Which positions' cost is derived from the activity log, and which is unknown (the card says the same). */
export function costSourceSentences(o: Pick<PortfolioSummary, 'withoutCost' | 'derivedCost'>, w: Words): string[] {
  const sentences: string[] = [];
  if (o.derivedCost.length > 0) sentences.push(w.t('tool.summary.derived_cost', { tickers: w.fmt.list(o.derivedCost), count: o.derivedCost.length }));
  if (o.withoutCost.length > 0) sentences.push(w.t('tool.summary.without_cost', { tickers: w.fmt.list(o.withoutCost), count: o.withoutCost.length }));
  return sentences;
}

/** "The portfolio holds nothing today. Its activity log shows …": a sold-out book's realized result, income and flows. */
export function closedBookSentence(c: NonNullable<PortfolioSummary['closedBook']>, ccy: string, w: Words): string {
  return w.t('card.positions.closed', {
    direction: c.realized < 0 ? 'loss' : 'gain',
    realized: w.fmt.money(Math.abs(c.realized), ccy),
    income: w.fmt.money(c.dividends - c.withholdingTax + c.interest, ccy),
    dividends: w.fmt.money(c.dividends, ccy),
    interest: w.fmt.money(c.interest, ccy),
    withheld: w.fmt.money(c.withholdingTax, ccy),
    costs: w.fmt.money(c.feesAndTaxes, ccy),
    invested: w.fmt.signedMoney(c.netInvested, ccy),
    from: c.netInvestedFrom,
  });
}
