import { afterEach, describe, expect, it } from 'vitest';
import { Clarity, ClarityError, PRODUCTION_BASE_URL, STAGING_BASE_URL, type Fetch } from '@clarity/sdk';
import { sendJson, startScriptedServer, type ScriptedServer } from './helpers/scripted-server.js';

const savedEnv = { ...process.env };
let server: ScriptedServer | undefined;

afterEach(async () => {
  for (const name of ['CLARITY_API_KEY', 'CLARITY_BASE_URL']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  await server?.close();
  server = undefined;
});

async function echoServer() {
  server = await startScriptedServer((_attempt, _req, res) => sendJson(res, 200, { data: [], nextCursor: null }));
  return server;
}

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
    const local = await echoServer();
    delete process.env.CLARITY_API_KEY;
    expect(() => new Clarity({ baseURL: local.baseURL })).toThrow(/CLARITY_API_KEY/);

    process.env.CLARITY_API_KEY = 'clk_live_env_secret';
    await new Clarity({ baseURL: local.baseURL }).portfolios.list();
    expect(local.requests[0]!.headers['x-api-key']).toBe('clk_live_env_secret');
  });

  it('sends default headers and per-request headers; null removes one; the key cannot be overridden', async () => {
    const local = await echoServer();
    const client = new Clarity({ apiKey: 'clk_live_a_b', baseURL: local.baseURL, defaultHeaders: { 'x-partner': 'broker-1', 'x-trace': 'keep' } });
    await client.portfolios.list({ limit: 5, cursor: 'abc' }, { headers: { 'x-trace': null, 'x-request-tag': 'r1', 'x-api-key': 'stolen' } });
    const request = local.requests[0]!;
    expect(request.url).toBe('/v1/sdk/partner-portfolios?limit=5&cursor=abc');
    expect(request.headers).toMatchObject({ 'x-partner': 'broker-1', 'x-request-tag': 'r1', 'x-api-key': 'clk_live_a_b', accept: 'application/json' });
    expect(request.headers['x-trace']).toBeUndefined();
    expect(request.headers['x-clarity-client']).toMatch(/^@clarity\/sdk \d+\.\d+\.\d+/);
  });

  it('uses the fetch it is given', async () => {
    const local = await echoServer();
    const seen: string[] = [];
    const recordingFetch: Fetch = (input, init) => {
      seen.push(`${init.method} ${input}`);
      return fetch(input, init);
    };
    await new Clarity({ apiKey: 'k', baseURL: local.baseURL, fetch: recordingFetch }).portfolios.list();
    expect(seen).toEqual([`GET ${local.baseURL}/v1/sdk/partner-portfolios`]);
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
