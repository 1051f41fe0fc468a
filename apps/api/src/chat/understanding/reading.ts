import type { ChatOutcome, ChatPolicy } from '@clarity/shared';
import type { Plan } from '../planner/plan.js';
import { offerable } from './clarification.js';
import { CONFIDENT, continuesThread, DOUBT, DOUBTED, OUTSIDE, outsideScore, policyRead, sameReading, scoreOf, SUPPORT, toolRead, UNFINANCIAL, unsupportedTools } from './confidence.js';
import { NON_TOOL_INTENTS, type IntentScore } from './intent-model.js';
import type { NoDataSubject } from './no-data.js';

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
  /** For an answer: tools the planner's words added that the model's reading of a one-ask question does not support (not run). */
  drop?: string[];
}

const NOT_TOOLS = new Set<string>(NON_TOOL_INTENTS);
/** Tools about one instrument, and the portfolio-wide readings the same words have once its name is gone. */
const INSTRUMENT_TOOLS = new Set(['position', 'price', 'compare']);
const PORTFOLIO_TOOLS = new Set(['portfolio_summary', 'holdings', 'performance', 'exposure', 'cash_flows']);

/**
 * The reading: the intent model's scores and the planner's words must agree before the chat answers.
 * They agree when the model's likeliest tool is one the planner chose, or, with the model unsure, when it
 * gives the planner's tool a real chance. A model sure of another tool, or one that gives the planner's
 * tools next to none, is a question that could mean two things: asked back, offering both readings.
 * Advice and forecasts are the model's classes (or the planner's words); a question the planner could
 * only guess at is the model's to place, or asked back.
 */
export function readingOf(question: string, plan: Plan, scores: readonly IntentScore[]): Reading {
  const reading = bothReaders(question, plan, scores);
  // A fragment that only named another instrument ("and SAP?" after news on a holding: its position and its news) re-runs the
  // last calls whole: the model reads next to nothing in so few words, so it has no say on which of them to keep.
  if (reading.outcome !== 'answered' || reading.policy || reading.tool || plan.chosen || plan.newSubjectOnly || (plan.pending?.length ?? 0) > 0) return reading;
  const drop = unsupportedTools(question, [...new Set(plan.calls.map((c) => c.tool))], scores);
  return drop.length > 0 ? { ...reading, drop } : reading;
}

/** The outcome from the two readers (readingOf then drops the words' tools the model does not support). */
function bothReaders(question: string, plan: Plan, scores: readonly IntentScore[]): Reading {
  const top = scores[0];
  const sure = (intent: string): boolean => top?.intent === intent && top.score >= CONFIDENT;
  const toolReadings = scores.filter((s) => !NOT_TOOLS.has(s.intent)).slice(0, 3);
  // A reply that picked an offered reading ("the first one", "1", "sí"): the reading runs; the reply's own words say nothing of what is asked.
  if (plan.chosen) return { outcome: 'answered', policy: plan.policy, readings: [] };
  // Formal checks: no letter at all (emoji, digits, punctuation) or a wall of text.
  if (!/\p{L}/u.test(question) || question.length > MAX_QUESTION_CHARS) return { outcome: 'declined', policy: null, readings: [] };
  // Small talk alone (a greeting, thanks, "who are you?"), asking for no tool and naming nothing: greeted back.
  if (sure('smalltalk') && plan.memory.tickers.length === 0 && (plan.offTopic || plan.guessed) && plan.policy === null && question.trim().split(/\s+/).length <= 6) return { outcome: 'declined', policy: null, readings: [], greeting: true };
  // The planner's words found nothing to answer: a decline, unless the model reads an ask of the service in it.
  if (plan.offTopic) return top && !NOT_TOOLS.has(top.intent) ? { outcome: 'clarification', policy: null, readings: toolReadings } : { outcome: 'declined', policy: null, readings: [] };
  const namesNothing = plan.memory.tickers.length === 0;
  // The model sure the question is none of the service's (the weather, a match, in a thread or not), the planner's tools given next
  // to no chance, no advice word: declined. A follow-up opening with "and …" continues the thread, whatever the model reads in it.
  const planned = [...new Set(plan.calls.map((c) => c.tool))];
  const support = Math.max(0, ...planned.map((tool) => scoreOf(scores, tool)));
  if (outsideScore(scores) >= OUTSIDE && support < SUPPORT && plan.policy === null && (plan.resolvedFromThread ? !(continuesThread(question) || plan.slotOnly) : namesNothing)) return { outcome: 'declined', policy: null, readings: [] };
  // An advice or forecast word in a question about money ("should I sell everything? I'm scared") is answered with the statement, whatever else the model reads in it.
  if ((sure('off_topic') || sure('smalltalk')) && namesNothing && (plan.guessed || (plan.policy !== null && plan.financial === false))) return { outcome: 'declined', policy: null, readings: [] };
  // An advice word about something outside money and markets ("can you recommend a good restaurant?"), the model leaning off-topic: declined, not advised on.
  if (plan.policy !== null && plan.financial === false && namesNothing && (top?.intent === 'off_topic' || top?.intent === 'smalltalk') && top.score >= UNFINANCIAL) return { outcome: 'declined', policy: null, readings: [] };
  // Advice and forecasts: the statement opens the answer when the model's class or the planner's words say so.
  // A question in the past tense, or a polite request for a fact, asks what is or was: the model's advice or forecast reading alone does not count on it.
  const policy = plan.policy ?? (plan.factual ? null : (policyRead(scores) ?? choiceRead(plan, top)));
  if (policy) return { outcome: 'answered', policy, readings: [] };
  // "it" after a list of several instruments: asked back, offering them (chat-run.ts), not guessed.
  if (plan.askBack) return { outcome: 'clarification', policy: null, readings: [] };
  // A follow-up the thread completed ("and over three months?"): the model reads such fragments poorly; the thread decides.
  // A question of several asks, one about the subject of another's answer, is read clause by clause, not whole.
  if ((plan.pending?.length ?? 0) > 0) return { outcome: 'answered', policy: null, readings: [] };
  // A follow-up of a whole sentence the thread completed ("and how much of my portfolio does it make up?") has words enough for
  // the model: sure of another tool and giving the re-run's next to no chance, it is asked back, both readings offered.
  // A follow-up whose words brought nothing but a pointer ("au fait, il va pleuvoir demain ?"): declined unless the model reads an ask of a tool in it.
  if (plan.bareFollowUp && top !== undefined && NOT_TOOLS.has(top.intent)) return { outcome: 'declined', policy: null, readings: [] };
  if (plan.resolvedFromThread) return followUpRead(question, plan, scores, toolReadings);
  if (plan.guessed) {
    // The plan only guessed the summary: the model decides whether that is what was asked.
    if (sure('portfolio_summary')) return { outcome: 'answered', policy: null, readings: [] };
    if (sure('unsupported_in_domain')) return { outcome: 'no_data', policy: null, readings: [] };
    const tool = toolRead(scores);
    if (tool) return { outcome: 'answered', policy: null, readings: toolReadings, tool };
    // No word of it known to any intent: not a question about the portfolio.
    if (scores.length === 0) return { outcome: 'declined', policy: null, readings: [] };
    return { outcome: 'clarification', policy: null, readings: toolReadings };
  }
  // The model scored no intent at all (NLP.js abstains: none of its classes fits the words it knows): no second reading to
  // weigh against the planner's words, which asked for a tool; they stand (docs/chat.md, "Reading a question").
  if (scores.length === 0) return { outcome: 'answered', policy: null, readings: [] };
  const likeliest = toolReadings[0];
  // The model rather sure the question is outside the service, the planner's own tools given little chance: asked back, not answered.
  const ownChance = Math.max(0, ...planned.map((tool) => scores.find((s) => s.intent === tool)?.score ?? 0));
  const offered = [...toolReadings.slice(0, 1), ...planned.map((intent) => ({ intent, score: scoreOf(scores, intent) })), ...toolReadings.slice(1)];
  const readings = offered.filter((r, i) => offered.findIndex((o) => o.intent === r.intent) === i).slice(0, 3);
  if (top?.intent === 'off_topic' && top.score >= DOUBT && ownChance < DOUBTED && namesNothing) return { outcome: 'clarification', policy: null, readings };
  // The model reads without instrument names (instrument-words.ts): "how much Nvidia do I have?" is to it "how much do I
  // have?", the portfolio's. An instrument the planner's words named and asked about decides between the two.
  const aboutNamedInstrument = !namesNothing && planned.length > 0 && planned.every((tool) => INSTRUMENT_TOOLS.has(tool));
  if (aboutNamedInstrument && likeliest && PORTFOLIO_TOOLS.has(likeliest.intent)) return { outcome: 'answered', policy: null, readings: [] };
  // In the domain but outside its data (a tax bill, a pension): said so, when the model is sure and the planner's tools have no chance
  // (before the agreement below: the likeliest tool of a model sure of something else may be the planner's by a tie at nothing).
  if (sure('unsupported_in_domain') && support < SUPPORT && namesNothing) return { outcome: 'no_data', policy: null, readings: [] };
  // The model's likeliest tool is one the planner chose (or of its family): both read the same question.
  if (likeliest && planned.some((tool) => sameReading(tool, likeliest.intent))) return { outcome: 'answered', policy: null, readings: [] };
  const other = likeliest && likeliest.score >= CONFIDENT;
  // Unsure, but giving the planner's reading a real chance: answered.
  if (!other && support >= SUPPORT) return { outcome: 'answered', policy: null, readings: [] };
  // A planner's reading no follow-up can run (an exchange rate, a term, a comparison, a rebalancing) cannot be offered back: the planner's words stand.
  if (!offerable(planned[0] ?? '', plan.memory.tickers[0])) return { outcome: 'answered', policy: null, readings: [] };
  // Sure of another tool, or no chance for the planner's: asked back, the planner's reading and the model's offered.
  return { outcome: 'clarification', policy: null, readings };
}

/**
 * A choice between instruments ("Shell or Apple for me?", "¿mejor X o Y?"): the planner's words compare them, and
 * the model, reading more advice than anything else in it, says which question it is: which one to pick is advice
 * (its statement, then the comparison), how the two did is the comparison alone.
 */
function choiceRead(plan: Plan, top: IntentScore | undefined): 'advice' | null {
  return top?.intent === 'advice' && plan.calls.some((c) => c.tool === 'compare') ? 'advice' : null;
}

/** Words a follow-up needs before the model's reading of it counts: a fragment ("and in euros?", "et rien que sur msft ?", five words) it reads poorly. */
export const FOLLOW_UP_WORDS = 8;

/** A follow-up the thread completed: answered as re-run unless it is a sentence the model reads, surely, as another ask. */
function followUpRead(question: string, plan: Plan, scores: readonly IntentScore[], toolReadings: IntentScore[]): Reading {
  const answered: Reading = { outcome: 'answered', policy: null, readings: [] };
  const words = (question.match(/\p{L}+/gu) ?? []).length;
  // A question of its own (six words or more, not opening as a follow-up, not a slot alone) of which the model knows no
  // word: the thread gave it tools a date or a period in it seemed to continue ("kurze Frage nebenbei: wer holt dieses
  // Jahr die Meisterschaft in der Bundesliga?" after a return), so it is not about the thread.
  if (scores.length === 0 && words >= 6 && !continuesThread(question) && !plan.slotOnly) return { outcome: 'declined', policy: null, readings: [] };
  if (words < FOLLOW_UP_WORDS) return answered;
  const planned = [...new Set(plan.calls.map((c) => c.tool))];
  const likeliest = toolReadings[0];
  const other = toolRead(scores);
  if (!likeliest || !other || planned.some((tool) => sameReading(tool, likeliest.intent))) return answered;
  const support = Math.max(0, ...planned.map((tool) => scoreOf(scores, tool)));
  if (support >= SUPPORT || !offerable(planned[0] ?? '', plan.memory.tickers[0]) || !offerable(likeliest.intent, plan.memory.tickers[0])) return answered;
  const offered = [likeliest, ...planned.map((intent) => ({ intent, score: scoreOf(scores, intent) }))];
  return { outcome: 'clarification', policy: null, readings: offered.filter((r, i) => offered.findIndex((o) => o.intent === r.intent) === i).slice(0, 3) };
}
