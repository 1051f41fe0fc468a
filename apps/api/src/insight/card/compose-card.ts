import type { Card, CardWarning, FollowUp, Performance, Position, Section } from '@clarity/shared';
import type { Source, StoryRecord } from '../../market/types.js';
import { bandText, capitalized, label, money, pct, signedMoney, signedPct } from '../analytics/format.js';
import type { PortfolioAnalytics } from '../analytics/portfolio-analytics.js';
import { STRESS_SHOCKS } from '../analytics/stress.js';
import { CitationRegistry, stalenessOf } from '../citations.js';
import { findingsFor, type Finding } from '../findings.js';
import { narrativeStories, RELEVANCE_WINDOW_DAYS, recentStories, round, type RankedStory } from '../market-context.js';

/** Findings shown in the positions section; the rest become follow-up questions. */
export const FINDINGS_SHOWN = 4;
/** Stories told in the market-context section. */
export const STORIES_SHOWN = 3;
/** Stories in the narrative view: the threads behind the market context (or, when nothing recent happened, the last ones that touched the portfolio). */
export const NARRATIVE_STORIES = 3;
export const MAX_FOLLOW_UPS = 4;

export interface CardInputs {
  analytics: PortfolioAnalytics;
  /** Stories ranked for this portfolio (rankStories), exposed ones only. */
  ranked: RankedStory[];
  /** The newest story of the whole market data set, told when nothing touching the portfolio happened. */
  newestStory: StoryRecord | null;
  /** Every stored source the stories above cite. */
  sources: ReadonlyMap<string, Source>;
  /** One per ticker (see insight/positions.ts). */
  positions: Position[];
  performance: Performance;
}

/**
 * The deterministic card: every number computed by the analytics, every market claim citing a
 * stored source, the same inputs giving the same bytes.
 */
export function composeCard(inputs: CardInputs): Card {
  const a = inputs.analytics;
  const registry = new CitationRegistry(inputs.sources);
  const recent = recentStories(inputs.ranked);
  const marketContext = marketContextSection(inputs, recent, registry);
  const findings = findingsFor(a);
  const positionsAnalysis = positionsSection(a, findings);
  const citations = registry.list();
  return {
    marketContext,
    positionsAnalysis,
    followUps: followUpsFor(findings, recent, inputs.ranked),
    citations,
    staleness: stalenessOf(citations, a.asOf, a.valuation.pricesAsOf),
    narrative: { stories: narrativeStories(inputs.ranked.slice(0, NARRATIVE_STORIES)) },
    asOf: a.asOf,
    baseCurrency: a.baseCurrency,
    totalValue: round(a.valuation.totalValue, 2),
    allocation: {
      byAssetClass: a.allocation.assetClass.map((s) => ({
        key: s.key,
        label: capitalized(s.key),
        weight: round(s.weight, 4),
        value: round(s.value, 2),
        band: s.band,
        status: s.status,
      })),
      bySector: a.allocation.sector.map(cardSlice),
      byRegion: a.allocation.region.map(cardSlice),
      byCurrency: a.allocation.currency.map((s) => ({ ...cardSlice(s), label: s.key })),
      bandsFrom: { riskTolerance: a.bands.effectiveTolerance, horizonYears: a.bands.horizonYears, assumed: a.bands.assumed },
    },
    positions: inputs.positions,
    performance: inputs.performance,
    warnings: warningsFor(a),
    wording: 'deterministic',
  };
}

function marketContextSection(inputs: CardInputs, recent: RankedStory[], registry: CitationRegistry): Section {
  const asOf = inputs.analytics.asOf;
  const lines: string[] = [];
  if (recent.length > 0) {
    const shown = recent.slice(0, STORIES_SHOWN);
    lines.push(`${recent.length === 1 ? 'One story' : `${recent.length} stories`} in the stored news touched your holdings in the ${RELEVANCE_WINDOW_DAYS} days to ${asOf}${recent.length > shown.length ? `; the ${shown.length} that matter most` : ''}:`);
    lines.push('');
    for (const r of shown) lines.push(`- ${storyLine(r, registry)}`);
  } else {
    lines.push(`Nothing relevant happened: no stored story touching your holdings has a development in the ${RELEVANCE_WINDOW_DAYS} days to ${asOf}.`);
    const lastExposed = [...inputs.ranked].sort((x, y) => x.ageDays - y.ageDays || (x.story.id < y.story.id ? -1 : 1))[0];
    if (lastExposed) {
      const m = registry.markers(lastExposed.latest.sourceIds);
      lines.push(`The last one, **${lastExposed.story.title}**, dates from ${lastExposed.latest.date}: ${lastExposed.latest.headline}${m.text}.`);
    } else if (inputs.newestStory) {
      const latest = inputs.newestStory.developments.at(-1);
      if (latest) {
        const m = registry.markers(latest.sourceIds);
        lines.push(`The latest stored market news, from ${latest.date}: ${latest.headline}${m.text}.`);
      }
    } else {
      lines.push('No market news is stored yet.');
    }
  }
  const markdown = lines.join('\n');
  return { title: 'Market context', markdown, citationIds: registry.list().map((c) => c.id) };
}

function storyLine(r: RankedStory, registry: CitationRegistry): string {
  const m = registry.markers(r.latest.sourceIds);
  const via = r.holdings.slice(0, 3).join(', ') + (r.holdings.length > 3 ? ` and ${r.holdings.length - 3} more` : '');
  const changes = r.latest.stateChanges.map((c) => `${c.entity} ${label(c.attribute)}: ${c.from} → ${c.to}`);
  return `**${r.story.title}** (${r.story.status}; ${pct(r.exposure)} of the portfolio exposed via ${via}). ${r.latest.date}: ${r.latest.headline}${m.text}.${changes.length > 0 ? ` ${changes.join('; ')}.` : ''}`;
}

function positionsSection(a: PortfolioAnalytics, findings: Finding[]): Section {
  const v = a.valuation;
  const ccy = a.baseCurrency;
  const lines: string[] = [];
  if (v.positions.length === 0) {
    lines.push(
      v.unpriced.length === 0
        ? 'The portfolio holds nothing yet, so there is nothing to analyse.'
        : `None of the holdings could be valued, so no figure can be given.`,
    );
  } else {
    const count = new Set(v.positions.map((p) => p.ticker)).size;
    let summary = `**${money(v.totalValue, ccy)}** across ${count} holding${count === 1 ? '' : 's'}, priced as of ${v.pricesAsOf}.`;
    const u = v.unrealized;
    if (u.costBase > 0) {
      const foreign = v.positions.filter((p) => p.pnl !== null && p.instrument.currency !== ccy);
      const splitKnown = foreign.some((p) => p.pnl?.currencySplitKnown);
      const ratio = u.total / u.costBase;
      // A cost near zero gives no meaningful percentage.
      const ratioText = Number.isFinite(ratio) && Math.abs(ratio) < 1e4 ? ` (${signedPct(ratio)})` : '';
      summary += ` Unrealized P&L ${signedMoney(u.total, ccy)}${ratioText}`;
      summary += splitKnown ? `: ${signedMoney(u.priceEffect, ccy)} from prices, ${signedMoney(u.currencyEffect, ccy)} from currencies.` : '.';
    }
    if (u.positionsWithoutCost.length > 0) summary += ` No cost basis for ${u.positionsWithoutCost.join(', ')}, so ${u.positionsWithoutCost.length === 1 ? 'its' : 'their'} P&L is unknown.`;
    if (u.positionsWithoutPurchaseDate.length > 0) {
      summary += ` No purchase date for ${u.positionsWithoutPurchaseDate.join(', ')} in the trade log, so ${u.positionsWithoutPurchaseDate.length === 1 ? 'its' : 'their'} currency effect cannot be separated from price.`;
    }
    lines.push(summary, '');
    for (const f of findings.slice(0, FINDINGS_SHOWN)) lines.push(`- ${f.markdown}`);
    lines.push('', stressLine(a), '', profileLine(a));
  }
  if (v.unpriced.length > 0) {
    const named = v.unpriced.map((u) => `**${u.ticker}** (${UNPRICED_WORDS[u.reason]})`);
    lines.push('', `Not valued and left out of every figure: ${named.join(', ')}.`);
  }
  return { title: 'Your positions', markdown: lines.join('\n').trim(), citationIds: [] };
}

const UNPRICED_WORDS = {
  unknown_ticker: 'unknown ticker, no market data',
  missing_price: 'no price on or before the valuation day',
  missing_fx: 'no exchange rate to the base currency',
} as const;

function stressLine(a: PortfolioAnalytics): string {
  const s = a.stress;
  const held = new Set(a.valuation.positions.map((p) => p.instrument.assetClass));
  const parts = (['equity', 'crypto', 'commodity'] as const).filter((c) => held.has(c)).map((c) => `${label(c)} ${pct(-STRESS_SHOCKS[c], 0)}`);
  const fall = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  if (parts.length === 0 || s.changeRatio === null) {
    return 'Stress: the portfolio holds no equity, crypto or commodities, so a market sell-off would leave its value largely unchanged.';
  }
  return `Stress: if prices fell by ${fall}, the portfolio would lose about ${money(-s.change, a.baseCurrency)} (${pct(-s.changeRatio)} of its value)${s.largestContributor ? `, most of it from ${label(s.largestContributor.assetClass)}` : ''}.`;
}

function profileLine(a: PortfolioAnalytics): string {
  const b = a.bands;
  const fit = a.allocation.assetClass
    .filter((s) => s.band !== null && (s.weight > 0 || s.band.min > 0))
    .map((s) => `${label(s.key)} ${pct(s.weight)} (${bandText(s.band!)}${s.status === 'within' ? '' : `, ${s.status}`})`);
  if (b.assumed) {
    return `Profile: none given, so the fit cannot be judged; the flags above use balanced bands: ${fit.join(', ')}.`;
  }
  const horizon = b.horizonYears === null ? '' : `, ${b.horizonYears}-year horizon`;
  const shifted = b.effectiveTolerance !== b.riskTolerance ? ` (the short horizon moves the bands to ${b.effectiveTolerance})` : '';
  const outside = a.allocation.assetClass.filter((s) => s.status === 'above' || s.status === 'below').length;
  return `Profile: ${b.riskTolerance}${horizon}${shifted}. ${outside === 0 ? 'The asset mix fits' : `${outside} asset class${outside === 1 ? ' is' : 'es are'} outside the bands`}: ${fit.join(', ')}.`;
}

function warningsFor(a: PortfolioAnalytics): CardWarning[] {
  return a.valuation.unpriced.map((u) => ({
    code: u.reason,
    ticker: u.ticker,
    message: `${u.ticker}: ${UNPRICED_WORDS[u.reason]}; left out of the analysis.`,
  }));
}

/** Questions from the findings the card did not show, then stories it did not tell; topped up with deeper questions. */
function followUpsFor(findings: Finding[], recent: RankedStory[], ranked: RankedStory[]): FollowUp[] {
  const questions: string[] = [];
  for (const f of findings.slice(FINDINGS_SHOWN)) questions.push(f.followUp);
  for (const r of recent.slice(STORIES_SHOWN)) questions.push(`What is the latest on ${r.story.title}?`);
  // Too few uncovered findings: go deeper on the ones shown, then on the market.
  for (const f of findings.slice(0, FINDINGS_SHOWN)) questions.push(f.followUp);
  const top = ranked[0];
  if (top) questions.push(`How could ${top.story.title} affect my holdings?`);
  questions.push('What has happened in the markets this week?');
  return [...new Set(questions)].slice(0, MAX_FOLLOW_UPS).map((question) => ({ question }));
}

/** A sector, region or currency slice as the card carries it (the widget's allocation tabs). */
function cardSlice(s: PortfolioAnalytics['allocation']['sector'][number]): Card['allocation']['bySector'][number] {
  return { key: s.key, label: capitalized(s.key), weight: round(s.weight, 4), value: round(s.value, 2), band: s.band, status: s.status };
}
