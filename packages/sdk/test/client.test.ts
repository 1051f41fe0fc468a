import { afterEach, describe, expect, it } from 'vitest';
import { Clarity, ClarityError, PRODUCTION_BASE_URL, STAGING_BASE_URL } from '@clarity/sdk';
import { json, standInFetch } from './helpers/stand-in-fetch.js';

// The client's options over the in-process stand-in of the HTTP layer (helpers/stand-in-fetch.ts).

const savedEnv = { ...process.env };

afterEach(() => {
  for (const name of ['CLARITY_API_KEY', 'CLARITY_BASE_URL']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

const emptyPage = () => standInFetch(() => json(200, { data: [], nextCursor: null }));

describe('client options', () => {
  it('defaults to the production address; staging and CLARITY_BASE_URL change it', () => {
    delete process.env.CLARITY_BASE_URL;
    expect(new Clarity({ apiKey: 'k' }).baseURL).toBe('https://api.clarity.dev');
    expect(PRODUCTION_BASE_URL).toBe('https://api.clarity.dev');
    expect(new Clarity({ apiKey: 'k', environment: 'staging' }).baseURL).toBe(STAGING_BASE_URL);
    expect(STAGING_BASE_URL).toBe('https://api.staging.clarity.dev');

    process.env.CLARITY_BASE_URL = 'http://localhost:8787/';
    expect(new Clarity({ apiKey: 'k' }).baseURL).toBe('http://localhost:8787');
    expect(new Clarity({ apiKey: 'k', baseURL: 'https://eu.clarity.example' }).baseURL).toBe('https://eu.clarity.example');
    expect(() => new Clarity({ apiKey: 'k', baseURL: 'https://x.example', environment: 'staging' })).toThrow(ClarityError);
  });

  it('reads CLARITY_API_KEY, and refuses to start without a key', async () => {
    const stand = emptyPage();
    delete process.env.CLARITY_API_KEY;
    expect(() => new Clarity({ baseURL: 'http://api.test', fetch: stand.fetch })).toThrow(/CLARITY_API_KEY/);

    process.env.CLARITY_API_KEY = 'clk_live_env_secret';
    await new Clarity({ baseURL: 'http://api.test', fetch: stand.fetch }).portfolios.list();
    expect(stand.requests[0]!.headers.get('x-api-key')).toBe('clk_live_env_secret');
  });

  it('sends default headers and per-request headers; null removes one; the key cannot be overridden', async () => {
    const stand = emptyPage();
    const client = new Clarity({ apiKey: 'clk_live_a_b', baseURL: 'http://api.test', fetch: stand.fetch, defaultHeaders: { 'x-partner': 'broker-1', 'x-trace': 'keep' } });
    await client.portfolios.list({ limit: 5, cursor: 'abc' }, { headers: { 'x-trace': null, 'x-request-tag': 'r1', 'x-api-key': 'stolen' } });
    const request = stand.requests[0]!;
    expect(`${request.url.pathname}${request.url.search}`).toBe('/v1/sdk/partner-portfolios?limit=5&cursor=abc');
    expect(Object.fromEntries(request.headers)).toMatchObject({ 'x-partner': 'broker-1', 'x-request-tag': 'r1', 'x-api-key': 'clk_live_a_b', accept: 'application/json' });
    expect(request.headers.get('x-trace')).toBeNull();
    expect(request.headers.get('x-clarity-client')).toMatch(/^@clarity\/sdk \d+\.\d+\.\d+/);
  });

  it('uses the fetch it is given, called unbound', async () => {
    const stand = emptyPage();
    const seen: string[] = [];
    await new Clarity({
      apiKey: 'k',
      baseURL: 'http://api.test',
      fetch: function (this: unknown, input, init) {
        seen.push(`${init.method} ${input} ${this === undefined ? 'unbound' : 'bound'}`);
        return stand.fetch(input, init);
      },
    }).portfolios.list();
    expect(seen).toEqual(['GET http://api.test/v1/sdk/partner-portfolios unbound']);
  });

  it('refuses to run in a browser unless told it is deliberate (the API key must stay on servers)', () => {
    const g = globalThis as { window?: unknown; document?: unknown };
    g.window = {};
    g.document = {};
    try {
      expect(() => new Clarity({ apiKey: 'k' })).toThrow(/embed token/);
      expect(new Clarity({ apiKey: 'k', dangerouslyAllowBrowser: true }).baseURL).toBe(PRODUCTION_BASE_URL);
    } finally {
      delete g.window;
      delete g.document;
    }
  });
});
