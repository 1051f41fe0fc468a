import type { RiskTolerance } from '@clarity/shared';
import { bandText, capitalized, decimal, label, money, pct, signedMoney, signedPct } from './analytics/format.js';
import type { PortfolioAnalytics } from './analytics/portfolio-analytics.js';

/** One observation about a portfolio, ranked by severity × the share of the portfolio it affects. */
export interface Finding {
  key: string;
  /** 3 = outside the profile by a wide margin, 2 = outside it, 1 = worth knowing. */
  severity: 1 | 2 | 3;
  /** Share of the portfolio the finding is about, 0–1. */
  weight: number;
  markdown: string;
  /** A question the chat can answer to go deeper. */
  followUp: string;
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
 * share of the portfolio outside its band (a band breach), the share of a holding (a loss) or of
 * the activity (fees, turnover); ties by key, so the order is stable.
 */
export function findingsFor(a: PortfolioAnalytics): Finding[] {
  const total = a.valuation.totalValue;
  if (a.valuation.positions.length === 0 || total <= 0) return [];
  const ccy = a.baseCurrency;
  const profileName = a.bands.assumed ? 'balanced (assumed)' : a.bands.effectiveTolerance;
  const out: Finding[] = [];

  for (const slice of a.allocation.assetClass) {
    if (slice.band === null || slice.status === 'within' || slice.status === 'none') continue;
    const gap = slice.status === 'above' ? slice.weight - slice.band.max : slice.band.min - slice.weight;
    const name = capitalized(slice.key);
    out.push({
      key: `asset_class:${slice.key}`,
      severity: gap > 0.1 ? 3 : 2,
      weight: gap,
      markdown: `${name} is ${pct(slice.weight)} of the portfolio, ${slice.status} the ${bandText(slice.band)} band for a ${profileName} profile.`,
      followUp: `How would I bring ${label(slice.key)} back within ${bandText(slice.band)}?`,
    });
  }

  // The single-holding limit is about single names: a broad fund (diversified equity, bonds) is many holdings in one.
  const singleNames = new Set(
    a.valuation.positions
      .filter((p) => p.instrument.assetClass === 'crypto' || (p.instrument.assetClass === 'equity' && p.instrument.sector !== 'diversified'))
      .map((p) => p.ticker),
  );
  const top = a.concentration.top1;
  const largestName = a.concentration.weights.find((w) => singleNames.has(w.ticker));
  if (largestName && largestName.weight > a.bands.maxSingleHolding) {
    out.push({
      key: `holding:${largestName.ticker}`,
      severity: largestName.weight > 1.5 * a.bands.maxSingleHolding ? 3 : 2,
      weight: largestName.weight - a.bands.maxSingleHolding,
      markdown: `**${largestName.ticker}** alone is ${pct(largestName.weight)} of the portfolio, above the ${pct(a.bands.maxSingleHolding, 0)} single-holding limit for a ${profileName} profile.`,
      followUp: `What would a 30% fall in ${largestName.ticker} do to my portfolio?`,
    });
  }

  const n = a.concentration.effectiveHoldings;
  out.push({
    key: 'diversification',
    severity: n < 3 ? 2 : 1,
    // What the five largest hold beyond half the portfolio.
    weight: Math.max(0, a.concentration.top5Weight - 0.5),
    markdown: `Largest holding ${top ? `**${top.ticker}** ${pct(top.weight)}` : 'none'}; the top five make up ${pct(a.concentration.top5Weight)}; effective number of holdings ${decimal(n)} (1/HHI).`,
    followUp: 'How diversified is my portfolio across holdings?',
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
      markdown: `Sector ${label(sector.key)} is ${pct(sector.weight)}, above the ${pct(a.bands.maxSector, 0)} sector limit.`,
      followUp: `Which of my holdings drive my ${label(sector.key)} exposure?`,
    });
  }
  const region = a.allocation.region.find((slice) => slice.key !== 'global');
  if (region && region.status === 'above') {
    out.push({
      key: `region:${region.key}`,
      severity: 1,
      weight: region.weight - a.bands.maxRegion,
      markdown: `Region ${label(region.key)} is ${pct(region.weight)}, above the ${pct(a.bands.maxRegion, 0)} regional limit.`,
      followUp: `How exposed am I to ${label(region.key)}?`,
    });
  }
  if (a.allocation.foreignCurrencyWeight > a.bands.maxForeignCurrency) {
    const foreign = a.allocation.currency.filter((c) => c.key !== ccy).map((c) => `${c.key} ${pct(c.weight)}`);
    out.push({
      key: 'currency',
      severity: 2,
      weight: a.allocation.foreignCurrencyWeight - a.bands.maxForeignCurrency,
      markdown: `${pct(a.allocation.foreignCurrencyWeight)} is held in currencies other than ${ccy} (${foreign.join(', ')}), above the ${pct(a.bands.maxForeignCurrency, 0)} limit.`,
      followUp: `How much do currency moves affect my portfolio in ${ccy}?`,
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
      markdown: `**${p.ticker}** is ${signedPct(pnl.total / pnl.costBase)} on its cost (${signedMoney(pnl.total, ccy)}) and weighs ${pct(p.value / total)}.`,
      followUp: `Why has ${p.ticker} fallen?`,
    });
  }

  if (a.risk.volatility !== null) {
    const limit = VOLATILITY_LIMIT[a.bands.effectiveTolerance];
    out.push({
      key: 'risk',
      severity: a.risk.volatility > limit ? 2 : 1,
      // The share of the volatility beyond the profile's limit; a calm portfolio still gets a line.
      weight: a.risk.volatility > limit ? 1 - limit / a.risk.volatility : 0.1,
      markdown: `Over ${a.risk.from} to ${a.risk.to}, today's holdings would have moved with ${pct(a.risk.volatility)} annualized volatility${a.risk.volatility > limit ? ` (above ${pct(limit, 0)} for a ${profileName} profile)` : ''} and a maximum drawdown of ${pct(a.risk.maxDrawdown)}${a.risk.drawdownPeak ? ` (${a.risk.drawdownPeak} to ${a.risk.drawdownTrough})` : ''}.`,
      followUp: 'How volatile has my portfolio been over the past year?',
    });
  }

  if (a.realized.sellCount > 0) {
    const unmatched = a.realized.unmatchedSells.map((u) => u.ticker);
    out.push({
      key: 'realized',
      severity: 1,
      weight: Math.min(1, Math.abs(a.realized.total) / total),
      markdown: `Realized P&L from the trade log (FIFO): ${signedMoney(a.realized.total, ccy)} over ${a.realized.sellCount} sell${a.realized.sellCount === 1 ? '' : 's'}${unmatched.length > 0 ? `; sells of ${unmatched.join(', ')} exceed the buys logged, so their cost is unknown` : ''}.`,
      followUp: 'Which of my trades realized the most profit or loss?',
    });
  }
  if (a.costs.feeRatio !== null && a.costs.fees > 0) {
    out.push({
      key: 'fees',
      severity: a.costs.feeRatio > 0.005 ? 2 : 1,
      weight: Math.min(1, a.costs.fees12m / total),
      markdown: `Fees: ${money(a.costs.fees, ccy)} on ${money(a.costs.notional, ccy)} traded (${pct(a.costs.feeRatio, 2)}); ${money(a.costs.fees12m, ccy)} in the last 12 months (${pct(a.costs.feesToValue12m ?? 0, 2)} of the value).`,
      followUp: 'How much have I paid in trading fees?',
    });
  }
  if (a.turnover.ratio !== null && a.turnover.tradeCount12m > 0) {
    out.push({
      key: 'turnover',
      severity: a.turnover.ratio > 1 ? 2 : 1,
      weight: Math.min(1, a.turnover.ratio),
      markdown: `12-month turnover ${pct(a.turnover.ratio)} (bought ${money(a.turnover.buys12m, ccy)}, sold ${money(a.turnover.sells12m, ccy)} over ${a.turnover.tradeCount12m} trades).`,
      followUp: 'How actively have I traded over the past year?',
    });
  }

  return out.sort((x, y) => y.severity * y.weight - x.severity * x.weight || (x.key < y.key ? -1 : 1));
}
