import type { Locale } from '../../i18n/catalog.js';
import type { Card, CardWarning, FollowUp, Performance, Position, Section } from '@clarity/shared';
import type { Source, StoryRecord } from '../../market/types.js';
import type { PortfolioAnalytics } from '../analytics/portfolio-analytics.js';
import { STRESS_SHOCKS } from '../analytics/stress.js';
import { stalenessOf } from '../citations.js';
import { findingsFor, type Finding } from '../findings.js';
import { chooseHeadline } from '../headline.js';
import { stalePricesOf } from '../positions.js';
import { directStories, narrativeStories, NARRATIVE_MAX_STORIES, RELEVANCE_WINDOW_DAYS, recentStories, round, type RankedStory } from '../market-context.js';
import { followUpsOf, suggest, type Suggestion } from '../suggestions.js';
import { storySentence, viewOf } from '../tools/stories.js';
import type { Words } from '../tools/types.js';
import { keyLabel, lowerLabel, toleranceLabel, wordsFor } from '../tools/words.js';
import { closedBookSentence, costSourceSentences, type PortfolioSummary } from '../tools/portfolio-summary.js';
import type { ProfileFitOutput } from '../tools/profile-fit.js';
import type { RiskOutput } from '../tools/risk.js';

/** Findings shown in the positions section; the rest become follow-up questions. */
export const FINDINGS_SHOWN = 4;
/** Stories named in the market-context text; the narrative carries up to NARRATIVE_MAX_STORIES. */
export const STORIES_SHOWN = 3;
export const MAX_FOLLOW_UPS = 4;
/** Trading results are worth a line when they move the portfolio by at least this share of its value. */
const MATERIAL_SHARE = 0.001;

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
  /** What the registry's tools computed for this portfolio: the card's lead, stress and profile lines read them. */
  tools: { summary: PortfolioSummary; risk: RiskOutput; fit: ProfileFitOutput };
  /** The language every sentence and figure is written in. */
  locale: Locale;
}

/**
 * The deterministic card: every number computed by the analytics, every market claim citing a
 * stored source, every sentence from the message catalog, the same inputs giving the same bytes.
 */
export function composeCard(inputs: CardInputs): Card {
  const a = inputs.analytics;
  const words = wordsFor(inputs.sources, inputs.locale);
  // The card tells the stories about what the portfolio holds; broad ones (a central bank reaching a crypto book
  // through the dollar) stay in the chat's reach, not among "the ones that matter most".
  const direct = directStories(inputs.ranked);
  const recent = recentStories(direct);
  const findings = findingsFor(a, words);
  // First, so that its citation (if any) is [1]: sources are numbered in reading order.
  const chosen = chooseHeadline(a, findings, inputs.ranked, words);
  const marketContext = marketContextSection(inputs, recent, direct, words);
  // The positions section never repeats the headline's finding.
  // With cash reported, the total counts the cash the performance engine carried to today (one computation: the series'
  // last value is the same sum), and the share of the value resting on old prices is a share of that total.
  const totalValue = a.valuation.totalValue + inputs.performance.cashBalance.value;
  const stalePrices = stalePricesOf(inputs.positions, totalValue);
  const positionsAnalysis = positionsSection(a, inputs.tools, findings.filter((f) => f !== chosen.finding), inputs.performance, stalePrices, words);
  const citations = words.cite.list();
  const narrated = recent.length > 0 ? recent.slice(0, NARRATIVE_MAX_STORIES) : direct.slice(0, STORIES_SHOWN);
  return {
    headline: chosen.headline,
    marketContext,
    positionsAnalysis,
    followUps: followUpsFor(a, findings, recent, inputs.ranked, words),
    citations,
    staleness: stalenessOf(citations, a.asOf, a.valuation.pricesAsOf),
    narrative: { stories: narrativeStories(narrated) },
    asOf: a.asOf,
    baseCurrency: a.baseCurrency,
    totalValue: round(totalValue, 2),
    allocation: {
      byAssetClass: a.allocation.assetClass.map((s) => ({
        key: s.key,
        label: keyLabel(words, 'asset_class', s.key),
        weight: round(s.weight, 4),
        value: round(s.value, 2),
        band: s.band,
        status: s.status,
      })),
      bySector: a.allocation.sector.map((s) => cardSlice(s, keyLabel(words, 'sector', s.key))),
      byRegion: a.allocation.region.map((s) => cardSlice(s, keyLabel(words, 'region', s.key))),
      byCurrency: a.allocation.currency.map((s) => cardSlice(s, keyLabel(words, 'currency', s.key))),
      bandsFrom: { riskTolerance: a.bands.effectiveTolerance, horizonYears: a.bands.horizonYears, assumed: a.bands.assumed },
    },
    positions: inputs.positions,
    stalePrices,
    performance: inputs.performance,
    warnings: warningsFor(a, words),
    wording: 'deterministic',
    locale: inputs.locale,
  };
}

function marketContextSection(inputs: CardInputs, recent: RankedStory[], direct: RankedStory[], w: Words): Section {
  const a = inputs.analytics;
  const held = a.valuation.positions;
  const lines: string[] = [];
  if (recent.length > 0) {
    const shown = recent.slice(0, STORIES_SHOWN);
    // The section opens with what the story rows cannot say: how much of the portfolio the stories bear on together
    // (each holding counted once). A story's own holdings and share are on its row (and bullet), so when one story
    // covers every holding the news touches, the sentence is left out rather than repeat that row.
    const reach = newsReach(recent, a.concentration.weights);
    const repeatsRow = reach.holdings === (shown[0] as RankedStory).direct.length;
    lines.push(
      w.t('card.market.lead', {
        count: recent.length,
        days: RELEVANCE_WINDOW_DAYS,
        shown: shown.length,
        holdings: repeatsRow ? '' : reach.holdings,
        share: repeatsRow ? '' : w.fmt.pct(reach.share),
        whole: reach.holdings === a.concentration.weights.filter((x) => x.weight > 0).length ? 'yes' : 'no',
      }),
    );
    lines.push('');
    for (const r of shown) lines.push(`- ${storySentence(viewOf(r.story, held), w, r.directShare)}`);
  } else {
    lines.push(w.t('card.market.nothing', { days: RELEVANCE_WINDOW_DAYS }));
    const lastExposed = [...direct].sort((x, y) => x.ageDays - y.ageDays || (x.story.id < y.story.id ? -1 : 1))[0];
    const told = lastExposed?.story ?? inputs.newestStory;
    if (told) {
      lines.push(w.t(lastExposed ? 'card.market.last_exposed' : 'card.market.latest_overall'));
      lines.push('', `- ${storySentence(viewOf(told, held), w, lastExposed?.directShare)}`);
    } else {
      lines.push(w.t('card.market.no_news'));
    }
  }
  return { title: w.t('card.market.title'), markdown: lines.join('\n'), citationIds: w.cite.list().map((c) => c.id) };
}

/** The holdings the stories bear on directly, each counted once however many stories name it, and their summed weight (0–1). */
function newsReach(stories: readonly RankedStory[], weights: readonly { ticker: string; weight: number }[]): { holdings: number; share: number } {
  const touched = new Set(stories.flatMap((r) => r.direct));
  return { holdings: touched.size, share: weights.filter((x) => touched.has(x.ticker)).reduce((sum, x) => sum + x.weight, 0) };
}

function positionsSection(a: PortfolioAnalytics, tools: CardInputs['tools'], findings: Finding[], performance: Performance, stale: Card['stalePrices'], w: Words): Section {
  const { summary, risk, fit } = tools;
  const ccy = summary.baseCurrency;
  const lines: string[] = [];
  if (summary.closedBook) {
    lines.push(closedBookSentence(summary.closedBook, ccy, w));
  } else if (summary.holdingCount === 0) {
    lines.push(summary.unpriced.length === 0 ? w.t('card.positions.empty') : w.t('card.positions.none_valued'));
  } else {
    const parts = [w.t('card.positions.lead', { value: w.fmt.money(summary.totalValue, ccy), count: summary.holdingCount, date: w.fmt.date(summary.pricesAsOf ?? a.asOf) })];
    // The card's total counts the cash the log reports (performance.cashBalance): said here, so the text agrees with it.
    if (performance.cashBalance.value !== 0) {
      parts.push(w.t('card.positions.cash', { cash: w.fmt.money(performance.cashBalance.value, ccy), total: w.fmt.money(summary.totalValue + performance.cashBalance.value, ccy) }));
    }
    if (summary.unrealized) {
      parts.push(
        w.t('card.positions.unrealized', {
          direction: summary.unrealized.total < 0 ? 'loss' : 'gain',
          amount: w.fmt.money(Math.abs(summary.unrealized.total), ccy),
          ratio: summary.unrealized.ratio === null ? '' : w.fmt.signedPct(summary.unrealized.ratio),
          prices: summary.split ? w.fmt.signedMoney(summary.split.prices, ccy) : '',
          currencies: summary.split ? w.fmt.signedMoney(summary.split.currencies, ccy) : '',
        }),
      );
    }
    parts.push(...costSourceSentences(summary, w));
    // Foreign holdings without a purchase date (inline portfolios, holdings the trade log does not explain): today's rate
    // stands in for the purchase rate, so their result cannot be split between prices and exchange rates (docs/insight.md).
    const undated = a.valuation.unrealized.positionsWithoutPurchaseDate;
    if (summary.unrealized && undated.length > 0) {
      parts.push(w.t('card.positions.no_split', { tickers: w.fmt.list(undated), count: undated.length, split: summary.split ? 'yes' : 'no' }));
    }
    // How much of the value rests on closes older than their market's usual gap (docs/insight.md#price-freshness).
    if (stale.tickers.length > 0) {
      parts.push(
        w.t('card.positions.stale_prices', { count: stale.tickers.length, tickers: w.fmt.list(stale.tickers), value: w.fmt.money(stale.value, ccy), share: w.fmt.pct(stale.share) }),
      );
    }
    lines.push(parts.join(' '));
    const perf = performanceLine(performance, w);
    if (perf) lines.push('', perf);
    const income = incomeLine(performance, w);
    if (income) lines.push('', income);
    lines.push('');
    for (const f of findings.slice(0, FINDINGS_SHOWN)) lines.push(`- ${f.markdown}`);
    lines.push('', stressLine(risk, a, w));
    const activity = activityLine(a, w);
    if (activity) lines.push('', activity);
    lines.push('', profileLine(fit, w));
  }
  if (summary.unpriced.length > 0) {
    const named = summary.unpriced.map((x) => w.t(UNPRICED_NAMED[x.reason as keyof typeof UNPRICED_NAMED], { ticker: x.ticker }));
    lines.push('', w.t('card.unpriced', { holdings: w.fmt.list(named) }));
  }
  return { title: w.t('card.positions.title'), markdown: lines.join('\n').trim(), citationIds: [] };
}

/** "Over the past year your portfolio returned +8.1%, against +6.4% for its benchmark." (1Y, else the longest period with a figure). */
function performanceLine(p: Performance, w: Words): string | null {
  const order = ['1Y', 'YTD', '3M', '1M'] as const;
  const row = order.map((label) => p.periods.find((x) => x.label === label && x.twr !== null)).find((x) => x !== undefined);
  if (!row || row.twr === null) return null;
  return w.t('card.positions.performance', {
    period: w.t(`label.period.${row.label}`),
    twr: w.fmt.signedPct(row.twr),
    benchmark: row.benchmark === null ? '' : w.fmt.signedPct(row.benchmark),
    // A catalog benchmark is called by its name; a blend or components stay "its benchmark".
    name: p.benchmark?.name === undefined ? '' : p.benchmark.label,
    basis: p.basis,
  });
}

/**
 * "Over the past year it earned **$61.20** of income after tax withheld at source: $64.00 in dividends ($9.60 of it
 * withheld) and $6.80 in interest; $12.00 went on fees and taxes outside trades. Income made up +1.2% of the +8.1%
 * total return, prices +6.9%." Over the period the performance line names (1Y, else the longest with a figure), else
 * since the first activity; only when the book has income, fees or taxes in it.
 */
function incomeLine(p: Performance, w: Words): string | null {
  const order = ['1Y', 'YTD', '3M', '1M', 'SI'] as const;
  const row = order.map((label) => p.periods.find((x) => x.label === label && x.twr !== null)).find((x) => x !== undefined);
  const money = row?.income ?? p.income.total;
  const costs = money.fees + money.taxes;
  if (money.dividends === 0 && money.interest === 0 && costs === 0) return null;
  const ccy = p.currency;
  const parts: string[] = [];
  if (money.dividends > 0) {
    parts.push(w.t('card.income.dividends', { amount: w.fmt.money(money.dividends, ccy), withheld: money.withholdingTax > 0 ? w.fmt.money(money.withholdingTax, ccy) : '' }));
  }
  if (money.interest > 0) parts.push(w.t('card.income.interest', { amount: w.fmt.money(money.interest, ccy) }));
  const withReturn = row !== undefined && row.incomeReturn !== null && row.priceReturn !== null && row.twr !== null && (money.dividends > 0 || money.interest > 0);
  return w.t('card.positions.income', {
    period: row === undefined ? 'none' : w.t(`label.period.${row.label}`),
    net: money.dividends > 0 || money.interest > 0 ? w.fmt.money(money.dividends - money.withholdingTax + money.interest, ccy) : '',
    parts: parts.length === 0 ? 'none' : w.fmt.list(parts),
    costs: costs > 0 ? w.fmt.money(costs, ccy) : '',
    income: withReturn ? w.fmt.signedPct(row.incomeReturn ?? 0) : '',
    total: withReturn ? w.fmt.signedPct(row.twr ?? 0) : '',
    prices: withReturn ? w.fmt.signedPct(row.priceReturn ?? 0) : '',
  });
}

/** Realized results, fees and turnover from the trade log, when they are material. */
function activityLine(a: PortfolioAnalytics, w: Words): string | null {
  const total = a.valuation.totalValue;
  if (a.tradeCount === 0 || total <= 0) return null;
  const ccy = a.baseCurrency;
  const realized = a.realized.sellCount > 0 && Math.abs(a.realized.total) >= MATERIAL_SHARE * total;
  const fees = a.costs.fees12m >= MATERIAL_SHARE * total;
  // Buying only (or selling only) replaces nothing: a turnover that rounds to 0.0% is not worth a sentence.
  const turnover = a.turnover.ratio !== null && a.turnover.tradeCount12m > 0 && a.turnover.ratio >= MATERIAL_SHARE;
  if (!realized && !fees && !turnover) return null;
  return w.t('card.positions.activity', {
    realized: realized ? w.fmt.money(Math.abs(a.realized.total), ccy) : '',
    direction: a.realized.total < 0 ? 'loss' : 'gain',
    fees: fees ? w.fmt.money(a.costs.fees12m, ccy) : '',
    turnover: turnover ? w.fmt.pct(a.turnover.ratio ?? 0) : '',
    trades: a.turnover.tradeCount12m,
  });
}

// The shocks are falls, written signed ("equities -20%"): a bare "equities 20%" reads as a weight.
function stressLine(risk: RiskOutput, a: PortfolioAnalytics, w: Words): string {
  const heldClasses = new Set(a.valuation.positions.map((p) => p.instrument.assetClass));
  const shocks = (['equity', 'crypto', 'commodity'] as const).filter((c) => heldClasses.has(c)).map((c) => `${lowerLabel(w, 'asset_class', c)} ${w.fmt.signedPct(STRESS_SHOCKS[c], 0)}`);
  if (shocks.length === 0 || risk.stress.ratio === null) return w.t('card.positions.stress_none');
  return w.t('card.positions.stress', {
    shocks: w.fmt.list(shocks),
    loss: w.fmt.money(risk.stress.loss, risk.baseCurrency),
    ratio: w.fmt.pct(risk.stress.ratio),
    contributor: risk.stress.largestContributor ? lowerLabel(w, 'asset_class', risk.stress.largestContributor) : '',
  });
}

function profileLine(fit: ProfileFitOutput, w: Words): string {
  const outsideClasses = fit.classes.filter((c) => c.status === 'above' || c.status === 'below');
  // "N asset classes are outside their ranges: …" lists those N; "The asset mix fits: …" lists them all.
  const listed = outsideClasses.length > 0 && !fit.assumed ? outsideClasses : fit.classes;
  const classes = listed.map((c) => w.t('card.profile.class', { label: lowerLabel(w, 'asset_class', c.assetClass), weight: w.fmt.pct(c.weight), band: w.fmt.band(c), status: c.status }));
  const outside = outsideClasses.length;
  if (fit.assumed) return w.t('card.profile.assumed', { classes: w.fmt.list(classes) });
  return w.t('card.profile.given', {
    tolerance: toleranceLabel(w, fit.tolerance),
    horizon: fit.horizonYears ?? '',
    shifted: fit.effectiveTolerance !== fit.tolerance ? toleranceLabel(w, fit.effectiveTolerance) : '',
    outside,
    classes: w.fmt.list(classes),
  });
}

const UNPRICED_NAMED = { unknown_ticker: 'card.unpriced.unknown_ticker', missing_price: 'card.unpriced.missing_price', missing_fx: 'card.unpriced.missing_fx' } as const;
const UNPRICED_KEYS = { unknown_ticker: 'card.warning.unknown_ticker', missing_price: 'card.warning.missing_price', missing_fx: 'card.warning.missing_fx' } as const;

function warningsFor(a: PortfolioAnalytics, w: Words): CardWarning[] {
  return a.valuation.unpriced.map((u) => ({ code: u.reason, ticker: u.ticker, message: w.t(UNPRICED_KEYS[u.reason], { ticker: u.ticker }) }));
}

/**
 * Questions from the findings the card did not show, then stories it did not name, then deeper
 * questions on what it showed: each written from a tool plan, so the chat answers it with that tool.
 */
function followUpsFor(a: PortfolioAnalytics, findings: Finding[], recent: RankedStory[], ranked: RankedStory[], w: Words): FollowUp[] {
  const out: Suggestion[] = [];
  for (const f of findings.slice(FINDINGS_SHOWN)) out.push(f.followUp);
  for (const r of recent.slice(STORIES_SHOWN)) out.push(suggest.story(r.story.title));
  for (const f of findings.slice(0, FINDINGS_SHOWN)) out.push(f.followUp);
  if (a.tradeCount > 0) out.push(suggest.realized(), suggest.fees(), suggest.turnover());
  const top = ranked[0];
  if (top) out.push(suggest.story(top.story.title));
  if (a.valuation.positions.length > 0) out.push(suggest.performance(), suggest.fit());
  out.push(suggest.news());
  return followUpsOf(out, w, MAX_FOLLOW_UPS);
}

/** A sector, region or currency slice as the card carries it (the widget's allocation tabs). */
function cardSlice(s: PortfolioAnalytics['allocation']['sector'][number], label: string): Card['allocation']['bySector'][number] {
  return { key: s.key, label, weight: round(s.weight, 4), value: round(s.value, 2), band: s.band, status: s.status };
}
