// @postgres: unique external ids, and a user deleted while a portfolio is linked to it
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, PortfolioSchema, UserSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;
let otherKey: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg('Broker A'));
  ({ apiKey: otherKey } = await ctx.newOrg('Broker B'));
});
afterEach(() => ctx.close());

const api = () => request(ctx.app);
const createUser = (key: string, body: object) => api().post('/v1/sdk/users').set('x-api-key', key).send(body);

describe('users', () => {
  it('creates, reads, lists, updates and deletes a user', async () => {
    const created = await createUser(apiKey, { externalId: 'client-1', email: 'ada@example.com', name: 'Ada', locale: 'de-CH' }).expect(201);
    const user = UserSchema.parse(created.body);
    expect(user).toMatchObject({ externalId: 'client-1', email: 'ada@example.com', name: 'Ada', locale: 'de-CH', createdAt: '2026-03-02T12:00:00.000Z' });
    expect(user.id).toMatch(/^usr_[0-9a-z]{26}$/);

    await api().get(`/v1/sdk/users/${user.id}`).set('x-api-key', apiKey).expect(200, created.body);

    ctx.clock.advance(1000);
    const patched = await api().patch(`/v1/sdk/users/${user.id}`).set('x-api-key', apiKey).send({ email: null, locale: 'fr' }).expect(200);
    expect(patched.body).toMatchObject({ email: null, locale: 'fr', name: 'Ada', updatedAt: '2026-03-02T12:00:01.000Z' });

    await createUser(apiKey, { externalId: 'client-2' }).expect(201);
    const page1 = await api().get('/v1/sdk/users?limit=1').set('x-api-key', apiKey).expect(200);
    expect(UserSchema.array().parse(page1.body.data).map((u) => u.externalId)).toEqual(['client-1']);
    const page2 = await api().get(`/v1/sdk/users?limit=1&cursor=${page1.body.nextCursor}`).set('x-api-key', apiKey).expect(200);
    expect(page2.body).toMatchObject({ data: [{ externalId: 'client-2' }], nextCursor: null });
    const byExternal = await api().get('/v1/sdk/users?externalId=client-2').set('x-api-key', apiKey).expect(200);
    expect(byExternal.body.data).toHaveLength(1);

    await api().delete(`/v1/sdk/users/${user.id}`).set('x-api-key', apiKey).expect(204);
    const gone = await api().get(`/v1/sdk/users/${user.id}`).set('x-api-key', apiKey).expect(404);
    expect(ErrorEnvelopeSchema.parse(gone.body).error.code).toBe('not_found');
  });

  it('rejects a duplicate externalId with 409 and the existing id, on create and on PATCH', async () => {
    const first = await createUser(apiKey, { externalId: 'dup' }).expect(201);
    const second = await createUser(apiKey, { externalId: 'dup' }).expect(409);
    expect(second.body.error).toMatchObject({ type: 'conflict', code: 'external_id_taken', existingId: first.body.id });
    const other = await createUser(apiKey, { externalId: 'other' }).expect(201);
    const patch = await api().patch(`/v1/sdk/users/${other.body.id}`).set('x-api-key', apiKey).send({ externalId: 'dup' }).expect(409);
    expect(patch.body.error.existingId).toBe(first.body.id);
    // Another organization may use the same externalId.
    await createUser(otherKey, { externalId: 'dup' }).expect(201);
  });

  it.each([
    [{}, 'externalId'],
    [{ externalId: 'x', email: 'not-an-email' }, 'email'],
    [{ externalId: 'x', locale: 'english please' }, 'locale'],
    [{ externalId: 'x', locale: 'e' }, 'locale'],
    [{ externalId: 'x', id: 'usr_01hzzzzzzzzzzzzzzzzzzzzzzz' }, ''],
    [{ externalId: 'x', name: '' }, 'name'],
  ])('rejects an invalid user %j with 400 and issues', async (body, field) => {
    const res = await createUser(apiKey, body).expect(400);
    const envelope = ErrorEnvelopeSchema.parse(res.body);
    expect(envelope.error.code).toBe('validation_error');
    if (field) expect(envelope.issues?.some((i) => i.path[0] === field)).toBe(true);
    const list = await api().get('/v1/sdk/users').set('x-api-key', apiKey).expect(200);
    expect(list.body.data).toEqual([]);
  });

  it('rejects an empty PATCH, a malformed cursor, and answers 404 for a malformed id', async () => {
    const user = await createUser(apiKey, { externalId: 'u' }).expect(201);
    await api().patch(`/v1/sdk/users/${user.body.id}`).set('x-api-key', apiKey).send({}).expect(400);
    await api().get('/v1/sdk/users?cursor=nonsense').set('x-api-key', apiKey).expect(400);
    await api().get('/v1/sdk/users/not-an-id').set('x-api-key', apiKey).expect(404);
  });

  it('isolates organizations: another org’s user is 404 for every operation', async () => {
    const user = await createUser(apiKey, { externalId: 'mine' }).expect(201);
    const id = user.body.id as string;
    await api().get(`/v1/sdk/users/${id}`).set('x-api-key', otherKey).expect(404);
    await api().patch(`/v1/sdk/users/${id}`).set('x-api-key', otherKey).send({ name: 'x' }).expect(404);
    await api().delete(`/v1/sdk/users/${id}`).set('x-api-key', otherKey).expect(404);
    await api().get(`/v1/sdk/users/${id}/profile`).set('x-api-key', otherKey).expect(404);
    const list = await api().get('/v1/sdk/users').set('x-api-key', otherKey).expect(200);
    expect(list.body.data).toEqual([]);
    await api().get(`/v1/sdk/users/${id}`).set('x-api-key', apiKey).expect(200);
  });

  it('needs an API key', async () => {
    await api().get('/v1/sdk/users').expect(401);
    await api().post('/v1/sdk/users').send({ externalId: 'x' }).expect(401);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const first = await createUser(apiKey, { externalId: 'idem' }).set('Idempotency-Key', 'k-1').expect(201);
    const replay = await createUser(apiKey, { externalId: 'idem' }).set('Idempotency-Key', 'k-1').expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});

describe('portfolio userId', () => {
  const portfolio = (userId?: string | null) => ({ externalId: `p-${Math.random().toString(36).slice(2)}`, ...(userId === undefined ? {} : { userId }) });

  it('links a portfolio to a user of the same org, unlinks with null, and defaults to null', async () => {
    const user = await createUser(apiKey, { externalId: 'owner' }).expect(201);
    const plain = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio()).expect(201);
    expect(PortfolioSchema.parse(plain.body).userId).toBeNull();
    const linked = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio(user.body.id)).expect(201);
    expect(linked.body.userId).toBe(user.body.id);
    const unlinked = await api().patch(`/v1/sdk/partner-portfolios/${linked.body.id}`).set('x-api-key', apiKey).send({ userId: null }).expect(200);
    expect(unlinked.body.userId).toBeNull();
    const relinked = await api().patch(`/v1/sdk/partner-portfolios/${plain.body.id}`).set('x-api-key', apiKey).send({ userId: user.body.id }).expect(200);
    expect(relinked.body.userId).toBe(user.body.id);
  });

  it('answers 404 naming the user for an unknown or another org’s user, and 400 for a malformed id; nothing is written', async () => {
    const foreign = await createUser(otherKey, { externalId: 'theirs' }).expect(201);
    const res = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio(foreign.body.id)).expect(404);
    expect(res.body.error.message).toContain(foreign.body.id);
    await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio('usr_00000000000000000000000000')).expect(404);
    await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio('someone')).expect(400);
    const list = await api().get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    expect(list.body.data).toEqual([]);

    const mine = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio()).expect(201);
    await api().patch(`/v1/sdk/partner-portfolios/${mine.body.id}`).set('x-api-key', apiKey).send({ userId: foreign.body.id }).expect(404);
    const after = await api().get(`/v1/sdk/partner-portfolios/${mine.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(after.body).toEqual(mine.body);
  });

  it('deleting a user unlinks their portfolios (which stay) and moves their updatedAt', async () => {
    const user = await createUser(apiKey, { externalId: 'leaving' }).expect(201);
    const linked = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(portfolio(user.body.id)).expect(201);
    ctx.clock.advance(5000);
    await api().delete(`/v1/sdk/users/${user.body.id}`).set('x-api-key', apiKey).expect(204);
    const after = await api().get(`/v1/sdk/partner-portfolios/${linked.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(after.body).toMatchObject({ userId: null, updatedAt: '2026-03-02T12:00:05.000Z' });
  });
});

describe('a user deleted while a portfolio is being linked to it', () => {
  it('ends in a 404 or an unlinked portfolio, never a 500', async () => {
    const { users, portfolios } = ctx.app.locals.services;
    const org = await ctx.newOrg('Race Org');
    for (let i = 0; i < 10; i++) {
      const user = await users.create(org.orgId, { externalId: `race-${i}` });
      const [created, deleted] = await Promise.allSettled([portfolios.create(org.orgId, { externalId: `race-p-${i}`, userId: user.id }), users.delete(org.orgId, user.id)]);
      expect(deleted.status).toBe('fulfilled');
      if (created.status === 'rejected') {
        expect(created.reason).toMatchObject({ status: 404, message: `User ${user.id} not found in this organization` });
      } else {
        expect((await portfolios.get(org.orgId, created.value.id)).portfolio.userId).toBeNull();
      }
    }
  });
});
