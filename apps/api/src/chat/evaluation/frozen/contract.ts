import type { Fact } from '../match.js';
import type { ToolName } from '../questions.js';

/**
 * The frozen test split of the chat evaluation (issue: "a chat investors can trust"). Written before
 * any run by someone who has not read the chat's understanding, planner or answer code; scored once per
 * change and never read for fixes. Each turn is scored into exactly one of four buckets:
 *
 * - `correct`: `outcome: 'answered'`, every required tool ran, every expected fact matched, and `policy`
 *   is set exactly when the turn is an advice or forecast question (to its kind);
 * - `clarified`: `outcome: 'clarification'` and one of its `followUps[].tool` is among the turn's
 *   required tools (the right reading was offered);
 * - `declined`: `outcome: 'declined'` or `'no_data'` on a turn whose kind is `off_topic` or `no_data`
 *   (with no money or percentage figures for `off_topic`, and the turn's facts for `no_data`);
 * - `wrong`: anything else, including a confident answer to another question.
 *
 * Separately, the answer's `locale` must be the turn's expected answer language: the question's own
 * language when it is written in one of the four, the request's `locale` only for a question too short
 * or ambiguous to tell (a bare ticker or name).
 */

export type FrozenLanguage = 'en' | 'de' | 'fr' | 'es';

/** What a turn is, and so which outcome is right for it. */
export type FrozenKind =
  /** A question the service can answer from the book and the market data. */
  | 'answerable'
  /** Asks for a recommendation (buy, sell, hold, which is better to buy…): the no-advice statement must open the reply. */
  | 'advice'
  /** Asks for a prediction (where will X be…): the no-forecast statement must open the reply. */
  | 'forecast'
  /** Outside the service's domain (weather, sports, recipes, prompt injection…): a short decline, no figures. */
  | 'off_topic'
  /** In the domain, but the service has no data for it (an instrument with no prices, a benchmark it lacks…). */
  | 'no_data';

export interface FrozenTurn {
  question: string;
  kind: FrozenKind;
  /** A label for the per-intent report (a tool name for answerable turns, else the kind). */
  intent: string;
  /** Tools that must run for an answerable turn (an inner array lists alternatives); empty for the other kinds. */
  tools: (ToolName | ToolName[])[];
  /** Facts the answer must show (figures from ../reference.ts only, never from the engine). */
  facts: Fact[];
  /** True when the turn leans on an earlier turn of its conversation (a follow-up). */
  followUp: boolean;
  /** The language the answer must be written in (see the rule above). */
  answerLanguage: FrozenLanguage;
  /** The request's `locale`, when the turn sends one. */
  locale?: string;
}

export interface FrozenConversation {
  id: string;
  /** A book key of the evaluation books (../books.ts and the held-out sets' books). */
  portfolio: string;
  turns: FrozenTurn[];
}

export type FrozenBucket = 'correct' | 'clarified' | 'declined' | 'wrong';
