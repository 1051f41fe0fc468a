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
  'Otherwise every class outside its band is brought to its target weight. The net amount this buys (or frees) is first taken up by ' +
  'those same classes, moved from their targets towards the edges of their bands in proportion to the room each has; only what ' +
  'remains is taken from (or given to) classes inside their bands, the one with the most room towards its target first, and only ' +
  'classes that can trade (a holding to sell; a holding or the strategy’s proxy instrument to buy; cash). Buys equal sells. Within a ' +
  'class the trade is split across its holdings in proportion to their values, a share below the smallest meaningful trade going to ' +
  'the class’s largest holding; a class the portfolio does not hold is bought through the strategy’s proxy instrument, or as a ' +
  'class-level instruction when there is none (cash).';

/** Trades below this value (in the base currency) are left out: they would be noise. */
const MIN_TRADE_VALUE = 0.01;
/** The smallest meaningful trade, as a share of the portfolio: a split of a class's trade below it goes to the class's largest holding. */
export const MIN_TRADE_SHARE = 0.005;

interface ClassState {
  assetClass: StrategyAssetClass;
  value: number;
  targetWeight: number;
  minWeight: number;
  maxWeight: number;
  proxyTicker: string | null;
}

/**
 * Drift of each asset class against the strategy's bands, and self-financing trades that bring
 * every class back inside its band while leaving the classes already inside alone where the ones
 * outside can absorb the difference (the rule is REBALANCE_METHOD). Pure.
 */
export function rebalance(strategy: Strategy, holdings: ValuedHolding[], baseCurrency: string, proxies: ReadonlyMap<string, ProxyQuote>): Rebalance {
  const classes: ClassState[] = STRATEGY_ASSET_CLASSES.map((assetClass) => {
    const band = strategy.allocation.find((a) => a.assetClass === assetClass);
    const value = holdings.filter((h) => h.assetClass === assetClass).reduce((sum, h) => sum + h.value, 0);
    return { assetClass, value, targetWeight: band?.targetWeight ?? 0, minWeight: band?.minWeight ?? 0, maxWeight: band?.maxWeight ?? 0, proxyTicker: band?.proxyTicker ?? null };
  });
  const totalValue = classes.reduce((sum, c) => sum + c.value, 0);
  const weightOf = (value: number) => (totalValue > 0 ? value / totalValue : 0);
  const inBand = (value: number, c: ClassState) => {
    const w = weightOf(value);
    return w >= c.minWeight - 1e-9 && w <= c.maxWeight + 1e-9;
  };

  const after = new Map(classes.map((c) => [c.assetClass, c.value]));
  if (totalValue > 0) {
    const outside = classes.filter((c) => !inBand(c.value, c));
    const inside = classes.filter((c) => inBand(c.value, c));
    for (const c of outside) after.set(c.assetClass, c.targetWeight * totalValue);
    // > 0: the classes brought to target need that much money; < 0: they free it.
    let net = outside.reduce((sum, c) => sum + (c.targetWeight * totalValue - c.value), 0);
    const absorb = (among: ClassState[], limit: 'target' | 'band', spread: 'proportional' | 'largest_first') => {
      if (Math.abs(net) < MIN_TRADE_VALUE) return;
      // Raising money lowers a class's value (to its target, or to its band's floor); placing it raises it.
      const room = (c: ClassState) => {
        const now = after.get(c.assetClass) ?? 0;
        const bound = (limit === 'target' ? c.targetWeight : net > 0 ? c.minWeight : c.maxWeight) * totalValue;
        return Math.max(0, net > 0 ? now - bound : bound - now);
      };
      const rooms = among.map((c) => ({ c, room: room(c) })).filter((x) => x.room > 0);
      const total = rooms.reduce((sum, x) => sum + x.room, 0);
      if (total <= 0) return;
      const needed = Math.abs(net);
      const taken = new Map<StrategyAssetClass, number>();
      if (spread === 'proportional') {
        const share = Math.min(1, needed / total);
        for (const x of rooms) taken.set(x.c.assetClass, x.room * share);
      } else {
        let left = needed;
        for (const x of [...rooms].sort((a, b) => b.room - a.room || (a.c.assetClass < b.c.assetClass ? -1 : 1))) {
          const part = Math.min(left, x.room);
          if (part <= 0) break;
          taken.set(x.c.assetClass, part);
          left -= part;
        }
      }
      const sign = net > 0 ? -1 : 1;
      let moved = 0;
      for (const [assetClass, part] of taken) {
        after.set(assetClass, (after.get(assetClass) ?? 0) + sign * part);
        moved += part;
      }
      net += sign * moved;
    };
    if (outside.length > 0) {
      absorb(outside, 'band', 'proportional');
      const able = inside.filter((c) => canTrade(c, net > 0 ? 'sell' : 'buy', holdings, proxies));
      absorb(able, 'target', 'largest_first');
      absorb(able, 'band', 'largest_first');
      // Only when no class that can trade has room: a class-level instruction.
      absorb(inside, 'band', 'largest_first');
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

  const minTrade = Math.max(MIN_TRADE_VALUE, MIN_TRADE_SHARE * totalValue);
  const trades = classes.flatMap((c) => tradesForClass(c.assetClass, (after.get(c.assetClass) ?? 0) - c.value, holdings, c.proxyTicker, proxies, baseCurrency, minTrade));
  return { totalValue: round(totalValue, 2), withinBands: assetClasses.every((c) => c.status === 'within'), assetClasses, trades };
}

/** Whether a class inside its band can take a trade: a holding to sell; a holding, a proxy or cash to buy into. */
function canTrade(c: ClassState, side: 'buy' | 'sell', holdings: readonly ValuedHolding[], proxies: ReadonlyMap<string, ProxyQuote>): boolean {
  const held = holdings.some((h) => h.assetClass === c.assetClass && h.value > 0);
  if (side === 'sell') return held;
  return held || c.assetClass === 'cash' || (c.proxyTicker !== null && proxies.has(c.proxyTicker));
}

function tradesForClass(
  assetClass: StrategyAssetClass,
  delta: number,
  holdings: ValuedHolding[],
  proxyTicker: string | null,
  proxies: ReadonlyMap<string, ProxyQuote>,
  baseCurrency: string,
  minTrade: number,
): RebalanceTrade[] {
  if (Math.abs(delta) < MIN_TRADE_VALUE) return [];
  const side = delta > 0 ? 'buy' : 'sell';
  const longs = holdings.filter((h) => h.assetClass === assetClass && h.value > 0);
  const longValue = longs.reduce((sum, h) => sum + h.value, 0);
  if (longs.length > 0 && longValue > 0) {
    // Pro rata, but a slice below the smallest meaningful trade goes to the largest holding instead
    // (a sale never takes more than a holding is worth, so sales only merge into the largest).
    const largest = longs.reduce((a, b) => (b.value > a.value ? b : a));
    const slices = new Map(longs.map((h) => [h.ticker, (Math.abs(delta) * h.value) / longValue]));
    for (const h of longs) {
      const v = slices.get(h.ticker) ?? 0;
      if (h !== largest && v < minTrade && (side === 'buy' || (slices.get(largest.ticker) ?? 0) + v <= largest.value)) {
        slices.set(largest.ticker, (slices.get(largest.ticker) ?? 0) + v);
        slices.set(h.ticker, 0);
      }
    }
    return longs.map((h) => instrumentTrade(h.ticker, assetClass, side, slices.get(h.ticker) ?? 0, h, false)).filter((t) => t.value >= MIN_TRADE_VALUE);
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
