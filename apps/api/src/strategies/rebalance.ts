import {
  STRATEGY_ASSET_CLASSES,
  type AssetClassDrift,
  type RebalanceTrade,
  type Strategy,
  type StrategyAssetClass,
} from '@clarity/shared';

/** A valued holding: `value` is in the base currency, `fxRate` converts its currency into the base. */
export interface ValuedHolding {
  ticker: string;
  assetClass: StrategyAssetClass;
  value: number;
  price: number;
  currency: string;
  fxRate: number;
}

/** The price of a proxy instrument, for buying into a class the portfolio does not hold. */
export interface ProxyQuote {
  price: number;
  currency: string;
  fxRate: number;
}

export interface Rebalance {
  totalValue: number;
  withinBands: boolean;
  assetClasses: AssetClassDrift[];
  trades: RebalanceTrade[];
}

export const REBALANCE_METHOD =
  'Weights are values in the base currency over the total of the priced holdings. When no class is outside its band, nothing is traded. ' +
  'Otherwise every class outside its band is brought back to its target weight; the net amount this buys (or frees) is taken from ' +
  '(or given to) the classes inside their bands in proportion to their target weights, and any class this pushes out of its band is ' +
  'brought to target too, until every class is inside its band. Buys equal sells. Within a class the trade is split across its ' +
  'holdings in proportion to their values; a class the portfolio does not hold is bought through the strategy’s proxy instrument, ' +
  'or as a class-level instruction when there is none (cash).';

/** Trades below this value (in the base currency) are left out: they would be noise. */
const MIN_TRADE_VALUE = 0.01;

/**
 * Drift of each asset class against the strategy's bands, and self-financing trades that bring
 * every class back inside its band (the rule is REBALANCE_METHOD). Pure.
 */
export function rebalance(strategy: Strategy, holdings: ValuedHolding[], baseCurrency: string, proxies: ReadonlyMap<string, ProxyQuote>): Rebalance {
  const classes = STRATEGY_ASSET_CLASSES.map((assetClass) => {
    const band = strategy.allocation.find((a) => a.assetClass === assetClass);
    const value = holdings.filter((h) => h.assetClass === assetClass).reduce((sum, h) => sum + h.value, 0);
    return { assetClass, value, targetWeight: band?.targetWeight ?? 0, minWeight: band?.minWeight ?? 0, maxWeight: band?.maxWeight ?? 0, proxyTicker: band?.proxyTicker ?? null };
  });
  const totalValue = classes.reduce((sum, c) => sum + c.value, 0);
  const weightOf = (value: number) => (totalValue > 0 ? value / totalValue : 0);
  const inBand = (value: number, c: (typeof classes)[number]) => {
    const w = weightOf(value);
    return w >= c.minWeight - 1e-9 && w <= c.maxWeight + 1e-9;
  };

  const after = new Map(classes.map((c) => [c.assetClass, c.value]));
  if (totalValue > 0) {
    const reset = new Set(classes.filter((c) => !inBand(c.value, c)).map((c) => c.assetClass));
    // The set of classes brought to target only grows, so this ends within five rounds.
    while (reset.size > 0) {
      const net = classes.filter((c) => reset.has(c.assetClass)).reduce((sum, c) => sum + (c.targetWeight * totalValue - c.value), 0);
      const others = classes.filter((c) => !reset.has(c.assetClass));
      const share = spreadWeights(others);
      for (const c of classes) {
        after.set(c.assetClass, reset.has(c.assetClass) ? c.targetWeight * totalValue : c.value - net * (share.get(c.assetClass) ?? 0));
      }
      const pushedOut = others.filter((c) => !inBand(after.get(c.assetClass) ?? 0, c));
      if (pushedOut.length === 0) break;
      for (const c of pushedOut) reset.add(c.assetClass);
    }
  }

  const assetClasses: AssetClassDrift[] = classes.map((c) => {
    const weight = weightOf(c.value);
    return {
      assetClass: c.assetClass,
      value: round(c.value, 2),
      weight: round(weight, 6),
      targetWeight: c.targetWeight,
      minWeight: c.minWeight,
      maxWeight: c.maxWeight,
      drift: round(weight - c.targetWeight, 6),
      status: totalValue <= 0 ? (c.minWeight > 0 ? 'below' : 'within') : inBand(c.value, c) ? 'within' : weight > c.maxWeight ? 'above' : 'below',
      weightAfter: round(weightOf(after.get(c.assetClass) ?? 0), 6),
    };
  });

  const trades = classes.flatMap((c) => tradesForClass(c.assetClass, (after.get(c.assetClass) ?? 0) - c.value, holdings, c.proxyTicker, proxies, baseCurrency));
  return { totalValue: round(totalValue, 2), withinBands: assetClasses.every((c) => c.status === 'within'), assetClasses, trades };
}

/** How the net flow is shared among the classes that stay: by target weight, else by current value. */
function spreadWeights(others: { assetClass: StrategyAssetClass; targetWeight: number; value: number }[]): Map<StrategyAssetClass, number> {
  const targetSum = others.reduce((sum, c) => sum + c.targetWeight, 0);
  const valueSum = others.reduce((sum, c) => sum + Math.max(c.value, 0), 0);
  return new Map(
    others.map((c) => [c.assetClass, targetSum > 0 ? c.targetWeight / targetSum : valueSum > 0 ? Math.max(c.value, 0) / valueSum : 0]),
  );
}

function tradesForClass(
  assetClass: StrategyAssetClass,
  delta: number,
  holdings: ValuedHolding[],
  proxyTicker: string | null,
  proxies: ReadonlyMap<string, ProxyQuote>,
  baseCurrency: string,
): RebalanceTrade[] {
  if (Math.abs(delta) < MIN_TRADE_VALUE) return [];
  const side = delta > 0 ? 'buy' : 'sell';
  const longs = holdings.filter((h) => h.assetClass === assetClass && h.value > 0);
  const longValue = longs.reduce((sum, h) => sum + h.value, 0);
  if (longs.length > 0 && longValue > 0) {
    return longs
      .map((h) => {
        const value = (Math.abs(delta) * h.value) / longValue;
        return instrumentTrade(h.ticker, assetClass, side, value, h, false);
      })
      .filter((t) => t.value >= MIN_TRADE_VALUE);
  }
  const proxy = proxyTicker === null ? undefined : proxies.get(proxyTicker);
  if (side === 'buy' && proxyTicker !== null && proxy) return [instrumentTrade(proxyTicker, assetClass, side, delta, proxy, true)];
  return [{ ticker: null, assetClass, side, quantity: null, price: null, currency: baseCurrency, value: round(Math.abs(delta), 2), proxy: false }];
}

function instrumentTrade(ticker: string, assetClass: StrategyAssetClass, side: 'buy' | 'sell', value: number, quote: ProxyQuote, proxy: boolean): RebalanceTrade {
  return {
    ticker,
    assetClass,
    side,
    quantity: roundQuantity(value / (quote.price * quote.fxRate)),
    price: quote.price,
    currency: quote.currency,
    value: round(value, 2),
    proxy,
  };
}

/**
 * Six decimals for ordinary sizes; below one unit, six significant digits, so that a small buy of an
 * expensive instrument (a few dollars of BTC) is never rounded to a quantity of zero.
 */
function roundQuantity(quantity: number): number {
  return quantity >= 1 ? round(quantity, 6) : Number(quantity.toPrecision(6));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
