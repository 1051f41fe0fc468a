import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * One news article as read from a JSON Lines file or a feed item (docs/market-data.md, "News").
 * The one schema of the article wire shape; feed items are mapped onto it before validation.
 */
export const ArticleInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'must be 1–128 letters, digits, "_", ".", ":" or "-"').optional(),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000, 'must be at most 2000 characters'),
  title: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
  summary: z.string().trim().max(5000, 'must be at most 5000 characters').optional(),
  body: z.string().max(100_000, 'must be at most 100000 characters').optional(),
  publisher: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  publishedAt: z.iso.datetime({ offset: true, error: (issue) => publishedAtProblem(issue.input) }).transform((value) => new Date(value).toISOString()),
  /** True for invented material (evaluation and benchmark sets); real articles leave it out. */
  synthetic: z.boolean({ error: 'must be true or false' }).optional(),
  tickers: z.array(z.string().regex(/^[A-Z0-9][A-Z0-9.-]{0,19}$/, 'must be 1–20 upper-case letters, digits, "." or "-"')).max(50).optional(),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

/** A date that is not there is told so (a feed item without one), and one that cannot be read is quoted. */
function publishedAtProblem(input: unknown): string {
  if (input === undefined) return 'is missing (in a feed: the item has no pubDate, dc:date, published, updated or date_published)';
  const written = typeof input === 'string' ? `, not "${input.length > 60 ? `${input.slice(0, 60)}…` : input}"` : '';
  return `must be an ISO 8601 timestamp with a time zone${written}`;
}

/** A validated article with its source id and where it was read (for error messages). */
export interface NewsArticle {
  sourceId: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  publisher: string;
  publishedAt: string;
  tickers: string[];
  synthetic: boolean;
}

/** The article's `id`, else `url:` and the first 16 hex digits of the SHA-256 of its URL. */
export function sourceIdOf(article: Pick<ArticleInput, 'id' | 'url'>): string {
  return article.id ?? `url:${createHash('sha256').update(article.url).digest('hex').slice(0, 16)}`;
}

export function toNewsArticle(input: ArticleInput): NewsArticle {
  return {
    sourceId: sourceIdOf(input),
    url: input.url,
    title: input.title,
    summary: input.summary ?? '',
    body: input.body ?? '',
    publisher: input.publisher,
    publishedAt: input.publishedAt,
    tickers: input.tickers ?? [],
    synthetic: input.synthetic ?? false,
  };
}

/** The UTC day an article belongs to. */
export function dayOf(article: Pick<NewsArticle, 'publishedAt'>): string {
  return article.publishedAt.slice(0, 10);
}
