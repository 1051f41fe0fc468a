import { STRATEGY_ASSET_CLASSES, type Strategy, type StrategyAssetClass } from '@clarity/shared';
import { z } from 'zod';
import { rebalance, type ProxyQuote, type ValuedHolding } from '../../strategies/rebalance.js';
import { FxTable } from '../analytics/fx.js';
import type { ProfileBands } from '../analytics/profile-bands.js';
import { round } from './lookups.js';
import { defineTool } from './types.js';
import { keyLabel, lowerLabel } from './words.js';

/** Instruments bought into a class the portfolio does not hold (the strategies' own proxies). */
const PROXIES: Partial<Record<StrategyAssetClass, string>> = { equity: 'ACWI', fixed_income: 'AGG', crypto: 'BTC' };

const Output = z.object({
  baseCurrency: z.string(),
  withinBands: z.boolean(),
  profile: z.object({ tolerance: z.string(), assumed: z.boolean() }),
  classes: z.array(z.object({ assetClass: z.string(), weight: z.number(), min: z.number(), max: z.number(), status: z.enum(['below', 'within', 'above']) })),
  trades: z.array(z.object({ side: z.enum(['buy', 'sell']), ticker: z.string().nullable(), assetClass: z.string(), value: z.number(), quantity: z.number().nullable() })),
});

/**
 * The trades that bring every asset class back inside the profile's bands (the same bands the
 * card flags), by the strategies' self-financing rule: classes outside go to the middle of their
 * band, the money comes from (or goes to) the others.
 */
export const rebalanceTool = defineTool({
  name: 'rebalance',
  description: 'Which asset classes are outside the profile bands and the self-financing trades (buys equal sells) that bring them back inside.',
  input: z.object({}),
  output: Output,
  async run(ctx) {
    const { analytics: a, input } = await ctx.insight();
    const valued: ValuedHolding[] = a.valuation.positions
      .filter((p) => (STRATEGY_ASSET_CLASSES as readonly string[]).includes(p.instrument.assetClass))
      .map((p) => ({ ticker: p.ticker, assetClass: p.instrument.assetClass, value: p.value, price: p.price, currency: p.instrument.currency, fxRate: p.fxRate }));
    const proxyTickers = Object.values(PROXIES);
    const [instruments, prices] = await Promise.all([ctx.market.instruments(proxyTickers), ctx.market.latestPrices(proxyTickers, ctx.asOf)]);
    const fx = new FxTable(input.fxPoints);
    const proxies = new Map<string, ProxyQuote>();
    for (const ticker of proxyTickers) {
      const instrument = instruments.get(ticker);
      const price = prices.get(ticker);
      const rate = instrument ? fx.rate(instrument.currency, a.baseCurrency, ctx.asOf) : undefined;
      if (instrument && price && rate !== undefined) proxies.set(ticker, { price: price.close, currency: instrument.currency, fxRate: rate });
    }
    const result = rebalance(strategyFromBands(a.bands), valued, a.baseCurrency, proxies);
    return {
      baseCurrency: a.baseCurrency,
      withinBands: result.withinBands,
      profile: { tolerance: a.bands.effectiveTolerance, assumed: a.bands.assumed },
      // An empty book has nothing to rebalance: no classes, and the answer says the portfolio is empty.
      classes: (valued.length === 0 ? [] : result.assetClasses)
        .filter((c) => c.weight > 0 || c.minWeight > 0)
        .map((c) => ({ assetClass: c.assetClass, weight: round(c.weight, 6), min: c.minWeight, max: c.maxWeight, status: c.status })),
      trades: result.trades.map((t) => ({ side: t.side, ticker: t.ticker, assetClass: t.assetClass, value: round(t.value, 2), quantity: t.quantity === null ? null : round(t.quantity, 6) })),
    };
  },
  render(o, w) {
    if (o.classes.length === 0) return [w.t('tool.summary.empty')];
    const outside = o.classes.filter((c) => c.status !== 'within');
    const profile = o.profile.assumed ? w.t('tool.rebalance.assumed') : '';
    if (outside.length === 0) {
      const classes = o.classes.map(
        (c) => `- ${w.t('tool.allocation.line_band', { label: keyLabel(w, 'asset_class', c.assetClass), weight: w.fmt.pct(c.weight), value: '', band: w.fmt.band({ min: c.min, max: c.max }), status: c.status })}`,
      );
      return [[w.t('tool.rebalance.within'), profile].filter(Boolean).join(' '), classes.join('\n')];
    }
    const off = outside.map((c) => w.t('tool.rebalance.off', { label: lowerLabel(w, 'asset_class', c.assetClass), weight: w.fmt.pct(c.weight), status: c.status, band: w.fmt.band({ min: c.min, max: c.max }) }));
    const classes = o.classes.map(
      (c) => `- ${w.t('tool.allocation.line_band', { label: keyLabel(w, 'asset_class', c.assetClass), weight: w.fmt.pct(c.weight), value: '', band: w.fmt.band({ min: c.min, max: c.max }), status: c.status })}`,
    );
    // A trade without an instrument (cash) is a class-level instruction, never worded as if the class were something to buy.
    const trades = o.trades.map((t) =>
      t.ticker === null
        ? `- ${w.t('tool.rebalance.class_trade', { side: t.side, label: lowerLabel(w, 'asset_class', t.assetClass), amount: w.fmt.money(t.value, o.baseCurrency) })}`
        : `- ${w.t('tool.rebalance.trade', {
            side: t.side,
            what: t.ticker,
            amount: w.fmt.money(t.value, o.baseCurrency),
            quantity: t.quantity === null ? '' : w.fmt.number(t.quantity, t.quantity >= 100 ? 0 : 4),
          })}`,
    );
    return [
      `${off.join(' ')} ${profile}`.trim(),
      `${w.t('tool.rebalance.classes_head')}\n${classes.join('\n')}`,
      `${w.t('tool.rebalance.trades_head')}\n${trades.join('\n')}`,
      w.t('tool.rebalance.not_advice'),
    ];
  },
});

/** The profile's bands as a strategy whose targets are the middle of each band. */
function strategyFromBands(bands: ProfileBands): Strategy {
  return {
    id: `profile-${bands.effectiveTolerance}`,
    name: bands.effectiveTolerance,
    riskTolerance: bands.effectiveTolerance,
    minHorizonYears: 0,
    description: '',
    allocation: STRATEGY_ASSET_CLASSES.map((assetClass) => {
      const band = bands.assetClass[assetClass];
      return { assetClass, targetWeight: (band.min + band.max) / 2, minWeight: band.min, maxWeight: band.max, proxyTicker: PROXIES[assetClass] ?? null };
    }),
  };
}
