import { followUps, type ComposedAnswer } from './compose-shared.js';
import type { AnswerFacts } from './facts.js';

/** Anything else: say so plainly and offer what the chat can answer. */
export function composeOutOfScopeAnswer(facts: AnswerFacts): ComposedAnswer {
  const top = facts.analytics.concentration.top1?.ticker;
  return {
    paragraphs: [
      'That is outside what I can answer. I answer questions about the markets (rates, inflation, oil, chips, crypto …), about an asset (held or not), and about this portfolio: performance, risk, concentration, allocation, fit with its profile, and what changed and why.',
      'I do not give personal recommendations to buy or sell, and I only state figures I can compute from stored data.',
    ],
    followUps: followUps('How is my portfolio performing?', top ? `What is happening to ${top}?` : 'What is happening in the markets?', 'Does my portfolio fit my risk profile?'),
    entities: { tickers: [], topics: [] },
  };
}
