import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, Clarity, ConflictError, CursorPage, NotFoundError, type Answer } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

let api: RunningApi;
let client: Clarity;
let marketDir: string;

beforeAll(async () => {
  api = await startApi();
  client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
  // Two instruments priced on the test clock's day (2026-03-02): 100 equity, 25 bonds.
  marketDir = mkdtempSync(join(tmpdir(), 'clarity-sdk-advisor-'));
  writeFileSync(
    join(marketDir, 'instruments.csv'),
    ['ticker,name,asset_class,sector,region,currency', 'EQA,Equity A,equity,technology,north_america,USD', 'AGG,Aggregate bonds,fixed_income,aggregate_bonds,north_america,USD'].join('\n'),
  );
  writeFileSync(join(marketDir, 'prices.csv'), ['ticker,date,close', 'EQA,2026-03-02,100', 'AGG,2026-03-02,25'].join('\n'));
  await api.ctx.app.locals.services.marketImport.importDirectory(marketDir);
});
afterAll(async () => {
  await api.close();
  rmSync(marketDir, { recursive: true, force: true });
});

async function cautiousAnswers(): Promise<Answer[]> {
  const questionnaire = await client.questionnaires.retrieve('risk-profile-v1');
  return questionnaire.questions.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id }));
}

describe('advisor resources against the real API', () => {
  it('users: create, retrieve, update, list, delete; duplicate externalId is a ConflictError', async () => {
    const user = await client.users.create({ externalId: 'sdk-user-1', email: 'ada@example.com', locale: 'en-GB' });
    expect(user).toMatchObject({ externalId: 'sdk-user-1', email: 'ada@example.com', locale: 'en-GB', name: null });
    expect(await client.users.retrieve(user.id)).toEqual(user);
    expect(await client.users.update(user.id, { name: 'Ada', email: null })).toMatchObject({ name: 'Ada', email: null });

    const dup: unknown = await client.users.create({ externalId: 'sdk-user-1' }).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(ConflictError);
    expect(dup).toMatchObject({ status: 409, code: 'external_id_taken', existingId: user.id });

    await client.users.create({ externalId: 'sdk-user-2' });
    const page = await client.users.list({ limit: 1 });
    expect(page).toBeInstanceOf(CursorPage);
    const all: string[] = [];
    for await (const u of client.users.list({ limit: 1 })) all.push(u.externalId);
    expect(all).toEqual(['sdk-user-1', 'sdk-user-2']);

    await client.users.delete(user.id);
    await expect(client.users.retrieve(user.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('questionnaires and profiling: scores answers, reads the profile, applies it to portfolios', async () => {
    const { data } = await client.questionnaires.list();
    expect(data.map((q) => q.id)).toContain('risk-profile-v1');

    const user = await client.users.create({ externalId: 'sdk-profiled' });
    await expect(client.profiling.retrieve(user.id)).rejects.toBeInstanceOf(NotFoundError);
    const portfolio = await client.portfolios.create({ externalId: 'sdk-profiled-p', userId: user.id });
    const profile = await client.profiling.create(user.id, { questionnaireId: 'risk-profile-v1', answers: await cautiousAnswers(), applyToPortfolios: true });
    expect(profile).toMatchObject({ riskScore: 0, riskTolerance: 'conservative', horizonYears: 0.5, capacityForLoss: 'low', appliedToPortfolioIds: [portfolio.id] });
    expect(await client.profiling.retrieve(user.id)).toEqual(profile);
    expect((await client.portfolios.retrieve(portfolio.id)).profile).toEqual({ riskTolerance: 'conservative', horizonYears: 0.5 });

    const bad: unknown = await client.profiling.create(user.id, { questionnaireId: 'risk-profile-v1', answers: [{ questionId: 'goal', optionId: 'preserve' }] }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect(bad).toMatchObject({ status: 400, code: 'validation_error' });
  });

  it('strategies: list, retrieve, recommend, and a portfolio’s fit with trades', async () => {
    const { data } = await client.strategies.list();
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect((await client.strategies.retrieve('balanced-core')).riskTolerance).toBe('balanced');
    const recommendation = await client.strategies.recommend({ profile: { riskTolerance: 'growth', horizonYears: 5 } });
    expect(recommendation.strategy.id).toBe('balanced-core');

    // 100 EQA = 10 000, all equity: conservative-income wants equity 20 % (band 15–25) and bonds 65 % (58–72).
    // To targets, equity frees 8000 and bonds take 6500: 1500 left over. Both classes move towards their band tops
    // (room 500 + 700 = 1200 < 1500), so equity ends at 2500 and bonds at 7200; the last 300 go to cash
    // (inside its band, the most room to its target). Trades: sell 7500 of EQA (75 at 100), buy 7200 of AGG (288 at 25).
    const portfolio = await client.portfolios.create({ externalId: 'sdk-fit', currentHoldings: [{ ticker: 'EQA', quantity: 100 }] });
    const fit = await client.strategies.fit(portfolio.id, { strategyId: 'conservative-income' });
    expect(fit).toMatchObject({ strategySource: 'requested', totalValue: 10000, withinBands: false });
    expect(fit.trades).toContainEqual(expect.objectContaining({ ticker: 'EQA', side: 'sell', quantity: 75, value: 7500 }));
    expect(fit.trades).toContainEqual(expect.objectContaining({ ticker: 'AGG', side: 'buy', proxy: true, quantity: 288, value: 7200 }));
    await expect(client.strategies.fit(portfolio.id)).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.strategies.retrieve('nope')).rejects.toBeInstanceOf(NotFoundError);
  });
});
