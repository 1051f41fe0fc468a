import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CoordinationObserver, CoordinationOperation } from '../coordination/redis-coordination.js';

/** Which request budget refused a request (http/rate-limit.ts): the server routes', or card and chat's. */
export type RateLimitBudget = 'sdk' | 'insight';
/** What a model call was for: the chat's answer, or the card's optional rewording. */
export type ModelPurpose = 'chat' | 'card_wording';

/** The `operation` label's values. */
const OPERATIONS = ['select', 'insert', 'update', 'delete', 'other'] as const;
const KEYWORDS: ReadonlySet<string> = new Set(OPERATIONS.filter((o) => o !== 'other'));

/** Seconds; requests run from well under a millisecond (a cached card) to seconds (an uncached card on a full log). */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; most SQLite statements take microseconds, an import's batch far longer. */
const QUERY_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1];

interface RequestSeries {
  count: Counter.Internal;
  duration: Histogram.Internal<string>;
}

/**
 * The app's Prometheus metrics (docs/deploy.md, "Metrics"), in a registry of its own rather than
 * prom-client's global one, so several apps in one process (tests) never share or clash. Every
 * label takes few values: route patterns, status codes, outcome codes; never an id.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requests = this.counter('clarity_http_requests_total', 'HTTP requests answered, by method, route pattern and status', ['method', 'route', 'status'] as const);
  private readonly requestDuration = new Histogram({
    name: 'clarity_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its response (a chat stream: until it closes), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly cardCache = this.counter('clarity_card_cache_lookups_total', 'Card cache lookups, by result (hit or miss)', ['result'] as const);
  private readonly tokenVerifications = this.counter('clarity_embed_token_verifications_total', 'Embed token verifications, by outcome (valid, or the error code of the refusal)', ['outcome'] as const);
  private readonly rateLimited = this.counter('clarity_rate_limited_requests_total', 'Requests refused with 429 rate_limited, by budget (sdk or insight)', ['budget'] as const);
  private readonly modelCalls = this.counter('clarity_model_calls_total', 'Requests to the language model, by purpose (chat or card_wording) and outcome (ok or error)', ['purpose', 'outcome'] as const);
  private readonly redisFallbacks = this.counter('clarity_redis_fallbacks_total', 'Operations served with this instance’s own state because Redis failed, by operation (rate_limit, stream_caps, idempotency_lock, invalidation)', ['operation'] as const);
  private readonly redisConnected = new Gauge({ name: 'clarity_redis_connected', help: '1 while the Redis shared by the instances is reachable, 0 while not (absent without CLARITY_REDIS_URL)', registers: [] });
  private readonly factCheckRejections = this.counter('clarity_fact_check_rejections_total', 'Model texts refused by the fact check (the deterministic text stood), by purpose', ['purpose'] as const);
  private readonly queryDuration = new Histogram({
    name: 'clarity_db_query_duration_seconds',
    help: 'Database statement durations, by operation (select, insert, update, delete, other)',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  /** One child per operation, resolved once: every statement observes one. */
  private readonly queryDurationOf = new Map<string, Histogram.Internal<string>>(OPERATIONS.map((operation) => [operation, this.queryDuration.labels(operation)]));
  private readonly cardCacheHits = this.cardCache.labels('hit');
  private readonly cardCacheMisses = this.cardCache.labels('miss');
  private openChatStreams: () => number = () => 0;

  /**
   * Children of the request series by "method route status": a request then costs a map lookup,
   * an increment and an observe, not prom-client's per-call hashing of a label object.
   */
  private readonly requestSeries = new Map<string, RequestSeries>();

  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  constructor() {
    const streams = (): number => this.openChatStreams();
    new Gauge({
      name: 'clarity_chat_open_streams',
      help: 'Chat streams open in this process',
      registers: [this.registry],
      collect() {
        this.set(streams());
      },
    });
  }

  /**
   * Adds prom-client's process and runtime series (`process_cpu_seconds_total`,
   * `process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds`, GC durations, heap spaces…).
   * Only the server's own app asks for them: each call starts an event-loop delay monitor and a GC
   * observer that last as long as the process, which tests building many apps must not pile up.
   */
  includeProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text a scrape gets, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Read at each scrape (no work per stream). */
  countOpenChatStreams(count: () => number): void {
    this.openChatStreams = count;
  }

  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.requestSeries.get(key);
    if (series === undefined) {
      const labels = [method, route, String(status)];
      series = { count: this.requests.labels(...labels), duration: this.requestDuration.labels(...labels) };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
  }

  cardCacheLookup(hit: boolean): void {
    (hit ? this.cardCacheHits : this.cardCacheMisses).inc();
  }

  embedTokenVerified(outcome: string): void {
    this.tokenVerifications.labels(outcome).inc();
  }

  requestRateLimited(budget: RateLimitBudget): void {
    this.rateLimited.labels(budget).inc();
  }

  modelCalled(purpose: ModelPurpose, ok: boolean): void {
    this.modelCalls.labels(purpose, ok ? 'ok' : 'error').inc();
  }

  factCheckRejected(purpose: ModelPurpose): void {
    this.factCheckRejections.labels(purpose).inc();
  }

  /** Redis coordination (coordination/): its fallbacks and reachability; the gauge appears only once something observes Redis. */
  readonly redis: CoordinationObserver = {
    fellBack: (operation: CoordinationOperation) => this.redisFallbacks.labels(operation).inc(),
    connectionChanged: (connected: boolean) => {
      if (this.registry.getSingleMetric('clarity_redis_connected') === undefined) this.registry.registerMetric(this.redisConnected);
      this.redisConnected.set(connected ? 1 : 0);
    },
  };

  queryRan(sql: string, durationMs: number): void {
    this.queryDurationOf.get(operationOf(sql))?.observe(durationMs / 1000);
  }
}

/** The statement's leading keyword when it is one of the four, else `other` (pragmas, transactions, DDL). */
export function operationOf(sql: string): string {
  const keyword = sql.trimStart().slice(0, 6).toLowerCase();
  return KEYWORDS.has(keyword) ? keyword : 'other';
}
