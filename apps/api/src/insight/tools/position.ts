import { z } from 'zod';
import { FxTable } from '../analytics/fx.js';
import { daysBeforeDate, periodStart } from '../analytics/periods.js';
import { moveOver } from './period.js';
import { round, weightIn } from './lookups.js';
import { StaleClose, staleAgeSentence, staleCloseOf } from './stale-closes.js';
import { defineTool } from './types.js';

/** `currency`: the value also said in another currency ("and in euros?"), at the valuation day's rate. */
const Input = z.object({ ticker: z.string().min(1).max(32), currency: z.string().regex(/^[A-Z]{3}$/).optional() });

const Output = z.object({
  ticker: z.string(),
  name: z.string(),
  known: z.boolean(),
  held: z.boolean(),
  baseCurrency: z.string(),
  /** Units held, all lines of the ticker merged; 0 when not held. */
  quantity: z.number(),
  value: z.number().nullable(),
  weight: z.number().nullable(),
  pnl: z.object({ total: z.number(), ratio: z.number().nullable() }).nullable(),
  price: z.object({ close: z.number(), currency: z.string(), date: z.string() }).nullable(),
  change1M: z.number().nullable(),
  /** The latest close is older than its market's usual gap (docs/insight.md#price-freshness). */
  stalePrice: z.boolean(),
  /** That stale close's day and age; null when the close is fresh or there is none. */
  staleClose: StaleClose.nullable(),
  /** Held but not valued: why. */
  unpricedReason: z.string().nullable(),
  /** The value in the currency asked for, at the valuation day's rate; null when none was asked (or it is the base) or no rate is stored. */
  inCurrency: z.object({ currency: z.string(), value: z.number().nullable() }).nullable(),
});

/** One position, every line of its ticker merged: units, value, weight, P&L, price and its month's move. */
export const positionTool = defineTool({
  name: 'position',
  description: 'The portfolio position in one ticker (all lines merged): units, value in the base currency, share of the portfolio, unrealized P&L, latest price and its one-month change. Works for tickers not held too.',
  input: Input,
  output: Output,
  async run(ctx, { ticker, currency }) {
    const { analytics: a, input } = await ctx.insight();
    const p = a.valuation.positions.find((x) => x.ticker === ticker);
    const unpriced = a.valuation.unpriced.find((x) => x.ticker === ticker);
    const instrument = p?.instrument ?? input.instruments.get(ticker) ?? (await ctx.market.instruments([ticker])).get(ticker);
    // A few days before the month's start, so the close on or before it is loaded.
    const from = daysBeforeDate(periodStart('1M', ctx.asOf), 10);
    const history = p ? input.priceHistory.get(ticker) : (await ctx.market.priceHistory([ticker], from, ctx.asOf)).get(ticker);
    const latest = history?.at(-1);
    const move = moveOver(history, '1M', ctx.asOf);
    const pnl = p?.pnl;
    const ratio = pnl && pnl.costBase > 0 ? pnl.total / pnl.costBase : null;
    const staleClose = latest && instrument ? staleCloseOf(instrument.assetClass, latest.date, ctx.asOf) : null;
    const converted = p && currency && currency !== a.baseCurrency ? new FxTable(input.fxPoints).convert(p.value, a.baseCurrency, currency, ctx.asOf) : undefined;
    return {
      ticker,
      name: instrument?.name ?? ticker,
      known: instrument !== undefined,
      held: p !== undefined || unpriced !== undefined,
      baseCurrency: a.baseCurrency,
      quantity: p?.quantity ?? unpriced?.quantity ?? 0,
      value: p ? round(p.value, 2) : null,
      weight: p ? round(weightIn(p.value, a.valuation.totalValue), 6) : null,
      pnl: pnl ? { total: round(pnl.total, 2), ratio: ratio !== null && Number.isFinite(ratio) && Math.abs(ratio) < 1e4 ? round(ratio, 6) : null } : null,
      price: latest && instrument ? { close: latest.close, currency: instrument.currency, date: latest.date } : null,
      change1M: move?.change ?? null,
      stalePrice: staleClose !== null,
      staleClose,
      unpricedReason: unpriced?.reason ?? null,
      inCurrency: p && currency && currency !== a.baseCurrency ? { currency, value: converted === undefined ? null : round(converted, 2) } : null,
    };
  },
  // The instrument's own latest close: what its price and value rest on.
  dataDays: (o) => [o.price?.date ?? null],
  render(o, w) {
    const name = o.known ? `${o.name} (${o.ticker})` : o.ticker;
    const out: string[] = [];
    if (!o.known) {
      out.push(w.t('tool.position.unknown', { ticker: o.ticker, held: o.held ? 'yes' : 'no', quantity: w.fmt.number(o.quantity, 8) }));
      return out;
    }
    if (o.held && o.value !== null && o.weight !== null) {
      const parts = [w.t('tool.position.held', { quantity: w.fmt.number(o.quantity, 8), ticker: o.ticker, value: w.fmt.money(o.value, o.baseCurrency), weight: w.fmt.pct(o.weight) })];
      if (o.pnl) {
        parts.push(
          w.t('tool.position.pnl', {
            direction: o.pnl.total < 0 ? 'loss' : 'gain',
            amount: w.fmt.money(Math.abs(o.pnl.total), o.baseCurrency),
            ratio: o.pnl.ratio === null ? '' : w.fmt.signedPct(o.pnl.ratio),
          }),
        );
      } else {
        parts.push(w.t('tool.position.no_cost'));
      }
      if (o.inCurrency) {
        parts.push(
          o.inCurrency.value === null
            ? w.t('tool.position.no_rate', { currency: o.inCurrency.currency })
            : w.t('tool.position.in_currency', { value: w.fmt.money(o.inCurrency.value, o.inCurrency.currency), currency: o.inCurrency.currency }),
        );
      }
      out.push(parts.join(' '));
    } else if (o.held) {
      out.push(w.t('tool.position.held_unpriced', { quantity: w.fmt.number(o.quantity, 8), ticker: o.ticker }));
    } else {
      out.push(w.t('tool.position.not_held', { ticker: o.ticker }));
    }
    if (o.price) {
      out.push(
        w.t('tool.position.price', {
          name,
          price: w.fmt.price(o.price.close, o.price.currency),
          date: w.fmt.date(o.price.date),
          change: o.change1M === null ? '' : w.fmt.signedPct(o.change1M),
        }),
      );
      // The price sentence gave the close's day: only its age is added.
      if (o.staleClose) out.push(staleAgeSentence(o.staleClose, w));
    } else {
      out.push(w.t('tool.position.no_price', { name }));
    }
    return out;
  },
});
