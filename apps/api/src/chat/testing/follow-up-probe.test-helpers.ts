import type { Locale } from '../../i18n/catalog.js';
import { askThread, type ChatTestServer, type StreamedCall } from './stream-client.test-helpers.js';

/**
 * What the last turn of a probe thread must run: a tool with some of its arguments. An argument given as
 * `undefined` must be absent (a period named alone leaves no days of an earlier span behind); an array must
 * hold at least the listed values. `pick` instead names the offer of the first turn's clarification the reply
 * chose (its index). `locale` is the answer's language when the thread switched language.
 */
export interface ExpectedCall {
  tool?: string;
  args?: Record<string, unknown>;
  pick?: number;
  locale?: Locale;
  /** A question of its own mid-thread: no call may be about any instrument (the thread's last one is not inherited). */
  alone?: boolean;
}

export interface ProbeThread {
  turns: string[];
  expect: ExpectedCall;
}

/** One thread's result: correct, clarified (the last turn asked back), or wrong (with what it ran instead). */
export interface ThreadOutcome {
  verdict: 'correct' | 'clarified' | 'wrong' | 'unprepared';
  detail: string;
}

function argMatches(expected: unknown, actual: unknown): boolean {
  if (expected === undefined) return actual === undefined;
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((v) => actual.includes(v));
  if (typeof expected === 'object' && expected !== null) return JSON.stringify(expected) === JSON.stringify(actual);
  return expected === actual;
}

function tickersOf(call: StreamedCall): string[] {
  const a = call.args;
  const target = (call.tool === 'what_if' ? a.target : a) as { kind?: string; value?: string } | undefined;
  return [...(typeof a.ticker === 'string' ? [a.ticker] : []), ...(Array.isArray(a.tickers) ? (a.tickers as string[]) : []), ...(target?.kind === 'ticker' && target.value ? [target.value] : [])];
}

/**
 * Asks a thread over HTTP and scores its last turn. A call about an instrument the expectation does not name (the
 * largest holding taken for "it") makes the turn wrong even beside the expected call. A thread whose first turn was
 * meant to ask back and did not is `unprepared`: it says nothing of the follow-up.
 */
export async function scoreThread(server: ChatTestServer, thread: ProbeThread): Promise<ThreadOutcome> {
  const turns = await askThread(server, thread.turns);
  const first = turns[0];
  const last = turns.at(-1);
  if (!first || !last) return { verdict: 'wrong', detail: 'no answer' };
  const ran = last.calls.map((c) => `${c.tool}${JSON.stringify(c.args)}`).join(' + ') || '(nothing)';
  if (last.answer.outcome === 'clarification') return { verdict: 'clarified', detail: `asked back (${last.answer.followUps.map((f) => f.tool).join(', ')})` };
  let expected = thread.expect;
  if (expected.pick !== undefined) {
    if (first.answer.outcome !== 'clarification') return { verdict: 'unprepared', detail: `first turn ${first.answer.outcome}` };
    expected = { ...expected, tool: first.answer.followUps[expected.pick]?.tool ?? '(no such offer)' };
  }
  // "No data" is the honest answer of the right call where the book has none (no dividends yet): the follow-up was read right.
  if (last.answer.outcome !== 'answered' && last.answer.outcome !== 'no_data') return { verdict: 'wrong', detail: `${last.answer.outcome}: ${ran}` };
  if (expected.locale && last.answer.locale !== expected.locale) return { verdict: 'wrong', detail: `answered in ${last.answer.locale}: ${ran}` };
  const hit = last.calls.some((c) => c.tool === expected.tool && Object.entries(expected.args ?? {}).every(([key, value]) => argMatches(value, c.args[key])));
  const named = [expected.args?.ticker, ...((expected.args?.tickers as string[] | undefined) ?? [])].filter((t): t is string => typeof t === 'string');
  const stray = named.length > 0 || expected.alone ? last.calls.flatMap(tickersOf).filter((t) => !named.includes(t)) : [];
  if (hit && stray.length === 0) return { verdict: 'correct', detail: '' };
  return { verdict: 'wrong', detail: `ran ${ran}` };
}
