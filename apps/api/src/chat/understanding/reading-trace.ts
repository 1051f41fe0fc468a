import { appendFileSync } from 'node:fs';
import type { Plan } from '../planner/plan.js';
import { NON_TOOL_INTENTS, type IntentScore } from './intent-model.js';
import { sameReading, scoreOf } from './confidence.js';
import type { Reading } from './reading.js';

/**
 * The signals a reading was decided from, one JSON line per question, when CLARITY_READING_TRACE names a file
 * (the calibration of confidence.ts joins them with an evaluation run's buckets; docs/chat.md "Reading a question").
 * Nothing of the portfolio or the caller is written: the question, the scores and the plan's tool names.
 */
export function traceReading(question: string, locale: string, plan: Plan, scores: readonly IntentScore[], unknown: readonly string[], read: number, reading: Reading): void {
  const file = process.env.CLARITY_READING_TRACE;
  if (!file) return;
  const tools = scores.filter((s) => !(NON_TOOL_INTENTS as readonly string[]).includes(s.intent));
  const planned = [...new Set(plan.calls.map((c) => c.tool))];
  const line = {
    question,
    locale,
    top: scores[0]?.intent,
    score: scores[0]?.score ?? 0,
    margin: (scores[0]?.score ?? 0) - (scores[1]?.score ?? 0),
    likeliestTool: tools[0]?.intent,
    planned,
    support: Math.max(0, ...planned.map((t) => scoreOf(scores, t))),
    agree: tools[0] !== undefined && planned.some((t) => sameReading(t, tools[0]!.intent)),
    guessed: plan.guessed === true,
    followUp: plan.resolvedFromThread,
    pending: (plan.pending?.length ?? 0) > 0,
    policy: plan.policy,
    tickers: plan.memory.tickers,
    unknown,
    read,
    outcome: reading.outcome,
    tool: reading.tool,
    drop: reading.drop,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
