import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

// The access log (http/logging.ts): every request line carries the organization and the credential
// kind once the caller is known, and the error code on errors, never a key or a token.

interface AccessLine {
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  orgId?: string;
  credential?: string;
  keyId?: string;
  jti?: string;
  errorCode?: string;
}

const ORIGIN = 'https://partner.example';
let ctx: TestContext;
let apiKey: string;
let keyId: string;
let orgId: string;
let portfolioId: string;
let token: string;
let jti: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ apiKey, keyId, orgId } = await ctx.newOrg());
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'log-1', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] });
  portfolioId = created.body.id as string;
  const minted = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', apiKey).send({ portfolioId, allowedOrigins: [ORIGIN], scope: ['card'] });
  expect(minted.status).toBe(201);
  token = minted.body.token as string;
  jti = minted.body.jti as string;
});
afterAll(() => ctx.close());

/** The access-log line of the request sent with `x-request-id: id`. */
function lineOf(id: string): AccessLine {
  const lines = ctx
    .logs()
    .split('\n')
    .filter((line) => line.includes(`"id":"${id}"`) && line.includes('"res":'))
    .map((line) => JSON.parse(line) as AccessLine);
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

function secretPartOf(key: string): string {
  return key.slice(`clk_live_${keyId}_`.length);
}

describe('access-log lines', () => {
  it('a 200 card with an API key: the organization, credential apiKey and the key id, no error code', async () => {
    await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('x-request-id', 'log-card-key').send({ portfolioId }).expect(200);
    const line = lineOf('log-card-key');
    expect(line).toMatchObject({ orgId, credential: 'apiKey', keyId, res: { statusCode: 200 } });
    expect(line.errorCode).toBeUndefined();
  });

  it('a 200 card with an embed token: the organization, credential embedToken and the token id', async () => {
    await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', ORIGIN).set('x-request-id', 'log-card-token').send({ portfolioId }).expect(200);
    expect(lineOf('log-card-token')).toMatchObject({ orgId, credential: 'embedToken', jti, res: { statusCode: 200 } });
  });

  it('a 404 on an Express route: the error code and the organization', async () => {
    await request(ctx.app).get('/v1/sdk/partner-portfolios/pf_00000000000000000000000000').set('x-api-key', apiKey).set('x-request-id', 'log-err-404').expect(404);
    expect(lineOf('log-err-404')).toMatchObject({ orgId, credential: 'apiKey', errorCode: 'not_found', res: { statusCode: 404 } });
  });

  it('a 403 for an embed token from another origin: the error code and the token’s organization', async () => {
    await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', 'https://elsewhere.example').set('x-request-id', 'log-err-403').send({ portfolioId }).expect(403);
    expect(lineOf('log-err-403')).toMatchObject({ orgId, credential: 'embedToken', jti, errorCode: 'origin_denied' });
  });

  it('a 401 for a revoked embed token: its code, and the token’s organization and jti (a token we recorded)', async () => {
    await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', apiKey).expect(204);
    await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', ORIGIN).set('x-request-id', 'log-401-revoked').send({ portfolioId }).expect(401);
    expect(lineOf('log-401-revoked')).toMatchObject({ orgId, credential: 'embedToken', jti, errorCode: 'token_revoked' });
    for (const part of token.split('.')) expect(ctx.logs()).not.toContain(part);
  });

  it('a 400 carries its code', async () => {
    await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).set('x-request-id', 'log-err-400').send({ externalId: 7 }).expect(400);
    expect(lineOf('log-err-400')).toMatchObject({ orgId, errorCode: 'validation_error' });
  });

  it('a 401 (Express route and the card’s lane): the error code, no organization, and no key or token text anywhere in the log', async () => {
    const wrongKey = `${apiKey.slice(0, -4)}abcd`;
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', wrongKey).set('x-request-id', 'log-401-sdk').expect(401);
    await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', `${token.slice(0, -4)}abcd`).set('origin', ORIGIN).set('x-request-id', 'log-401-card').send({ portfolioId }).expect(401);
    for (const [id, code] of [['log-401-sdk', 'unauthorized'], ['log-401-card', 'token_invalid']] as const) {
      const line = lineOf(id);
      expect(line.errorCode).toBe(code);
      expect(line.res.statusCode).toBe(401);
      expect(line.orgId).toBeUndefined();
    }
    const logs = ctx.logs();
    expect(logs).not.toContain(secretPartOf(apiKey));
    expect(logs).not.toContain(secretPartOf(wrongKey));
    for (const part of token.split('.')) expect(logs).not.toContain(part);
  });

  it('a replayed error (Idempotency-Key) carries the stored response’s code', async () => {
    const send = () =>
      request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).set('idempotency-key', 'log-replay').set('x-request-id', `log-replay-${Math.random()}`).send({ externalId: 'log-1' });
    const first = await send().expect(409);
    const replay = await send().expect(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(lineOf(first.headers['x-request-id'] as string).errorCode).toBe('external_id_taken');
    expect(lineOf(replay.headers['x-request-id'] as string).errorCode).toBe('external_id_taken');
  });
});
