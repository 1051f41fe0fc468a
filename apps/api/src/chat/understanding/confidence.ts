import { toolByName } from '../../insight/tools/registry.js';
import type { IntentScore } from './intent-model.js';

/**
 * How sure the intent model must be of a reading to act on it alone: its top score, and its lead over
 * the second reading. Calibrated on the corpus by cross-validation (corpus/calibrate.ts prints the
 * reliability table, score bucket → share of readings that were right, and the candidates): at 0.7 about
 * 5% of the readings acted on were wrong (en; de 6.7%), at 0.9 about 3% (fr 1.6%, es 1.8%).
 */
export const CONFIDENT = 0.9;
/**
 * The top reading's lead over the second: two readings close together are one question that could mean
 * either. The scores sum to 1, so a top score of 0.9 already leads by 0.8; the lead is checked on its own
 * so that the two stay right if the score threshold is lowered.
 */
export const MARGIN = 0.8;
/** Sure enough that a question is outside the service to doubt the planner's words, when the model gives their tools less than `DOUBTED`. */
export const DOUBT = 0.7;
export const DOUBTED = 0.2;
/**
 * An advice word with nothing of money or markets in the question ("can you recommend a good restaurant?"): the
 * model's off-topic or small-talk reading at this score declines it (it cannot be a question about investing).
 */
export const UNFINANCIAL = 0.5;
/**
 * The least score the model must give the tool a completed follow-up re-runs for the two to agree when the
 * model's own top reading is another (reading.ts followUpRead), and under which a question the model is sure is
 * outside the data is said to be. A first turn whose words name a tool is theirs (ARCHITECTURE.md).
 */
export const SUPPORT = 0.05;
/**
 * An advice or forecast reading of the model at this score opens the answer with its statement (the
 * planner's words set it too). At 0.5 the statement landed on factual questions of the development sets.
 */
export const POLICY = CONFIDENT;

function lead(scores: readonly IntentScore[]): number {
  return (scores[0]?.score ?? 0) - (scores[1]?.score ?? 0);
}

/** The tool the model reads in a text, when it is sure of it; undefined when it reads a class of its own or is unsure. */
export function toolRead(scores: readonly IntentScore[]): string | undefined {
  const top = scores[0];
  if (!top || top.score < CONFIDENT || lead(scores) < MARGIN) return undefined;
  return toolByName(top.intent)?.name;
}

/**
 * Advice or forecast, when the model reads the question so. The two classes share one reply (a statement, then
 * the facts), and a question often has some of both ("keep it or switch, before it drops?"): their scores count
 * together, and the larger names the statement.
 */
export function policyRead(scores: readonly IntentScore[]): 'advice' | 'forecast' | null {
  const advice = scores.find((s) => s.intent === 'advice')?.score ?? 0;
  const forecast = scores.find((s) => s.intent === 'forecast')?.score ?? 0;
  if (advice + forecast < POLICY) return null;
  return advice >= forecast ? 'advice' : 'forecast';
}

/**
 * Tools that answer the same question from two sides ("how is Apple doing?" is Apple's position and its
 * price): the model reading one and the planner the other agree.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['position', 'price', 'compare'],
  ['allocation', 'exposure'],
  ['stories', 'story_timeline'],
  ['performance', 'portfolio_summary'],
];

/** The model's score for a tool, its family's together (0 when it gives them none). */
export function scoreOf(scores: readonly IntentScore[], tool: string): number {
  const family = FAMILIES.find((f) => f.includes(tool)) ?? [tool];
  return scores.filter((s) => family.includes(s.intent)).reduce((sum, s) => sum + s.score, 0);
}

/** Whether two tools read the same question (the same tool, or one family). */
export function sameReading(a: string, b: string): boolean {
  return a === b || FAMILIES.some((f) => f.includes(a) && f.includes(b));
}
