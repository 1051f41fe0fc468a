import { pct } from '../../insight/analytics/format.js';
import { topicById } from '../understanding/topics.js';
import { bulletList, followUps, listText, storyLine, type ComposedAnswer } from './compose-shared.js';
import type { AnswerFacts } from './facts.js';
import { storyTouchesDirectly } from './stories.js';

/** Market questions (rates, inflation, oil, chips, crypto …): the stored stories, cited, and what they mean for this portfolio. */
export function composeMarketAnswer(facts: AnswerFacts): ComposedAnswer {
  const topics = facts.understanding.topics;
  const topicLabels = topics.map((id) => topicById(id)?.label ?? id);
  const subject = topicLabels.length > 0 ? listText(topicLabels) : 'the markets';
  const paragraphs: string[] = [];
  if (facts.stories.length === 0) {
    paragraphs.push(
      `I have no stored sources on ${subject} up to ${facts.asOf}, so I cannot tell you what is happening there without guessing. I can still answer about your portfolio and the assets in it.`,
    );
    return {
      paragraphs,
      followUps: followUps('How is my portfolio performing?', 'What is happening in the markets?', 'How risky is my portfolio?'),
      entities: { tickers: [], topics },
    };
  }

  paragraphs.push(`Here is what the stored sources say about ${subject} (as of ${facts.asOf}):`);
  paragraphs.push(bulletList(facts.stories.map((s) => storyLine(s, facts.citations))));
  const lead = facts.stories[0];
  if (lead && lead.developments.length > 1) {
    const earlier = lead.developments.slice(-3, -1).map((d) => {
      const marker = facts.citations.firstMarker(d.sourceIds);
      return `${d.date}: ${d.headline.replace(/[.\s]+$/, '')}${marker ? ` ${marker}` : ''}`;
    });
    paragraphs.push(`How "${lead.title}" got here:\n${bulletList(earlier)}`);
  }

  // What it means here: the holdings these stories touch and their share of the portfolio.
  const positions = facts.analytics.valuation.positions;
  const total = facts.analytics.valuation.totalValue;
  const touched = positions.filter((p) => facts.stories.some((s) => storyTouchesDirectly(s, p.instrument)));
  const exposedTickers = [...new Set(touched.map((p) => p.ticker))].sort();
  if (total > 0 && touched.length > 0) {
    const share = touched.reduce((acc, p) => acc + p.value, 0) / total;
    paragraphs.push(`For your portfolio: these stories touch ${listText(exposedTickers)}, **${pct(share)}** of its value.`);
  } else if (total > 0) {
    paragraphs.push('None of your holdings is directly linked to these stories.');
  }
  const first = exposedTickers[0];
  return {
    paragraphs,
    followUps: followUps(first ? `What is happening to ${first}?` : 'How is my portfolio allocated?', 'How risky is my portfolio?', 'What changed in my portfolio recently and why?'),
    entities: { tickers: [], topics },
  };
}
