import {
  HoldingSchema,
  ListQuerySchema,
  PortfolioInputSchema,
  PortfolioListQuerySchema,
  PortfolioPatchSchema,
  PortfolioSchema,
  ProfileSchema,
  RecordTradesBodySchema,
  RecordTradesResultSchema,
  TradeInputSchema,
  TradeSchema,
  pageSchema,
} from '@clarity/shared';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, LIST_QUERY_EXAMPLES, type OpenApiFeature, pathParams, TAGS, withParamExamples } from '../openapi/registry.js';

const path = pathParams('id', 'Portfolio id (`ppf_…`)', 'ppf_01m89dvx7drqxrjy8payjrkq4b');
const security = [{ ApiKey: [] }];
const tags = [TAGS.portfolios.name];

export const portfolioOpenApi: OpenApiFeature = {
  schemas: {
    Holding: HoldingSchema,
    Profile: ProfileSchema,
    PartnerPortfolio: PortfolioSchema,
    PartnerPortfolioInput: PortfolioInputSchema,
    Trade: TradeSchema,
    TradeInput: TradeInputSchema,
  },
  paths: {
    '/v1/sdk/partner-portfolios': {
      post: {
        operationId: 'portfolios.create', tags, security, summary: 'Create a partner portfolio',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(PortfolioInputSchema),
        responses: { 201: jsonResponse('The stored portfolio', PortfolioSchema), ...errorResponses(400, 403, 409, 413, 415, 422) },
      },
      get: {
        operationId: 'portfolios.list', tags, security, summary: 'List portfolios (oldest first), optionally by externalId',
        requestParams: { query: withParamExamples(PortfolioListQuerySchema, { ...LIST_QUERY_EXAMPLES, externalId: 'client-42' }) },
        responses: { 200: jsonResponse('One page', pageSchema(PortfolioSchema)), ...errorResponses(400, 403) },
      },
    },
    '/v1/sdk/partner-portfolios/{id}': {
      get: {
        operationId: 'portfolios.retrieve', tags, security, summary: 'Read a portfolio',
        requestParams: { path },
        responses: { 200: jsonResponse('The portfolio', PortfolioSchema), ...errorResponses(403, 404) },
      },
      patch: {
        operationId: 'portfolios.update', tags, security, summary: 'Change the supplied fields; `profile: null` clears the profile, `benchmark: null` the benchmark',
        requestParams: { path },
        requestBody: jsonBody(PortfolioPatchSchema),
        responses: { 200: jsonResponse('The updated portfolio', PortfolioSchema), ...errorResponses(400, 403, 404, 409, 413, 415) },
      },
      delete: {
        operationId: 'portfolios.delete', tags, security, summary: 'Delete a portfolio, its trade log and its embed tokens',
        requestParams: { path },
        responses: { 204: { description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    '/v1/sdk/partner-portfolios/{id}/trades': {
      post: {
        operationId: 'portfolios.recordTrades', tags, security,
        summary: 'Append trades and replace currentHoldings atomically (log capped at the newest 5000 by executedAt)',
        requestParams: { path, header: idempotencyHeaders },
        requestBody: jsonBody(RecordTradesBodySchema),
        responses: { 200: jsonResponse('What changed', RecordTradesResultSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
      get: {
        operationId: 'portfolios.listTrades', tags, security, summary: 'List the trade log, newest first',
        requestParams: { path, query: withParamExamples(ListQuerySchema, LIST_QUERY_EXAMPLES) },
        responses: { 200: jsonResponse('One page', pageSchema(TradeSchema)), ...errorResponses(400, 403, 404) },
      },
    },
  },
};
