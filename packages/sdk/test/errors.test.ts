import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  Clarity,
  ClarityError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';
import { startScriptedServer } from './helpers/scripted-server.js';

let api: RunningApi;
let client: Clarity;

beforeAll(async () => {
  api = await startApi();
  client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL, maxRetries: 0 });
});
afterAll(() => api.close());

async function failure(promise: Promise<unknown>): Promise<APIError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

describe('error classes, from the real API', () => {
  it('400 → BadRequestError with the issues', async () => {
    const error = await failure(client.portfolios.create({ externalId: '' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', type: 'validation_error' });
    expect(error.issues?.[0]?.path).toEqual(['externalId']);
    expect(error.requestId).toMatch(/^req_/);
    expect(error.headers?.get('x-request-id')).toBe(error.requestId);
    expect(error.message).toBe('Request body is invalid');
  });

  it('401 → AuthenticationError', async () => {
    const stranger = new Clarity({ apiKey: 'clk_live_nope_nope', baseURL: api.baseURL, maxRetries: 0 });
    const error = await failure(stranger.portfolios.list());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('403 → PermissionDeniedError (an API key sent with a browser Origin)', async () => {
    const error = await failure(client.portfolios.list({}, { headers: { origin: 'https://broker.example' } }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toMatchObject({ status: 403, code: 'api_key_in_browser' });
  });

  it('403 → PermissionDeniedError (inactive organization)', async () => {
    const org = await api.ctx.newOrg('Soon Inactive');
    await api.ctx.app.locals.services.organizations.setActive(org.orgId, false);
    const inactive = new Clarity({ apiKey: org.apiKey, baseURL: api.baseURL });
    const error = await failure(inactive.portfolios.list());
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.code).toBe('org_inactive');
  });

  it('404 → NotFoundError', async () => {
    const error = await failure(client.portfolios.retrieve('ppf_00000000000000000000000000'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('422 → UnprocessableEntityError', async () => {
    await client.portfolios.create({ externalId: 'reuse-a' }, { idempotencyKey: 'reused-key' });
    const error = await failure(client.portfolios.create({ externalId: 'reuse-b' }, { idempotencyKey: 'reused-key' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.code).toBe('idempotency_key_reused');
  });

  it('429 → RateLimitError carrying Retry-After', async () => {
    const limited = await startApi({ CLARITY_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const once = new Clarity({ apiKey: limited.apiKey, baseURL: limited.baseURL, maxRetries: 0 });
      await once.portfolios.list();
      const error = await failure(once.portfolios.list());
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error.code).toBe('rate_limited');
      expect(Number(error.headers?.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('errors are ClarityErrors and Errors, named after their class', async () => {
    const error = await failure(client.portfolios.retrieve('ppf_00000000000000000000000000'));
    expect(error).toBeInstanceOf(ClarityError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NotFoundError');
  });
});

describe('error classes, from a local server', () => {
  it('≥ 500 → InternalServerError; 413 → APIError; a body without the envelope keeps its text', async () => {
    const server = await startScriptedServer((attempt, _req, res) => {
      if (attempt === 0) {
        res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'req_from_proxy' });
        res.end('<html>Bad gateway</html>');
      } else {
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'payload_too_large', code: 'payload_too_large', message: 'Too big', requestId: 'req_big' } }));
      }
    });
    try {
      const local = new Clarity({ apiKey: 'clk_live_x_y', baseURL: server.baseURL, maxRetries: 0 });
      const gateway = await failure(local.portfolios.list());
      expect(gateway).toBeInstanceOf(InternalServerError);
      expect(gateway).toMatchObject({ status: 502, code: 'internal', requestId: 'req_from_proxy', message: '<html>Bad gateway</html>' });

      const tooBig = await failure(local.portfolios.create({ externalId: 'x' }));
      expect(tooBig.constructor).toBe(APIError);
      expect(tooBig).toMatchObject({ status: 413, code: 'payload_too_large', requestId: 'req_big', message: 'Too big' });
    } finally {
      await server.close();
    }
  });
});
