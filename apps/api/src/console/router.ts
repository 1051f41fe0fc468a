import { timingSafeEqual } from 'node:crypto';
import { type Router, type Request, type Response } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import {
  ConsoleAcceptInviteBodySchema,
  ConsoleAuditFilterSchema,
  ConsoleAuditQuerySchema,
  ConsoleEmbedDefaultsSchema,
  ConsoleEmbedPreviewBodySchema,
  ConsoleEmbedRevokeAllBodySchema,
  ConsoleInviteBodySchema,
  ConsoleKeyCreateBodySchema,
  ConsoleKeyRotateBodySchema,
  ConsoleMemberUpdateBodySchema,
  ConsolePasskeyRegisterBodySchema,
  ConsolePasskeySignInBodySchema,
  ConsoleSignInBodySchema,
  ConsoleSupportQuerySchema,
  type ConsoleSession,
} from '@clarity/shared';
import type { Config } from '../config.js';
import { jsonBody } from '../http/body.js';
import { ApiError, parseOrThrow } from '../http/errors.js';
import { auditCsv } from './audit.js';
import type { ConsoleEmbeds } from './embeds.js';
import type { InviteMailer } from './invite-mail.js';
import type { ConsolePasskeys } from './passkeys.js';
import { SESSION_ABSOLUTE_MS, type ConsoleMember, type ConsoleService, type IssuedSession } from './service.js';
import type { ConsoleSupport } from './support.js';
import type { UsageRecorder } from './usage.js';
import { recordedRouter } from '../http/route-table.js';

/** Sign-in and sign-up attempts one address may make in the window, whatever the account. */
const ATTEMPTS_PER_ADDRESS = 30;
const ATTEMPT_WINDOW_SECONDS = 15 * 60;

interface SignedIn {
  member: ConsoleMember;
  csrfToken: string;
  orgName: string;
  token: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the console's session step. */
    consoleSession?: SignedIn;
  }
}

export interface ConsoleRouterDeps {
  console: ConsoleService;
  embeds: ConsoleEmbeds;
  usage: UsageRecorder;
  support: ConsoleSupport;
  passkeys: ConsolePasskeys;
  /** Sends invitations by email when SMTP is configured; undefined: the link is only shown. */
  mailer: InviteMailer | undefined;
  config: Pick<Config, 'publicUrl' | 'env' | 'bodyLimitBytes'>;
}

/** The URL an invitation's one-time code opens. */
export function inviteUrlOf(publicUrl: string, code: string): string {
  return `${publicUrl}/console/invite/${code}`;
}

/**
 * `/v1/console/*`: the partner console's API (docs/console.md). Only the console's session cookie
 * opens it: a request that carries an API key is refused before anything else. Every state change
 * must send the session's CSRF token in `x-csrf-token` and, when the browser says where it comes from,
 * come from the console's own origin; bodies are JSON only (so a cross-site HTML form gets 415).
 */
export function consoleRouter({ console: service, embeds, passkeys, mailer, usage, support, config }: ConsoleRouterDeps): Router {
  const router = recordedRouter();
  const secure = config.publicUrl.startsWith('https://');
  // `__Host-` binds the cookie to this host and path `/`; browsers accept it only with Secure.
  const cookieName = secure ? '__Host-clarity_console' : 'clarity_console';
  const ownOrigin = new URL(config.publicUrl).origin;
  const attempts = new RateLimiterMemory({ points: ATTEMPTS_PER_ADDRESS, duration: ATTEMPT_WINDOW_SECONDS });

  const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress;
  const tokenOf = (req: Request) => parseCookies(req.headers.cookie ?? '')[cookieName];

  const setSessionCookie = (res: Response, token: string) =>
    res.append('Set-Cookie', serializeCookie(cookieName, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_ABSOLUTE_MS / 1000 }));
  const clearSessionCookie = (res: Response) => res.append('Set-Cookie', serializeCookie(cookieName, '', { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: 0 }));

  const sessionBody = (member: ConsoleMember, orgName: string, csrfToken: string): ConsoleSession => ({
    member: { id: member.id, email: member.email, role: member.role },
    org: { id: member.orgId, name: orgName },
    csrfToken,
    environment: config.env,
  });

  /** A browser that names its origin must be on ours (sign-in CSRF, and a second check beside the token). */
  const sameOrigin = (req: Request) => {
    const origin = req.get('origin');
    if (origin !== undefined && origin !== ownOrigin) throw new ApiError('csrf_failed', 'Console requests must come from the console itself');
  };

  const countAttempt = async (req: Request, res: Response) => {
    try {
      await attempts.consume(addressOf(req) ?? 'unknown');
    } catch (refusal) {
      const retryAfter = Math.ceil(((refusal as { msBeforeNext?: number }).msBeforeNext ?? ATTEMPT_WINDOW_SECONDS * 1000) / 1000);
      res.setHeader('Retry-After', String(retryAfter));
      throw new ApiError('rate_limited', 'Too many sign-in attempts from this address; try again later', { headers: { 'Retry-After': String(retryAfter) } });
    }
  };

  router.use((req, res, next) => {
    // Nothing the console answers may be cached or framed.
    res.setHeader('Cache-Control', 'no-store');
    if (req.get('x-api-key') !== undefined) throw new ApiError('console_session_required', 'Console routes accept only a console session, never an API key');
    next();
  });
  router.use(jsonBody(config.bodyLimitBytes));

  const signedInAnswer = async (res: Response, issued: IssuedSession, status: number) => {
    setSessionCookie(res, issued.token);
    const session = await service.session(issued.token);
    if (!session) throw new ApiError('internal', 'The new session could not be read back');
    res.status(status).json(sessionBody(session.member, session.orgName, session.csrfToken));
  };

  // -- Before a session: sign in, open and accept an invitation --------------------------------
  router.post('/sessions', async (req, res) => {
    sameOrigin(req);
    await countAttempt(req, res);
    const { email, password } = parseOrThrow(ConsoleSignInBodySchema, req.body);
    // A session cookie sent along is never kept: sign-in always issues a new token (no fixation).
    const previous = tokenOf(req);
    if (previous) await service.signOut(previous);
    await signedInAnswer(res, await service.signIn(email, password, addressOf(req)), 200);
  });

  router.get('/invites/:code', async (req, res) => {
    res.json(await service.openInvite(String(req.params.code)));
  });

  router.post('/invites/:code/accept', async (req, res) => {
    sameOrigin(req);
    await countAttempt(req, res);
    const { email, password } = parseOrThrow(ConsoleAcceptInviteBodySchema, req.body);
    await signedInAnswer(res, await service.acceptInvite(String(req.params.code), email, password, addressOf(req)), 201);
  });

  // Passkey sign-in: options (a single-use challenge), then the signed assertion. Counted as sign-in attempts.
  router.post('/passkeys/sign-in/options', async (req, res) => {
    sameOrigin(req);
    await countAttempt(req, res);
    res.json(await passkeys.signInOptions());
  });
  router.post('/passkeys/sign-in', async (req, res) => {
    sameOrigin(req);
    await countAttempt(req, res);
    const { response } = parseOrThrow(ConsolePasskeySignInBodySchema, req.body);
    const previous = tokenOf(req);
    if (previous) await service.signOut(previous);
    await signedInAnswer(res, await passkeys.signIn(response, addressOf(req)), 200);
  });

  // -- Everything else needs a session ---------------------------------------------------------
  router.use(async (req, _res, next) => {
    const token = tokenOf(req);
    const session = token ? await service.session(token) : undefined;
    if (!token || !session) throw new ApiError('unauthorized', 'Sign in to the console first');
    if (!session.orgActive) throw new ApiError('org_inactive', 'The organization is inactive');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sameOrigin(req);
      const sent = Buffer.from(req.get('x-csrf-token') ?? '');
      const expected = Buffer.from(session.csrfToken);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new ApiError('csrf_failed', 'Missing or wrong x-csrf-token');
    }
    req.consoleSession = { member: session.member, csrfToken: session.csrfToken, orgName: session.orgName, token };
    next();
  });
  const signedIn = (req: Request): SignedIn => req.consoleSession!;

  router.get('/session', (req, res) => {
    const { member, orgName, csrfToken } = signedIn(req);
    res.json(sessionBody(member, orgName, csrfToken));
  });
  router.delete('/session', async (req, res) => {
    await service.signOut(signedIn(req).token);
    clearSessionCookie(res);
    res.status(204).end();
  });
  router.post('/session/sign-out-everywhere', async (req, res) => {
    await service.signOutEverywhere(signedIn(req).member, addressOf(req));
    clearSessionCookie(res);
    res.status(204).end();
  });

  router.get('/passkeys', async (req, res) => {
    res.json({ data: await passkeys.list(signedIn(req).member) });
  });
  router.post('/passkeys/registration/options', async (req, res) => {
    res.json(await passkeys.registrationOptions(signedIn(req).member));
  });
  router.post('/passkeys', async (req, res) => {
    const { name, response } = parseOrThrow(ConsolePasskeyRegisterBodySchema, req.body);
    res.status(201).json(await passkeys.register(signedIn(req).member, name, response, addressOf(req)));
  });
  router.delete('/passkeys/:id', async (req, res) => {
    await passkeys.remove(signedIn(req).member, String(req.params.id), addressOf(req));
    res.status(204).end();
  });

  router.get('/members', async (req, res) => {
    const members = await service.members(signedIn(req).member.orgId);
    res.json({ data: members.map(({ id, email, role, createdAt }) => ({ id, email, role, createdAt })) });
  });
  router.post('/members/invites', async (req, res) => {
    const { member } = signedIn(req);
    const { email, role, locale } = parseOrThrow(ConsoleInviteBodySchema, req.body);
    const { code, expiresAt } = await service.invite(member.orgId, email, role, { label: member.email, address: addressOf(req), role: member.role });
    const inviteUrl = inviteUrlOf(config.publicUrl, code);
    let emailed = false;
    if (mailer) {
      // The inviter's language, else the organization's embed language, else English.
      const language = locale ?? (await embeds.get(member.orgId)).locale ?? 'en';
      emailed = await mailer.send({ to: email, inviteUrl, orgName: signedIn(req).orgName, inviter: member.email, role, expiresAt, locale: language }, req.log);
    }
    res.status(201).json({ inviteUrl, expiresAt, emailed });
  });
  router.patch('/members/:id', async (req, res) => {
    const { role } = parseOrThrow(ConsoleMemberUpdateBodySchema, req.body);
    const updated = await service.changeRole(signedIn(req).member, String(req.params.id), role, addressOf(req));
    res.json({ id: updated.id, email: updated.email, role: updated.role, createdAt: updated.createdAt });
  });
  router.delete('/members/:id', async (req, res) => {
    await service.removeMember(signedIn(req).member, String(req.params.id), addressOf(req));
    res.status(204).end();
  });

  router.get('/keys', async (req, res) => {
    res.json({ data: await service.keys(signedIn(req).member.orgId) });
  });
  router.post('/keys', async (req, res) => {
    const { name, environment } = parseOrThrow(ConsoleKeyCreateBodySchema, req.body);
    res.status(201).json(await service.createKey(signedIn(req).member, name, environment, addressOf(req)));
  });
  router.post('/keys/:keyId/revoke', async (req, res) => {
    await service.revokeKey(signedIn(req).member, String(req.params.keyId), addressOf(req));
    res.status(204).end();
  });
  router.post('/keys/:keyId/rotate', async (req, res) => {
    const { graceHours } = parseOrThrow(ConsoleKeyRotateBodySchema, req.body);
    res.status(201).json(await service.rotateKey(signedIn(req).member, String(req.params.keyId), graceHours, addressOf(req)));
  });

  router.get('/embeds/defaults', async (req, res) => {
    res.json(await embeds.get(signedIn(req).member.orgId));
  });
  router.put('/embeds/defaults', async (req, res) => {
    const defaults = parseOrThrow(ConsoleEmbedDefaultsSchema, req.body);
    res.json(await embeds.put(signedIn(req).member, defaults, addressOf(req)));
  });
  router.post('/embeds/preview', async (req, res) => {
    const { portfolioId } = parseOrThrow(ConsoleEmbedPreviewBodySchema, req.body ?? {});
    res.status(201).json(await embeds.preview(signedIn(req).member, portfolioId));
  });
  router.post('/embeds/revoke-all', async (req, res) => {
    const { portfolioId } = parseOrThrow(ConsoleEmbedRevokeAllBodySchema, req.body);
    res.json({ portfolioId, revoked: await embeds.revokeAll(signedIn(req).member, portfolioId, addressOf(req)) });
  });

  router.get('/audit', async (req, res) => {
    const { before, limit, ...filter } = parseOrThrow(ConsoleAuditQuerySchema, req.query, 'Query');
    const entries = await service.audit.list(signedIn(req).member.orgId, { ...filter, limit, ...(before !== undefined ? { before } : {}) });
    res.json({ data: entries, nextBefore: entries.length === limit ? entries.at(-1)!.seq : null });
  });
  router.get('/audit.csv', async (req, res) => {
    const filter = parseOrThrow(ConsoleAuditFilterSchema, req.query, 'Query');
    const entries = await service.audit.list(signedIn(req).member.orgId, { ...filter, limit: 100_000 });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="clarity-audit.csv"');
    res.send(auditCsv(entries));
  });

  // Every role reads usage and the support view.
  router.get('/usage', async (req, res) => {
    res.json(await usage.report(signedIn(req).member.orgId));
  });
  router.get('/support/portfolios', async (req, res) => {
    const { externalId } = parseOrThrow(ConsoleSupportQuerySchema, req.query, 'Query');
    res.json(await support.find(signedIn(req).member.orgId, externalId));
  });

  return router;
}
