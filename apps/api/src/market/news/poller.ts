import type { Logger } from 'pino';
import type { ImportProblem } from '../problems.js';
import { fetchFeed, redactedUrl } from './fetch-feed.js';
import type { NewsIngester, NewsInput } from './ingester.js';
import { NEWS_LIMITS } from './limits.js';
import { readArticles } from './read-articles.js';

interface FeedState {
  url: string;
  etag?: string;
  lastModified?: string;
  failures: number;
  /** Epoch ms before which a failing feed is not asked again. */
  retryAt: number;
}

export interface NewsPollerOptions {
  feeds: string[];
  pollSeconds: number;
  ingester: NewsIngester;
  logger: Logger;
  /** Longest pause of a failing feed, however often it failed. */
  maxBackoffSeconds?: number;
  /** For tests: per-request limits. */
  limits?: { timeoutMs: number; maxBytes: number };
  now?: () => number;
}

const DEFAULT_MAX_BACKOFF_SECONDS = 6 * 3600;

/**
 * Polls `CLARITY_NEWS_FEEDS` every `CLARITY_NEWS_POLL_SECONDS` while the server runs. Each feed is
 * asked with a conditional GET (ETag, Last-Modified) so an unchanged feed costs one 304. A feed that
 * fails (network, status, timeout, size, or content that does not validate) is skipped and asked
 * again after an exponentially growing pause (one poll interval, two, four, … up to six hours);
 * the others go on. Everything new in one poll is ingested together: one transaction and one
 * market data version, or nothing.
 */
export class NewsPoller {
  private readonly feeds: FeedState[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(private readonly options: NewsPollerOptions) {
    this.feeds = options.feeds.map((url) => ({ url, failures: 0, retryAt: 0 }));
  }

  /** Polls at once, then every interval (a poll never overlaps the previous one). */
  start(): void {
    if (this.feeds.length === 0) return;
    this.schedule(0);
  }

  /** Stops the timer, cancels requests in flight and waits for a running poll to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  /** One poll of every due feed (exposed for tests and for `start`). */
  async pollOnce(): Promise<{ version?: number; articles: number }> {
    const now = this.now();
    // Feeds are asked side by side: a slow publisher holds a poll up by one timeout at most.
    const answers = await Promise.all(this.feeds.filter((feed) => feed.retryAt <= now && !this.stopped).map((feed) => this.ask(feed)));
    const fetched = answers.filter((answer) => answer !== undefined);
    if (fetched.length === 0 || this.stopped) return { articles: 0 };
    try {
      const result = await this.options.ingester.ingest(
        fetched.map((f) => f.input),
        { origin: 'news-poll' },
      );
      // Validators are kept only once their content is stored, so a failed write is fetched again.
      for (const f of fetched) {
        f.feed.etag = f.etag;
        f.feed.lastModified = f.lastModified;
        this.succeeded(f.feed);
      }
      if (result.articles > 0) this.options.logger.info({ articles: result.articles, duplicates: result.duplicates, stories: result.stories.length, version: result.version }, 'news poll ingested articles');
      return result.articles > 0 ? { version: result.version, articles: result.articles } : { articles: 0 };
    } catch (error) {
      for (const f of fetched) this.failed(f.feed, error instanceof Error ? error.message : String(error));
      return { articles: 0 };
    }
  }

  /** The feed's new content, if it has any and it validates; a failure backs the feed off. */
  private async ask(feed: FeedState): Promise<{ feed: FeedState; input: NewsInput; etag?: string; lastModified?: string } | undefined> {
    try {
      const limits = this.options.limits ?? { timeoutMs: NEWS_LIMITS.fetchTimeoutMs, maxBytes: NEWS_LIMITS.maxBytes };
      const response = await fetchFeed(feed.url, feed, { ...limits, signal: this.abort.signal });
      if (response.status === 'not-modified') {
        this.succeeded(feed);
        return undefined;
      }
      const problems: ImportProblem[] = [];
      readArticles(redactedUrl(feed.url), response.content, problems);
      if (problems.length > 0) {
        const first = problems[0]!;
        this.failed(feed, `${problems.length} problem(s), first: ${first.message}${first.line ? ` (line ${first.line})` : ''}`);
        return undefined;
      }
      return { feed, input: { name: redactedUrl(feed.url), content: response.content }, etag: response.etag, lastModified: response.lastModified };
    } catch (error) {
      this.failed(feed, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pollOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'news poll failed'))
        .finally(() => this.schedule(this.options.pollSeconds * 1000));
    }, delayMs);
    // The poller never keeps a process alive on its own (the server's socket does).
    this.timer.unref();
  }

  private succeeded(feed: FeedState): void {
    feed.failures = 0;
    feed.retryAt = 0;
  }

  private failed(feed: FeedState, reason: string): void {
    // A request cancelled by `stop` is not the feed's fault.
    if (this.stopped) return;
    feed.failures++;
    const pauseSeconds = Math.min(this.options.pollSeconds * 2 ** (feed.failures - 1), this.options.maxBackoffSeconds ?? DEFAULT_MAX_BACKOFF_SECONDS);
    feed.retryAt = this.now() + pauseSeconds * 1000;
    this.options.logger.warn({ feed: redactedUrl(feed.url), failures: feed.failures, retryInSeconds: pauseSeconds, reason }, 'news feed failed; backing off');
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** For tests: when a feed will next be asked (epoch ms; 0 = at the next poll). */
  retryAt(url: string): number | undefined {
    return this.feeds.find((f) => f.url === url)?.retryAt;
  }
}
