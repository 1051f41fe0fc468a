import type { ChatIntent, FollowUp, Narrative, Performance } from '@clarity/shared';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/catalog.js';
import { performanceWithNamedBenchmark } from '../../insight/named-benchmark.js';
import { performanceBetween, type PerformanceInput } from '../../insight/analytics/performance.js';
import { analysePortfolio } from '../../insight/analytics/portfolio-analytics.js';
import { loadPortfolioSnapshot, type PortfolioForInsight } from '../../insight/portfolio-snapshot.js';
import { followUpsOf, suggest, type Suggestion } from '../../insight/suggestions.js';
import { toolByName } from '../../insight/tools/registry.js';
import type { PortfolioInsight, ToolContext, Words } from '../../insight/tools/types.js';
import { wordsFor } from '../../insight/tools/words.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { Source, StoryRecord } from '../../market/types.js';
import type { TradeService } from '../../trades/service.js';
import { planQuestion, type Plan, type PlannedCall } from '../planner/plan.js';
import { questionForPlanner } from '../understanding/languages/read.js';
import { questionLanguage } from '../understanding/languages/identify.js';
import { pickIn, picked, withoutYes } from '../understanding/replies.js';
import type { RunEmitter } from '../run-emitter.js';
import type { StoredTurn, TurnEntities } from '../threads/repository.js';
import { AnalyticsCache, type CachedAnalytics } from './analytics-cache.js';
import type { InstrumentCatalog } from './catalog.js';
import { narrativeOf } from './stories.js';
import { fitToScreen, supports, type ToolBlock } from './screen.js';
import { splitSentences } from '../llm/sentences.js';
import { verdictOf } from './yes-no.js';
import { inToolSpan } from '../../observability/spans.js';

export interface AnswerEngineDeps {
  market: MarketDataRepository;
  trades: TradeService;
  catalog: InstrumentCatalog;
  analyticsCache: AnalyticsCache;
}

export interface AnswerRequest {
  question: string;
  portfolio: PortfolioForInsight;
  /** The stored portfolio's version (absent for inline portfolios): part of the analytics cache key. */
  portfolioVersion: number | undefined;
  history: readonly StoredTurn[];
  /** Valuation day, YYYY-MM-DD. */
  asOf: string;
  signal: AbortSignal;
  locale?: Locale;
}

/** One tool call that ran, with its output (what the answer and the model may state). */
export interface ToolResult {
  tool: string;
  args: Record<string, unknown>;
  output: unknown;
}

/** The grounded answer: composed text plus every fact it rests on. */
export interface PreparedAnswer {
  plan: Plan;
  results: ToolResult[];
  /** The default answer: what fits one screen (the rest is a follow-up away). */
  paragraphs: string[];
  /** Everything the results say in words, on the screen or not: what a model's wording is checked against. */
  facts: string;
  words: Words;
  followUps: FollowUp[];
  narrative: Narrative;
  intent: ChatIntent;
  memory: TurnEntities;
  pricesAsOf: string | null;
  /** The days of the market data (closes, rates) the answer's tools rest on, for its `staleness` (citations aside). */
  dataDays: (string | null)[];
}

/** A request's tool context: the portfolio's analytics (cached per version) and performance, loaded once on first use. */
export function toolContextFor(deps: AnswerEngineDeps, request: Pick<AnswerRequest, 'portfolio' | 'portfolioVersion' | 'asOf' | 'locale'>): ToolContext {
  const locale = request.locale ?? DEFAULT_LOCALE;
  let entry: Promise<CachedAnalytics> | undefined;
  const cached = (): Promise<CachedAnalytics> =>
    (entry ??= (async () => {
      const key = AnalyticsCache.key(request.portfolio, request.portfolioVersion, await deps.market.version(), request.asOf);
      const { value } = await deps.analyticsCache.getOrCompute(key, async () => {
        const loaded = await loadPortfolioSnapshot(deps, request.portfolio, request.asOf);
        return { loaded, analytics: analysePortfolio(loaded.analyticsInput) };
      });
      return value;
    })());
  let stories: Promise<StoryRecord[]> | undefined;
  // Exact days asked ("since March"): the performance input loaded once per benchmark for the request, the figures computed per span.
  const performanceInputs = new Map<string, Promise<PerformanceInput>>();
  const performanceInput = (name: Parameters<ToolContext['performance']>[0]): Promise<PerformanceInput> => {
    const key = name ?? '';
    let loaded = performanceInputs.get(key);
    if (!loaded) {
      const portfolio = name === undefined ? request.portfolio : { ...request.portfolio, benchmark: { name } };
      loaded = loadPortfolioSnapshot(deps, portfolio, request.asOf, { performance: true }).then((s) => s.performanceInput);
      performanceInputs.set(key, loaded);
      loaded.catch(() => performanceInputs.delete(key));
    }
    return loaded;
  };
  const ctx: ToolContext = {
    asOf: request.asOf,
    market: deps.market,
    allStories: () => (stories ??= deps.market.allStories(request.asOf)),
    insight: async () => {
      const value = await cached();
      return { input: value.loaded.analyticsInput, analytics: value.analytics, stories: value.loaded.stories };
    },
    // Performance reads more history than the other tools (every close since the first trade), so it is
    // loaded only when asked, once per cached analytics entry.
    performance: async (name) => {
      const byLocale = ((await cached()).performance ??= new Map<string, Promise<Performance>>());
      // One entry per locale and benchmark asked for (the portfolio's own: no name).
      const key = `${locale}:${name ?? ''}`;
      let performance = byLocale.get(key);
      if (!performance) {
        const portfolio = name === undefined ? request.portfolio : { ...request.portfolio, benchmark: { name } };
        performance = loadPortfolioSnapshot(deps, portfolio, request.asOf, { performance: true }).then((s) => {
          if (!s.performanceInput) throw new Error('performance input not loaded');
          return performanceWithNamedBenchmark(s.performanceInput, s.benchmarkName, locale);
        });
        byLocale.set(key, performance);
        // A failure is not kept: the next question tries again.
        performance.catch(() => byLocale.delete(key));
      }
      return performance;
    },
    performanceBetween: async (span, name) => performanceBetween(await performanceInput(name), span.from, span.to),
  };
  return ctx;
}

/**
 * The offline engine: the question becomes a plan of insight tools; each call runs as one AG-UI
 * tool call (its registry name, its JSON input, its output); the outputs are put into words from
 * the message catalog. The abort signal is checked between calls.
 */
export async function prepareAnswer(deps: AnswerEngineDeps, run: RunEmitter, request: AnswerRequest): Promise<PreparedAnswer> {
  const planned = await planFor(deps, request);
  const ctx = toolContextFor(deps, request);
  const { plan, results } = await runPlan(deps, ctx, run, planned, request);
  return composeAnswer(deps, ctx, plan, results, { locale: request.locale, question: request.question });
}

type PlanRequest = Pick<AnswerRequest, 'question' | 'portfolio' | 'history' | 'asOf' | 'locale'>;

/** The question as a plan of tool calls, with the thread's last turn for follow-ups. */
export async function planFor(deps: AnswerEngineDeps, request: PlanRequest): Promise<Plan> {
  const last = request.history.at(-1)?.entities;
  // A reply to a clarification that picks one of its offers ("the first one", "ja", "la deuxième"): that reading runs,
  // planned as its follow-up question would be, on the thread as it stood before the clarification.
  const pick = last?.offers?.length ? pickIn(request.question) : undefined;
  const offer = pick && last?.offers ? picked(last.offers, pick) : undefined;
  if (offer) {
    const before = request.history.slice(0, -1);
    // "Which one?" answered: the question asked back about, with the instrument picked as its "it".
    if (offer.ticker && last?.clarified) {
      const plan = await planRead(deps, { ...request, history: before }, questionForPlanner(last.clarified, request.locale), { tickers: [offer.ticker], topics: [], calls: [], subjects: [{ kind: 'ticker', value: offer.ticker }] });
      return { ...plan, resolvedFromThread: true, chosen: true };
    }
    const plan = await planRead(deps, { ...request, history: before }, questionForPlanner(offer.question, request.locale), before.at(-1)?.entities);
    return { ...plan, resolvedFromThread: true, chosen: true };
  }
  // A question in German, French or Spanish is read into the planner's words (understanding/languages/).
  // After a clarification, "yes, the holdings" names the reading it takes: its yes says nothing of the ask.
  const reply = last?.offers?.length ? withoutYes(request.question) : request.question;
  const plan = await planRead(deps, request, questionForPlanner(reply, request.locale), last);
  // A reply that names one of the offered readings in words of its own ("the fees", "ja, die Gebühren"): the reading chosen.
  // Short, as a pick is: "et par rapport au MSCI World ?" is a new ask of its own, read as one.
  const chosen = last?.offers?.length && (request.question.match(/\p{L}+/gu) ?? []).length <= 4 && !plan.guessed && plan.policy === null && plan.calls.length > 0 && plan.calls.every((c) => last.offers!.some((o) => o.tool === c.tool));
  return chosen ? { ...plan, resolvedFromThread: true, chosen: true } : plan;
}

/** A greeting (understanding/reading.ts marks it from the intent model's smalltalk class): offTopic too, so no model words it and no tool runs. */
function greets(plan: Plan): boolean {
  return plan.greeting === true && plan.offTopic;
}

/** A question already in the planner's words, planned against the portfolio and a last turn. */
async function planRead(deps: AnswerEngineDeps, request: PlanRequest, question: string, lastTurn: TurnEntities | undefined): Promise<Plan> {
  const held = [...new Set((request.portfolio.currentHoldings ?? []).map((h) => h.ticker))];
  const matcher = await deps.catalog.matcher(held);
  return planQuestion(question, matcher.extract(question), {
    baseCurrency: request.portfolio.baseCurrency ?? 'USD',
    heldTickers: held,
    lastTurn,
    earlierTurns: request.history.map((t) => t.entities),
    asOf: request.asOf,
    extract: (text) => matcher.extract(text),
    asked: request.question,
    language: questionLanguage(request.question, request.locale),
  });
}

/**
 * Runs a plan's calls; then its pending clauses ("what's my biggest position, and how has it done?"),
 * planned with the holding the answer so far put forward as their "it", and run too.
 */
export async function runPlan(deps: AnswerEngineDeps, ctx: ToolContext, run: RunEmitter, plan: Plan, request: PlanRequest & Pick<AnswerRequest, 'signal'>): Promise<{ plan: Plan; results: ToolResult[] }> {
  const results = await runCalls(ctx, run, plan.calls, request.signal);
  const subject = subjectTickers(results);
  if (!plan.pending || plan.pending.length === 0 || subject.length === 0) return { plan, results };
  const extra: PlannedCall[] = [];
  for (const clause of plan.pending) {
    const own = await planRead(deps, request, clause, { tickers: subject, topics: [], calls: [] });
    for (const call of own.calls) if (![...plan.calls, ...extra].some((c) => c.tool === call.tool && JSON.stringify(c.args) === JSON.stringify(call.args))) extra.push(call);
  }
  const calls = [...plan.calls, ...extra].slice(0, 8);
  const ran = calls.slice(plan.calls.length);
  const merged: Plan = { ...plan, calls, memory: { ...plan.memory, tickers: plan.memory.tickers.length > 0 ? plan.memory.tickers : subject, calls } };
  return { plan: merged, results: [...results, ...(await runCalls(ctx, run, ran, request.signal))] };
}

/** Runs planned calls through the registry, each as a visible tool call; bad arguments become a result that says so. */
export async function runCalls(ctx: ToolContext, run: RunEmitter, calls: readonly PlannedCall[], signal: AbortSignal): Promise<ToolResult[]> {
  const results: ToolResult[] = [];
  for (const call of calls) {
    const tool = toolByName(call.tool);
    if (!tool) continue;
    const parsed = tool.input.safeParse(call.args);
    if (!parsed.success) continue;
    const output = await run.step(tool.name, parsed.data as Record<string, unknown>, () => inToolSpan(tool.name, () => tool.run(ctx, parsed.data)));
    results.push({ tool: tool.name, args: parsed.data as Record<string, unknown>, output });
    signal.throwIfAborted();
  }
  return results;
}

/** Words that cite from a sources map the caller keeps filling (the model path adds sources as its calls return). */
export function answerWords(locale?: Locale): { words: Words; sources: Map<string, Source> } {
  const sources = new Map<string, Source>();
  return { words: wordsFor(sources, locale), sources };
}

export async function composeAnswer(
  deps: AnswerEngineDeps,
  ctx: ToolContext,
  plan: Plan,
  results: ToolResult[],
  options: { locale?: Locale | undefined; words?: { words: Words; sources: Map<string, Source> }; /** The question as asked: a yes/no question gets its yes or no first. */ question?: string } = {},
): Promise<PreparedAnswer> {
  const { words, sources } = options.words ?? answerWords(options.locale);
  const sourceIds = results.flatMap((r) => toolByName(r.tool)?.sources?.(r.output as never) ?? []).filter((id) => !sources.has(id));
  for (const [id, source] of await deps.market.sources([...new Set(sourceIds)])) sources.set(id, source);
  const lead: string[] = [];
  if (plan.policy) lead.push(words.t(plan.policy === 'advice' ? 'chat.policy.advice' : 'chat.policy.forecast'));
  if (plan.offTopic) lead.push(words.t(greets(plan) ? 'chat.greeting' : 'chat.off_topic'));
  const blocks: ToolBlock[] = [];
  for (const r of results) {
    const rendered = toolByName(r.tool)?.render(r.output, words) ?? [];
    // A position's last paragraph is its price line; when the price tool ran for the same ticker, its line says it (with its period).
    const priced = r.tool === 'position' && results.some((x) => x.tool === 'price' && x.args.ticker === r.args.ticker);
    blocks.push({ tool: r.tool, args: r.args, paragraphs: priced && rendered.length > 1 ? rendered.slice(0, -1) : rendered });
  }
  // Risk beside the profile fit: the question was about the fit (a risk question alone runs risk alone), so the fit leads.
  const fit = blocks.findIndex((b) => b.tool === 'profile_fit');
  const risk = blocks.findIndex((b) => b.tool === 'risk');
  if (fit > risk && risk >= 0) blocks.unshift(...blocks.splice(fit, 1));
  // A yes/no question: the part that decides it comes first, opened by its yes or no.
  const verdict = options.question === undefined ? undefined : verdictOf(options.question, results);
  const deciding = verdict ? blocks.findIndex((b) => b.tool === verdict.tool && b.paragraphs.length > 0) : -1;
  if (verdict && deciding >= 0) {
    const [block] = blocks.splice(deciding, 1);
    const [first = '', ...rest] = block!.paragraphs;
    blocks.unshift({ ...block!, paragraphs: [`${words.t(verdict.yes ? 'chat.yes' : 'chat.no')} ${first}`, ...rest] });
  }

  const insight = plan.offTopic && results.length === 0 ? undefined : await ctx.insight();
  // A price asked of an instrument the portfolio does not hold: that is said before any fact about it.
  lead.push(...unheldPriced(results, insight).map((ticker) => words.t('tool.position.not_held', { ticker })));
  // The same sentence twice (two trade tools on a book without trades) is said once. Beside a yes/no question's
  // deciding part, a part that only supports it is a follow-up away when it does not fit the screen; any other
  // part stays (several asks in one question are each answered).
  const decidedBy = verdict !== undefined && deciding >= 0 ? verdict.tool : undefined;
  // "Too risky for me?" is answered by the volatility against the profile's limit and then the fit; the drawdown
  // and the stress test are one chip away.
  const riskDetail = decidedBy === 'risk' && blocks.some((b) => b.tool === 'profile_fit') ? briefRisk(blocks[0]!) : [];
  const { paragraphs, deferred } = fitToScreen(lead, blocks, (block) => decidedBy !== undefined && supports(decidedBy, block.tool));
  deferred.unshift(...riskDetail);
  const storyIds = new Set(results.flatMap((r) => storyIdsOf(r.output)));
  const stories = storyIds.size === 0 ? [] : (await ctx.allStories()).filter((s) => storyIds.has(s.id));
  const positions = insight?.analytics.valuation.positions ?? [];
  return {
    plan,
    results,
    paragraphs,
    facts: [...lead, ...blocks.flatMap((b) => b.paragraphs)].join('\n\n'),
    words,
    followUps: followUpsOf(greets(plan) ? [suggest.summary(), suggest.performance(), suggest.news()] : [...deferred, ...nextSuggestions(plan, results, insight)], words, 3),
    narrative: narrativeOf(stories, positions, insight?.analytics.valuation.totalValue ?? 0),
    intent: intentOf(plan, results),
    memory: memoryOf(plan.memory, results, plan.smallest === true),
    pricesAsOf: insight?.analytics.valuation.pricesAsOf ?? null,
    dataDays: dataDaysOf(results, insight?.analytics.valuation.pricesAsOf ?? null),
  };
}

/** The deciding risk part cut to its yes or no and its first two sentences (the volatility and the profile's limit); the chip that gives the rest. */
function briefRisk(block: ToolBlock): Suggestion[] {
  const [first = '', ...rest] = block.paragraphs;
  const sentences = splitSentences(first);
  if (sentences.length <= 3) return [];
  block.paragraphs = [sentences.slice(0, 3).join('').trim(), ...rest];
  return [suggest.risk()];
}

/** The days of the market data the results rest on: each tool's own (`dataDays`), else the book's prices. */
function dataDaysOf(results: readonly ToolResult[], pricesAsOf: string | null): (string | null)[] {
  return results.flatMap((r) => {
    const tool = toolByName(r.tool);
    return tool?.dataDays ? tool.dataDays(r.output) : [pricesAsOf];
  });
}

/** Tickers whose price the answer gives although the portfolio does not hold them (and no position result already says so). */
function unheldPriced(results: readonly ToolResult[], insight: PortfolioInsight | undefined): string[] {
  if (!insight) return [];
  const held = new Set([...insight.analytics.valuation.positions.map((p) => p.ticker), ...insight.analytics.valuation.unpriced.map((u) => u.ticker)]);
  const told = new Set(results.filter((r) => r.tool === 'position').map((r) => String(r.args.ticker)));
  const priced = results.filter((r) => r.tool === 'price').map((r) => String(r.args.ticker).toUpperCase());
  return [...new Set(priced)].filter((t) => !held.has(t) && !told.has(t));
}

/**
 * What the next question may refer back to: the plan's subjects, and when it named no instrument, the holding its answer put
 * forward first; asked for the smallest line, its list's last, the one holding the answer is about (no other candidate).
 */
function memoryOf(memory: TurnEntities, results: ToolResult[], smallest: boolean): TurnEntities {
  if (memory.tickers.length > 0) return memory;
  const last = smallest ? lastListed(results) : undefined;
  if (last) return { ...memory, tickers: [last], subjects: [{ kind: 'ticker', value: last }, ...(memory.subjects ?? [])] };
  const put = subjectTickers(results);
  const listed = listedTickers(results);
  return { ...memory, tickers: put, subjects: [...put.map((value) => ({ kind: 'ticker' as const, value })), ...(memory.subjects ?? [])], ...(listed.length > 1 ? { candidates: listed } : {}) };
}

/** Every instrument the answer listed (its holdings, its movers), in order, at most five: what "it" could mean next. */
/** The last line of the first list an answer gave (its holdings are ordered largest first). */
function lastListed(results: ToolResult[]): string | undefined {
  const list = results.map((r) => (r.output as { items?: { ticker?: string }[] }).items).find((items) => (items?.length ?? 0) > 0);
  return list?.at(-1)?.ticker;
}

function listedTickers(results: ToolResult[]): string[] {
  for (const r of results) {
    const o = r.output as { items?: { ticker: string }[]; top?: { ticker: string }[] };
    const list = (o.items ?? o.top ?? []).map((i) => i.ticker).filter((t): t is string => typeof t === 'string');
    if (list.length > 0) return [...new Set(list)].slice(0, 5);
  }
  return [];
}

/**
 * What "it" means in the next question when this one named no instrument: the first one the answer listed.
 * The largest holding a summary or a fit mentions in passing is not put forward: after a figure of the whole
 * book, "how has it done this year?" and "what's that in percent?" are about the book.
 */
function subjectTickers(results: ToolResult[]): string[] {
  for (const r of results) {
    const o = r.output as { items?: { ticker: string }[]; top?: { ticker: string }[] };
    const ticker = o.items?.[0]?.ticker ?? o.top?.[0]?.ticker;
    if (ticker) return [ticker];
  }
  return [];
}

function storyIdsOf(output: unknown): string[] {
  const o = output as { stories?: { id: string }[]; story?: { id: string } | null };
  return [...(o.stories ?? []).map((s) => s.id), ...(o.story ? [o.story.id] : [])];
}

function intentOf(plan: Plan, results: ToolResult[]): ChatIntent {
  if (plan.offTopic) return 'out_of_scope';
  const tools = new Set(results.map((r) => r.tool));
  if ([...tools].every((t) => t === 'stories' || t === 'story_timeline' || t === 'fx_rate')) return 'market';
  if ([...tools].some((t) => t === 'position' || t === 'price' || t === 'compare')) return 'asset';
  return 'portfolio';
}

/** What to ask next: tools this answer did not run, about what it discussed. */
function nextSuggestions(plan: Plan, results: ToolResult[], insight: PortfolioInsight | undefined): Suggestion[] {
  const ran = new Set(results.map((r) => r.tool));
  const out: Suggestion[] = [];
  const ticker = plan.memory.tickers[0];
  const holds = (insight?.analytics.valuation.positions.length ?? 0) > 0;
  if (ticker) {
    if (!ran.has('position') && insight?.analytics.valuation.positions.some((p) => p.ticker === ticker)) out.push(suggest.position(ticker));
    if (!ran.has('price')) out.push(suggest.price(ticker));
    if (!ran.has('what_if') && insight?.analytics.valuation.positions.some((p) => p.ticker === ticker)) out.push(suggest.whatIf(ticker));
  }
  const story = results.flatMap((r) => (r.output as { stories?: { title: string }[] }).stories ?? [])[0];
  if (story && !ran.has('story_timeline')) out.push(suggest.timeline(story.title));
  if (holds) {
    for (const s of [suggest.performance(), suggest.risk(), suggest.concentration(), suggest.fit(), suggest.recent()]) if (!ran.has(s.tool)) out.push(s);
  } else {
    out.push(suggest.news());
  }
  return out;
}

export type { PlannedCall };
