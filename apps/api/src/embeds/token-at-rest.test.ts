// @postgres: what an embed token leaves at rest (idempotency rows, token records)
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../http/logging.js';
import { ResponseSealer } from '../http/response-sealer.js';
import { PARTNER, freshOrgWithPortfolio, mint } from './embeds.test-helpers.js';
import { RESPONSE_SEALING_KEY_FILE, SIGNING_KEYS_FILE } from './signing-keys.js';

const env = freshOrgWithPortfolio();

const mintWithKey = (key: string) =>
  request(env.ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', env.apiKey).set('idempotency-key', key).send({ portfolioId: env.portfolioId, allowedOrigins: [PARTNER] });

/** Every run of 16 characters of the token: none may be found where the token must not be. */
function pieces(token: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 16 <= token.length; i += 8) out.push(token.slice(i, i + 16));
  return [...out, ...token.split('.')];
}

function expectNoPieceOf(token: string, text: string, where: string): void {
  for (const piece of pieces(token)) expect(text.includes(piece), `${where} holds "${piece}" of the token`).toBe(false);
}

describe('a response kept for Idempotency-Key replay holds no usable embed token in clear', () => {
  it('the idempotency table and the database files hold no piece of the token; the replay returns the same usable token', async () => {
    const first = await mintWithKey('mint-at-rest').expect(201);
    const token = first.body.token as string;

    const rows = await env.ctx.database.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.response_body ?? '';
    expect(stored).toMatch(/^sealed:v1:/);
    expectNoPieceOf(token, stored, 'idempotency_keys.response_body');
    expect(stored).not.toContain(first.body.jti as string);
    for (const file of ['clarity.db', 'clarity.db-wal']) {
      let bytes = '';
      try {
        bytes = readFileSync(join(env.ctx.dir, file)).toString('latin1');
      } catch {
        continue;
      }
      expectNoPieceOf(token, bytes, file);
    }

    const replay = await mintWithKey('mint-at-rest').expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const card = await request(env.ctx.app).post('/v1/clarity/card').set('x-embed-token', replay.body.token as string).set('origin', PARTNER).send({ portfolioId: env.portfolioId });
    expect(card.status).toBe(200);
  });

  it('a sealed response moved to another record, or sealed with another secret, is not replayed: dropped, and the retry runs again', async () => {
    await mintWithKey('a').expect(201);
    await mintWithKey('b').expect(201);
    const db = env.ctx.database.db;
    const a = await db.selectFrom('idempotency_keys').select('response_body').where('key', '=', 'a').executeTakeFirstOrThrow();
    await db.updateTable('idempotency_keys').set({ response_body: a.response_body }).where('key', '=', 'b').execute();
    const refused = await mintWithKey('b');
    expect(refused.status).toBe(500);
    expect(refused.body.error.code).toBe('internal');
    const again = await mintWithKey('b').expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the sealing secret lives beside the signing keys, 0600', async () => {
    await mintWithKey('k').expect(201);
    const path = join(env.ctx.dir, RESPONSE_SEALING_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(env.ctx.dir, SIGNING_KEYS_FILE)).isFile()).toBe(true);
  });
});

describe('ResponseSealer', () => {
  const sealer = new ResponseSealer(Buffer.alloc(32, 7));
  it('opens what it sealed under the same context only; passes through a text stored in clear before sealing', () => {
    const sealed = sealer.seal('{"token":"x"}', 'org\nkey');
    expect(sealed).not.toContain('token');
    expect(sealer.unseal(sealed, 'org\nkey')).toBe('{"token":"x"}');
    expect(sealer.unseal(sealed, 'org\nother')).toBeUndefined();
    expect(new ResponseSealer(Buffer.alloc(32, 8)).unseal(sealed, 'org\nkey')).toBeUndefined();
    // Tampered: one byte of the authentication tag flipped (a base64 character can carry unused bits).
    const raw = Buffer.from(sealed.slice('sealed:v1:'.length), 'base64url');
    raw[14] = raw[14]! ^ 0xff;
    const tampered = `sealed:v1:${raw.toString('base64url')}`;
    expect(sealer.unseal(tampered, 'org\nkey')).toBeUndefined();
    expect(sealer.unseal('sealed:v1:', 'org\nkey')).toBeUndefined();
    expect(sealer.unseal('{"legacy":true}', 'org\nkey')).toBe('{"legacy":true}');
    expect(sealer.unseal(sealer.seal('', 'c'), 'c')).toBe('');
  });
});

describe('a token under any spelling of the query parameter is redacted in logs', () => {
  const SPELLINGS = ['?token=', '?Token=', '?TOKEN=', '?%74oken=', '?%54OKEN=', '?to%6Ben=', '?%2574oken=', ';token=', '?theme=dark;token=', '?theme=dark&Token=', '?x-embed-token=', '?embed_token=', '?t=', '/', '?%20token=', '?token%00='];

  it('redactUrl, for each spelling', async () => {
    const { token } = await mint(env.ctx, env.apiKey, { portfolioId: env.portfolioId });
    for (const spelling of SPELLINGS) {
      const url = `/embed/${spelling}${token}&theme=dark`;
      const redacted = redactUrl(url);
      expectNoPieceOf(token, redacted, url);
      expect(redacted, url).toContain('theme=dark');
    }
    // A percent-encoded token under an innocent name, and API keys.
    expectNoPieceOf(token, redactUrl(`/embed/?v=${encodeURIComponent(token).replace(/e/g, '%65')}`), 'encoded value');
    expect(redactUrl('/x?api-key=clk_live_abc.def&API_KEY=1&limit=2')).toBe('/x?api-key=%5Bredacted%5D&API_KEY=%5Bredacted%5D&limit=2');
    // Nothing else changes.
    expect(redactUrl('/v1/sdk/partner-portfolios?externalId=a%20b&limit=5&cursor=abc')).toBe('/v1/sdk/partner-portfolios?externalId=a%20b&limit=5&cursor=abc');
  });

  it('the access log of real requests under misspelt parameters', async () => {
    const { token } = await mint(env.ctx, env.apiKey, { portfolioId: env.portfolioId });
    for (const path of ['/embed/?Token=', '/embed/?TOKEN=', '/embed/;token=', '/embed/?%74oken=', '/embed/?theme=dark;token=']) {
      await request(env.ctx.app).get(`${path}${token}`);
    }
    const logs = env.ctx.logs();
    expect(logs).toContain('%5Bredacted%5D');
    expectNoPieceOf(token, logs, 'the log');
  });
});
