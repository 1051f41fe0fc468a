import type { RiskTolerance } from '@clarity/shared';
import type { PortfolioAnalytics } from './analytics/portfolio-analytics.js';
import { suggest, type Suggestion } from './suggestions.js';
import type { Words } from './tools/types.js';
import { keyLabel, lowerLabel, toleranceLabel } from './tools/words.js';

/** One observation about a portfolio, ranked by severity × the share of the portfolio it affects. */
export interface Finding {
  key: string;
  /** 3 = outside the profile by a wide margin, 2 = outside it, 1 = worth knowing. */
  severity: 1 | 2 | 3;
  /** Share of the portfolio the finding is about, 0–1. */
  weight: number;
  markdown: string;
  /** The question (and the tool that answers it) that goes deeper. */
  followUp: Suggestion;
}

/** Annualized volatility above which a profile's portfolio counts as more volatile than it should be. */
export const VOLATILITY_LIMIT: Record<RiskTolerance, number> = {
  conservative: 0.08,
  moderate: 0.12,
  balanced: 0.15,
  growth: 0.2,
  aggressive: 0.3,
};

/** A loss on cost beyond this is worth a line of its own. */
const LARGE_LOSS = 0.2;

/**
 * Every finding for a portfolio, most important first: severity × weight, where the weight is the
 * share of the portfolio outside its band (a band breach), the share of a holding (a loss) or the
 * volatility beyond the profile's limit; ties by key, so the order is stable. Trading results
 * (realized, fees, turnover) are the card's own paragraph, not findings.
 */
export function findingsFor(a: PortfolioAnalytics, w: Words): Finding[] {
  const total = a.valuation.totalValue;
  if (a.valuation.positions.length === 0 || total <= 0) return [];
  const ccy = a.baseCurrency;
  const profile = a.bands.assumed ? w.t('card.profile.assumed_name') : toleranceLabel(w, a.bands.effectiveTolerance);
  const out: Finding[] = [];

  for (const slice of a.allocation.assetClass) {
    if (slice.band === null || slice.status === 'within' || slice.status === 'none') continue;
    const gap = slice.status === 'above' ? slice.weight - slice.band.max : slice.band.min - slice.weight;
    const band = w.fmt.band(slice.band);
    out.push({
      key: `asset_class:${slice.key}`,
      severity: gap > 0.1 ? 3 : 2,
      weight: gap,
      markdown: w.t('card.finding.asset_class', { label: keyLabel(w, 'asset_class', slice.key), weight: w.fmt.pct(slice.weight), status: slice.status, band, profile }),
      followUp: suggest.rebalance(lowerLabel(w, 'asset_class', slice.key), band),
    });
  }

  // The single-holding limit is about single names: a broad fund (diversified equity, bonds) is many holdings in one.
  const singleNames = new Set(
    a.valuation.positions
      .filter((p) => p.instrument.assetClass === 'crypto' || (p.instrument.assetClass === 'equity' && p.instrument.sector !== 'diversified'))
      .map((p) => p.ticker),
  );
  const largestName = a.concentration.weights.find((x) => singleNames.has(x.ticker));
  if (largestName && largestName.weight > a.bands.maxSingleHolding) {
    out.push({
      key: `holding:${largestName.ticker}`,
      severity: largestName.weight > 1.5 * a.bands.maxSingleHolding ? 3 : 2,
      weight: largestName.weight - a.bands.maxSingleHolding,
      markdown: w.t('card.finding.single', { ticker: largestName.ticker, weight: w.fmt.pct(largestName.weight), limit: w.fmt.pct(a.bands.maxSingleHolding, 0), profile }),
      followUp: suggest.whatIf(largestName.ticker),
    });
  }

  const n = a.concentration.effectiveHoldings;
  const top = a.concentration.top1;
  out.push({
    key: 'diversification',
    severity: n < 3 ? 2 : 1,
    // What the five largest hold beyond half the portfolio.
    weight: Math.max(0, a.concentration.top5Weight - 0.5),
    markdown: w.t('card.finding.diversification', {
      ticker: top?.ticker ?? '',
      weight: top ? w.fmt.pct(top.weight) : '',
      // With five holdings or fewer the "top five" are all of them (100%): not worth saying.
      top5: a.concentration.weights.length > 5 ? w.fmt.pct(a.concentration.top5Weight) : '',
      effective: w.fmt.number(n, 1),
      count: a.concentration.weights.length,
    }),
    followUp: suggest.concentration(),
  });

  // Sector concentration is an equity risk; a diversified fund or a bond sector is not a bet on one industry.
  const equitySectors = new Set(a.valuation.positions.filter((p) => p.instrument.assetClass === 'equity').map((p) => p.instrument.sector));
  equitySectors.delete('diversified');
  const sector = a.allocation.sector.find((slice) => equitySectors.has(slice.key));
  if (sector && sector.status === 'above') {
    out.push({
      key: `sector:${sector.key}`,
      severity: 2,
      weight: sector.weight - a.bands.maxSector,
      markdown: w.t('card.finding.sector', { label: keyLabel(w, 'sector', sector.key), weight: w.fmt.pct(sector.weight), limit: w.fmt.pct(a.bands.maxSector, 0) }),
      followUp: suggest.sectorExposure(lowerLabel(w, 'sector', sector.key)),
    });
  }
  const region = a.allocation.region.find((slice) => slice.key !== 'global');
  if (region && region.status === 'above') {
    out.push({
      key: `region:${region.key}`,
      severity: 1,
      weight: region.weight - a.bands.maxRegion,
      markdown: w.t('card.finding.region', { label: keyLabel(w, 'region', region.key), weight: w.fmt.pct(region.weight), limit: w.fmt.pct(a.bands.maxRegion, 0) }),
      followUp: suggest.allocation(),
    });
  }
  if (a.allocation.foreignCurrencyWeight > a.bands.maxForeignCurrency) {
    const foreign = a.allocation.currency.filter((c) => c.key !== ccy);
    out.push({
      key: 'currency',
      severity: 2,
      weight: a.allocation.foreignCurrencyWeight - a.bands.maxForeignCurrency,
      markdown: w.t('card.finding.currency', {
        weight: w.fmt.pct(a.allocation.foreignCurrencyWeight),
        base: ccy,
        currencies: w.fmt.list(foreign.map((c) => `${c.key} ${w.fmt.pct(c.weight)}`)),
        limit: w.fmt.pct(a.bands.maxForeignCurrency, 0),
      }),
      followUp: suggest.currencyExposure(foreign[0]?.key ?? ccy),
    });
  }

  const losers = a.valuation.positions
    .filter((p) => p.pnl !== null && p.pnl.costBase > 0 && p.pnl.total / p.pnl.costBase < -LARGE_LOSS)
    .sort((x, y) => x.value / total - y.value / total || (x.ticker < y.ticker ? -1 : 1));
  for (const p of losers) {
    const pnl = p.pnl!;
    out.push({
      key: `loss:${p.ticker}`,
      severity: 2,
      weight: p.value / total,
      markdown: w.t('card.finding.loss', { ticker: p.ticker, ratio: w.fmt.signedPct(pnl.total / pnl.costBase), amount: w.fmt.money(Math.abs(pnl.total), ccy), weight: w.fmt.pct(p.value / total) }),
      followUp: suggest.price(p.ticker),
    });
  }

  if (a.risk.volatility !== null) {
    const limit = VOLATILITY_LIMIT[a.bands.effectiveTolerance];
    const above = a.risk.volatility > limit;
    out.push({
      key: 'risk',
      severity: above ? 2 : 1,
      // The share of the volatility beyond the profile's limit; a calm portfolio still gets a line.
      weight: above ? 1 - limit / a.risk.volatility : 0.1,
      markdown: w.t('card.finding.risk', {
        volatility: w.fmt.pct(a.risk.volatility),
        above: above ? 'yes' : 'no',
        limit: w.fmt.pct(limit, 0),
        profile,
        drawdown: w.fmt.pct(a.risk.maxDrawdown),
      }),
      followUp: suggest.risk(),
    });
  }

  return out.sort((x, y) => y.severity * y.weight - x.severity * x.weight || (x.key < y.key ? -1 : 1));
}
