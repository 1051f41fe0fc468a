import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, QuestionnaireSchema, RiskProfileSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { BORDERLINE } from './answers.test-helpers.js';

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

/** Hold-steady answers: willingness 52, capacity 67 → riskScore 60, growth, 25 years (worked out in answers.test-helpers.ts). */
const ANSWERS = Object.entries(BORDERLINE).map(([questionId, optionId]) => ({ questionId, optionId }));

async function newUser(key = apiKey, externalId = 'client-1'): Promise<string> {
  const res = await api().post('/v1/sdk/users').set('x-api-key', key).send({ externalId }).expect(201);
  return res.body.id as string;
}

const profiling = (userId: string, body: object, key = apiKey) => api().post(`/v1/sdk/users/${userId}/profiling`).set('x-api-key', key).send(body);

describe('questionnaires', () => {
  it('lists the shipped questionnaire and reads it by id', async () => {
    const list = await api().get('/v1/sdk/questionnaires').set('x-api-key', apiKey).expect(200);
    expect(QuestionnaireSchema.array().parse(list.body.data).map((q) => q.id)).toEqual(['risk-profile-v1']);
    const one = await api().get('/v1/sdk/questionnaires/risk-profile-v1').set('x-api-key', apiKey).expect(200);
    const questionnaire = QuestionnaireSchema.parse(one.body);
    expect(questionnaire).toMatchObject({ family: 'risk-profile', version: 1, current: true });
    expect(questionnaire.questions.length).toBeGreaterThanOrEqual(8);
    expect(questionnaire.scoring).toContain('riskScore');
  });

  it('answers 404 for an unknown questionnaire and 401 without a key', async () => {
    const res = await api().get('/v1/sdk/questionnaires/risk-profile-v9').set('x-api-key', apiKey).expect(404);
    expect(ErrorEnvelopeSchema.parse(res.body).error.code).toBe('not_found');
    await api().get('/v1/sdk/questionnaires').expect(401);
  });
});

describe('profiling', () => {
  it('scores, stores with the questionnaire version, and serves the latest as the profile', async () => {
    const userId = await newUser();
    await api().get(`/v1/sdk/users/${userId}/profile`).set('x-api-key', apiKey).expect(404);

    const scored = await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS }).expect(201);
    const profile = RiskProfileSchema.parse(scored.body);
    expect(profile).toMatchObject({
      userId,
      questionnaireId: 'risk-profile-v1',
      questionnaireVersion: 1,
      riskScore: 60,
      riskTolerance: 'growth',
      horizonYears: 25,
      capacityForLoss: 'medium',
      appliedToPortfolioIds: [],
      createdAt: '2026-03-02T12:00:00.000Z',
    });
    expect(profile.rationale).toMatch(/Risk score 60 of 100 \(growth\)/);
    await api().get(`/v1/sdk/users/${userId}/profile`).set('x-api-key', apiKey).expect(200, scored.body);

    ctx.clock.advance(60_000);
    const cautious = ANSWERS.map((a) => (a.questionId === 'horizon' ? { questionId: 'horizon', optionId: '1_to_3' } : a));
    const second = await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: cautious }).expect(201);
    expect(second.body).toMatchObject({ riskTolerance: 'moderate', horizonYears: 2 });
    const latest = await api().get(`/v1/sdk/users/${userId}/profile`).set('x-api-key', apiKey).expect(200);
    expect(latest.body).toEqual(second.body);
  });

  it('applies the result to the user’s portfolios only when asked, in the same call', async () => {
    const userId = await newUser();
    const otherUserId = await newUser(apiKey, 'client-2');
    const mine = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'p1', userId }).expect(201);
    const theirs = await api()
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', apiKey)
      .send({ externalId: 'p2', userId: otherUserId, profile: { riskTolerance: 'conservative' } })
      .expect(201);

    await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS }).expect(201);
    const untouched = await api().get(`/v1/sdk/partner-portfolios/${mine.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(untouched.body.profile).toBeNull();

    ctx.clock.advance(1000);
    const applied = await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS, applyToPortfolios: true }).expect(201);
    expect(applied.body.appliedToPortfolioIds).toEqual([mine.body.id]);
    const after = await api().get(`/v1/sdk/partner-portfolios/${mine.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(after.body).toMatchObject({ profile: { riskTolerance: 'growth', horizonYears: 25 }, updatedAt: '2026-03-02T12:00:01.000Z' });
    const other = await api().get(`/v1/sdk/partner-portfolios/${theirs.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(other.body).toEqual(theirs.body);
  });

  it.each([
    ['an empty answer list', { questionnaireId: 'risk-profile-v1', answers: [] }],
    ['a missing answer', { questionnaireId: 'risk-profile-v1', answers: ANSWERS.slice(1) }],
    ['an unknown option', { questionnaireId: 'risk-profile-v1', answers: [...ANSWERS.slice(1), { questionId: 'goal', optionId: 'lambo' }] }],
    ['an unknown question', { questionnaireId: 'risk-profile-v1', answers: [...ANSWERS, { questionId: 'pets', optionId: 'cat' }] }],
    ['a repeated answer', { questionnaireId: 'risk-profile-v1', answers: [...ANSWERS, ANSWERS[0]] }],
    ['an extra field', { questionnaireId: 'risk-profile-v1', answers: ANSWERS, score: 100 }],
    ['no questionnaireId', { answers: ANSWERS }],
  ])('rejects %s with 400 and stores nothing', async (_name, body) => {
    const userId = await newUser();
    const res = await profiling(userId, body).expect(400);
    const envelope = ErrorEnvelopeSchema.parse(res.body);
    expect(envelope.error.code).toBe('validation_error');
    expect(envelope.issues?.length).toBeGreaterThan(0);
    await api().get(`/v1/sdk/users/${userId}/profile`).set('x-api-key', apiKey).expect(404);
  });

  it('answers 404 for an unknown questionnaire, an unknown user and another org’s user', async () => {
    const userId = await newUser();
    const unknownQuestionnaire = await profiling(userId, { questionnaireId: 'risk-profile-v9', answers: ANSWERS }).expect(404);
    expect(unknownQuestionnaire.body.error.message).toContain('risk-profile-v9');
    await profiling('usr_00000000000000000000000000', { questionnaireId: 'risk-profile-v1', answers: ANSWERS }).expect(404);
    await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS }, otherKey).expect(404);
    await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS }).expect(201);
    await api().get(`/v1/sdk/users/${userId}/profile`).set('x-api-key', otherKey).expect(404);
  });

  it('deleting a user deletes their profile history', async () => {
    const userId = await newUser();
    await profiling(userId, { questionnaireId: 'risk-profile-v1', answers: ANSWERS }).expect(201);
    await api().delete(`/v1/sdk/users/${userId}`).set('x-api-key', apiKey).expect(204);
    const rows = await ctx.database.db.selectFrom('risk_profiles').select('id').where('user_id', '=', userId).execute();
    expect(rows).toEqual([]);
  });
});
