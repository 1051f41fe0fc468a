import { z } from 'zod';
import { FxTable } from '../analytics/fx.js';
import { moneyTotals } from '../analytics/income.js';
import { round } from './lookups.js';
import { activityAfter, PeriodSchema, SpanFields, SpanSchema, spanOf, startOf, type Span } from './period.js';
import { defineTool } from './types.js';
import { periodOrSpan } from './words.js';

/** Income and cash flows read the activity log's money (analytics/income.ts); a book without any says so. */

const IncomeOutput = z.object({
  baseCurrency: z.string(),
  period: z.string().nullable(),
  /** The exact days asked instead of a period. */
  span: SpanSchema.nullable().optional(),
  dividends: z.number(),
  withholdingTax: z.number(),
  interest: z.number(),
  /** Dividends net of withholding tax plus interest. */
  net: z.number(),
  byHolding: z.array(z.object({ ticker: z.string(), dividends: z.number(), withholdingTax: z.number() })),
  /** Whether the log records any dividend or interest at all: none ever is no data (the chat's `no_data`), not a zero. */
  recorded: z.boolean(),
});

export const incomeTool = defineTool({
  name: 'income',
  description: 'Income from the activity log: dividends (gross, with the tax withheld at source) and interest, in total and by holding; optionally over a period (1W, 1M, 3M, 6M, YTD, 1Y) or exact days (`from`, `to`).',
  input: z.object({ period: PeriodSchema.optional(), ...SpanFields }),
  output: IncomeOutput,
  async run(ctx, input) {
    const { analytics: a, input: data } = await ctx.insight();
    const span = spanOf(input, ctx.asOf);
    const totals = moneyTotals(a.money, new FxTable(data.fxPoints), a.baseCurrency, ...activityWindow(input.period, span, ctx.asOf));
    const s = totals.summary;
    return {
      baseCurrency: a.baseCurrency,
      period: input.period ?? null,
      span,
      dividends: round(s.dividends, 2),
      withholdingTax: round(s.withholdingTax, 2),
      interest: round(s.interest, 2),
      net: round(s.dividends - s.withholdingTax + s.interest, 2),
      byHolding: totals.byHolding.map((h) => ({ ticker: h.ticker, dividends: round(h.dividends, 2), withholdingTax: round(h.withholdingTax, 2) })),
      recorded: a.money.some((e) => e.kind === 'dividend' || e.kind === 'interest'),
    };
  },
  render(o, w) {
    // Nothing ever recorded: what is missing and what can be said instead, not "none this year".
    if (!o.recorded) return [w.t('tool.income.not_recorded')];
    const period = o.period === null && !o.span ? 'none' : periodOrSpan(w, o.period ?? '', o.span);
    if (o.dividends === 0 && o.interest === 0) return [w.t('tool.income.none', { period })];
    const ccy = o.baseCurrency;
    const lines = [
      w.t('tool.income.result', {
        period,
        net: w.fmt.money(o.net, ccy),
        dividends: w.fmt.money(o.dividends, ccy),
        withheld: w.fmt.money(o.withholdingTax, ccy),
        interest: w.fmt.money(o.interest, ccy),
      }),
    ];
    if (o.byHolding.length > 0) {
      lines.push(w.t('tool.income.by_holding', { holdings: w.fmt.list(o.byHolding.map((h) => `${h.ticker} ${w.fmt.money(h.dividends, ccy)}`)) }));
    }
    return lines;
  },
});

/** The days whose activity counts: after the span's base day or the period's start (none: the whole log), up to the span's end or today. */
function activityWindow(period: z.infer<typeof PeriodSchema> | undefined, span: Span | null, asOf: string): [string | null, string] {
  if (span) return [activityAfter(span), span.to];
  return [period === undefined ? null : startOf(period, asOf), asOf];
}

const CashFlowsOutput = z.object({
  baseCurrency: z.string(),
  period: z.string().nullable(),
  /** The exact days asked instead of a period. */
  span: SpanSchema.nullable().optional(),
  deposits: z.number(),
  withdrawals: z.number(),
  fees: z.number(),
  taxes: z.number(),
  /** Since the first activity: deposits − withdrawals when the log reports cash, else buys − sells. */
  netInvested: z.number(),
  netInvestedFrom: z.enum(['deposits', 'trades']),
});

export const cashFlowsTool = defineTool({
  name: 'cash_flows',
  description: 'Money put in and taken out according to the activity log: deposits, withdrawals, fees and taxes outside trades, and net invested capital; optionally over a period (1W, 1M, 3M, 6M, YTD, 1Y) or exact days (`from`, `to`).',
  input: z.object({ period: PeriodSchema.optional(), ...SpanFields }),
  output: CashFlowsOutput,
  async run(ctx, input) {
    const { analytics: a, input: data } = await ctx.insight();
    const span = spanOf(input, ctx.asOf);
    const s = moneyTotals(a.money, new FxTable(data.fxPoints), a.baseCurrency, ...activityWindow(input.period, span, ctx.asOf)).summary;
    return {
      baseCurrency: a.baseCurrency,
      period: input.period ?? null,
      span,
      deposits: round(s.deposits, 2),
      withdrawals: round(s.withdrawals, 2),
      fees: round(s.fees, 2),
      taxes: round(s.taxes, 2),
      netInvested: round(a.netInvested.amount, 2),
      netInvestedFrom: a.netInvested.from,
    };
  },
  render(o, w) {
    const ccy = o.baseCurrency;
    return [
      w.t('tool.cash_flows.result', {
        period: o.period === null && !o.span ? 'none' : periodOrSpan(w, o.period ?? '', o.span),
        deposits: w.fmt.money(o.deposits, ccy),
        withdrawals: w.fmt.money(o.withdrawals, ccy),
        costs: w.fmt.money(o.fees + o.taxes, ccy),
        invested: w.fmt.signedMoney(o.netInvested, ccy),
        from: o.netInvestedFrom,
      }),
    ];
  },
});
