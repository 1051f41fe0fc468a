import express, { Router } from 'express';
import { SignJWT, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import request from 'supertest';
import { InsightTargetSchema, type EmbedMintBody, type EmbedToken } from '@clarity/shared';
import { requireInsightAccess, resolvePortfolioTarget, type InsightScope } from '../clarity/access.js';
import { jsonBodyParser, requireJsonBody } from '../http/body.js';
import { errorHandler, parseOrThrow } from '../http/errors.js';
import { createLogger } from '../http/logging.js';
import { assignRequestId } from '../http/request-context.js';
import type { TestContext } from '../testing/harness.js';
import { insightCors } from './cors.js';

export const PARTNER = 'https://partner.example';

export async function createPortfolio(ctx: TestContext, apiKey: string, externalId = 'client-1'): Promise<string> {
  const res = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId, currentHoldings: [{ ticker: 'AAPL', quantity: 3 }] })
    .expect(201);
  return (res.body as { id: string }).id;
}

export async function mint(ctx: TestContext, apiKey: string, body: Partial<EmbedMintBody> & { portfolioId: string }): Promise<EmbedToken> {
  const res = await request(ctx.app)
    .post('/v1/sdk/clarity/embeds')
    .set('x-api-key', apiKey)
    .send({ allowedOrigins: [PARTNER], ...body })
    .expect(201);
  return res.body as EmbedToken;
}

/**
 * The insight access layer exactly as the clarity router composes it (CORS → JSON body → access
 * check → portfolio resolution), on probe routes for both scopes, over the app's real services.
 * Lets the attack suite exercise the chat scope however far the chat endpoint is.
 */
export function accessProbe(ctx: TestContext): express.Express {
  const services = ctx.app.locals.services;
  const access = { db: ctx.database.db, deployment: ctx.config.env, embeds: services.embeds };
  const router = Router();
  router.use(insightCors(services.embeds.pageOrigin), requireJsonBody, jsonBodyParser(ctx.config.bodyLimitBytes));
  for (const scope of ['card', 'chat'] as InsightScope[]) {
    router.post(`/${scope}`, requireInsightAccess(access, scope), async (req, res) => {
      const target = await resolvePortfolioTarget(req, parseOrThrow(InsightTargetSchema, req.body), services.portfolios);
      res.json({ auth: req.auth, portfolioId: target.kind === 'stored' ? target.stored.portfolio.id : null });
    });
  }
  const app = express();
  app.use(assignRequestId);
  app.use('/probe', router);
  app.use(errorHandler(createLogger('silent')));
  return app;
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
