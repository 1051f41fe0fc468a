import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../services.js';
import { openDatabase } from '../db/database.js';
import { PARTNER, freshOrgWithPortfolio, mint } from './embeds.test-helpers.js';

// Revocations and organization state reach an embed token's next call, also when another process
// (the admin CLI, another instance) writes them to the database: the storage half of the embed
// token's checks (the token's own checks, scope, origin and CORS: access.test.ts).

const env = freshOrgWithPortfolio();
let token: string;
let jti: string;
beforeEach(async () => {
  ({ token, jti } = await mint(env.ctx, env.apiKey, { portfolioId: env.portfolioId }));
});

/** The real card endpoint, called as a page on the partner's origin would. */
function call({ token: t = token }: { token?: string } = {}) {
  return request(env.ctx.app).post('/v1/clarity/card').set('x-embed-token', t).set('origin', PARTNER).send({ portfolioId: env.portfolioId });
}

async function expectError(res: request.Response, status: number, code: string): Promise<void> {
  expect({ status: res.status, code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({ status, code });
  await Promise.resolve();
}

/**
 * Polling for "within a second": the server trusts a token's state for 500 ms; the rest of the
 * budget is slack for the requests themselves on a loaded machine.
 */
const WITHIN_A_SECOND = { timeout: 2000, interval: 50 };

describe('revocation and state: effective at once', () => {
  it('a revoked jti is 401 on the next call', async () => {
    await call().expect(200);
    await request(env.ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', env.apiKey).expect(204);
    const res = await call();
    await expectError(res, 401, 'token_revoked');
    expect(res.body.error.message).toBe('The embed token has been revoked');
  });

  it('revoke-all of the portfolio', async () => {
    await call().expect(200);
    await request(env.ctx.app).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', env.apiKey).send({ portfolioId: env.portfolioId }).expect(200);
    await expectError(await call(), 401, 'token_revoked');
  });

  it('a token of a deleted portfolio is 401 token_revoked (deletion revokes it in the same transaction)', async () => {
    await call().expect(200);
    await request(env.ctx.app).delete(`/v1/sdk/partner-portfolios/${env.portfolioId}`).set('x-api-key', env.apiKey).expect(204);
    await expectError(await call(), 401, 'token_revoked');
    const row = await env.ctx.database.db.selectFrom('embed_tokens').select('revoked_at').where('jti', '=', jti).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(env.ctx.clock.now().toISOString());
  });

  it('an inactive organization’s token is 403 org_inactive, and stays revoked after re-activation', async () => {
    const { orgId } = await env.ctx.app.locals.services.embeds.verify(token);
    await call().expect(200);
    await env.ctx.app.locals.services.organizations.setActive(orgId, false);
    await expectError(await call(), 403, 'org_inactive');
    await env.ctx.app.locals.services.organizations.setActive(orgId, true);
    await expectError(await call(), 401, 'token_revoked');
    // A token minted after re-activation works.
    const fresh = await mint(env.ctx, env.apiKey, { portfolioId: env.portfolioId });
    await call({ token: fresh.token }).expect(200);
  });

  it('a deactivation made by another process (the admin CLI) takes effect within a second', async () => {
    const { orgId } = await env.ctx.app.locals.services.embeds.verify(token);
    await call().expect(200);
    const cli = await openDatabase(env.ctx.config.database);
    try {
      await createServices(cli.db, env.ctx.clock, env.ctx.config).organizations.setActive(orgId, false);
    } finally {
      await cli.close();
    }
    await vi.waitFor(async () => expect((await call()).status).toBe(403), WITHIN_A_SECOND);
  });

  it('a revocation made by another process takes effect within a second', async () => {
    await call().expect(200);
    const other = await openDatabase(env.ctx.config.database);
    try {
      const { orgId } = await env.ctx.app.locals.services.embeds.verify(token);
      await createServices(other.db, env.ctx.clock, env.ctx.config).embeds.revoke(orgId, jti);
    } finally {
      await other.close();
    }
    await vi.waitFor(async () => expect((await call()).status).toBe(401), WITHIN_A_SECOND);
  });
});
