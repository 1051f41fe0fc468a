import { StrategyFitQuerySchema, StrategyFitSchema, StrategyListSchema, StrategyRecommendRequestSchema, StrategyRecommendationSchema, StrategySchema } from '@clarity/shared';
import { errorResponses, exactlyOneOf, idempotencyHeaders, jsonBody, jsonResponse, type OpenApiFeature, pathParams, TAGS, withParamExamples } from '../openapi/registry.js';

const security = [{ ApiKey: [] }];
const tags = [TAGS.strategies.name];

const StrategyRecommendRequestDoc = exactlyOneOf(StrategyRecommendRequestSchema, ['userId', 'profile'], 'Exactly one of `userId` (their latest risk profile) and an explicit `profile`.');

export const strategiesOpenApi: OpenApiFeature = {
  schemas: { Strategy: StrategySchema, StrategyRecommendation: StrategyRecommendationSchema, StrategyFit: StrategyFitSchema },
  paths: {
    '/v1/sdk/strategies': {
      get: {
        operationId: 'strategies.list', tags, security, summary: 'The model strategies: target weights and bands by asset class, one per risk tolerance',
        responses: { 200: jsonResponse('Every strategy', StrategyListSchema), ...errorResponses(403) },
      },
    },
    '/v1/sdk/strategies/{id}': {
      get: {
        operationId: 'strategies.retrieve', tags, security, summary: 'One model strategy',
        requestParams: { path: pathParams('id', 'Strategy id', 'balanced-core') },
        responses: { 200: jsonResponse('The strategy', StrategySchema), ...errorResponses(403, 404) },
      },
    },
    '/v1/sdk/strategies/recommend': {
      post: {
        operationId: 'strategies.recommend', tags, security,
        summary: 'Recommend a strategy for a user (their latest profile) or an explicit profile',
        description: 'The strategy of the risk tolerance, stepped down to a more cautious one while the horizon is shorter than its `minHorizonYears`. A user without a profile is a 404.',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(StrategyRecommendRequestDoc),
        responses: { 200: jsonResponse('The recommendation', StrategyRecommendationSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
    },
    '/v1/sdk/partner-portfolios/{id}/strategy-fit': {
      get: {
        operationId: 'strategies.fit', tags, security,
        summary: 'Drift of the portfolio per asset class against a strategy’s bands, and the trades that bring it back inside them',
        description:
          'Without `strategyId` the strategy recommended for the portfolio’s profile is used, else the one for its user’s latest profile; with neither, 400. Holdings without an instrument, price or FX rate are listed in `excluded`, never guessed.',
        requestParams: { path: pathParams('id', 'Portfolio id (`ppf_…`)', 'ppf_01m89dvx7drqxrjy8payjrkq4b'), query: withParamExamples(StrategyFitQuerySchema, { strategyId: 'balanced-core' }) },
        responses: { 200: jsonResponse('The fit', StrategyFitSchema), ...errorResponses(400, 403, 404) },
      },
    },
  },
};
