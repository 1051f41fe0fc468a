import type { Holding } from '@clarity/shared';
import type { Instrument, PricePoint } from '../../market/types.js';
import type { FxTable } from './fx.js';

/** An open purchase lot (from the trade log): when it was bought, how many units remain, at what unit price. */
export interface OpenLot {
  date: string;
  quantity: number;
  /** Unit price paid, in `currency`. */
  price: number;
  currency: string;
}

/**
 * Where a position's cost comes from: `stated` (the holding's `costBasis`), `derived` (the open FIFO
 * lots of the activity log, when the holding has none and the lots account for exactly its quantity),
 * or `unknown`.
 */
export type CostSource = 'stated' | 'derived' | 'unknown';

/** Relative tolerance for "the open lots account for the holding's quantity" (float noise of fractional trades). */
const LOT_MATCH_TOLERANCE = 1e-9;

export interface ValuationInput {
  holdings: readonly Holding[];
  baseCurrency: string;
  /** The valuation day, YYYY-MM-DD. */
  asOf: string;
  instruments: ReadonlyMap<string, Instrument>;
  /** Latest close on or before `asOf`, in the instrument's currency. */
  latestPrices: ReadonlyMap<string, PricePoint>;
  fx: FxTable;
  /**
   * Open lots per ticker, when the trade log explains the holding. They date the purchase, so
   * the FX rate at purchase is known and P&L splits into a price and a currency effect.
   */
  openLots?: ReadonlyMap<string, readonly OpenLot[]>;
}

export type UnpricedReason = 'unknown_ticker' | 'missing_price' | 'missing_fx';

/** A holding that could not be valued; it is named, never priced by guess. */
export interface UnpricedHolding {
  ticker: string;
  quantity: number;
  reason: UnpricedReason;
}

export interface ProfitAndLoss {
  /** Cost in the base currency (converted at the purchase-date rate when known). */
  costBase: number;
  total: number;
  /** What the move in the instrument's own price earned, at the purchase-date FX rate. */
  priceEffect: number;
  /** What the move of the instrument's currency against the base currency earned. */
  currencyEffect: number;
  /** False when no purchase date is known: cost converted at today's rate, currency effect 0. */
  currencySplitKnown: boolean;
}

export interface ValuedPosition {
  ticker: string;
  quantity: number;
  instrument: Instrument;
  price: number;
  priceDate: string;
  /** Instrument currency → base currency, on `asOf`. */
  fxRate: number;
  /** Market value in the base currency. */
  value: number;
  /** null when the holding has no cost basis (or its cost currency cannot be converted). */
  pnl: ProfitAndLoss | null;
  /** Where the cost in `pnl` comes from (`unknown` whenever `pnl` is null). */
  costSource: CostSource;
}

export interface Valuation {
  baseCurrency: string;
  asOf: string;
  /** Newest price date used; null when nothing could be priced. */
  pricesAsOf: string | null;
  /** Oldest price date used; differs from pricesAsOf when some price is lagging. */
  oldestPriceDate: string | null;
  totalValue: number;
  positions: ValuedPosition[];
  unpriced: UnpricedHolding[];
  unrealized: {
    total: number;
    priceEffect: number;
    currencyEffect: number;
    costBase: number;
    /** Market value of the positions whose P&L is known. */
    valueWithPnl: number;
    positionsWithoutCost: string[];
    /** Positions whose cost is derived from the activity log (FIFO) because the holding states none. */
    positionsWithDerivedCost: string[];
    positionsWithoutPurchaseDate: string[];
  };
}

/**
 * Values every holding in the base currency at the latest price on or before `asOf`, and
 * splits unrealized P&L into price and currency effects:
 *   cost      = q × costBasis × fx(costCcy→base, bought)
 *   price     = q × (price − costBasis × fx(costCcy→ccy, bought)) × fx(ccy→base, bought)
 *   currency  = q × price × fx(ccy→base, today) − cost − price effect
 * "bought" is the quantity-weighted FX of the open lots; without lots today's rate stands in,
 * which makes the currency effect 0 and is reported as such.
 */
export function valuePortfolio(input: ValuationInput): Valuation {
  const positions: ValuedPosition[] = [];
  const unpriced: UnpricedHolding[] = [];
  for (const holding of input.holdings) {
    if (holding.quantity === 0) continue;
    const instrument = input.instruments.get(holding.ticker);
    if (!instrument) {
      unpriced.push({ ticker: holding.ticker, quantity: holding.quantity, reason: 'unknown_ticker' });
      continue;
    }
    const price = input.latestPrices.get(holding.ticker);
    if (!price) {
      unpriced.push({ ticker: holding.ticker, quantity: holding.quantity, reason: 'missing_price' });
      continue;
    }
    const fxRate = input.fx.rate(instrument.currency, input.baseCurrency, input.asOf);
    if (fxRate === undefined) {
      unpriced.push({ ticker: holding.ticker, quantity: holding.quantity, reason: 'missing_fx' });
      continue;
    }
    const value = holding.quantity * price.close * fxRate;
    const costed = withCost(holding, input.openLots?.get(holding.ticker));
    const pnl = costed.holding ? profitAndLoss(input, costed.holding, instrument, price.close, value) : null;
    positions.push({
      ticker: holding.ticker,
      quantity: holding.quantity,
      instrument,
      price: price.close,
      priceDate: price.date,
      fxRate,
      value,
      pnl,
      costSource: pnl === null ? 'unknown' : costed.source,
    });
  }

  const totalValue = sum(positions.map((p) => p.value));
  const withPnl = positions.filter((p) => p.pnl !== null);
  const dates = positions.map((p) => p.priceDate).sort();
  return {
    baseCurrency: input.baseCurrency,
    asOf: input.asOf,
    pricesAsOf: dates.at(-1) ?? null,
    oldestPriceDate: dates[0] ?? null,
    totalValue,
    positions,
    unpriced,
    unrealized: {
      total: sum(withPnl.map((p) => p.pnl?.total ?? 0)),
      priceEffect: sum(withPnl.map((p) => p.pnl?.priceEffect ?? 0)),
      currencyEffect: sum(withPnl.map((p) => p.pnl?.currencyEffect ?? 0)),
      costBase: sum(withPnl.map((p) => p.pnl?.costBase ?? 0)),
      valueWithPnl: sum(withPnl.map((p) => p.value)),
      positionsWithoutCost: positions.filter((p) => p.pnl === null).map((p) => p.ticker),
      positionsWithDerivedCost: positions.filter((p) => p.costSource === 'derived').map((p) => p.ticker),
      positionsWithoutPurchaseDate: withPnl.filter((p) => p.pnl?.currencySplitKnown === false && p.instrument.currency !== input.baseCurrency).map((p) => p.ticker),
    },
  };
}

/**
 * The holding with the cost its P&L uses: its own `costBasis` when stated; else the average unit price
 * of its open FIFO lots (the same lots the realized result leaves open, so fees are not part of it),
 * when those lots hold exactly its quantity in one currency; else none (`holding: null`).
 */
export function withCost(holding: Holding, lots: readonly OpenLot[] | undefined): { holding: Holding | null; source: CostSource } {
  if (holding.costBasis !== undefined) return { holding, source: 'stated' };
  const open = (lots ?? []).filter((l) => l.quantity > 0);
  const first = open[0];
  if (!first || open.some((l) => l.currency !== first.currency)) return { holding: null, source: 'unknown' };
  let units = 0;
  let paid = 0;
  for (const lot of open) {
    units += lot.quantity;
    paid += lot.quantity * lot.price;
  }
  if (Math.abs(units - holding.quantity) > LOT_MATCH_TOLERANCE * Math.max(1, Math.abs(holding.quantity))) return { holding: null, source: 'unknown' };
  return { holding: { ...holding, costBasis: paid / units, currency: first.currency }, source: 'derived' };
}

function profitAndLoss(
  input: ValuationInput,
  holding: Holding,
  instrument: Instrument,
  price: number,
  value: number,
): ProfitAndLoss | null {
  if (holding.costBasis === undefined) return null;
  const costCurrency = holding.currency ?? instrument.currency;
  const lots = (input.openLots?.get(holding.ticker) ?? []).filter((l) => l.quantity > 0);
  const boughtRate = (from: string, to: string): number | undefined =>
    lots.length === 0 ? input.fx.rate(from, to, input.asOf) : weightedRate(input.fx, lots, from, to);
  let costToBase = boughtRate(costCurrency, input.baseCurrency);
  let costToInstrument = boughtRate(costCurrency, instrument.currency);
  let instrumentToBase = boughtRate(instrument.currency, input.baseCurrency);
  let currencySplitKnown = lots.length > 0;
  if (costToBase === undefined || costToInstrument === undefined || instrumentToBase === undefined) {
    // Purchase-date rates unavailable (lots before the FX history): fall back to today's.
    costToBase = input.fx.rate(costCurrency, input.baseCurrency, input.asOf);
    costToInstrument = input.fx.rate(costCurrency, instrument.currency, input.asOf);
    instrumentToBase = input.fx.rate(instrument.currency, input.baseCurrency, input.asOf);
    currencySplitKnown = false;
    if (costToBase === undefined || costToInstrument === undefined || instrumentToBase === undefined) return null;
  }
  const q = holding.quantity;
  const costBase = q * holding.costBasis * costToBase;
  const total = value - costBase;
  // Without a purchase date every rate is today's: the whole P&L is price effect by construction.
  const priceEffect = currencySplitKnown ? q * (price - holding.costBasis * costToInstrument) * instrumentToBase : total;
  return { costBase, total, priceEffect, currencyEffect: total - priceEffect, currencySplitKnown };
}

/** Quantity-weighted rate over the lots' dates; undefined if any lot date has no rate. */
function weightedRate(fx: FxTable, lots: readonly OpenLot[], from: string, to: string): number | undefined {
  let weighted = 0;
  let units = 0;
  for (const lot of lots) {
    const r = fx.rate(from, to, lot.date);
    if (r === undefined) return undefined;
    weighted += r * lot.quantity;
    units += lot.quantity;
  }
  return units === 0 ? undefined : weighted / units;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
