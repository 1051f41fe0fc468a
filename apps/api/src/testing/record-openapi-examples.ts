import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { createTestContext } from './harness.js';
import { EXAMPLES_FILE, type RecordedExamples } from '../openapi/examples.js';
import { stableExamplesText } from './stable-examples.js';

/**
 * Records the OpenAPI document's request and response examples from a real app: a temp database
 * with the sample market data, each operation called once over HTTP as a partner would.
 * `npm run openapi:examples -w @clarity/api` rewrites src/openapi/examples.json; the examples test
 * checks every one still parses with its schema. Random ids, keys and tokens keep their previous
 * values where they correspond (stable-examples.ts), so a re-recording changes only what changed.
 */
const ctx = await createTestContext({ CLARITY_RATE_LIMIT_PER_MINUTE: '0' });
const examples: RecordedExamples = {};
const { apiKey } = await ctx.newOrg('Acme Wealth');
await ctx.app.locals.services.marketImport.importSample();

type Method = 'get' | 'post' | 'patch' | 'delete';

async function call(operationId: string, method: Method, path: string, body?: object): Promise<request.Response> {
  const res = await request(ctx.app)[method](path).set('x-api-key', apiKey).send(body);
  if (res.status >= 400) throw new Error(`${operationId}: ${res.status} ${res.text}`);
  examples[operationId] = { ...(body === undefined ? {} : { request: body }), responses: res.status === 204 ? {} : { [res.status]: res.body as unknown } };
  return res;
}

const portfolio = (
  await call('portfolios.create', 'post', '/v1/sdk/partner-portfolios', {
    externalId: 'client-42',
    baseCurrency: 'USD',
    profile: { riskTolerance: 'moderate', horizonYears: 10 },
  })
).body as { id: string };
const portfolioPath = `/v1/sdk/partner-portfolios/${portfolio.id}`;
await call('portfolios.recordTrades', 'post', `${portfolioPath}/trades`, {
  trades: [
    { externalId: 't-1', ticker: 'AAPL', side: 'buy', quantity: 40, price: 180, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
    { externalId: 't-2', ticker: 'AGG', side: 'buy', quantity: 50, price: 98, currency: 'USD', executedAt: '2026-01-07T15:00:00Z' },
    { externalId: 'd-1', type: 'dividend', ticker: 'AAPL', amount: 9.6, currency: 'USD', withholdingTax: 1.44, executedAt: '2026-02-13T00:00:00Z' },
  ],
  currentHoldings: [
    { ticker: 'AAPL', quantity: 40 },
    { ticker: 'AGG', quantity: 50 },
  ],
});
await call('portfolios.list', 'get', '/v1/sdk/partner-portfolios?limit=1');
await call('portfolios.retrieve', 'get', portfolioPath);
await call('portfolios.listTrades', 'get', `${portfolioPath}/trades?limit=2`);

const user = (await call('users.create', 'post', '/v1/sdk/users', { externalId: 'person-7', email: 'ada@partner.example', name: 'Ada Lovelace', locale: 'en-GB' })).body as { id: string };
const userPath = `/v1/sdk/users/${user.id}`;
await call('users.list', 'get', '/v1/sdk/users?limit=1');
await call('users.retrieve', 'get', userPath);
await call('users.update', 'patch', userPath, { name: 'Ada King' });
await call('portfolios.update', 'patch', portfolioPath, { userId: user.id, profile: { riskTolerance: 'moderate', horizonYears: 12 } });

const questionnaires = (await call('questionnaires.list', 'get', '/v1/sdk/questionnaires')).body as { data: { id: string; current: boolean }[] };
const current = questionnaires.data.find((q) => q.current)!;
const questionnaire = (await call('questionnaires.retrieve', 'get', `/v1/sdk/questionnaires/${current.id}`)).body as {
  questions: { id: string; options: { id: string }[] }[];
};
await call('profiling.create', 'post', `${userPath}/profiling`, {
  questionnaireId: current.id,
  answers: questionnaire.questions.map((q) => ({ questionId: q.id, optionId: q.options[Math.floor(q.options.length / 2)]!.id })),
  applyToPortfolios: false,
});
await call('profiling.retrieve', 'get', `${userPath}/profile`);

const strategies = (await call('strategies.list', 'get', '/v1/sdk/strategies')).body as { data: { id: string }[] };
await call('strategies.retrieve', 'get', `/v1/sdk/strategies/${strategies.data[0]!.id}`);
await call('strategies.recommend', 'post', '/v1/sdk/strategies/recommend', { userId: user.id });
await call('strategies.fit', 'get', `${portfolioPath}/strategy-fit`);

await call('clarity.card', 'post', '/v1/clarity/card', { portfolioId: portfolio.id });
const chat = await call('clarity.chat', 'post', '/v1/clarity/chat', { portfolioId: portfolio.id, question: 'How risky is my portfolio?' });
// The stream's example: its last event before RUN_FINISHED, the answer itself.
const events = chat.text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as { type: string; name?: string });
examples['clarity.chat']!.responses = { 200: events.find((e) => e.type === 'CUSTOM' && e.name === 'clarity-answer') };

const report = (await call('reports.generate', 'post', '/v1/sdk/reports/generate', { portfolioId: portfolio.id, format: 'json' })).body as { id: string };
await call('reports.retrieve', 'get', `/v1/sdk/reports/${report.id}`);

const embed = (
  await call('embeds.create', 'post', '/v1/sdk/clarity/embeds', {
    portfolioId: portfolio.id,
    allowedOrigins: ['https://app.partner.example'],
    ttlSeconds: 900,
    scope: ['card', 'chat'],
  })
).body as { jti: string };
await call('embeds.revoke', 'delete', `/v1/sdk/clarity/embeds/${embed.jti}`);
await call('embeds.revokeAll', 'post', '/v1/sdk/clarity/embeds/revoke-all', { portfolioId: portfolio.id });
await call('embeds.jwks', 'get', '/.well-known/jwks.json');

await call('users.delete', 'delete', userPath);
await call('portfolios.delete', 'delete', portfolioPath);

const previous: unknown = existsSync(EXAMPLES_FILE) ? JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) : {};
writeFileSync(EXAMPLES_FILE, stableExamplesText(examples, previous));
await ctx.close();
process.stdout.write(`wrote ${Object.keys(examples).length} operations' examples to ${EXAMPLES_FILE}\n`);
