import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { PARTNER, base64url, createPortfolio, mint, partsOf, signWithServerKey } from './embeds.test-helpers.js';

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;
let token: string;
let jti: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
  ({ token, jti } = await mint(ctx, apiKey, { portfolioId, allowedOrigins: [PARTNER, 'http://localhost:5173'] }));
});
afterEach(() => ctx.close());

interface Call {
  token?: string;
  scope?: 'card' | 'chat';
  origin?: string | null;
  body?: object;
}

/** The real card or chat endpoint, called as a browser page on `origin` would (null: no Origin). */
function call({ token: t = token, scope = 'card', origin = PARTNER, body }: Call = {}) {
  const req = request(ctx.app).post(`/v1/clarity/${scope}`).set('x-embed-token', t);
  if (origin !== null) void req.set('origin', origin);
  return req.send(body ?? (scope === 'chat' ? { portfolioId, question: 'What moved my portfolio?' } : { portfolioId }));
}

async function expectError(res: request.Response, status: number, code: string): Promise<void> {
  expect({ status: res.status, code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({ status, code });
  await Promise.resolve();
}

/** The minted token's claims re-signed with the server's key after `change`: isolates one claim check. */
async function forged(change: (claims: Record<string, unknown>) => void, header: Record<string, unknown> = {}): Promise<string> {
  const claims = { ...partsOf(token).claims } as Record<string, unknown>;
  change(claims);
  return signWithServerKey(ctx, claims, header);
}

describe('a valid token', () => {
  it('is accepted from its origins and from the embed page’s own origin', async () => {
    const res = await call().expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    await call({ origin: 'http://localhost:5173', scope: 'chat' }).expect(200);
    const page = await call({ origin: 'http://127.0.0.1:8787' }).expect(200);
    expect(page.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8787');
  });

  it('gets the same card as the API key, and a chat stream', async () => {
    const withToken = await call().expect(200);
    const withKey = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    expect(withKey.headers['access-control-allow-origin']).toBeUndefined();
    expect(withToken.body).toEqual(withKey.body);
    const chat = await call({ scope: 'chat' }).expect(200);
    expect(chat.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(chat.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('re-signed unchanged still works (so each forged variant below fails for its one change)', async () => {
    await call({ token: await forged(() => undefined) }).expect(200);
  });

  it('is accepted within the clock tolerance after exp, and not beyond it', async () => {
    ctx.clock.advance(600_000 + 4_000);
    await call().expect(200);
    ctx.clock.advance(2_000);
    await expectError(await call(), 401, 'token_expired');
  });
});

describe('attacks on the token itself: 401', () => {
  const publicJwk = () => ({ ...(ctx.app.locals.services.embeds.keys.publicJwks().keys[0] as object) });

  it('alg: none', async () => {
    const { header, claims } = partsOf(token);
    for (const signature of ['', 'A'.repeat(86)]) {
      await expectError(await call({ token: `${base64url({ ...header, alg: 'none' })}.${base64url(claims)}.${signature}` }), 401, 'token_invalid');
    }
  });

  it('HS256 / HS512 signed with the public key as the secret', async () => {
    const { claims } = partsOf(token);
    const jwk = publicJwk() as { x: string; kid: string };
    for (const alg of ['HS256', 'HS512']) {
      for (const secret of [Buffer.from(JSON.stringify(jwk)), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.x)]) {
        const hmac = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'embed+jwt', kid: jwk.kid }).sign(secret);
        await expectError(await call({ token: hmac }), 401, 'token_invalid');
      }
    }
  });

  it('an unknown kid, a missing kid, and a key we do not hold', async () => {
    await expectError(await call({ token: await forged(() => undefined, { kid: 'not-our-key' }) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged(() => undefined, { kid: undefined }) }), 401, 'token_invalid');
    const { privateKey } = generateKeyPairSync('ed25519');
    const stranger = await new SignJWT(partsOf(token).claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'embed+jwt', kid: partsOf(token).header.kid as string })
      .sign(privateKey);
    await expectError(await call({ token: stranger }), 401, 'token_invalid');
  });

  it.each(['exp', 'iat', 'jti', 'sub', 'iss', 'aud', 'org', 'origins', 'scope'])('a missing %s claim', async (claim) => {
    await expectError(await call({ token: await forged((c) => delete c[claim]) }), 401, 'token_invalid');
  });

  it('an expired token', async () => {
    ctx.clock.advance(601_000 + 5_000);
    const res = await call();
    await expectError(res, 401, 'token_expired');
    expect(res.body.error.message).toBe('The embed token has expired');
  });

  it('iat or nbf in the future beyond the tolerance', async () => {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    await expectError(await call({ token: await forged((c) => (c.iat = now + 60)) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged((c) => (c.nbf = now + 60)) }), 401, 'token_invalid');
    // Within the tolerance both are fine.
    await call({ token: await forged((c) => (c.iat = now + 3)) }).expect(200);
    await call({ token: await forged((c) => (c.nbf = now + 3)) }).expect(200);
  });

  it('a lifetime longer than any mint allows', async () => {
    await expectError(await call({ token: await forged((c) => (c.exp = (c.iat as number) + 7200)) }), 401, 'token_invalid');
  });

  it('a wrong iss, aud or typ', async () => {
    await expectError(await call({ token: await forged((c) => (c.iss = 'https://evil.example')) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged((c) => (c.aud = 'another-audience')) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged((c) => (c.aud = ['clarity-embed', 'x'])) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged(() => undefined, { typ: 'JWT' }) }), 401, 'token_invalid');
    await expectError(await call({ token: await forged(() => undefined, { typ: undefined }) }), 401, 'token_invalid');
  });

  it('a tampered payload and a bad signature', async () => {
    const [header, , signature] = token.split('.');
    const widened = { ...partsOf(token).claims, origins: ['https://evil.example'] };
    await expectError(await call({ token: `${header}.${base64url(widened)}.${signature}`, origin: 'https://evil.example' }), 401, 'token_invalid');
    const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    await expectError(await call({ token: token.replace(signature!, flipped) }), 401, 'token_invalid');
  });

  it('a signature variant that differs only in discarded base64 bits', async () => {
    const last = token.at(-1)!;
    const variant = `${token.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
    expect(Buffer.from(variant.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    await expectError(await call({ token: variant }), 401, 'token_invalid');
  });

  it('a validly signed token we never recorded', async () => {
    await expectError(await call({ token: await forged((c) => (c.jti = 'emb_01jzzzzzzzzzzzzzzzzzzzzzzz')) }), 401, 'token_invalid');
  });

  it('garbage', async () => {
    for (const t of ['x', 'a.b.c', `${token}.${token}`, 'x'.repeat(5000)]) await expectError(await call({ token: t }), 401, 'token_invalid');
  });

  it('random byte mutations of a valid token never get a 2xx', async () => {
    const printable = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char: printable }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: printable }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), char: fc.constant('') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (mutations) => {
        let mutated = token;
        for (const m of mutations) {
          const at = m.at % (mutated.length + 1);
          if (m.kind === 'replace') mutated = mutated.slice(0, at) + m.char + mutated.slice(at + 1);
          else if (m.kind === 'insert') mutated = mutated.slice(0, at) + m.char + mutated.slice(at);
          else mutated = mutated.slice(0, at) + mutated.slice(at + 1);
        }
        fc.pre(mutated !== token);
        const res = await call({ token: mutated });
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a token that reuses a real jti with another organization or portfolio (signed with the real key)', () => {
  /** Freezes the verifier's state clock, so every call below falls inside the 500 ms a record's state is trusted. */
  function freezeStateClock(): void {
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
  }
  afterEach(() => vi.restoreAllMocks());

  async function otherOrgTwin(): Promise<{ twin: string; victimPortfolio: string }> {
    const other = await ctx.newOrg('Victim');
    const victimPortfolio = await createPortfolio(ctx, other.apiKey, 'victim');
    const twin = await forged((c) => {
      c.org = other.orgId;
      c.sub = victimPortfolio;
    });
    return { twin, victimPortfolio };
  }

  it('is refused right after a genuine use of the jti, and does not read the other organization’s card', async () => {
    const { twin, victimPortfolio } = await otherOrgTwin();
    freezeStateClock();
    await call().expect(200);
    const res = await call({ token: twin, body: { portfolioId: victimPortfolio } });
    await expectError(res, 401, 'token_invalid');
    expect(res.body).not.toHaveProperty('marketContext');
    // The genuine token's cached state is untouched.
    await call().expect(200);
  });

  it('used first, it does not refuse the genuine token', async () => {
    const { twin, victimPortfolio } = await otherOrgTwin();
    freezeStateClock();
    await expectError(await call({ token: twin, body: { portfolioId: victimPortfolio } }), 401, 'token_invalid');
    await call().expect(200);
    await expectError(await call({ token: twin, body: { portfolioId: victimPortfolio } }), 401, 'token_invalid');
  });

  it('another portfolio of the same organization is refused the same way, before and after the genuine token', async () => {
    const otherPortfolio = await createPortfolio(ctx, apiKey, 'client-2');
    const twin = await forged((c) => (c.sub = otherPortfolio));
    freezeStateClock();
    await expectError(await call({ token: twin, body: { portfolioId: otherPortfolio } }), 401, 'token_invalid');
    await call().expect(200);
    await expectError(await call({ token: twin, body: { portfolioId: otherPortfolio } }), 401, 'token_invalid');
    await call().expect(200);
  });
});

describe('scope, binding and origin: 403', () => {
  it('a card-only token on chat is scope_denied; a chat-only token on card too', async () => {
    const cardOnly = await mint(ctx, apiKey, { portfolioId, scope: ['card'] });
    await call({ token: cardOnly.token }).expect(200);
    await expectError(await call({ token: cardOnly.token, scope: 'chat' }), 403, 'scope_denied');
    const chatOnly = await mint(ctx, apiKey, { portfolioId, scope: ['chat'] });
    await expectError(await call({ token: chatOnly.token, scope: 'card' }), 403, 'scope_denied');
  });

  it('another portfolio of the same organization, another organization’s, an unknown id, and an inline portfolio are portfolio_binding', async () => {
    const second = await createPortfolio(ctx, apiKey, 'client-2');
    const other = await ctx.newOrg('Other');
    const theirs = await createPortfolio(ctx, other.apiKey, 'theirs');
    for (const id of [second, theirs, 'ppf_01jzzzzzzzzzzzzzzzzzzzzzzz']) {
      await expectError(await call({ body: { portfolioId: id } }), 403, 'portfolio_binding');
    }
    await expectError(await call({ body: { portfolio: { externalId: 'inline', currentHoldings: [] } } }), 403, 'portfolio_binding');
  });

  it.each([
    ['an evil origin', 'https://evil.example'],
    ['the opaque origin "null"', 'null'],
    ['another port', 'https://partner.example:8443'],
    ['another scheme', 'http://partner.example'],
    ['another case', 'https://Partner.example'],
    ['a trailing slash', 'https://partner.example/'],
    ['a suffix', 'https://partner.example.evil.example'],
    ['localhost on another port', 'http://localhost:5174'],
    ['the API origin spelled differently', 'http://localhost:8787'],
  ])('%s is origin_denied, without CORS permission', async (_name, origin) => {
    const res = await call({ origin });
    await expectError(res, 403, 'origin_denied');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a missing Origin is origin_denied', async () => {
    await expectError(await call({ origin: null }), 403, 'origin_denied');
  });

  it('an invalid token is 401 before any origin check, and the API key rule still applies', async () => {
    await expectError(await call({ token: 'x', origin: null }), 401, 'token_invalid');
    const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('origin', PARTNER).send({ portfolioId });
    await expectError(res, 403, 'api_key_in_browser');
    await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
  });
});

describe('CORS', () => {
  it('answers a preflight from any origin, allowing only content-type and x-embed-token', async () => {
    for (const [origin, path] of [
      [PARTNER, '/v1/clarity/card'],
      ['https://evil.example', '/v1/clarity/chat'],
    ] as const) {
      const res = await request(ctx.app)
        .options(path)
        .set('origin', origin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'content-type, x-embed-token')
        .expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('POST');
      expect(res.headers['access-control-allow-headers']).toBe('content-type, x-embed-token, last-event-id');
      expect(res.headers.vary).toMatch(/Origin/);
    }
  });

  it('echoes Access-Control-Allow-Origin only for an allowed origin of a valid token', async () => {
    const allowed = await call().expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(allowed.headers['access-control-expose-headers']).toContain('x-request-id');
    const invalid = await call({ token: 'x' });
    expect(invalid.headers['access-control-allow-origin']).toBeUndefined();
    // An allowed origin hears about a scope problem (the iframe shows it) …
    const cardOnly = await mint(ctx, apiKey, { portfolioId, scope: ['card'] });
    const denied = await call({ token: cardOnly.token, scope: 'chat' }).expect(403);
    expect(denied.headers['access-control-allow-origin']).toBe(PARTNER);
    // … and the embed page's own origin can read every answer, even a 401.
    const fromPage = await call({ token: 'x', origin: 'http://127.0.0.1:8787' }).expect(401);
    expect(fromPage.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8787');
  });

  describe.each(['card', 'chat'] as const)('a refused token on the %s: its code, readable by its own pages only', (scope) => {
    const EVIL = 'https://evil.example';
    const allowOriginOf = (res: request.Response) => res.headers['access-control-allow-origin'];

    /** The same refused token from one of its origins and from another: the code both times, CORS only for the first. */
    async function expectReadableOnlyByItsPages(t: string, status: number, code: string): Promise<void> {
      const fromPartner = await call({ token: t, scope });
      await expectError(fromPartner, status, code);
      expect(allowOriginOf(fromPartner)).toBe(PARTNER);
      expect(fromPartner.headers['access-control-expose-headers']).toContain('x-request-id');
      const fromEvil = await call({ token: t, scope, origin: EVIL });
      await expectError(fromEvil, status, code);
      expect(allowOriginOf(fromEvil)).toBeUndefined();
    }

    it('expired: token_expired', async () => {
      ctx.clock.advance(601_000 + 5_000);
      await expectReadableOnlyByItsPages(token, 401, 'token_expired');
    });

    it('revoked: token_revoked; revoked and then expired: token_expired (a refresh is the answer to both)', async () => {
      await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', apiKey).expect(204);
      await expectReadableOnlyByItsPages(token, 401, 'token_revoked');
      ctx.clock.advance(601_000 + 5_000);
      await expectReadableOnlyByItsPages(token, 401, 'token_expired');
    });

    it('its organization inactive: 403 org_inactive', async () => {
      const { orgId } = await ctx.app.locals.services.embeds.verify(token);
      await ctx.app.locals.services.organizations.setActive(orgId, false);
      await expectReadableOnlyByItsPages(token, 403, 'org_inactive');
    });

    it('forged (a bad signature): token_invalid, readable by none of the origins it names', async () => {
      const [header, , signature] = token.split('.');
      const widened = base64url({ ...partsOf(token).claims, origins: [PARTNER, EVIL] });
      for (const origin of [PARTNER, EVIL]) {
        const res = await call({ token: `${header}.${widened}.${signature}`, scope, origin });
        await expectError(res, 401, 'token_invalid');
        expect(allowOriginOf(res)).toBeUndefined();
      }
    });

    it('correctly signed and expired, but not as we recorded it (unknown jti, another organization’s): token_invalid, no CORS', async () => {
      const other = await ctx.newOrg('Other');
      const unrecorded = await forged((c) => (c.jti = 'emb_01jzzzzzzzzzzzzzzzzzzzzzzz'));
      const twin = await forged((c) => {
        c.org = other.orgId;
        c.origins = [EVIL];
      });
      ctx.clock.advance(601_000 + 5_000);
      for (const [t, origin] of [[unrecorded, PARTNER], [twin, EVIL]] as const) {
        const res = await call({ token: t, scope, origin });
        await expectError(res, 401, 'token_invalid');
        expect(allowOriginOf(res)).toBeUndefined();
      }
    });
  });

  it('the server-only routes send no CORS headers', async () => {
    const preflight = await request(ctx.app)
      .options('/v1/sdk/clarity/embeds')
      .set('origin', PARTNER)
      .set('access-control-request-method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const res = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('origin', PARTNER).set('x-embed-token', token).send({});
    expect(res.status).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

});

describe('OpenAPI', () => {
  it.each(['card', 'chat'])('the %s operation’s 401 names each token code, with an example envelope of it', async (scope) => {
    const doc = await request(ctx.app).get('/openapi.json').expect(200);
    const unauthorized = doc.body.paths[`/v1/clarity/${scope}`].post.responses['401'] as {
      description: string;
      content: { 'application/json': { examples: Record<string, { value: unknown }> } };
    };
    const examples = unauthorized.content['application/json'].examples;
    expect(Object.keys(examples).sort()).toEqual(['token_expired', 'token_invalid', 'token_revoked']);
    for (const [code, example] of Object.entries(examples)) {
      expect(ErrorEnvelopeSchema.parse(example.value).error).toMatchObject({ type: 'unauthorized', code });
      expect(unauthorized.description).toContain(`\`${code}\``);
    }
  });
});
