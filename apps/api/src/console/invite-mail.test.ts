import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

/**
 * Invitations by email: a real SMTP server (the `smtp-server` package) listens on a loopback port for
 * the test, the API sends to it through nodemailer, and the link in the received message opens the
 * invitation and creates the account. Without SMTP configured nothing is sent and nothing changes.
 */

const PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://localhost:8787';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let ctx: TestContext | undefined;
let smtp: SMTPServer | undefined;

afterEach(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  ctx = undefined;
  smtp = undefined;
});

/** An SMTP server on a free loopback port that keeps every message it receives. */
async function startSmtp(): Promise<{ url: string; inbox: Received[] }> {
  const inbox: Received[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox };
}

/** The message's text: headers dropped, quoted-printable decoded (as nodemailer encodes non-ASCII text). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function owner(context: TestContext, orgId: string) {
  const { code } = await context.app.locals.services.console.invite(orgId, 'owner@acme.example', 'owner', { label: 'cli' });
  const res = await request(context.app).post(`/v1/console/invites/${code}/accept`).set('origin', ORIGIN).send({ email: 'owner@acme.example', password: PASSWORD });
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('clarity_console='))!.split(';')[0]!;
  return { cookie, csrf: (res.body as { csrfToken: string }).csrfToken };
}

describe('invitations by email', () => {
  it('sends the invitation in the inviter’s language to the invitee; the emailed link creates the account', async () => {
    const { url, inbox } = await startSmtp();
    ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN, CLARITY_SMTP_URL: url, CLARITY_SMTP_FROM: 'Clarity <console@clarity.example>' });
    const { orgId } = await ctx.newOrg('Acme');
    const o = await owner(ctx, orgId);
    const res = await request(ctx.app)
      .post('/v1/console/members/invites')
      .set('cookie', o.cookie)
      .set('x-csrf-token', o.csrf)
      .set('origin', ORIGIN)
      .send({ email: 'dev@acme.example', role: 'developer', locale: 'de' });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);

    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail!.from).toBe('console@clarity.example');
    expect(mail!.to).toEqual(['dev@acme.example']);
    expect(mail!.raw).toMatch(/^Subject: Ihre Einladung in die Konsole von Acme bei Clarity\r$/m);
    const text = bodyOf(mail!.raw);
    expect(text).toContain('owner@acme.example hat Sie in die Clarity-Partnerkonsole von Acme eingeladen, mit der Rolle Entwickler.');
    // 2026-03-02 (the test clock) + 7 days, in German.
    expect(text).toContain('bis 09.03.2026');
    const link = /http:\/\/localhost:8787\/console\/invite\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link).toBe(res.body.inviteUrl);

    // The emailed link works: it opens the invitation and creates the account.
    const code = link!.split('/').at(-1)!;
    expect((await request(ctx.app).get(`/v1/console/invites/${code}`)).body).toEqual({ email: 'dev@acme.example', role: 'developer', orgName: 'Acme' });
    const accepted = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).set('origin', ORIGIN).send({ email: 'dev@acme.example', password: PASSWORD });
    expect(accepted.status).toBe(201);
    expect(accepted.body.member).toMatchObject({ email: 'dev@acme.example', role: 'developer' });

    // The one-time code is in the email only, never in the log.
    expect(ctx.logs()).not.toContain(code);
  });

  it('falls back to the organization’s embed language, then English', async () => {
    const { url, inbox } = await startSmtp();
    ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN, CLARITY_SMTP_URL: url });
    const { orgId } = await ctx.newOrg('Acme');
    const o = await owner(ctx, orgId);
    const invite = (email: string) => request(ctx!.app).post('/v1/console/members/invites').set('cookie', o.cookie).set('x-csrf-token', o.csrf).set('origin', ORIGIN).send({ email, role: 'viewer' });
    expect((await invite('a@acme.example')).status).toBe(201);
    expect(bodyOf(inbox[0]!.raw)).toContain('has invited you to the Clarity partner console of Acme as a viewer.');
    await request(ctx.app)
      .put('/v1/console/embeds/defaults')
      .set('cookie', o.cookie)
      .set('x-csrf-token', o.csrf)
      .set('origin', ORIGIN)
      .send({ allowedOrigins: [], ttlSeconds: 600, scope: ['card'], locale: 'fr', theme: { mode: 'auto', accent: null } });
    expect((await invite('b@acme.example')).status).toBe(201);
    expect(bodyOf(inbox[1]!.raw)).toContain('vous invite dans la console partenaire Clarity de Acme en tant que lecteur.');
  });

  it('still creates the invitation when the SMTP server cannot be reached, says so, and logs no link', async () => {
    const { url } = await startSmtp();
    await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN, CLARITY_SMTP_URL: url });
    const { orgId } = await ctx.newOrg('Acme');
    const o = await owner(ctx, orgId);
    const res = await request(ctx.app).post('/v1/console/members/invites').set('cookie', o.cookie).set('x-csrf-token', o.csrf).set('origin', ORIGIN).send({ email: 'dev@acme.example', role: 'viewer' });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    const code = (res.body.inviteUrl as string).split('/').at(-1)!;
    expect((await request(ctx.app).get(`/v1/console/invites/${code}`)).status).toBe(200);
    expect(ctx.logs()).toContain('console invitation email not sent');
    expect(ctx.logs()).not.toContain(code);
  });

  it('without SMTP configured sends nothing: the link is only shown', async () => {
    const { inbox } = await startSmtp();
    ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN });
    const { orgId } = await ctx.newOrg('Acme');
    const o = await owner(ctx, orgId);
    const res = await request(ctx.app).post('/v1/console/members/invites').set('cookie', o.cookie).set('x-csrf-token', o.csrf).set('origin', ORIGIN).send({ email: 'dev@acme.example', role: 'viewer', locale: 'es' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ inviteUrl: expect.stringMatching(/^http:\/\/localhost:8787\/console\/invite\//), expiresAt: '2026-03-09T12:00:00.000Z', emailed: false });
    expect(inbox).toHaveLength(0);
  });

  it('refuses an unknown language with a 400 and invites nobody', async () => {
    ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN });
    const { orgId } = await ctx.newOrg('Acme');
    const o = await owner(ctx, orgId);
    const res = await request(ctx.app).post('/v1/console/members/invites').set('cookie', o.cookie).set('x-csrf-token', o.csrf).set('origin', ORIGIN).send({ email: 'dev@acme.example', role: 'viewer', locale: 'xx' });
    expect(res.status).toBe(400);
    const invites = await ctx.database.db.selectFrom('console_invites').select('email').execute();
    expect(invites.map((i) => i.email)).toEqual(['owner@acme.example']);
  });
});
