import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatOutcome, ChatPolicy } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../../testing/harness.js';
import { chat, listen } from '../../testing/stream-client.test-helpers.js';
import { describeFact, extractNumbers, hasFigures, matches } from '../match.js';
import { TOOL_NAMES } from '../questions.js';
import { createEvaluationPortfolio } from '../runner.test-helpers.js';
import { NOW_ISO, type Book } from '../reference.js';
import type { FrozenBucket, FrozenConversation, FrozenLanguage, FrozenTurn } from './contract.js';

/**
 * The frozen split's runner: a real app (harness) with the split's books created through the API, every
 * conversation asked through a real listening server (one thread per conversation), each turn scored into
 * one of the four buckets of ./contract.ts and, separately, language right or wrong. It prints per
 * language the rates, the per-intent counts and the confusion pairs (never the questions: the split is
 * not read for fixes), writes every scored turn as JSON when `CLARITY_EVAL_DUMP_FROZEN=<file>` is set,
 * and asserts the language's floors.
 */

export interface FrozenSet {
  language: FrozenLanguage;
  conversations: readonly FrozenConversation[];
}

/** Minimum rates (0–1) a language must reach; one row per language in the test file. */
export interface FrozenFloors {
  /** Correct, of all turns. */
  correct: number;
  /** Correct, of the answerable turns. */
  correctOfAnswerable: number;
  /** Not wrong (correct, clarified or declined), of all turns. */
  notWrong: number;
  /** Follow-up turns correct. */
  followUpsCorrect: number;
  /** Answers in the expected language. */
  languageRight: number;
}

/** What the split must hold per language before any question is asked (the brief's minimums). */
export const FROZEN_COVERAGE = { minTurns: 150, minFollowUpShare: 0.25, minPolicyShare: 0.1, minDeclineShare: 0.1, minTurnsPerTool: 4, minBooks: 8 };

export interface ScoredTurn {
  language: FrozenLanguage;
  conversation: string;
  portfolio: string;
  turn: number;
  question: string;
  kind: FrozenTurn['kind'];
  intent: string;
  followUp: boolean;
  locale?: string;
  answerLanguage: FrozenLanguage;
  /** Every tool a requirement names (alternatives flattened). */
  requiredTools: string[];
  toolsRan: string[];
  outcome?: ChatOutcome;
  policy?: ChatPolicy;
  answerLocale?: string;
  clarificationTools: string[];
  missingTools: string[];
  missingFacts: string[];
  /** Why the turn is not in the bucket its kind aims at (empty when it is). */
  reasons: string[];
  bucket: FrozenBucket;
  languageRight: boolean;
  /** What the answer did: its outcome when not `answered`, else the tools that ran. */
  did: string;
  answer: string;
  error?: string;
}

/** What one answer showed, as the runner reads it from the stream. */
export interface Reply {
  answer: string;
  tools: string[];
  threadId?: string;
  outcome?: ChatOutcome;
  policy?: ChatPolicy;
  locale?: string;
  followUpTools: string[];
  error?: string;
}

const WRITTEN: readonly FrozenLanguage[] = ['en', 'de', 'fr', 'es'];
const readAs = (locale: string | undefined, fallback: FrozenLanguage): FrozenLanguage => (WRITTEN.includes(locale as FrozenLanguage) ? (locale as FrozenLanguage) : fallback);

/** Scores one turn into its bucket (./contract.ts). Figures are read as the answer's own locale writes them. */
export function scoreTurn(turn: FrozenTurn, reply: Reply): Pick<ScoredTurn, 'bucket' | 'missingTools' | 'missingFacts' | 'reasons' | 'languageRight' | 'did' | 'requiredTools' | 'clarificationTools'> {
  const locale = readAs(reply.locale, turn.answerLanguage);
  const tokens = extractNumbers(reply.answer, locale);
  const requiredTools: string[] = [...new Set(turn.tools.flat())];
  const missingTools = turn.tools.filter((t) => !(Array.isArray(t) ? t : [t]).some((name) => reply.tools.includes(name))).map((t) => (Array.isArray(t) ? t.join(' | ') : t));
  const missingFacts = turn.facts.filter((f) => !matches(reply.answer, f, tokens)).map(describeFact);
  const clarificationTools = reply.followUpTools.filter((t) => requiredTools.includes(t));
  const reasons: string[] = [];
  if (reply.error) reasons.push(reply.error);
  if (!reply.answer) reasons.push('no clarity-answer');

  let bucket: FrozenBucket = 'wrong';
  if (turn.kind === 'answerable' || turn.kind === 'advice' || turn.kind === 'forecast') {
    if (reply.outcome === 'clarification') {
      if (clarificationTools.length) bucket = 'clarified';
      else reasons.push(`clarification without a required tool among its follow-ups (${reply.followUpTools.join(', ') || 'none'})`);
    } else {
      if (reply.outcome !== 'answered') reasons.push(`outcome ${reply.outcome ?? 'missing'}`);
      if (missingTools.length) reasons.push(`missing tools ${missingTools.join(', ')}`);
      if (missingFacts.length) reasons.push(`missing facts ${missingFacts.join('; ')}`);
      const policy = turn.kind === 'answerable' ? undefined : turn.kind;
      if (reply.policy !== policy) reasons.push(`policy ${reply.policy ?? 'none'}, expected ${policy ?? 'none'}`);
      if (!reasons.length) bucket = 'correct';
    }
  } else {
    if (reply.outcome !== 'declined' && reply.outcome !== 'no_data') reasons.push(`outcome ${reply.outcome ?? 'missing'}`);
    if (turn.kind === 'off_topic' && hasFigures(reply.answer, locale)) reasons.push('money or percentage figures in an off-topic answer');
    if (turn.kind === 'no_data' && missingFacts.length) reasons.push(`missing facts ${missingFacts.join('; ')}`);
    if (!reasons.length) bucket = 'declined';
  }
  const ran = reply.tools.length ? [...new Set(reply.tools)].join('+') : 'no tool';
  const did = reply.outcome === 'answered' ? ran : (reply.outcome ?? (reply.error ? 'error' : `no outcome (${ran})`));
  return { bucket, missingTools, missingFacts, reasons, languageRight: reply.locale === turn.answerLanguage, did, requiredTools, clarificationTools };
}

const rate = (n: number, of: number) => (of ? n / of : 0);
const percent = (n: number, of: number) => `${(rate(n, of) * 100).toFixed(1).padStart(5)}%`;
const BUCKETS: FrozenBucket[] = ['correct', 'clarified', 'declined', 'wrong'];

/** The language's headline rates (the floors are checked against these). */
export function rates(scored: ScoredTurn[]): FrozenFloors & Record<FrozenBucket, number> {
  const of = (list: ScoredTurn[], bucket: FrozenBucket) => list.filter((s) => s.bucket === bucket).length;
  const answerable = scored.filter((s) => s.kind === 'answerable');
  const followUps = scored.filter((s) => s.followUp);
  return {
    correct: rate(of(scored, 'correct'), scored.length),
    clarified: rate(of(scored, 'clarified'), scored.length),
    declined: rate(of(scored, 'declined'), scored.length),
    wrong: rate(of(scored, 'wrong'), scored.length),
    correctOfAnswerable: rate(of(answerable, 'correct'), answerable.length),
    notWrong: 1 - rate(of(scored, 'wrong'), scored.length),
    followUpsCorrect: rate(of(followUps, 'correct'), followUps.length),
    languageRight: rate(scored.filter((s) => s.languageRight).length, scored.length),
  };
}

/** The printed report of one language: rates, per intent, confusion pairs. No question is printed. */
export function report(language: FrozenLanguage, scored: ScoredTurn[]): string {
  const count = (list: ScoredTurn[], pick: (s: ScoredTurn) => boolean) => list.filter(pick).length;
  const answerable = scored.filter((s) => s.kind === 'answerable');
  const policyTurns = scored.filter((s) => s.kind === 'advice' || s.kind === 'forecast');
  const followUps = scored.filter((s) => s.followUp);
  const lines = ['', `Frozen split, ${language}: ${scored.length} turns (${answerable.length} answerable, ${policyTurns.length} advice/forecast, ${scored.length - answerable.length - policyTurns.length} off-topic/no data, ${followUps.length} follow-ups)`, '-'.repeat(72)];
  for (const bucket of BUCKETS) lines.push(`${bucket.padEnd(34)} ${String(count(scored, (s) => s.bucket === bucket)).padStart(4)} / ${String(scored.length).padEnd(4)} ${percent(count(scored, (s) => s.bucket === bucket), scored.length)}`);
  const row = (name: string, n: number, of: number) => lines.push(`${name.padEnd(34)} ${String(n).padStart(4)} / ${String(of).padEnd(4)} ${percent(n, of)}`);
  lines.push('-'.repeat(72));
  row('correct of answerable turns', count(answerable, (s) => s.bucket === 'correct'), answerable.length);
  row('wrong of all turns', count(scored, (s) => s.bucket === 'wrong'), scored.length);
  row('policy right on advice/forecast', count(policyTurns, (s) => s.policy === s.kind), policyTurns.length);
  row('policy set on answerable turns', count(answerable, (s) => s.policy !== undefined), answerable.length);
  row('follow-ups correct', count(followUps, (s) => s.bucket === 'correct'), followUps.length);
  row('language right', count(scored, (s) => s.languageRight), scored.length);
  row('outcome missing', count(scored, (s) => s.outcome === undefined), scored.length);

  lines.push('', `Per intent (${BUCKETS.join(' / ')}):`);
  const intents = [...new Set(scored.map((s) => s.intent))].sort();
  for (const intent of intents) {
    const list = scored.filter((s) => s.intent === intent);
    lines.push(`  ${intent.padEnd(20)} ${BUCKETS.map((b) => String(count(list, (s) => s.bucket === b)).padStart(3)).join(' / ')}   (of ${list.length})`);
  }

  const pairs = new Map<string, number>();
  for (const s of scored.filter((x) => x.bucket === 'wrong')) {
    const key = `${s.intent} → ${s.did}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  lines.push('', 'Confusion pairs of wrong turns (expected intent → what the answer did instead):');
  for (const [key, n] of [...pairs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) lines.push(`  ${String(n).padStart(3)}  ${key}`);
  return lines.join('\n');
}

/** The split's shape before any question is asked: sizes, shares, tools, books, well-formed turns. */
export function checkCoverage(set: FrozenSet, books: readonly Book[]): void {
  const { conversations, language } = set;
  const turns = conversations.flatMap((c) => c.turns);
  const share = (pick: (t: FrozenTurn) => boolean) => turns.filter(pick).length / turns.length;
  expect(turns.length, `${language} turns`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minTurns);
  expect(share((t) => t.followUp), `${language} follow-up share`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minFollowUpShare);
  expect(share((t) => t.kind === 'advice' || t.kind === 'forecast'), `${language} advice/forecast share`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minPolicyShare);
  expect(share((t) => t.kind === 'off_topic' || t.kind === 'no_data'), `${language} off-topic/no-data share`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minDeclineShare);
  for (const tool of TOOL_NAMES) expect(turns.filter((t) => t.tools.includes(tool)).length, `${language} ${tool}`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minTurnsPerTool);
  const keys = new Set(books.map((b) => b.key));
  for (const c of conversations) expect(keys.has(c.portfolio), `${c.id}: ${c.portfolio}`).toBe(true);
  expect(new Set(conversations.map((c) => c.portfolio)).size, `${language} books`).toBeGreaterThanOrEqual(FROZEN_COVERAGE.minBooks);
  expect(new Set(conversations.map((c) => c.id)).size, `${language} unique ids`).toBe(conversations.length);
  for (const c of conversations) {
    expect(c.turns[0]?.followUp, `${c.id}: a first turn leans on nothing`).toBe(false);
    for (const t of c.turns) {
      expect(t.kind === 'answerable' ? t.tools.length > 0 : t.tools.length === 0, `${c.id}: tools of a ${t.kind} turn`).toBe(true);
      if (!t.locale) expect(t.answerLanguage, `${c.id}: no locale sent, so the answer is in the question's language`).toBe(language);
    }
  }
}

/** Registers the split's describe block: the coverage test per language, then one test per language that asks every question. */
export function runFrozenSplit(sets: readonly FrozenSet[], books: readonly Book[], floors: Partial<Record<FrozenLanguage, FrozenFloors>>, timeout: number): void {
  let ctx: TestContext;
  let url: string;
  let closeServer: () => Promise<void>;
  let apiKey: string;
  const portfolioIds = new Map<string, string>();
  const all: ScoredTurn[] = [];

  async function ask(portfolioId: string, turn: FrozenTurn, threadId: string | undefined): Promise<Reply> {
    const result = await chat(url, apiKey, { portfolioId, question: turn.question, ...(threadId ? { threadId } : {}), ...(turn.locale ? { locale: turn.locale } : {}) });
    const reply: Reply = { answer: '', tools: [], threadId, followUpTools: [] };
    for (const event of result.events) {
      if (event.type === 'RUN_STARTED') reply.threadId = event.threadId;
      if (event.type === 'TOOL_CALL_START') reply.tools.push(event.toolCallName);
      if (event.type === 'RUN_ERROR') reply.error = `RUN_ERROR ${event.code ?? ''}: ${event.message}`;
      if (event.type === 'CUSTOM' && event.name === 'clarity-answer') {
        const value = event.value;
        reply.answer = value.answerMarkdown;
        reply.outcome = value.outcome;
        reply.policy = value.policy;
        reply.locale = value.locale;
        reply.followUpTools = value.followUps.flatMap((f) => (f.tool ? [f.tool] : []));
      }
    }
    if (result.status !== 200) reply.error = `HTTP ${result.status} ${JSON.stringify(result.json)}`;
    return reply;
  }

  describe('frozen split', () => {
    beforeAll(async () => {
      ctx = await createTestContext();
      ctx.clock.set(new Date(NOW_ISO));
      await ctx.app.locals.services.marketImport.importSample();
      ({ apiKey } = await ctx.newOrg('Frozen split'));
      for (const book of books) portfolioIds.set(book.key, await createEvaluationPortfolio(ctx.app, apiKey, `frozen-${book.key}`, book));
      ({ url, close: closeServer } = await listen(ctx.app));
    });

    afterAll(async () => {
      await closeServer?.();
      await ctx?.close();
      // CLARITY_EVAL_DUMP_FROZEN=<file> keeps every scored turn of every language as JSON.
      const dump = process.env.CLARITY_EVAL_DUMP_FROZEN;
      if (dump && all.length) writeFileSync(dump, JSON.stringify(all, null, 2));
    });

    for (const set of sets) {
      it(`${set.language}: holds at least ${FROZEN_COVERAGE.minTurns} turns of every kind, every tool at least ${FROZEN_COVERAGE.minTurnsPerTool} times`, () => checkCoverage(set, books));
    }

    for (const set of sets) {
      const floor = floors[set.language];
      it(`${set.language}: scores every turn and stays at or above its floors`, async () => {
        const scored: ScoredTurn[] = [];
        for (const conversation of set.conversations) {
          const portfolioId = portfolioIds.get(conversation.portfolio);
          if (!portfolioId) throw new Error(`no portfolio ${conversation.portfolio}`);
          let threadId: string | undefined;
          for (const [index, turn] of conversation.turns.entries()) {
            const reply = await ask(portfolioId, turn, threadId);
            threadId = reply.threadId;
            scored.push({
              language: set.language,
              conversation: conversation.id,
              portfolio: conversation.portfolio,
              turn: index,
              question: turn.question,
              kind: turn.kind,
              intent: turn.intent,
              followUp: turn.followUp,
              ...(turn.locale ? { locale: turn.locale } : {}),
              answerLanguage: turn.answerLanguage,
              toolsRan: reply.tools,
              ...(reply.outcome ? { outcome: reply.outcome } : {}),
              ...(reply.policy ? { policy: reply.policy } : {}),
              ...(reply.locale ? { answerLocale: reply.locale } : {}),
              ...scoreTurn(turn, reply),
              answer: reply.answer,
              ...(reply.error ? { error: reply.error } : {}),
            });
          }
        }
        all.push(...scored);
        console.log(report(set.language, scored));
        expect(floor, `a floor row for ${set.language}`).toBeDefined();
        const measured = rates(scored);
        for (const key of Object.keys(floor ?? {}) as (keyof FrozenFloors)[]) expect(measured[key], `${set.language} ${key}`).toBeGreaterThanOrEqual(floor?.[key] ?? 1);
      }, timeout);
    }
  });
}
