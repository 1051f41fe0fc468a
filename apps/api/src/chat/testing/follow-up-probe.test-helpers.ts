import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/catalog.js';
import { askThread, startChatServer, type ChatTestServer, type StreamedCall } from './stream-client.test-helpers.js';

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

/** The chat's clock in the probes (CHAT_NOW's day). */
const PROBE_NOW = '2026-11-14';
/** A stored period, with no days of an earlier span left beside it. */
export const period = (p: string): Record<string, unknown> => ({ period: p, from: undefined });
export const days = (from: string, to: string = PROBE_NOW): Record<string, unknown> => ({ from, to });
/** A calendar quarter runs from its eve's close (docs/chat.md, "Periods and dates"). */
export const Q3 = days('2026-06-30', '2026-09-30');
export const call = (tool: string, args: Record<string, unknown> = {}, locale?: Locale): ExpectedCall => ({ tool, args, ...(locale ? { locale } : {}) });
export const th = (turns: string[], expected: ExpectedCall): ProbeThread => ({ turns, expect: expected });
export const position = (ticker: string, currency?: string, locale?: Locale): ExpectedCall => call('position', { ticker, ...(currency ? { currency } : {}) }, locale);
export const price = (ticker: string, args: Record<string, unknown>, locale?: Locale): ExpectedCall => call('price', { ticker, ...args }, locale);
export const fees = (args: Record<string, unknown>, locale?: Locale): ExpectedCall => call('fees', args, locale);
export const stories = (ticker: string, locale?: Locale): ExpectedCall => call('stories', { tickers: [ticker] }, locale);

/** Threads by class, per language. */
export type ProbeClasses = Record<Locale, Record<string, ProbeThread[]>>;

/**
 * One test per language over a real server: every class's threads asked and scored, the score printed by class with
 * each miss, and at most `missedAtMost` threads missed (wrong or asked back; a thread left unprepared is not scored).
 */
export function describeProbe(title: string, label: string, classes: ProbeClasses, missedAtMost: Record<Locale, number>): void {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    await server.close();
  });
  describe(title, () => {
    it.each(['en', 'de', 'fr', 'es'] as const)('%s', { timeout: 240_000 }, async (locale) => {
      const perClass: string[] = [];
      const misses: string[] = [];
      let missed = 0;
      for (const [name, threads] of Object.entries(classes[locale])) {
        const outcomes: [ProbeThread, ThreadOutcome][] = [];
        for (const thread of threads) outcomes.push([thread, await scoreThread(server, thread)]);
        const scored = outcomes.filter(([, o]) => o.verdict !== 'unprepared');
        const correct = scored.filter(([, o]) => o.verdict === 'correct').length;
        const clarified = scored.filter(([, o]) => o.verdict === 'clarified').length;
        perClass.push(`${name} ${correct}/${scored.length}${clarified ? ` (${clarified} asked back)` : ''}${scored.length < outcomes.length ? ` [${outcomes.length - scored.length} unprepared]` : ''}`);
        for (const [thread, o] of outcomes) if (o.verdict !== 'correct') misses.push(`  [${name}] ${thread.turns.join(' → ')}: ${o.verdict} ${o.detail}`);
        missed += scored.length - correct;
      }
      const total = Object.values(classes[locale]).flat().length;
      console.log(`${label} ${locale}: correct ${total - missed - misses.filter((m) => m.includes(': unprepared')).length}/${total}; ${perClass.join(', ')}\n${misses.join('\n')}`);
      expect(missed, misses.join('\n')).toBeLessThanOrEqual(missedAtMost[locale]);
    });
  });
}
