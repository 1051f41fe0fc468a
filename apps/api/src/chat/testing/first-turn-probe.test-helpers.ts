import type { ChatEvent } from '@clarity/shared';
import { expect } from 'vitest';
import { answerOf, chat, type ChatTestServer } from './stream-client.test-helpers.js';

/**
 * What a first-turn probe expects of one question, how it is asked over HTTP and how the outcome is bucketed
 * (the frozen split's buckets, evaluation/README.md), shared by the first-turn probes so they score alike.
 */
export type Expected =
  /** Answered by these tools (one of a nested list will do) and no other but the ones they rest on; no statement. */
  | { tools: (string | string[])[]; logOnly?: boolean }
  /** The no-advice or no-forecast statement opens the answer; no what-if or trade list. */
  | { policy: 'advice' | 'forecast' }
  /** Declined as outside the service, or said to have no data for it. */
  | { refused: 'off_topic' | 'no_data' };

export const tools = (...names: (string | string[])[]): Expected => ({ tools: names });
/**
 * A question the activity log answers (dividends, deposits, realized sales): the chat portfolio has no log, so
 * saying there is none, after the right tool looked, is as right as an answer.
 */
export const fromLog = (...names: (string | string[])[]): Expected => ({ tools: names, logOnly: true });
export const advice: Expected = { policy: 'advice' };
export const forecast: Expected = { policy: 'forecast' };
export const offTopic: Expected = { refused: 'off_topic' };
export const noData: Expected = { refused: 'no_data' };

/** Tools whose answer rests on another (as the evaluation's runner allows them). */
const SUPPORTING: Record<string, readonly string[]> = { stories: ['position'], story_timeline: ['position'], profile_fit: ['risk', 'allocation'] };
const NEVER_FOR_ADVICE = new Set(['what_if', 'rebalance']);

export type Bucket = 'correct' | 'clarified' | 'declined' | 'wrong';
export const BUCKETS: readonly Bucket[] = ['correct', 'clarified', 'declined', 'wrong'];

export interface Asked {
  bucket: Bucket;
  locale: string;
  /** What the chat did, for the log. */
  did: string;
}

export async function askFirstTurn(server: ChatTestServer, question: string, expected: Expected): Promise<Asked> {
  const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
  expect(result.status).toBe(200);
  const answer = answerOf(result);
  const ran = [...new Set(result.events.filter((e): e is Extract<ChatEvent, { type: 'TOOL_CALL_START' }> => e.type === 'TOOL_CALL_START').map((e) => e.toolCallName))];
  const offered = answer.followUps.map((f) => f.tool).filter((tool): tool is string => typeof tool === 'string');
  const did = `${answer.outcome}${answer.policy ? `/${answer.policy}` : ''}${ran.length ? ` [${ran.join(', ')}]` : ''}${answer.outcome === 'clarification' ? ` offers [${offered.join(', ')}]` : ''}`;
  return { bucket: bucketOf(expected, answer.outcome, answer.policy, ran, offered), locale: answer.locale, did };
}

/** The frozen split's buckets (evaluation/README.md): a refusal is right only where one is expected. */
function bucketOf(expected: Expected, outcome: string, policy: string | undefined, ran: string[], offered: string[]): Bucket {
  if ('refused' in expected) return outcome === 'declined' || outcome === 'no_data' ? 'declined' : 'wrong';
  if ('policy' in expected) return outcome === 'answered' && policy !== undefined && !ran.some((t) => NEVER_FOR_ADVICE.has(t)) ? 'correct' : 'wrong';
  const required = expected.tools.map((t) => (Array.isArray(t) ? t : [t]));
  if (outcome === 'clarification') return required.some((names) => names.some((name) => offered.includes(name))) ? 'clarified' : 'wrong';
  const allowed = new Set(required.flat().flatMap((name) => [name, ...(SUPPORTING[name] ?? [])]));
  const complete = required.every((names) => names.some((name) => ran.includes(name)));
  const answered = outcome === 'answered' || (expected.logOnly === true && outcome === 'no_data');
  return answered && policy === undefined && complete && ran.every((t) => allowed.has(t)) ? 'correct' : 'wrong';
}

/** Asks every question of one language and logs its buckets and wrong turns; returns them for the ceilings. */
export async function runFirstTurnProbe(server: ChatTestServer, title: string, locale: string, questions: [string, Expected][]): Promise<{ counts: Record<Bucket, number>; wrong: string[]; otherLanguage: string[] }> {
  const counts: Record<Bucket, number> = { correct: 0, clarified: 0, declined: 0, wrong: 0 };
  const wrong: string[] = [];
  const askedBack: string[] = [];
  const otherLanguage: string[] = [];
  for (const [question, expected] of questions) {
    const asked = await askFirstTurn(server, question, expected);
    counts[asked.bucket] += 1;
    if (asked.bucket === 'wrong') wrong.push(`${question} → ${asked.did}`);
    if (asked.bucket === 'clarified') askedBack.push(`${question} → ${asked.did}`);
    if (asked.locale !== locale) otherLanguage.push(`${question} → ${asked.locale}`);
  }
  console.log(
    `${title} ${locale} (${questions.length}): ${BUCKETS.map((b) => `${b} ${counts[b]}`).join(' · ')}` +
      (wrong.length ? `\n  wrong: ${wrong.join('\n         ')}` : '') +
      (askedBack.length ? `\n  asked back: ${askedBack.join('\n              ')}` : '') +
      (otherLanguage.length ? `\n  other language: ${otherLanguage.join(' | ')}` : ''),
  );
  return { counts, wrong, otherLanguage };
}
