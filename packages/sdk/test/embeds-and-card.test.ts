import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, BadRequestError, Clarity, NotFoundError, type Portfolio } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

const PARTNER_ORIGIN = 'https://broker.example';

let api: RunningApi;
let client: Clarity;
let portfolio: Portfolio;

beforeAll(async () => {
  api = await startApi();
  client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
  portfolio = await client.portfolios.create({
    externalId: 'card-client',
    baseCurrency: 'USD',
    currentHoldings: [{ ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' }],
    profile: { riskTolerance: 'growth', horizonYears: 15 },
  });
});
afterAll(() => api.close());

/** The card endpoint called as the browser would, with the embed token from its allowed origin. */
function cardWithToken(token: string): Promise<Response> {
  return fetch(`${api.baseURL}/v1/clarity/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-embed-token': token, origin: PARTNER_ORIGIN },
    body: JSON.stringify({ portfolioId: portfolio.id }),
  });
}

describe('embeds against the real API', () => {
  it('mints a token the browser can use, and revokes it', async () => {
    const embed = await client.embeds.create({ portfolioId: portfolio.id, allowedOrigins: [PARTNER_ORIGIN], ttlSeconds: 120 });
    expect(embed.jti).toMatch(/^emb_/);
    expect(embed.url).toContain(`?token=${embed.token}`);
    expect(Date.parse(embed.expiresAt) - api.ctx.clock.now().getTime()).toBe(120_000);
    expect((await cardWithToken(embed.token)).status).toBe(200);

    await expect(client.embeds.revoke(embed.jti)).resolves.toBeUndefined();
    expect((await cardWithToken(embed.token)).status).toBe(401);
  });

  it('revokes every token of a portfolio', async () => {
    const tokens = await Promise.all([1, 2].map(() => client.embeds.create({ portfolioId: portfolio.id, allowedOrigins: [PARTNER_ORIGIN] })));
    const result = await client.embeds.revokeAll({ portfolioId: portfolio.id });
    expect(result.portfolioId).toBe(portfolio.id);
    expect(result.revoked).toBeGreaterThanOrEqual(2);
    for (const { token } of tokens) expect((await cardWithToken(token)).status).toBe(401);
  });

  it('refuses a wildcard origin with BadRequestError and its issues', async () => {
    const error: unknown = await client.embeds.create({ portfolioId: portfolio.id, allowedOrigins: ['*'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).issues?.[0]?.path).toEqual(['allowedOrigins', 0]);
  });

  it("refuses another organization's portfolio with NotFoundError", async () => {
    const other = await api.ctx.newOrg('Other Org');
    const stranger = new Clarity({ apiKey: other.apiKey, baseURL: api.baseURL });
    await expect(stranger.embeds.create({ portfolioId: portfolio.id, allowedOrigins: [PARTNER_ORIGIN] })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('clarity.card against the real API', () => {
  it('returns the card of a stored portfolio', async () => {
    const card = await client.clarity.card({ portfolioId: portfolio.id });
    expect(card.marketContext.title).toEqual(expect.any(String));
    expect(card.positionsAnalysis.markdown.length).toBeGreaterThan(0);
    expect(card.baseCurrency).toBe('USD');
    expect(card.staleness).toHaveProperty('ageOfNewestDays');
    expect(Array.isArray(card.narrative.stories)).toBe(true);
  });

  it('returns the card of an inline portfolio, which is not stored', async () => {
    const card = await client.clarity.card({ portfolio: { externalId: 'inline-1', currentHoldings: [{ ticker: 'MSFT', quantity: 2 }] } });
    expect(card.positionsAnalysis.markdown.length).toBeGreaterThan(0);
    const stored = await client.portfolios.list({ externalId: 'inline-1' });
    expect(stored.data).toEqual([]);
  });

  it('maps a bad key to AuthenticationError and an unknown portfolio to NotFoundError', async () => {
    const stranger = new Clarity({ apiKey: 'clk_live_bad_bad', baseURL: api.baseURL, maxRetries: 0 });
    await expect(stranger.clarity.card({ portfolioId: portfolio.id })).rejects.toBeInstanceOf(AuthenticationError);
    await expect(client.clarity.card({ portfolioId: 'ppf_00000000000000000000000000' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
