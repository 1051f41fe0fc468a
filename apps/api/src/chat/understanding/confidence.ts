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

/**
 * Sure enough that a question is outside the service (its off-topic class) to decline it when the
 * planner's tools have less than `SUPPORT` from the model: "¿quién ganó el partido anoche?" planned as a performance
 * ("won"), "btw what's the weather in London tomorrow?" in a thread about a what-if. Calibrated on half the development
 * conversations (docs/chat.md "Reading a question"): a question asked back about which holding is largest scored 0.77,
 * the off-topic turns answered or asked back 0.86–1.00.
 */
export const OUTSIDE = 0.85;

/**
 * The model's reading that a question is none of the service's. Small talk is left out: "thanks - and what is the
 * whole lot worth?" is small talk to the model and an ask of the thread.
 */
export function outsideScore(scores: readonly IntentScore[]): number {
  return scores.find((s) => s.intent === 'off_topic')?.score ?? 0;
}

/**
 * A tool of the words that the model's reading leads with (its family at this score or more) decides which of the
 * words' other tools were asked for: in a question of one ask, those the model gives less than `SUPPORT` are dropped
 * (ARCHITECTURE.md "The chat's intent model": in a multi-tool plan the extra tool was most of the confident wrong answers).
 */
export const LEADING = 0.5;

/** Tools another's answer rests on (a story's holding, the risk and mix a profile fit or a rebalancing is judged by): never dropped beside it. */
const RESTS_ON: Readonly<Record<string, readonly string[]>> = {
  stories: ['position'],
  story_timeline: ['position'],
  profile_fit: ['risk', 'allocation'],
  rebalance: ['allocation', 'exposure', 'concentration', 'profile_fit'],
};

/** A word or sign that joins two asks in one question ("… and what's the pound doing?", "et", "y", "sowie", "?" then more). */
const JOINS_ASKS = /(?<![\p{L}])(and|also|plus|as well|und|sowie|außerdem|auch|et|aussi|ainsi que|puis|y|e|además|también)(?![\p{L}])|[&+;]|\?\s*\S/iu;
/** A follow-up's opening conjunction ("and in euros?", "und nur für ASML?", "¿y si cae un 20?") continues the thread; it joins no two asks. */
const OPENS_FOLLOW_UP = /^[\s¿¡"'«]*(and|but|so|ok|okay|und|also|et|bon|y|e|vale|pues)(?![\p{L}])/iu;

/** Whether the question asks one thing (no joiner of two asks after its opening conjunction). */
export function asksOneThing(question: string): boolean {
  return !JOINS_ASKS.test(question.replace(OPENS_FOLLOW_UP, '').trim().replace(/[?？\s]+$/u, ''));
}

/** Whether a question opens as the continuation of the thread ("and …", "et …", "y …"). */
export function continuesThread(question: string): boolean {
  return OPENS_FOLLOW_UP.test(question);
}

/**
 * The planned tools the model does not support in a question of one ask, when it leads with another of them: empty
 * when the question joins several asks, the model leads with none of the planned tools, or every one has support.
 */
export function unsupportedTools(question: string, planned: readonly string[], scores: readonly IntentScore[]): string[] {
  if (planned.length < 2 || !asksOneThing(question)) return [];
  const leader = [...planned].sort((a, b) => scoreOf(scores, b) - scoreOf(scores, a))[0] as string;
  if (scoreOf(scores, leader) < LEADING) return [];
  return planned.filter((tool) => !sameReading(tool, leader) && !(RESTS_ON[leader] ?? []).includes(tool) && scoreOf(scores, tool) < SUPPORT);
}
