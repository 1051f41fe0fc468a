import type { ChatOutcome, ChatPolicy } from '@clarity/shared';
import type { Plan } from '../planner/plan.js';
import { NON_TOOL_INTENTS, type IntentScore } from './intent-model.js';
import type { NoDataSubject } from './no-data.js';

/**
 * How sure the intent model must be of a reading to act on it alone. Calibrated on the development
 * sets: their questions score ≥ 0.9 on their own intent, and a question the model half-knows
 * ("tell me about my stuff") tops out between 0.4 and 0.7.
 */
export const CONFIDENT = 0.7;
/** Below this score for every tool the planner chose, the model disagrees with the planner. */
export const DISAGREES = 0.05;
/** A question longer than this is not a question (pasted text, noise): declined unread. */
export const MAX_QUESTION_CHARS = 1000;

/** What the chat does with a question, decided from the plan and the intent model's scores. */
export interface Reading {
  outcome: ChatOutcome;
  /** The policy statement that opens the answer (the plan's, or the model's when the plan saw none). */
  policy: ChatPolicy | null;
  /** For a clarification: the likeliest tool readings, best first (at most three). */
  readings: IntentScore[];
  /** The tool the intent model is sure of when the plan's words asked for none (run in place of the guessed summary). */
  tool?: string;
  /** A greeting or thanks alone: declined with a greeting and three things to ask. */
  greeting?: boolean;
  /** For a no-data reply: the thing named that the service has no data for (none when the tools' own words say it). */
  subject?: NoDataSubject;
  /** For a no-data reply: the planned tools still run, their sentences saying what is missing (an instrument without prices, an empty book). */
  runsTools?: boolean;
}

const NOT_TOOLS = new Set<string>(NON_TOOL_INTENTS);

export function readingOf(question: string, plan: Plan, scores: readonly IntentScore[]): Reading {
  const top = scores[0];
  const sure = (intent: string): boolean => top?.intent === intent && top.score >= CONFIDENT;
  const toolReadings = scores.filter((s) => !NOT_TOOLS.has(s.intent)).slice(0, 3);
  // Formal checks: no letter at all (emoji, digits, punctuation) or a wall of text.
  if (!/\p{L}/u.test(question) || question.length > MAX_QUESTION_CHARS) return { outcome: 'declined', policy: null, readings: [] };
  // Small talk alone (a greeting, thanks, "who are you?"), asking for no tool and naming nothing: greeted back.
  if (sure('smalltalk') && plan.memory.tickers.length === 0 && (plan.offTopic || plan.guessed) && plan.policy === null && question.trim().split(/\s+/).length <= 6) return { outcome: 'declined', policy: null, readings: [], greeting: true };
  // The planner's words found nothing to answer: a decline, unless the model reads an ask of the service in it.
  if (plan.offTopic) return top && !NOT_TOOLS.has(top.intent) ? { outcome: 'clarification', policy: null, readings: toolReadings } : { outcome: 'declined', policy: null, readings: [] };
  const namesNothing = plan.memory.tickers.length === 0;
  if ((sure('off_topic') || sure('smalltalk')) && namesNothing && (plan.guessed || plan.policy !== null)) return { outcome: 'declined', policy: null, readings: [] };
  if (plan.policy) return { outcome: 'answered', policy: plan.policy, readings: [] };
  // The planner's words asked for tools the model gives next to no chance, and the model is sure the question is
  // outside the service or its data: not answered with confidence. (An instrument named, a thread followed up or a
  // policy word keep the planner's reading.)
  const planChance = Math.max(0, ...plan.calls.map((c) => scores.find((s) => s.intent === c.tool)?.score ?? 0));
  if (!plan.guessed && !plan.resolvedFromThread && namesNothing && planChance < DISAGREES) {
    if (sure('unsupported_in_domain')) return { outcome: 'no_data', policy: null, readings: [] };
    if (top?.intent === 'off_topic' && top.score >= CONFIDENT) {
      const planned = plan.calls.map((c) => ({ intent: c.tool, score: 0 }));
      return { outcome: 'clarification', policy: null, readings: [...planned, ...toolReadings].slice(0, 3) };
    }
  }
  if (sure('advice') || sure('forecast')) return { outcome: 'answered', policy: top?.intent as ChatPolicy, readings: [] };
  if (!plan.guessed) return { outcome: 'answered', policy: null, readings: [] };
  // The plan only guessed the summary: the model decides whether that is what was asked.
  if (sure('portfolio_summary')) return { outcome: 'answered', policy: null, readings: [] };
  if (sure('unsupported_in_domain')) return { outcome: 'no_data', policy: null, readings: [] };
  if (top && !NOT_TOOLS.has(top.intent) && top.score >= CONFIDENT) return { outcome: 'answered', policy: null, readings: toolReadings, tool: top.intent };
  // No word of it known to any intent: not a question about the portfolio.
  if (scores.length === 0) return { outcome: 'declined', policy: null, readings: [] };
  return { outcome: 'clarification', policy: null, readings: toolReadings };
}
