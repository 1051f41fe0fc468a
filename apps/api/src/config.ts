import { z } from 'zod';

/**
 * The only reader of `process.env`. Everything else receives the parsed `Config`.
 * Every variable is optional; defaults give a working local install.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).optional(),
  CLARITY_DB_PATH: z.string().min(1).default('./data/clarity.db'),
  /** A PostgreSQL URL keeps everything there instead of in the SQLite file. */
  CLARITY_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** Connections one instance keeps open to PostgreSQL at most. */
  CLARITY_DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  CLARITY_PUBLIC_URL: z.url().optional(),
  CLARITY_EMBED_URL: z.url().optional(),
  CLARITY_ENV: z.enum(['production', 'staging']).default('production'),
  /** The console's WebAuthn relying-party id (a registrable domain of the public URL's host); unset: the public URL's host name. */
  CLARITY_CONSOLE_RP_ID: z.string().regex(/^[a-z0-9.-]{1,253}$/i, 'must be a host name').optional(),
  /** SMTP server that sends console invitations (`smtp://user:pass@host:port` or `smtps://…`); unset: invitations are only shown as a link. */
  CLARITY_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From address of console invitation emails. */
  CLARITY_SMTP_FROM: z.string().min(3).max(254).default('Clarity <no-reply@localhost>'),
  CLARITY_SIGNING_KEYS: z.string().min(1).optional(),
  CLARITY_NOW: z.iso.datetime({ offset: true }).optional(),
  CLARITY_LLM_BASE_URL: z.url().optional(),
  CLARITY_LLM_API_KEY: z.string().min(1).optional(),
  CLARITY_LLM_MODEL: z.string().min(1).optional(),
  CLARITY_DEMO: z.enum(['0', '1']).optional(),
  CLARITY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: one readable line per entry on a terminal, pino's JSON lines otherwise (a file, a pipe, a log collector). */
  CLARITY_LOG_FORMAT: z.enum(['auto', 'readable', 'json']).default('auto'),
  /** `0` leaves out the lines the server prints once it listens (`npm start` prints one banner for everything). */
  CLARITY_BANNER: z.enum(['0', '1']).default('1'),
  /** Requests per minute allowed for one API key or embed token; 0 switches the limit off. */
  CLARITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Largest JSON body accepted, in bytes. */
  CLARITY_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Open chat streams one organization may hold at once: in this process, or across instances with CLARITY_REDIS_URL (429 above). */
  CLARITY_CHAT_MAX_STREAMS_PER_ORG: z.coerce.number().int().min(1).default(20_000),
  /** Open chat streams one embed token (one browser user) may hold at once (429 above). */
  CLARITY_CHAT_MAX_STREAMS_PER_TOKEN: z.coerce.number().int().min(1).default(5),
  /** Interval of the `: ping` heartbeat on open chat streams. */
  CLARITY_CHAT_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Benchmarks only: keep a chat stream open this long after RUN_FINISHED (allowed: RUN_FINISHED may precede the close); 0 closes at once. */
  CLARITY_CHAT_HOLD_OPEN_MS: z.coerce.number().int().min(0).default(0),
  /** How long a chat run whose client lost the connection keeps going, waiting for a resume (`Last-Event-ID`), before it is stopped. */
  CLARITY_CHAT_RESUME_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Memory for the compressed events of ended chat runs kept for resuming (5 minutes each); past it
   * the runs that ended first are let go. Bounds the process's memory whatever the traffic; 0 keeps none.
   */
  CLARITY_CHAT_RESUME_BUFFER_MB: z.coerce.number().min(0).default(8),
  /**
   * On SIGTERM: how long in-flight requests may finish while new ones get 503 `shutting_down`;
   * chat streams still open then end with RUN_ERROR `server_shutting_down`.
   */
  CLARITY_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * How long an idle keep-alive connection stays open. Above a load balancer's idle timeout (60 s
   * on most), so the balancer always closes first and never reuses a connection we are closing.
   */
  CLARITY_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(65_000),
  /** How long a client may take to send a request's headers; must exceed the keep-alive timeout. */
  CLARITY_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(66_000),
  /** Bearer token that `GET /metrics` requires; unset leaves it open (keep it off the public network then). */
  CLARITY_METRICS_TOKEN: z.string().min(16).optional(),
  /** `0` switches off the console's usage counting per organization and day (console/usage.ts); the page then says so. */
  CLARITY_USAGE_COUNTING: z.enum(['0', '1']).default('1'),
  /** Seconds between two writes of the usage counted in memory; a crash loses at most this long's counts. */
  CLARITY_USAGE_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** OTLP/HTTP collector base URL (traces go to `<url>/v1/traces`); unset switches tracing off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** `service.name` of the spans. */
  OTEL_SERVICE_NAME: z.string().min(1).default('clarity-api'),
  /** News feeds the server polls (comma-separated http(s) URLs); unset: no polling. */
  CLARITY_NEWS_FEEDS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be comma-separated http(s) URLs' }))),
  /** Seconds between two polls of the news feeds. */
  CLARITY_NEWS_POLL_SECONDS: z.coerce.number().int().min(1).default(900),
  /** A computed news story with no development for this many days is resolved. */
  CLARITY_NEWS_RESOLVE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Redis that several instances share (rate limits, stream caps, idempotency locks, invalidations); unset: one instance, in memory. */
  CLARITY_REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefix of every Redis key and channel, so deployments (and tests) can share one Redis. */
  CLARITY_REDIS_PREFIX: z.string().regex(/^[\x21-\x7e]{1,64}$/, 'must be 1–64 visible ASCII characters').default('clarity:'),
}).refine((e) => e.CLARITY_HEADERS_TIMEOUT_MS > e.CLARITY_KEEP_ALIVE_TIMEOUT_MS, {
  path: ['CLARITY_HEADERS_TIMEOUT_MS'],
  message: 'must be greater than CLARITY_KEEP_ALIVE_TIMEOUT_MS',
});

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** Limits and timing of the chat stream (chat/). */
export interface ChatConfig {
  maxStreamsPerOrg: number;
  maxStreamsPerToken: number;
  heartbeatMs: number;
  holdOpenMs: number;
  /** A run left without a connection is stopped after this long unless a client resumes it. */
  resumeGraceMs: number;
  /** Bytes of ended runs' compressed events kept for resuming; the oldest go first past it. */
  resumeBufferBytes: number;
}

/** OpenTelemetry tracing (observability/tracing.ts); absent when no collector is configured. */
export interface TracingConfig {
  /** The collector's base URL, without a trailing slash. */
  endpoint: string;
  serviceName: string;
}

/** Where the data lives: the SQLite file, or PostgreSQL when `CLARITY_DATABASE_URL` is set. */
export type DatabaseLocation = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface Config {
  port: number;
  host: string | undefined;
  /** The SQLite file; its directory also holds the generated signing keys, whichever database is used. */
  dbPath: string;
  database: DatabaseLocation;
  /** Where the API is reachable from outside, without a trailing slash. */
  publicUrl: string;
  /** Address of the embeddable UI, without a trailing slash. */
  embedUrl: string;
  env: 'production' | 'staging';
  /** The console's passkeys (WebAuthn): relying-party id and the one origin a ceremony may come from. */
  webauthn: { rpId: string; origin: string };
  /** Where console invitations are emailed from; undefined: they are not emailed. */
  smtp: { url: string; from: string } | undefined;
  signingKeys: string | undefined;
  /** A fixed clock for tests and demos. */
  fixedNow: Date | undefined;
  llm: LlmConfig | undefined;
  demo: boolean;
  logLevel: z.infer<typeof EnvSchema>['CLARITY_LOG_LEVEL'];
  logFormat: z.infer<typeof EnvSchema>['CLARITY_LOG_FORMAT'];
  /** Whether the server prints where it listens once it does. */
  banner: boolean;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  chat: ChatConfig;
  /** Graceful shutdown (http/shutdown.ts). */
  shutdown: { drainMs: number };
  /** Connection timeouts of the listening server (docs/deploy.md, "Connections"). */
  connections: { keepAliveTimeoutMs: number; headersTimeoutMs: number };
  /** `GET /metrics` (observability/): the bearer token it requires, or undefined when open. */
  metrics: { token: string | undefined };
  tracing: TracingConfig | undefined;
  /** The console's usage counting (console/usage.ts): on or off, and how often the counts are written. */
  usage: { counting: boolean; flushMs: number };
  /** News ingest and polling (market/news/, docs/market-data.md "News"). */
  news: NewsConfig;
  /** Coordination of several instances (coordination/); undefined: one instance, everything in memory. */
  redis: RedisConfig | undefined;
}

export interface RedisConfig {
  url: string;
  /** Prepended to every key and channel. */
  prefix: string;
}

export interface NewsConfig {
  feeds: string[];
  pollSeconds: number;
  resolveDays: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = stripTrailingSlash(e.CLARITY_PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const llm =
    e.CLARITY_LLM_BASE_URL && e.CLARITY_LLM_MODEL
      ? { baseUrl: e.CLARITY_LLM_BASE_URL, apiKey: e.CLARITY_LLM_API_KEY, model: e.CLARITY_LLM_MODEL }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dbPath: e.CLARITY_DB_PATH,
    database: e.CLARITY_DATABASE_URL
      ? { kind: 'postgres', url: e.CLARITY_DATABASE_URL, poolSize: e.CLARITY_DATABASE_POOL_SIZE }
      : { kind: 'sqlite', path: e.CLARITY_DB_PATH },
    publicUrl,
    embedUrl: stripTrailingSlash(e.CLARITY_EMBED_URL ?? `${publicUrl}/embed`),
    env: e.CLARITY_ENV,
    webauthn: { rpId: e.CLARITY_CONSOLE_RP_ID ?? new URL(publicUrl).hostname, origin: new URL(publicUrl).origin },
    smtp: e.CLARITY_SMTP_URL ? { url: e.CLARITY_SMTP_URL, from: e.CLARITY_SMTP_FROM } : undefined,
    signingKeys: e.CLARITY_SIGNING_KEYS,
    fixedNow: e.CLARITY_NOW ? new Date(e.CLARITY_NOW) : undefined,
    llm,
    demo: e.CLARITY_DEMO === '1',
    logLevel: e.CLARITY_LOG_LEVEL,
    logFormat: e.CLARITY_LOG_FORMAT,
    banner: e.CLARITY_BANNER === '1',
    rateLimitPerMinute: e.CLARITY_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.CLARITY_BODY_LIMIT_BYTES,
    chat: {
      maxStreamsPerOrg: e.CLARITY_CHAT_MAX_STREAMS_PER_ORG,
      maxStreamsPerToken: e.CLARITY_CHAT_MAX_STREAMS_PER_TOKEN,
      heartbeatMs: e.CLARITY_CHAT_HEARTBEAT_MS,
      holdOpenMs: e.CLARITY_CHAT_HOLD_OPEN_MS,
      resumeGraceMs: e.CLARITY_CHAT_RESUME_GRACE_MS,
      resumeBufferBytes: Math.round(e.CLARITY_CHAT_RESUME_BUFFER_MB * 1024 * 1024),
    },
    shutdown: { drainMs: e.CLARITY_SHUTDOWN_DRAIN_MS },
    connections: { keepAliveTimeoutMs: e.CLARITY_KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs: e.CLARITY_HEADERS_TIMEOUT_MS },
    metrics: { token: e.CLARITY_METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: stripTrailingSlash(e.OTEL_EXPORTER_OTLP_ENDPOINT), serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    usage: { counting: e.CLARITY_USAGE_COUNTING === '1', flushMs: e.CLARITY_USAGE_FLUSH_SECONDS * 1000 },
    news: { feeds: e.CLARITY_NEWS_FEEDS, pollSeconds: e.CLARITY_NEWS_POLL_SECONDS, resolveDays: e.CLARITY_NEWS_RESOLVE_DAYS },
    redis: e.CLARITY_REDIS_URL ? { url: e.CLARITY_REDIS_URL, prefix: e.CLARITY_REDIS_PREFIX } : undefined,
  };
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
