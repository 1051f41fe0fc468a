import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('OpenAPI document: advisor operations', () => {
  it('describes every advisor endpoint with its error responses', async () => {
    const res = await request(ctx.app).get('/openapi.json').expect(200);
    const paths = res.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const expected: [string, string, string][] = [
      ['/v1/sdk/users', 'post', '201'],
      ['/v1/sdk/users', 'get', '200'],
      ['/v1/sdk/users/{id}', 'get', '404'],
      ['/v1/sdk/users/{id}', 'patch', '409'],
      ['/v1/sdk/users/{id}', 'delete', '204'],
      ['/v1/sdk/users/{id}/profiling', 'post', '400'],
      ['/v1/sdk/users/{id}/profile', 'get', '404'],
      ['/v1/sdk/questionnaires', 'get', '200'],
      ['/v1/sdk/questionnaires/{id}', 'get', '404'],
      ['/v1/sdk/strategies', 'get', '200'],
      ['/v1/sdk/strategies/{id}', 'get', '404'],
      ['/v1/sdk/strategies/recommend', 'post', '400'],
      ['/v1/sdk/partner-portfolios/{id}/strategy-fit', 'get', '400'],
      ['/v1/sdk/reports/generate', 'post', '201'],
      ['/v1/sdk/reports/{id}', 'get', '404'],
    ];
    for (const [path, method, status] of expected) {
      expect(paths[path]?.[method]?.responses[status], `${method.toUpperCase()} ${path} ${status}`).toBeDefined();
    }
    const schemas = Object.keys(res.body.components.schemas as object);
    expect(schemas).toEqual(expect.arrayContaining(['User', 'Questionnaire', 'RiskProfile', 'Strategy', 'StrategyFit', 'Report']));
  });
});
