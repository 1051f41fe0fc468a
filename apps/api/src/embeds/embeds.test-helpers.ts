import { SignJWT, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import request from 'supertest';
import type { EmbedMintBody, EmbedToken } from '@clarity/shared';
import { afterEach, beforeEach } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

export const PARTNER = 'https://partner.example';

export async function createPortfolio(ctx: TestContext, apiKey: string, externalId = 'client-1'): Promise<string> {
  const res = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId, currentHoldings: [{ ticker: 'AAPL', quantity: 3 }] })
    .expect(201);
  return (res.body as { id: string }).id;
}

export interface OrgWithPortfolio {
  ctx: TestContext;
  apiKey: string;
  portfolioId: string;
}

/** Registers, for the calling test file, a fresh app with one organization and one portfolio per test; read its fields inside tests. */
export function freshOrgWithPortfolio(): OrgWithPortfolio {
  const current = {} as OrgWithPortfolio;
  beforeEach(async () => {
    current.ctx = await createTestContext();
    ({ apiKey: current.apiKey } = await current.ctx.newOrg());
    current.portfolioId = await createPortfolio(current.ctx, current.apiKey);
  });
  afterEach(() => current.ctx.close());
  return current;
}

export async function mint(ctx: TestContext, apiKey: string, body: Partial<EmbedMintBody> & { portfolioId: string }): Promise<EmbedToken> {
  const res = await request(ctx.app)
    .post('/v1/sdk/clarity/embeds')
    .set('x-api-key', apiKey)
    .send({ allowedOrigins: [PARTNER], ...body })
    .expect(201);
  return res.body as EmbedToken;
}

/** The claims and header of a minted token, to forge variants of it. */
export function partsOf(token: string): { header: Record<string, unknown>; claims: JWTPayload } {
  return { header: { ...decodeProtectedHeader(token) }, claims: decodeJwt(token) };
}

/** Signs arbitrary claims with the server's own current signing key (as if the key had been used by someone else). */
export async function signWithServerKey(ctx: TestContext, claims: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  const { kid, privateKey } = ctx.app.locals.services.embeds.keys.signingKey();
  return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'embed+jwt', kid, ...header }).sign(privateKey);
}

export function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}
