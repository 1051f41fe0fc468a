import type { BenchmarkName, Performance } from '@clarity/shared';
import type { z } from 'zod';
import type { Locale, MessageKey, MessageParams } from '../../i18n/catalog.js';
import type { Formatter } from '../../i18n/format.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { AnalyticsInput, PortfolioAnalytics } from '../analytics/portfolio-analytics.js';
import type { SpanFigures } from '../analytics/performance.js';
import type { CitationRegistry } from '../citations.js';
import type { StoryRecord } from '../../market/types.js';

/** Everything a tool may read for one request: loaded lazily, once, and shared by every call of the request. */
export interface PortfolioInsight {
  input: AnalyticsInput;
  analytics: PortfolioAnalytics;
  /** Stories linked to anything the portfolio holds. */
  stories: StoryRecord[];
}

export interface ToolContext {
  /** The valuation day, YYYY-MM-DD (the service clock's day). */
  asOf: string;
  market: MarketDataRepository;
  insight(): Promise<PortfolioInsight>;
  /** The performance figures, against the portfolio's own benchmark or, given a catalog name, against that one. */
  performance(benchmark?: BenchmarkName): Promise<Performance>;
  /** The performance figures between exact days (`performanceBetween`: the same engine, value history and rule as the stored periods). */
  performanceBetween(span: { from: string; to: string }, benchmark?: BenchmarkName): Promise<SpanFigures>;
  /** Every stored story with a development by `asOf`: read once per request, whichever tools (and the answer's narrative) ask. */
  allStories(): Promise<StoryRecord[]>;
}

/** What a renderer needs to turn a tool's output into sentences a user reads. */
export interface Words {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  fmt: Formatter;
  /** Numbers sources as they are first cited in the answer. */
  cite: CitationRegistry;
}

/**
 * One typed insight tool: a function over the engine with its input and output schemas defined
 * once (zod). The chat's planner, the model path (as OpenAI function tools, schemas generated
 * from `input`), the card and the report all call tools through the registry, so every figure
 * a user reads comes from one place.
 */
export interface InsightTool<I = unknown, O = unknown> {
  name: string;
  /** For a language model choosing tools; not shown to users. */
  description: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  run(ctx: ToolContext, input: I): Promise<O>;
  /** The output in words: Markdown paragraphs, every sentence from the message catalog. */
  render(output: O, words: Words): string[];
  /** Source ids the output rests on (stories' developments), so the answer can cite and fetch them. */
  sources?(output: O): string[];
  /**
   * The days of the dated market data (closes, exchange rates) the output rests on, for the answer's
   * `staleness`. Absent: the output rests on the book as valued (the day of its prices, `pricesAsOf`).
   * A tool that rests on no dated data returns none; cited stories count through the citations.
   */
  dataDays?(output: O): (string | null)[];
}

export function defineTool<I, O>(tool: InsightTool<I, O>): InsightTool<I, O> {
  return tool;
}
