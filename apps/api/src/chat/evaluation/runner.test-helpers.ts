import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { chat, listen } from '../testing/stream-client.test-helpers.js';
import { describeFact, extractNumbers, hasFigures, matches } from './match.js';
import { ALL_TOOL_NAMES, TOOL_NAMES, type Category, type Conversation, type ToolName, type Turn } from './questions.js';
import { NOW_ISO, type Book } from './reference.js';
import type { Locale } from '../../i18n/catalog.js';

/**
 * The runner shared by the three chat evaluation sets (./chat-evaluation.test.ts,
 * ./heldout/heldout-evaluation.test.ts, ./heldout2/heldout2-evaluation.test.ts). It registers the
 * set's describe block: a real app (harness) with the set's books created through the API, every
 * conversation asked through a real listening server (one thread per conversation), each turn scored
 * (pass = every must-have tool ran and every expected fact matched). It prints the pass rate per
 * category and per required tool and every failing turn, and asserts the set's target pass rate.
 */

/** A conversation of any set (the sets differ only in the names their portfolios may have). */
export type EvaluationConversation = Omit<Conversation, 'portfolio'> & { portfolio: string };

export interface EvaluationSet {
  /** The set's name: the describe block is "<name> set"; the printed heading starts with it. */
  name: string;
  /** Name of the organization that owns the set's portfolios. */
  org: string;
  /** Prefix of the portfolios' externalId (`<prefix>-<book key>`). */
  externalIdPrefix: string;
  books: readonly Book[];
  conversations: readonly EvaluationConversation[];
  /** Pass rate the set must reach (0–1). */
  target: number;
  /** The largest share of turns that may land in the wrong bucket (0–1): asked back or declined is not wrong. */
  maxWrong: number;
  /** What the questions are called in the test's name ("answers at least 95% of the <questions> correctly"). */
  questions: string;
  /** The set's size and spread, checked before any question is asked. */
  coverage: {
    minTurns: number;
    /** Turns that plainly require each tool (alternatives do not count). */
    minTurnsPerTool: number;
    minPortfolios: number;
    /** Categories with at least one conversation. */
    categories?: Category[];
    /** Portfolios with at least one conversation. */
    portfolios?: string[];
  };
  /** Environment variable naming a file that receives every scored turn as JSON. */
  dumpEnv: string;
  /** Characters of a failing turn's answer printed. */
  answerChars: number;
  /** Timeout of the test that asks every question (ms). */
  timeout: number;
  /** The language the questions are asked in, and the answers' figures read in (English unless told; a turn's own `locale` overrides it). */
  locale?: Locale;
}

interface Scored {
  conversation: string;
  category: Category;
  turn: number;
  question: string;
  /** Plain tool requirements of the turn (alternatives left out). */
  required: string[];
  tools: string[];
  missingTools: string[];
  /** Tools that ran though the turn neither requires nor allows them: an answer to another question. */
  extraTools: string[];
  missingFacts: string[];
  answer: string;
  pass: boolean;
  /** The development bucket of the turn (the frozen split's rules, see bucketOf). */
  bucket: Bucket;
}

/** Where a turn lands: answered right, asked back offering a right reading, declined where that is right, or wrong. */
export type Bucket = 'correct' | 'clarified' | 'declined' | 'wrong';
const BUCKETS: readonly Bucket[] = ['correct', 'clarified', 'declined', 'wrong'];

interface Reply {
  outcome: string | undefined;
  policy: string | undefined;
  /** The tools the reply's follow-ups run. */
  offered: string[];
}

/**
 * The turn's bucket, by the frozen split's rules: **correct** (answered, or a no-data reply on a missing-data
 * turn, with the required tools and facts, and the policy field set exactly on advice/forecast turns),
 * **clarified** (asked back offering a required tool), **declined** (declined or no data on an off-topic
 * turn), else **wrong**.
 */
function bucketOf(turn: Turn, category: Category, pass: boolean, reply: Reply): Bucket {
  const offTopic = category === 'off-topic' || turn.noFigures === true;
  const refused = reply.outcome === 'declined' || reply.outcome === 'no_data';
  if (offTopic) return refused ? 'declined' : 'wrong';
  if (reply.outcome === 'clarification') return turn.tools.flat().some((t) => reply.offered.includes(t)) ? 'clarified' : 'wrong';
  const policyRight = category === 'policy' ? reply.policy !== undefined : reply.policy === undefined;
  if (!pass || !policyRight) return 'wrong';
  return reply.outcome === 'answered' || (reply.outcome === 'no_data' && category === 'missing data') ? 'correct' : 'wrong';
}

const COUNTS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const WRITTEN: readonly Locale[] = ['en', 'de', 'fr', 'es'];

/**
 * The language a turn's answer is read in: the one the answer says it is written in (`clarity-answer.locale`:
 * the question's own when it is clearly one of the four, docs/chat.md), else the turn's requested locale's
 * (fr-CH → fr; unwritten → en), else the set's.
 */
function answerLanguage(turn: Turn, set: EvaluationSet, written?: Locale): Locale {
  if (written && WRITTEN.includes(written)) return written;
  if (!turn.locale) return set.locale ?? 'en';
  const language = turn.locale.split('-')[0]?.toLowerCase() as Locale;
  return WRITTEN.includes(language) ? language : 'en';
}

/**
 * Tools that may run beside a required one because its answer rests on them (a story's holding, the
 * risk figures a profile fit is judged by, the mix a rebalancing starts from). Any other extra tool
 * answers a question that was not asked, and fails the turn.
 */
const SUPPORTING: Partial<Record<ToolName, readonly ToolName[]>> = {
  stories: ['position'],
  story_timeline: ['position'],
  profile_fit: ['risk', 'allocation'],
  rebalance: ['allocation', 'exposure', 'concentration', 'profile_fit'],
};

function score(turn: Turn, answer: string, tools: string[], locale: Locale, category: Category): { missingTools: string[]; extraTools: string[]; missingFacts: string[] } {
  const tokens = extractNumbers(answer, locale);
  const missingTools = turn.tools.filter((t) => !(Array.isArray(t) ? t : [t]).some((name) => tools.includes(name))).map((t) => (Array.isArray(t) ? t.join(' | ') : t));
  const required = turn.tools.flat();
  const allowed = new Set<string>([...required, ...required.flatMap((tool) => SUPPORTING[tool] ?? []), ...(turn.mayAlsoRun ?? [])]);
  // An advice or forecast turn names no tool: the facts after its statement come from whichever tools hold them.
  const extraTools = category === 'policy' ? [] : [...new Set(tools.filter((name) => !allowed.has(name)))];
  const missingFacts = turn.facts.filter((f) => !matches(answer, f, tokens)).map(describeFact);
  if (!answer) missingFacts.unshift('an answer (no clarity-answer event)');
  if (turn.noFigures && hasFigures(answer, locale)) missingFacts.push('no figures (the answer has money or percentages)');
  return { missingTools, extraTools, missingFacts };
}

function report(set: EvaluationSet, scored: Scored[]): string {
  const lines: string[] = [];
  const byCategory = new Map<string, Scored[]>();
  for (const s of scored) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  const rate = (n: number, of: number) => `${((n / of) * 100).toFixed(1).padStart(5)}%`;
  const row = (name: string, list: Scored[]) => {
    const passed = list.filter((s) => s.pass).length;
    const factsOnly = list.filter((s) => s.missingFacts.length === 0).length;
    return `${name.padEnd(24)} ${String(passed).padStart(4)} / ${String(list.length).padEnd(4)} ${rate(passed, list.length)}   ${rate(factsOnly, list.length)}`;
  };
  const heading = set.name.charAt(0).toUpperCase() + set.name.slice(1);
  lines.push('', `${heading}: pass rate per category (pass = the required tools and no other, and the facts; last column: facts alone)`, '-'.repeat(56));
  for (const [category, list] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) lines.push(row(category, list));
  lines.push('-'.repeat(56), row('OVERALL', scored), '');
  const counts = BUCKETS.map((b) => `${b} ${scored.filter((x) => x.bucket === b).length} (${rate(scored.filter((x) => x.bucket === b).length, scored.length).trim()})`);
  lines.push(`Buckets (${scored.length} turns): ${counts.join(' · ')}`, '');
  lines.push('Per required tool (turns that require it):', '-'.repeat(56));
  for (const tool of ALL_TOOL_NAMES) {
    const list = scored.filter((x) => x.required.includes(tool));
    if (list.length) lines.push(row(tool, list));
  }
  lines.push('');
  const failing = scored.filter((s) => !s.pass);
  if (failing.length) {
    lines.push(`Failing turns (${failing.length}):`);
    for (const f of failing) {
      lines.push(`- [${f.conversation}#${f.turn + 1}] (${f.category}) ${f.question}`);
      if (f.missingTools.length) lines.push(`    missing tools: ${f.missingTools.join(', ')} (ran: ${f.tools.join(', ') || 'none'})`);
      if (f.extraTools.length) lines.push(`    extra tools: ${f.extraTools.join(', ')} (required: ${f.required.join(', ') || 'none'})`);
      if (f.missingFacts.length) lines.push(`    missing facts: ${f.missingFacts.join('; ')}`);
      lines.push(`    bucket: ${f.bucket}`);
      lines.push(`    answer: ${JSON.stringify(f.answer.slice(0, set.answerChars))}`);
    }
  }
  return lines.join('\n');
}

/** Creates an evaluation book through the API (its trade log too, when it has one) and returns its id. */
export async function createEvaluationPortfolio(app: TestContext['app'], apiKey: string, externalId: string, book: Book): Promise<string> {
  const created = await request(app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({
      externalId,
      baseCurrency: book.baseCurrency,
      currentHoldings: book.trades ? [] : book.holdings,
      ...(book.profile ? { profile: book.profile } : {}),
      ...(book.benchmark ? { benchmark: book.benchmark } : {}),
    });
  if (created.status !== 201) throw new Error(`create ${book.key}: ${created.status} ${JSON.stringify(created.body)}`);
  const { id } = created.body as { id: string };
  if (book.trades) {
    const recorded = await request(app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades: book.trades, currentHoldings: book.holdings });
    if (recorded.status !== 200 && recorded.status !== 201) throw new Error(`trades ${book.key}: ${recorded.status} ${JSON.stringify(recorded.body)}`);
    const { appended } = recorded.body as { appended?: number };
    if (appended !== book.trades.length) throw new Error(`trades ${book.key}: appended ${appended}`);
  }
  return id;
}

/** Registers the set's describe block: the coverage test, then the test that asks every question. */
export function runEvaluationSet(set: EvaluationSet): void {
  let ctx: TestContext;
  let url: string;
  let closeServer: () => Promise<void>;
  let apiKey: string;
  const portfolioIds = new Map<string, string>();

  const createPortfolio = (book: Book) => createEvaluationPortfolio(ctx.app, apiKey, `${set.externalIdPrefix}-${book.key}`, book);

  async function ask(portfolioId: string, turn: Turn, threadId: string | undefined): Promise<{ answer: string; tools: string[]; threadId: string | undefined; locale?: Locale; error?: string; reply: Reply }> {
    const result = await chat(url, apiKey, { portfolioId, question: turn.question, ...(threadId ? { threadId } : {}), ...(turn.locale ? { locale: turn.locale } : {}) });
    const tools: string[] = [];
    let answer = '';
    let locale: Locale | undefined;
    let thread = threadId;
    let error: string | undefined;
    const reply: Reply = { outcome: undefined, policy: undefined, offered: [] };
    for (const event of result.events) {
      if (event.type === 'RUN_STARTED') thread = event.threadId;
      if (event.type === 'TOOL_CALL_START') tools.push(event.toolCallName);
      if (event.type === 'CUSTOM' && event.name === 'clarity-answer') {
        answer = event.value.answerMarkdown;
        locale = event.value.locale;
        Object.assign(reply, { outcome: event.value.outcome, policy: event.value.policy, offered: event.value.followUps.flatMap((f: { tool?: string }) => (f.tool ? [f.tool] : [])) });
      }
      if (event.type === 'RUN_ERROR') error = `RUN_ERROR ${event.code ?? ''}: ${event.message}`;
    }
    if (result.status !== 200) error = `HTTP ${result.status} ${JSON.stringify(result.json)}`;
    return { answer, tools, threadId: thread, ...(locale ? { locale } : {}), ...(error ? { error } : {}), reply };
  }

  describe(`${set.name} set`, () => {
    beforeAll(async () => {
      ctx = await createTestContext();
      ctx.clock.set(new Date(NOW_ISO));
      await ctx.app.locals.services.marketImport.importSample();
      ({ apiKey } = await ctx.newOrg(set.org));
      for (const book of set.books) portfolioIds.set(book.key, await createPortfolio(book));
      ({ url, close: closeServer } = await listen(ctx.app));
    });

    afterAll(async () => {
      await closeServer?.();
      await ctx?.close();
    });

    const { coverage, conversations } = set;
    it(`is big enough and covers every tool at least ${COUNTS[coverage.minTurnsPerTool] ?? coverage.minTurnsPerTool} times`, () => {
      const turns = conversations.flatMap((c) => c.turns);
      expect(turns.length).toBeGreaterThanOrEqual(coverage.minTurns);
      expect(new Set(conversations.map((c) => c.portfolio)).size).toBeGreaterThanOrEqual(coverage.minPortfolios);
      expect(new Set(conversations.map((c) => c.id)).size).toBe(conversations.length);
      // Only plain (non-alternative) requirements count towards a tool's coverage.
      for (const tool of TOOL_NAMES) expect(turns.filter((t) => t.tools.includes(tool)).length, tool).toBeGreaterThanOrEqual(coverage.minTurnsPerTool);
      for (const category of coverage.categories ?? []) expect(conversations.some((c) => c.category === category), category).toBe(true);
      for (const portfolio of coverage.portfolios ?? []) expect(conversations.some((c) => c.portfolio === portfolio), portfolio).toBe(true);
    });

    it(`answers at least ${set.target * 100}% of the ${set.questions} correctly, at most ${set.maxWrong * 100}% wrong`, async () => {
      const scored: Scored[] = [];
      for (const conversation of conversations) {
        const portfolioId = portfolioIds.get(conversation.portfolio);
        if (!portfolioId) throw new Error(`no portfolio ${conversation.portfolio}`);
        let threadId: string | undefined;
        for (const [index, turn] of conversation.turns.entries()) {
          const run = await ask(portfolioId, turn, threadId);
          threadId = run.threadId;
          const scored0 = score(turn, run.answer, run.tools, answerLanguage(turn, set, run.locale), conversation.category);
          const { missingTools, missingFacts } = scored0;
          // A no-data reply on a missing-data turn runs the tools that found the gap ("I have no market data for TSLA… You hold
          // 10 TSLA", docs/chat.md): they answer no other question, as the frozen split's contract counts it.
          const extraTools = conversation.category === 'missing data' && run.reply.outcome === 'no_data' ? [] : scored0.extraTools;
          if (run.error) missingFacts.unshift(run.error);
          const pass = missingTools.length === 0 && extraTools.length === 0 && missingFacts.length === 0;
          scored.push({
            conversation: conversation.id,
            category: conversation.category,
            turn: index,
            question: turn.question,
            required: turn.tools.flatMap((t) => (typeof t === 'string' ? [t] : [])),
            tools: run.tools,
            missingTools,
            extraTools,
            missingFacts,
            answer: run.answer,
            pass,
            bucket: bucketOf(turn, conversation.category, pass, run.reply),
          });
        }
      }
      const passRate = scored.filter((s) => s.pass).length / scored.length;
      const wrongRate = scored.filter((s) => s.bucket === 'wrong').length / scored.length;
      console.log(report(set, scored));
      // <dumpEnv>=<file> keeps every turn (question, tools, answer, missing facts) as JSON.
      const dump = process.env[set.dumpEnv];
      if (dump) writeFileSync(dump, JSON.stringify(scored, null, 2));
      // CLARITY_EVAL_DUMP_DIR=<dir> keeps every set's turns, one file per set (all sets in one run).
      const dumpDir = process.env.CLARITY_EVAL_DUMP_DIR;
      if (dumpDir) writeFileSync(`${dumpDir}/${set.name.replace(/[^\w-]+/g, '-')}.json`, JSON.stringify(scored, null, 2));
      expect(passRate).toBeGreaterThanOrEqual(set.target);
      expect(wrongRate).toBeLessThanOrEqual(set.maxWrong);
    }, set.timeout);
  });
}

/** A numbered held-out set of 60 turns per language, each language its own set on its own organization (held-out 6 on). */
export interface HeldoutLanguages {
  /** The set's number: names, portfolio prefixes (`eval-ho<n>-<language>`) and the dump variables (`CLARITY_EVAL_DUMP_HO<n>_<LANGUAGE>`). */
  number: number;
  books: readonly Book[];
  conversations: Readonly<Record<Locale, readonly EvaluationConversation[]>>;
  languages: readonly Locale[];
  target: Readonly<Record<Locale, number>>;
  maxWrong: Readonly<Record<Locale, number>>;
  minPortfolios: number;
  /** Portfolios each language's set must use. */
  portfolios: string[];
}

export function runHeldoutLanguages(set: HeldoutLanguages): void {
  const name = `held-out ${set.number}`;
  for (const language of set.languages) {
    runEvaluationSet({
      name: `${language} ${name} chat evaluation`,
      org: `Evaluation ${name} ${language}`,
      externalIdPrefix: `eval-ho${set.number}-${language}`,
      books: set.books,
      conversations: set.conversations[language],
      target: set.target[language],
      maxWrong: set.maxWrong[language],
      questions: `${language} ${name} questions`,
      coverage: {
        minTurns: 60,
        minTurnsPerTool: 0,
        minPortfolios: set.minPortfolios,
        categories: ['follow-up', 'policy', 'off-topic', 'missing data'],
        portfolios: set.portfolios,
      },
      dumpEnv: `CLARITY_EVAL_DUMP_HO${set.number}_${language.toUpperCase()}`,
      answerChars: 300,
      timeout: 300_000,
      locale: language,
    });
  }
}
