import { bandText, capitalized, label, money, pct, signedMoney, signedPct } from '../../insight/analytics/format.js';
import type { PortfolioAnalytics } from '../../insight/analytics/portfolio-analytics.js';
import { STRESS_SHOCKS } from '../../insight/analytics/stress.js';
import type { PortfolioAspect } from '../understanding/intent.js';
import { bulletList, followUps, listText, storyLine, type ComposedAnswer } from './compose-shared.js';
import { changeOver, daysBefore, type AnswerFacts } from './facts.js';

/** Portfolio questions: performance, risk, concentration, allocation, fit, what changed and why. */
export function composePortfolioAnswer(facts: AnswerFacts): ComposedAnswer {
  const a = facts.analytics;
  const v = a.valuation;
  const paragraphs: string[] = [];
  if (v.positions.length === 0) {
    paragraphs.push(
      v.unpriced.length > 0
        ? `I could not value any holding of this portfolio: no market data for ${listText(v.unpriced.map((u) => u.ticker))}. I will not guess prices.`
        : 'This portfolio has no holdings yet, so there is nothing to analyse. Record trades or add holdings and ask again.',
    );
    return { paragraphs, followUps: followUps('What is happening in the markets?', 'What is going on with interest rates?'), entities: { tickers: [], topics: [] } };
  }

  const aspects = facts.understanding.aspects;
  paragraphs.push(headline(a));
  const sections: Record<PortfolioAspect, () => string[]> = {
    overview: () => [performance(a), concentrationText(a), allocationText(a)],
    performance: () => [performance(a), movers(a)],
    risk: () => [riskText(a)],
    concentration: () => [concentrationText(a)],
    allocation: () => [allocationText(a)],
    fit: () => [fitText(a)],
    changes: () => [changesText(facts)],
  };
  for (const aspect of aspects) paragraphs.push(...sections[aspect]().filter((p) => p.length > 0));

  // The market context: what the stored stories say about what this portfolio holds.
  if (facts.stories.length > 0) {
    paragraphs.push(`What is moving around your holdings:\n${bulletList(facts.stories.map((s) => storyLine(s, facts.citations)))}`);
  }
  if (v.unpriced.length > 0) {
    paragraphs.push(`Not valued (no market data or price, so left out rather than guessed): ${listText(v.unpriced.map((u) => u.ticker))}.`);
  }

  const top = a.concentration.top1?.ticker;
  const suggestions: Record<PortfolioAspect, string> = {
    overview: 'How is my portfolio performing?',
    performance: 'What changed in my portfolio recently and why?',
    risk: 'Is my portfolio too concentrated?',
    concentration: 'How is my portfolio allocated across asset classes?',
    allocation: 'Does my portfolio fit my risk profile?',
    fit: 'How risky is my portfolio?',
    changes: 'How is my portfolio performing?',
  };
  const asked = new Set(aspects);
  const next = (Object.keys(suggestions) as PortfolioAspect[]).filter((k) => !asked.has(k)).map((k) => suggestions[k]);
  return {
    paragraphs,
    followUps: followUps(...next.slice(0, 2), top ? `What is happening to ${top}?` : 'What is happening in the markets?'),
    entities: { tickers: [], topics: [] },
  };
}

function headline(a: PortfolioAnalytics): string {
  const v = a.valuation;
  return `Your portfolio is worth **${money(v.totalValue, a.baseCurrency)}** across ${v.positions.length} priced holding${v.positions.length === 1 ? '' : 's'} (prices as of ${v.pricesAsOf ?? a.asOf}).`;
}

function performance(a: PortfolioAnalytics): string {
  const u = a.valuation.unrealized;
  const parts: string[] = [];
  if (u.costBase > 0) {
    parts.push(
      `Unrealized P&L is **${signedMoney(u.total, a.baseCurrency)}** (${signedPct(u.total / u.costBase)} on a cost of ${money(u.costBase, a.baseCurrency)})${
        Math.abs(u.currencyEffect) >= 0.5
          ? `: ${signedMoney(u.priceEffect, a.baseCurrency)} from prices and ${signedMoney(u.currencyEffect, a.baseCurrency)} from currencies`
          : ''
      }.`,
    );
  } else {
    parts.push('No cost basis is recorded, so unrealized P&L cannot be computed.');
  }
  if (u.positionsWithoutCost.length > 0) parts.push(`Without a cost basis: ${listText(u.positionsWithoutCost)}.`);
  if (a.realized.sellCount > 0) parts.push(`Realized P&L from the trade log: ${signedMoney(a.realized.total, a.baseCurrency)}.`);
  if (a.risk.volatility !== null && a.risk.from && a.risk.to) {
    parts.push(`Over ${a.risk.from} to ${a.risk.to} today's holdings had an annualized volatility of ${pct(a.risk.volatility)}.`);
  }
  return parts.join(' ');
}

function movers(a: PortfolioAnalytics): string {
  const withPnl = a.valuation.positions.filter((p) => p.pnl !== null && p.pnl.costBase > 0);
  if (withPnl.length === 0) return '';
  const ratio = (p: (typeof withPnl)[number]): number => (p.pnl ? p.pnl.total / p.pnl.costBase : 0);
  const sorted = [...withPnl].sort((x, y) => ratio(y) - ratio(x));
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  if (!best || !worst) return '';
  const line = (p: typeof best): string => `${p.ticker} ${signedPct(ratio(p))} (${signedMoney(p.pnl?.total ?? 0, a.baseCurrency)})`;
  return best === worst ? `Only ${line(best)} has a cost basis.` : `Best: ${line(best)}. Weakest: ${line(worst)}.`;
}

function riskText(a: PortfolioAnalytics): string {
  const parts: string[] = [];
  const r = a.risk;
  if (r.volatility !== null) {
    parts.push(`Annualized volatility of today's holdings over the last 12 months: **${pct(r.volatility)}**; largest fall from a peak: ${pct(r.maxDrawdown)}${r.drawdownPeak && r.drawdownTrough ? ` (${r.drawdownPeak} to ${r.drawdownTrough})` : ''}.`);
  } else {
    parts.push('There is not enough price history to measure volatility.');
  }
  const s = a.stress;
  if (s.changeRatio !== null) {
    parts.push(
      `In a broad sell-off (${shockText()}) the portfolio would lose about **${money(Math.abs(s.change), a.baseCurrency)}** (${pct(Math.abs(s.changeRatio))})${s.largestContributor ? `, mostly through ${label(s.largestContributor.assetClass)}` : ''}.`,
    );
  }
  const top = a.concentration.top1;
  if (top) parts.push(`The largest single holding, ${top.ticker}, is ${pct(top.weight)} of the portfolio.`);
  if (a.riskExcluded.length > 0) parts.push(`Left out of volatility for lack of price history: ${listText(a.riskExcluded)}.`);
  return parts.join(' ');
}

function shockText(): string {
  return Object.entries(STRESS_SHOCKS)
    .filter(([, shock]) => shock < 0)
    .map(([cls, shock]) => `${label(cls)} ${signedPct(shock, 0)}`)
    .join(', ');
}

function concentrationText(a: PortfolioAnalytics): string {
  const c = a.concentration;
  if (!c.top1) return '';
  const top3 = c.weights.slice(0, 3).map((w) => `${w.ticker} ${pct(w.weight)}`);
  const verdict =
    c.top1.weight > a.bands.maxSingleHolding
      ? `${c.top1.ticker} is above the ${pct(a.bands.maxSingleHolding, 0)} limit for a single holding at your risk profile, so the portfolio is concentrated.`
      : c.effectiveHoldings < 5
        ? 'With fewer than five effective holdings the portfolio is concentrated.'
        : 'No single holding is above the limit for your risk profile.';
  return `Largest holdings: ${top3.join(', ')}. The top five make up ${pct(c.top5Weight)}; the portfolio behaves like **${c.effectiveHoldings.toFixed(1)} equal-sized holdings** (1/HHI). ${verdict}`;
}

function allocationText(a: PortfolioAnalytics): string {
  const held = a.allocation.assetClass.filter((s) => s.weight > 0 || (s.band && s.band.min > 0));
  const lines = held.map((s) => `${capitalized(s.key)}: ${pct(s.weight)}${s.band ? ` (band ${bandText(s.band)}, ${s.status})` : ''}`);
  const sectors = a.allocation.sector.slice(0, 3).map((s) => `${label(s.key)} ${pct(s.weight)}`);
  const foreign = a.allocation.foreignCurrencyWeight;
  return `Allocation by asset class:\n${bulletList(lines)}\n\nLargest sectors: ${sectors.join(', ')}. Held in currencies other than ${a.baseCurrency}: ${pct(foreign)}.`;
}

function fitText(a: PortfolioAnalytics): string {
  const b = a.bands;
  const profile = b.assumed
    ? 'No risk tolerance is recorded for this portfolio, so I compared it with balanced bands; set a profile for a real check.'
    : `Your profile is **${b.riskTolerance}**${b.horizonYears !== null ? ` with a ${b.horizonYears}-year horizon` : ''}${b.effectiveTolerance !== b.riskTolerance ? ` (bands of ${b.effectiveTolerance} after the horizon)` : ''}.`;
  const off = a.allocation.assetClass.filter((s) => s.status === 'above' || s.status === 'below');
  const offText =
    off.length === 0
      ? 'Every asset class is within its band.'
      : `Outside the bands: ${off.map((s) => `${label(s.key)} ${pct(s.weight)} is ${s.status} ${s.band ? bandText(s.band) : ''}`.trim()).join('; ')}.`;
  const top = a.concentration.top1;
  const single = top && top.weight > b.maxSingleHolding ? ` ${top.ticker} at ${pct(top.weight)} exceeds the ${pct(b.maxSingleHolding, 0)} single-holding limit.` : '';
  return `${profile} ${offText}${single}`;
}

function changesText(facts: AnswerFacts): string {
  const a = facts.analytics;
  const since = daysBefore(facts.asOf, 30);
  const recent = facts.trades.filter((t) => t.executedAt.slice(0, 10) >= since && t.executedAt.slice(0, 10) <= facts.asOf);
  const parts: string[] = [];
  parts.push(
    recent.length > 0
      ? `Trades in the last 30 days: ${recent.map((t) => `${t.side} ${t.quantity} ${t.ticker} on ${t.executedAt.slice(0, 10)}`).join('; ')}.`
      : 'No trades were recorded in the last 30 days, so what changed is prices and the news.',
  );
  const moves = a.valuation.positions
    .map((p) => ({ ticker: p.ticker, change: changeOver(facts.priceHistory.get(p.ticker), 30) }))
    .filter((m): m is { ticker: string; change: number } => m.change !== null)
    .sort((x, y) => Math.abs(y.change) - Math.abs(x.change))
    .slice(0, 3);
  if (moves.length > 0) parts.push(`Biggest price moves over the last month: ${moves.map((m) => `${m.ticker} ${signedPct(m.change)}`).join(', ')}.`);
  if (facts.stories.length === 0) parts.push('No stored story touches your holdings, so I cannot say why beyond the prices.');
  return parts.join(' ');
}
