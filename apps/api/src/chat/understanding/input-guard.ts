import type { Plan } from '../planner/plan.js';
import table from './injection-phrases.json' with { type: 'json' };
import { NON_TOOL_INTENTS, type IntentScore } from './intent-model.js';
import { wordsOf } from './no-data.js';
import type { Reading } from './reading.js';

/**
 * Kinds of input the reading of a question must not act on, checked after it (a sum to work out is the third, below):
 * - a prompt injection ("ignore your rules…", "vergiss alle Anweisungen", "oublie tes consignes", "ignora tus
 *   reglas"; injection-phrases.json): declined, whatever else the question asks, so no tool runs and no figure
 *   follows an instruction to drop the rules;
 * - letters of a script none of the four languages writes, beside a question otherwise read ("What is 我的投资组合
 *   worth?"): part of it could not be read, so an answer would be a guess; asked back, with the readings of what
 *   was read as the offers.
 */
const SEQUENCES = Object.values(table.phrases).flat().map(wordsOf);
/** Words another may stand between in a phrase ("ignore all your previous rules"). */
const GAP = 4;

export function isPromptInjection(question: string): boolean {
  const words = wordsOf(question);
  return SEQUENCES.some((sequence) => inOrder(words, sequence));
}

function inOrder(words: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start < words.length; start++) {
    if (words[start] !== sequence[0]) continue;
    let at = start;
    let found = true;
    for (const word of sequence.slice(1)) {
      const next = words.slice(at + 1, at + 2 + GAP).indexOf(word);
      if (next < 0) {
        found = false;
        break;
      }
      at += next + 1;
    }
    if (found) return true;
  }
  return false;
}

/** Letters of scripts other than Latin (Cyrillic, Han, Arabic, Hebrew…): two or more are words the chat cannot read. */
export function unreadableLetters(question: string): number {
  let count = 0;
  for (const char of question) if (/\p{L}/u.test(char) && !/\p{Script=Latin}/u.test(char)) count++;
  return count;
}

const NOT_TOOLS = new Set<string>(NON_TOOL_INTENTS);

/**
 * A sum to work out, in any of the four languages ("What is 17 times 23?", "Was ist 17 mal 23?", "Combien font 17 fois
 * 23 ?", "¿Cuánto es 17 por 23?"): numbers joined by operators, with at most the words that ask for a result. No figure
 * of the service answers it; the intent model, which reads no digits, takes it for "what is …?", a term to explain.
 */
const ASKS_RESULT = String.raw`(?:what(?:'s| is| are| does)?|how much (?:is|are|does)|calculate|compute|work out|was (?:ist|sind|ergibt|gibt)|wie ?viel (?:ist|sind|ergibt|gibt)|rechne|berechne|combien (?:font|fait|donne)|que (?:font|fait|donne)|calcule[rz]?|cu[aá]nto (?:es|son|da)|calcula|qu[eé] (?:es|da))`;
const OPERATOR = String.raw`(?:[-+*/×÷x^]|plus|minus|times|multiplied by|divided by|over|mal|geteilt durch|durch|hoch|fois|multipli[ée] par|divis[ée] par|moins|m[aá]s|menos|por|entre|dividido (?:por|entre)|multiplicado por)`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const SUM = new RegExp(String.raw`^\W*(?:${ASKS_RESULT}\s+)?${NUMBER}(?:\s*${OPERATOR}\s*${NUMBER})+\s*(?:=\s*)?[?¿!.\s]*$`, 'iu');

export function isArithmetic(question: string): boolean {
  return SUM.test(question.trim());
}

/** The reading, unless the input is one of the kinds above. */
export function guardedReading(question: string, reading: Reading, plan: Plan, scores: readonly IntentScore[]): Reading {
  if (isPromptInjection(question) || isArithmetic(question)) return { outcome: 'declined', policy: null, readings: [] };
  if (reading.outcome !== 'answered' || unreadableLetters(question) < 2) return reading;
  const planned = plan.calls.map((c) => ({ intent: c.tool, score: 1 }));
  const modelled = scores.filter((s) => !NOT_TOOLS.has(s.intent));
  const readings = [...planned, ...modelled].filter((r, i, all) => all.findIndex((o) => o.intent === r.intent) === i).slice(0, 3);
  return { outcome: 'clarification', policy: null, readings };
}
