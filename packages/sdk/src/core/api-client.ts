import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ClarityError,
} from '../errors.js';
import { VERSION } from '../version.js';
import { isBrowser, readEnv } from './env.js';
import { newIdempotencyKey } from './idempotency.js';
import { isRetryableStatus, retryDelayMs, sleep } from './retry.js';

/** The production address. */
export const PRODUCTION_BASE_URL = 'https://api.clarity.dev';
/** The staging address; it needs a staging key (`clk_test_…`). */
export const STAGING_BASE_URL = 'https://api.staging.clarity.dev';

export type Environment = 'production' | 'staging';

const ENVIRONMENT_BASE_URL: Record<Environment, string> = {
  production: PRODUCTION_BASE_URL,
  staging: STAGING_BASE_URL,
};

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Your organization's API key. Defaults to the `CLARITY_API_KEY` environment variable. */
  apiKey?: string | undefined;
  /**
   * Where the API lives. Defaults to `CLARITY_BASE_URL`, else the address of `environment`,
   * else production (`https://api.clarity.dev`).
   */
  baseURL?: string | undefined;
  /** `staging` talks to `https://api.staging.clarity.dev` (with a staging key). Not with `baseURL`. */
  environment?: Environment | undefined;
  /** Milliseconds to wait for the response headers of one attempt (default 60 000). */
  timeout?: number | undefined;
  /** Milliseconds a chat stream may stay silent before it is abandoned (default 60 000). */
  streamIdleTimeout?: number | undefined;
  /** Retries after a connection error, 408, 409 in flight, 429 or 5xx (default 2). */
  maxRetries?: number | undefined;
  /** Times a chat stream cut off mid-run is resumed (`Last-Event-ID`) in a row without a new event (default 3); 0 never resumes. */
  maxStreamResumes?: number | undefined;
  /** A `fetch` to use instead of the global one (a proxy agent, instrumentation, tests). */
  fetch?: Fetch | undefined;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /**
   * The API key must never reach a browser (a key sent from a browser is refused with 403 `api_key_in_browser`); in a browser the client refuses to
   * start unless this is true. Browsers use embed tokens instead.
   */
  dangerouslyAllowBrowser?: boolean | undefined;
}

export interface RequestOptions {
  /** Aborts the request (and its retries, and a stream being read). */
  signal?: AbortSignal | undefined;
  /** Overrides the client's `timeout` for this request. */
  timeout?: number | undefined;
  /** Overrides the client's `maxRetries` for this request. */
  maxRetries?: number | undefined;
  /** Extra headers; `null` removes a default one. */
  headers?: Record<string, string | null | undefined> | undefined;
  /** The `Idempotency-Key` of a POST; one is generated when absent. It is the same on every retry. */
  idempotencyKey?: string | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface APIRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  options?: RequestOptions | undefined;
}

/** A successful response whose body is still unread (a stream), and how to stop it. */
export interface OpenResponse {
  response: Response;
  requestId: string | undefined;
  /** Cancels the request: the server sees the connection close. */
  abort(): void;
  /** The caller's signal, to tell a user abort from other failures while reading. */
  signal: AbortSignal | undefined;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_MAX_STREAM_RESUMES = 3;

/**
 * The transport every resource shares: URL and headers, timeout, retries with backoff,
 * idempotency keys, and turning failures into the error classes. Resources only say which
 * method, path and body.
 */
export class APIClient {
  readonly baseURL: string;
  readonly timeout: number;
  readonly streamIdleTimeout: number;
  readonly maxRetries: number;
  readonly maxStreamResumes: number;
  readonly #apiKey: string;
  readonly #fetch: Fetch;
  readonly #defaultHeaders: Record<string, string>;

  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? readEnv('CLARITY_API_KEY');
    if (!apiKey) {
      throw new ClarityError('Missing API key: pass { apiKey } to new Clarity() or set CLARITY_API_KEY.');
    }
    if (isBrowser() && !options.dangerouslyAllowBrowser) {
      throw new ClarityError(
        'The Clarity client holds your API key and must run on your server. In the browser, use an embed token (client.embeds.create on your backend).',
      );
    }
    if (options.baseURL !== undefined && options.environment !== undefined) {
      throw new ClarityError('Pass either baseURL or environment, not both.');
    }
    const baseURL =
      options.baseURL ??
      (options.environment ? ENVIRONMENT_BASE_URL[options.environment] : undefined) ??
      readEnv('CLARITY_BASE_URL') ??
      PRODUCTION_BASE_URL;
    this.baseURL = baseURL.replace(/\/+$/, '');
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.streamIdleTimeout = options.streamIdleTimeout ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.maxStreamResumes = options.maxStreamResumes ?? DEFAULT_MAX_STREAM_RESUMES;
    this.#apiKey = apiKey;
    this.#defaultHeaders = options.defaultHeaders ?? {};
    const fetchImpl = options.fetch ?? (globalThis as { fetch?: Fetch }).fetch;
    if (!fetchImpl) throw new ClarityError('No fetch available: pass { fetch } (Node ≥ 18 has one built in).');
    // Called unbound: some runtimes' fetch throws "Illegal invocation" when called as a method.
    this.#fetch = (input, init) => fetchImpl(input, init);
  }

  get<T>(path: string, query?: Record<string, QueryValue>, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: 'GET', path, query, options });
  }

  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: 'POST', path, body, options });
  }

  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: 'PATCH', path, body, options });
  }

  delete(path: string, options?: RequestOptions): Promise<void> {
    return this.request<void>({ method: 'DELETE', path, options });
  }

  /** Sends a request and parses its JSON body (undefined for 204). */
  async request<T>(request: APIRequest): Promise<T> {
    return (await this.#send(request, 'json')) as T;
  }

  /** Sends a request whose successful body is an event stream; the caller reads (and ends) it. */
  async openStream(request: APIRequest): Promise<OpenResponse> {
    return (await this.#send(request, 'stream')) as OpenResponse;
  }

  async #send(request: APIRequest, mode: 'json' | 'stream'): Promise<unknown> {
    const options = request.options ?? {};
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const url = this.#url(request.path, request.query);
    // One key for the whole call, so that every retry of a POST is recognised as the same request.
    const idempotencyKey = request.method === 'POST' ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;

    for (let retry = 0; ; retry++) {
      const headers = this.#headers(request, mode, idempotencyKey, retry);
      const init: RequestInit = { method: request.method, headers };
      if (request.body !== undefined) init.body = JSON.stringify(request.body);

      let outcome: AttemptOutcome;
      try {
        outcome = await this.#attempt(url, init, options, mode);
      } catch (error) {
        // A user abort is final; a connection failure may be retried (the idempotency key
        // makes a POST that did reach the server safe to send again).
        if (!(error instanceof APIConnectionError) || retry >= maxRetries) throw error;
        await sleep(retryDelayMs(retry + 1, undefined), options.signal, () => new APIUserAbortError());
        continue;
      }
      if (outcome.kind === 'success') return outcome.value;
      const { error } = outcome;
      if (retry >= maxRetries || error.status === undefined || !isRetryableStatus(error.status, error.code)) throw error;
      await sleep(retryDelayMs(retry + 1, error.headers), options.signal, () => new APIUserAbortError());
    }
  }

  /** One attempt: fetch with the headers timeout, then read the body (JSON mode) or hand it over. */
  async #attempt(url: string, init: RequestInit, options: RequestOptions, mode: 'json' | 'stream'): Promise<AttemptOutcome> {
    const userSignal = options.signal;
    if (userSignal?.aborted) throw new APIUserAbortError();
    const controller = new AbortController();
    const onUserAbort = () => controller.abort();
    userSignal?.addEventListener('abort', onUserAbort, { once: true });
    const unlink = () => userSignal?.removeEventListener('abort', onUserAbort);
    const timeoutMs = options.timeout ?? this.timeout;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    const failure = (cause: unknown): APIError => {
      unlink();
      if (userSignal?.aborted) return new APIUserAbortError();
      if (timedOut) return new APIConnectionTimeoutError({ message: `No response within ${timeoutMs} ms` });
      return new APIConnectionError({ message: `Connection error: ${describe(cause)}`, cause });
    };

    let response: Response;
    try {
      response = await this.#fetch(url, { ...init, signal: controller.signal });
    } catch (cause) {
      throw failure(cause);
    } finally {
      // The timeout covers the wait for the headers only; a stream may then run for minutes.
      clearTimeout(timer);
    }

    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (response.ok && mode === 'stream') {
      const abort = () => {
        unlink();
        controller.abort();
      };
      return { kind: 'success', value: { response, requestId, abort, signal: userSignal } satisfies OpenResponse };
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw failure(cause);
    }
    unlink();
    const body = parseJson(text);
    if (!response.ok) {
      return { kind: 'error', error: APIError.fromResponse(response.status, response.headers, body.ok ? body.value : undefined, text) };
    }
    if (response.status === 204 || text === '') return { kind: 'success', value: undefined };
    if (!body.ok) {
      throw new APIError({
        status: response.status,
        code: 'invalid_response',
        message: 'The API answered with a body that is not JSON',
        requestId,
        headers: response.headers,
        body: text,
      });
    }
    return { kind: 'success', value: body.value };
  }

  #url(path: string, query: Record<string, QueryValue> | undefined): string {
    const url = new URL(this.baseURL + path);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  #headers(request: APIRequest, mode: 'json' | 'stream', idempotencyKey: string | undefined, retry: number): Headers {
    const headers = new Headers({
      accept: mode === 'stream' ? 'text/event-stream' : 'application/json',
      'x-clarity-client': `@clarity/sdk ${VERSION}`,
    });
    if (request.body !== undefined) headers.set('content-type', 'application/json');
    if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
    if (retry > 0) headers.set('x-clarity-retry-count', String(retry));
    for (const [name, value] of Object.entries(this.#defaultHeaders)) headers.set(name, value);
    for (const [name, value] of Object.entries(request.options?.headers ?? {})) {
      if (value === null) headers.delete(name);
      else if (value !== undefined) headers.set(name, value);
    }
    // Set last: a default header must not replace the credential by accident.
    headers.set('x-api-key', this.#apiKey);
    return headers;
  }
}

type AttemptOutcome = { kind: 'success'; value: unknown } | { kind: 'error'; error: APIError };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as { cause?: unknown }).cause;
    return inner instanceof Error ? `${cause.message} (${inner.message})` : cause.message;
  }
  return String(cause);
}
