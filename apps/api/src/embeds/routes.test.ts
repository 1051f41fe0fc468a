import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { PARTNER, createPortfolio, mint } from './embeds.test-helpers.js';

// The access layer on the real card and chat endpoints (the attack suite in access.test.ts covers
// every rule on probe routes built from the same middleware).
let ctx: TestContext;
let apiKey: string;
let portfolioId: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
});
afterEach(() => ctx.close());

const card = (token: string, origin: string, body: object = { portfolioId }) =>
  request(ctx.app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', origin).send(body);
const chat = (token: string, origin: string) =>
  request(ctx.app).post('/v1/clarity/chat').set('x-embed-token', token).set('origin', origin).send({ portfolioId, question: 'How concentrated am I?' });

describe('embed tokens on /v1/clarity/card and /v1/clarity/chat', () => {
  it('the card answers the same for a token from an allowed origin as for the API key', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const withToken = await card(token, PARTNER).expect(200);
    expect(withToken.headers['access-control-allow-origin']).toBe(PARTNER);
    const withKey = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    expect(withKey.headers['access-control-allow-origin']).toBeUndefined();
    expect(withToken.body).toEqual(withKey.body);
    // The iframe (the embed page's own origin) may call too.
    await card(token, 'http://127.0.0.1:8787').expect(200);
  });

  it('chat streams for a token with the chat scope, and a card-only token is scope_denied there', async () => {
    const both = await mint(ctx, apiKey, { portfolioId });
    const streamed = await chat(both.token, PARTNER).expect(200);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(streamed.headers['access-control-allow-origin']).toBe(PARTNER);

    const cardOnly = await mint(ctx, apiKey, { portfolioId, scope: ['card'] });
    const denied = await chat(cardOnly.token, PARTNER).expect(403);
    expect(denied.body.error.code).toBe('scope_denied');
  });

  it('binding and origin rules hold on the real routes', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const other = await createPortfolio(ctx, apiKey, 'client-2');
    expect((await card(token, PARTNER, { portfolioId: other }).expect(403)).body.error.code).toBe('portfolio_binding');
    expect((await card(token, PARTNER, { portfolio: { externalId: 'x' } }).expect(403)).body.error.code).toBe('portfolio_binding');
    const evil = await card(token, 'https://evil.example').expect(403);
    expect(evil.body.error.code).toBe('origin_denied');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const noOrigin = await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', token).send({ portfolioId }).expect(403);
    expect(noOrigin.body.error.code).toBe('origin_denied');
  });
});
