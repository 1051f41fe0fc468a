import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, QuestionnaireSchema, RISK_TOLERANCES, StrategyFitSchema, StrategySchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

// Prices chosen so every weight and trade below can be worked out by hand (clock: 2026-03-02).
const MARKET: Record<string, string> = {
  'instruments.csv': [
    'ticker,name,asset_class,sector,region,currency',
    'EQA,Equity A,equity,technology,north_america,USD',
    'EQB,Equity B,equity,industrials,europe,EUR',
    'BND,Bond fund,fixed_income,government_bonds,north_america,USD',
    'GLD,Gold,commodity,precious_metals,global,USD',
    'NOP,No price yet,equity,technology,north_america,USD',
    'ACWI,World equity,equity,diversified,global,USD',
    'AGG,Aggregate bonds,fixed_income,aggregate_bonds,north_america,USD',
    'BTC,Bitcoin,crypto,digital_assets,global,USD',
  ].join('\n'),
  'prices.csv': [
    'ticker,date,close',
    'EQA,2026-02-27,90',
    'EQA,2026-03-02,100',
    'EQA,2026-03-03,999',
    'EQB,2026-02-27,50',
    'BND,2026-02-27,20',
    'GLD,2026-02-27,10',
    'ACWI,2026-02-27,80',
    'AGG,2026-02-27,25',
    'BTC,2026-03-01,50000',
  ].join('\n'),
  'fx.csv': ['base,quote,date,rate', 'EUR,USD,2026-02-27,1.2'].join('\n'),
};

let ctx: TestContext;
let apiKey: string;
let otherKey: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg('Broker A'));
  ({ apiKey: otherKey } = await ctx.newOrg('Broker B'));
  await ctx.importMarket(MARKET);
});
afterEach(() => ctx.close());

const api = () => request(ctx.app);

async function newPortfolio(body: object, key = apiKey): Promise<string> {
  const res = await api().post('/v1/sdk/partner-portfolios').set('x-api-key', key).send({ externalId: `p-${Math.random()}`, ...body }).expect(201);
  return res.body.id as string;
}
const questionnaire = async () => QuestionnaireSchema.parse((await api().get('/v1/sdk/questionnaires/risk-profile-v1').set('x-api-key', apiKey).expect(200)).body);
const fit = (portfolioId: string, strategyId?: string, key = apiKey) =>
  api()
    .get(`/v1/sdk/partner-portfolios/${portfolioId}/strategy-fit${strategyId ? `?strategyId=${strategyId}` : ''}`)
    .set('x-api-key', key);

describe('strategies', () => {
  it('lists one strategy per risk tolerance, each with targets summing to 1 inside their bands', async () => {
    const res = await api().get('/v1/sdk/strategies').set('x-api-key', apiKey).expect(200);
    const strategies = StrategySchema.array().parse(res.body.data);
    expect(strategies.length).toBeGreaterThanOrEqual(5);
    expect(new Set(strategies.map((s) => s.riskTolerance))).toEqual(new Set(RISK_TOLERANCES));
    for (const s of strategies) {
      expect(s.allocation.reduce((sum, a) => sum + a.targetWeight, 0)).toBeCloseTo(1, 10);
      for (const a of s.allocation) {
        expect(a.minWeight).toBeLessThanOrEqual(a.targetWeight);
        expect(a.maxWeight).toBeGreaterThanOrEqual(a.targetWeight);
      }
    }
    const one = await api().get('/v1/sdk/strategies/balanced-core').set('x-api-key', apiKey).expect(200);
    expect(one.body).toEqual(strategies.find((s) => s.id === 'balanced-core'));
    const missing = await api().get('/v1/sdk/strategies/yolo').set('x-api-key', apiKey).expect(404);
    expect(ErrorEnvelopeSchema.parse(missing.body).error.code).toBe('not_found');
    await api().get('/v1/sdk/strategies').expect(401);
  });

  it('recommends by tolerance, stepping down while the horizon is too short', async () => {
    const recommend = (body: object) => api().post('/v1/sdk/strategies/recommend').set('x-api-key', apiKey).send(body);
    const long = await recommend({ profile: { riskTolerance: 'aggressive', horizonYears: 20 } }).expect(200);
    expect(long.body).toMatchObject({ strategy: { id: 'aggressive-growth' }, basedOn: 'profile', riskTolerance: 'aggressive', horizonYears: 20 });
    // aggressive needs 10 years, growth 7, balanced 4, moderate 2: 3 years gets moderate.
    const short = await recommend({ profile: { riskTolerance: 'aggressive', horizonYears: 3 } }).expect(200);
    expect(short.body.strategy.id).toBe('moderate-stability');
    expect(short.body.reason).toBe(
      'The “aggressive” risk tolerance points to Aggressive growth, which needs a horizon of at least 10 years; with a horizon of 3 years, the more cautious Moderate stability (“moderate”) fits.',
    );
    const noHorizon = await recommend({ profile: { riskTolerance: 'balanced' } }).expect(200);
    expect(noHorizon.body).toMatchObject({ strategy: { id: 'balanced-core' }, horizonYears: null });
    expect(noHorizon.body.reason).toBe('Balanced core is the model strategy for the “balanced” risk tolerance; no horizon was given, so none was checked.');
  });

  it('writes the reason in the request’s language, from the body’s locale or Accept-Language', async () => {
    const recommend = (body: object, acceptLanguage?: string) => {
      const request = api().post('/v1/sdk/strategies/recommend').set('x-api-key', apiKey);
      return (acceptLanguage ? request.set('accept-language', acceptLanguage) : request).send(body);
    };
    const fits = { profile: { riskTolerance: 'aggressive', horizonYears: 20 } };
    const stepped = { profile: { riskTolerance: 'growth', horizonYears: 1 } };
    expect((await recommend(fits).expect(200)).body.reason).toBe(
      'Aggressive growth is the model strategy for the “aggressive” risk tolerance, and the horizon of 20 years meets its minimum of 10 years.',
    );
    expect((await recommend({ ...fits, locale: 'de-AT' }).expect(200)).body.reason).toBe(
      '„Offensives Wachstum“ ist die Modellstrategie für die Risikobereitschaft „offensiv“, und der Anlagehorizont von 20 Jahren erfüllt ihre Mindestdauer von 10 Jahren.',
    );
    expect((await recommend(stepped, 'de-DE,de;q=0.9').expect(200)).body.reason).toBe(
      'Die Risikobereitschaft „wachstumsorientiert“ führt zur Strategie „Aktienwachstum“, die einen Anlagehorizont von mindestens 7 Jahren voraussetzt; bei einem Anlagehorizont von 1 Jahr passt die vorsichtigere Strategie „Konservativer Ertrag“ („konservativ“).',
    );
    expect((await recommend({ ...stepped, locale: 'fr' }).expect(200)).body.reason).toBe(
      'Le profil de risque « dynamique » mène à la stratégie « Croissance actions », qui demande un horizon d’au moins 7 ans ; avec un horizon de 1 an, c’est la stratégie plus prudente « Revenu prudent » (« prudent ») qui convient.',
    );
    expect((await recommend({ ...fits, locale: 'es' }).expect(200)).body.reason).toBe(
      '«Crecimiento agresivo» es la estrategia modelo para el perfil de riesgo «agresivo», y el horizonte de 20 años cumple su mínimo de 10 años.',
    );
    await recommend({ ...fits, locale: 'not a tag!' }).expect(400);
  });

  it('recommends from a user’s latest profile; 404 without one or for another org’s user', async () => {
    const user = await api().post('/v1/sdk/users').set('x-api-key', apiKey).send({ externalId: 'u1' }).expect(201);
    const recommend = (body: object, key = apiKey) => api().post('/v1/sdk/strategies/recommend').set('x-api-key', key).send(body);
    await recommend({ userId: user.body.id }).expect(404);
    const answers = (await questionnaire()).questions.map((q) => ({ questionId: q.id, optionId: q.options.at(-1)!.id }));
    await api().post(`/v1/sdk/users/${user.body.id}/profiling`).set('x-api-key', apiKey).send({ questionnaireId: 'risk-profile-v1', answers }).expect(201);
    const rec = await recommend({ userId: user.body.id }).expect(200);
    expect(rec.body).toMatchObject({ strategy: { id: 'aggressive-growth' }, basedOn: 'user_profile', riskTolerance: 'aggressive', horizonYears: 25 });
    await recommend({ userId: user.body.id }, otherKey).expect(404);
  });

  it.each([
    ['neither userId nor profile', {}],
    ['both', { userId: 'usr_00000000000000000000000000', profile: { riskTolerance: 'growth' } }],
    ['a profile without riskTolerance', { profile: { horizonYears: 5 } }],
    ['an unknown tolerance', { profile: { riskTolerance: 'yolo' } }],
  ])('rejects a recommendation request with %s (400)', async (_name, body) => {
    const res = await api().post('/v1/sdk/strategies/recommend').set('x-api-key', apiKey).send(body).expect(400);
    expect(ErrorEnvelopeSchema.parse(res.body).issues?.length).toBeGreaterThan(0);
  });
});

describe('strategy fit', () => {
  it('computes drift and self-financing trades by hand: balanced-core on an equity-heavy portfolio', async () => {
    // EQA 50 × 100 = 5000; EQB 50 × 50 EUR × 1.2 = 3000; BND 50 × 20 = 1000; GLD 100 × 10 = 1000. Total 10 000 USD.
    // equity 0.80 (band 0.53–0.67: above), fixed income 0.10 (0.26–0.40: below), commodity 0.10 (0–0.10: within).
    const id = await newPortfolio({
      baseCurrency: 'USD',
      currentHoldings: [
        { ticker: 'EQA', quantity: 50 },
        { ticker: 'EQB', quantity: 50 },
        { ticker: 'BND', quantity: 50 },
        { ticker: 'GLD', quantity: 100 },
        { ticker: 'ZZZ', quantity: 10 },
        { ticker: 'NOP', quantity: 5 },
      ],
    });
    const res = await fit(id, 'balanced-core').expect(200);
    const result = StrategyFitSchema.parse(res.body);
    expect(result).toMatchObject({ strategySource: 'requested', baseCurrency: 'USD', asOf: '2026-03-02', totalValue: 10000, withinBands: false });
    const byClass = Object.fromEntries(result.assetClasses.map((c) => [c.assetClass, c]));
    // Equity → 6000 (−2000) and bonds → 3300 (+2300) would need 300 more than they free. The two classes
    // take that up themselves, towards their bands' floors in proportion to their room (equity 6000 − 5300 = 700,
    // bonds 3300 − 2600 = 700): 150 each. Equity → 5850 (sell 2150), bonds → 3150 (buy 2150).
    expect(byClass.equity).toMatchObject({ value: 8000, weight: 0.8, drift: 0.2, status: 'above', weightAfter: 0.585 });
    expect(byClass.fixed_income).toMatchObject({ value: 1000, weight: 0.1, drift: -0.23, status: 'below', weightAfter: 0.315 });
    // The classes inside their bands are left alone.
    expect(byClass.commodity).toMatchObject({ value: 1000, weight: 0.1, status: 'within', weightAfter: 0.1 });
    expect(byClass.cash).toMatchObject({ value: 0, status: 'within', weightAfter: 0 });
    expect(byClass.crypto).toMatchObject({ value: 0, status: 'within', weightAfter: 0 });
    expect(result.trades).toEqual([
      // Split by value: EQA 5000/8000 × 2150 = 1343.75 (13.4375 at 100); EQB 3000/8000 × 2150 = 806.25 (at 50 EUR × 1.2).
      { ticker: 'EQA', assetClass: 'equity', side: 'sell', quantity: 13.4375, price: 100, currency: 'USD', value: 1343.75, proxy: false },
      { ticker: 'EQB', assetClass: 'equity', side: 'sell', quantity: 13.4375, price: 50, currency: 'EUR', value: 806.25, proxy: false },
      { ticker: 'BND', assetClass: 'fixed_income', side: 'buy', quantity: 107.5, price: 20, currency: 'USD', value: 2150, proxy: false },
    ]);
    const buys = result.trades.filter((t) => t.side === 'buy').reduce((s, t) => s + t.value, 0);
    const sells = result.trades.filter((t) => t.side === 'sell').reduce((s, t) => s + t.value, 0);
    expect(buys).toBeCloseTo(sells, 6);
    expect(result.excluded).toEqual(expect.arrayContaining([{ ticker: 'ZZZ', reason: 'unknown_instrument' }, { ticker: 'NOP', reason: 'no_price' }]));
    for (const c of result.assetClasses) {
      expect(c.weightAfter).toBeGreaterThanOrEqual(c.minWeight - 1e-9);
      expect(c.weightAfter).toBeLessThanOrEqual(c.maxWeight + 1e-9);
    }
  });

  it('buys a class the portfolio lacks through the strategy’s proxy', async () => {
    // 100 EQA = 10 000, all equity. aggressive-growth: equity 0.88 (0.80–0.96), crypto 0.08 (0.02–0.14).
    // Equity → 8800 (−1200), crypto → 800 (+800) would free 400; the two take it up towards their bands' tops in
    // proportion to their room (equity 9600 − 8800 = 800, crypto 1400 − 800 = 600): equity +228.57, crypto +171.43.
    const id = await newPortfolio({ currentHoldings: [{ ticker: 'EQA', quantity: 100 }] });
    const result = StrategyFitSchema.parse((await fit(id, 'aggressive-growth').expect(200)).body);
    expect(result.trades).toEqual([
      { ticker: 'EQA', assetClass: 'equity', side: 'sell', quantity: 9.714286, price: 100, currency: 'USD', value: 971.43, proxy: false },
      { ticker: 'BTC', assetClass: 'crypto', side: 'buy', quantity: 0.0194286, price: 50000, currency: 'USD', value: 971.43, proxy: true },
    ]);
  });

  it('suggests nothing when every class is inside its band', async () => {
    // EQA 60 × 100 = 6000, BND 170 × 20 = 3400, GLD 60 × 10 = 600: 0.60 / 0.34 / 0.06, all within balanced-core.
    const id = await newPortfolio({ currentHoldings: [{ ticker: 'EQA', quantity: 60 }, { ticker: 'BND', quantity: 170 }, { ticker: 'GLD', quantity: 60 }] });
    const result = StrategyFitSchema.parse((await fit(id, 'balanced-core').expect(200)).body);
    expect(result).toMatchObject({ withinBands: true, trades: [] });
  });

  it('chooses the strategy from the portfolio’s profile, else from its user’s profile, else asks for one', async () => {
    const fromProfile = await newPortfolio({ profile: { riskTolerance: 'growth', horizonYears: 15 }, currentHoldings: [{ ticker: 'EQA', quantity: 1 }] });
    expect((await fit(fromProfile).expect(200)).body).toMatchObject({ strategySource: 'portfolio_profile', strategy: { id: 'growth-equity' } });

    const user = await api().post('/v1/sdk/users').set('x-api-key', apiKey).send({ externalId: 'u' }).expect(201);
    const linked = await newPortfolio({ userId: user.body.id, currentHoldings: [{ ticker: 'EQA', quantity: 1 }] });
    const noStrategy = await fit(linked).expect(400);
    expect(noStrategy.body.issues[0].path).toEqual(['strategyId']);
    const answers = (await questionnaire()).questions.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id }));
    await api().post(`/v1/sdk/users/${user.body.id}/profiling`).set('x-api-key', apiKey).send({ questionnaireId: 'risk-profile-v1', answers }).expect(201);
    expect((await fit(linked).expect(200)).body).toMatchObject({ strategySource: 'user_profile', strategy: { id: 'conservative-income' } });
  });

  it('answers 404 for another org’s portfolio, an unknown portfolio or strategy; 400 for an unknown query field', async () => {
    const id = await newPortfolio({ currentHoldings: [{ ticker: 'EQA', quantity: 1 }] });
    await fit(id, 'balanced-core', otherKey).expect(404);
    await fit('ppf_00000000000000000000000000', 'balanced-core').expect(404);
    await fit(id, 'nope').expect(404);
    await api().get(`/v1/sdk/partner-portfolios/${id}/strategy-fit?strategy=balanced-core`).set('x-api-key', apiKey).expect(400);
  });

  it('reports an empty portfolio without inventing trades', async () => {
    const id = await newPortfolio({});
    const result = StrategyFitSchema.parse((await fit(id, 'conservative-income').expect(200)).body);
    expect(result).toMatchObject({ totalValue: 0, trades: [], withinBands: false });
  });
});
