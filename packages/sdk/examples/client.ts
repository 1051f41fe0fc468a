import { Clarity } from '@clarity/sdk';

// Reads CLARITY_API_KEY (and CLARITY_BASE_URL, if set) from the environment.
const client = new Clarity();

// Or configure everything explicitly.
const staging = new Clarity({
  apiKey: 'clk_test_…', // a staging key
  environment: 'staging', // https://api.staging.clarity.dev
  timeout: 20_000, // ms to wait for response headers, per attempt
  maxRetries: 4, // connection errors, 408, 409 in flight, 429, 5xx
  defaultHeaders: { 'x-partner-request-source': 'nightly-sync' },
});

// Per-request options: a signal, a timeout, retries, headers, an idempotency key.
const controller = new AbortController();
const page = await client.portfolios.list({ limit: 50 }, { signal: controller.signal, timeout: 5_000, maxRetries: 0 });
console.log(page.data.length, staging.baseURL);
