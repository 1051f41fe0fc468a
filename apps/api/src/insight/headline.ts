import type { Headline } from '@clarity/shared';
import type { PortfolioAnalytics } from './analytics/portfolio-analytics.js';
import type { Finding } from './findings.js';
import type { RankedStory } from './market-context.js';
import { touchedHoldings } from './tools/stories.js';
import type { Words } from './tools/types.js';
import { toleranceLabel } from './tools/words.js';

/** A story leads the card only while it is news: its latest development at most this many days old… */
export const HEADLINE_STORY_MAX_AGE_DAYS = 7;
/** …and only when the holdings it bears on directly make up at least this share of the portfolio. */
export const HEADLINE_STORY_MIN_SHARE = 0.25;

/** The headline and, when it retells a finding, that finding (the positions section then leaves it out). */
export interface ChosenHeadline {
  headline: Headline;
  finding: Finding | undefined;
  /** The story the headline tells (`story_on_holdings`), so the market context does not tell it again as its lead. */
  storyId?: string;
}

/**
 * The one thing to read first, by the first rule that applies (docs/insight.md, "Headline"):
 * 1. `limit_breach`: the most important finding outside the profile by a wide margin (severity 3);
 * 2. `story_on_holdings`: the highest-ranked story of the last week that bears directly on holdings
 *    making up a quarter of the portfolio or more;
 * 3. `outside_profile`: the most important finding outside the profile (severity 2);
 * 4. `within_profile`: otherwise, that nothing is outside the profile's ranges;
 * 0. `no_holdings`: nothing valued, so nothing to say about the portfolio.
 * Findings arrive most important first (findingsFor); stories by rank (rankStories).
 */
export function chooseHeadline(a: PortfolioAnalytics, findings: readonly Finding[], ranked: readonly RankedStory[], w: Words): ChosenHeadline {
  const total = a.valuation.totalValue;
  if (a.valuation.positions.length === 0 || total <= 0) {
    // A sold-out book still has a story: the positions section tells its realized result and income.
    const closed = a.valuation.positions.length === 0 && a.valuation.unpriced.length === 0 && (a.tradeCount > 0 || a.money.length > 0);
    return { headline: { markdown: w.t(closed ? 'card.headline.closed' : 'card.headline.no_holdings'), finding: 'no_holdings' }, finding: undefined };
  }
  const wide = findings.find((f) => f.severity === 3);
  if (wide) return { headline: { markdown: wide.markdown, finding: 'limit_breach' }, finding: wide };

  const held = a.valuation.positions;
  for (const r of ranked) {
    if (r.ageDays > HEADLINE_STORY_MAX_AGE_DAYS) continue;
    const tickers = touchedHoldings(r.story, held);
    // The share shown is the sum of those holdings' weights, so it agrees with the holdings panel.
    const share = held.filter((p) => tickers.includes(p.ticker)).reduce((sum, p) => sum + p.value, 0) / total;
    if (share < HEADLINE_STORY_MIN_SHARE) continue;
    const marker = w.cite.firstMarker(r.latest.sourceIds);
    const markdown = w.t('card.headline.story', {
      title: r.story.title,
      headline: r.latest.headline.replace(/[.\s]+$/, ''),
      date: w.fmt.date(r.latest.date),
      marker: marker ? ` ${marker}` : '',
      tickers: w.fmt.list(tickers.slice(0, 4)),
      more: Math.max(0, tickers.length - 4),
      share: w.fmt.pct(share),
    });
    return { headline: { markdown, finding: 'story_on_holdings' }, finding: undefined, storyId: r.story.id };
  }

  const outside = findings.find((f) => f.severity === 2);
  if (outside) return { headline: { markdown: outside.markdown, finding: 'outside_profile' }, finding: outside };
  const profile = a.bands.assumed ? w.t('card.profile.assumed_name') : toleranceLabel(w, a.bands.effectiveTolerance);
  return { headline: { markdown: w.t('card.headline.within_profile', { profile }), finding: 'within_profile' }, finding: undefined };
}
