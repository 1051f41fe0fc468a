import {
  ActivityInputSchema,
  ActivityListQuerySchema,
  ActivitySchema,
  ConversionInputSchema,
  DepositInputSchema,
  DividendInputSchema,
  FeeInputSchema,
  HoldingSchema,
  InterestInputSchema,
  MAX_TRADES_PER_BATCH,
  PortfolioInputSchema,
  PortfolioListQuerySchema,
  PortfolioPatchSchema,
  PortfolioSchema,
  ProfileSchema,
  RecordTradesBodySchema,
  RecordTradesResultSchema,
  RecordWarningSchema,
  SplitInputSchema,
  TaxInputSchema,
  TradeActivityInputSchema,
  TradeSchema,
  TransferInInputSchema,
  TransferOutInputSchema,
  WithdrawalInputSchema,
  pageSchema,
} from '@clarity/shared';
import { z } from 'zod';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, LIST_QUERY_EXAMPLES, type OpenApiFeature, pathParams, TAGS, withParamExamples } from '../openapi/registry.js';

/**
 * The activity union as documented: `anyOf` without a discriminator, since a trade may leave `type` out
 * (`side` says it), so no property names every branch. The branches still exclude each other: each
 * allows only its own fields and requires its own.
 */
const DocumentedActivityInput = ActivityInputSchema.meta({
  description: 'One activity: a trade (`side`, `type` optional) or another type named by `type`. docs/activities.md has every type.',
  override: ({ jsonSchema }) => {
    jsonSchema.anyOf = jsonSchema.oneOf;
    delete jsonSchema.oneOf;
    delete jsonSchema.discriminator;
  },
});
const DocumentedRecordTradesBody = RecordTradesBodySchema.extend({ trades: z.array(DocumentedActivityInput).max(MAX_TRADES_PER_BATCH) });

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
    // The activity log (docs/activities.md): one schema per type, each with an example.
    Activity: ActivitySchema,
    ActivityInput: DocumentedActivityInput,
    TradeActivityInput: TradeActivityInputSchema,
    DividendInput: DividendInputSchema,
    InterestInput: InterestInputSchema,
    FeeInput: FeeInputSchema,
    TaxInput: TaxInputSchema,
    DepositInput: DepositInputSchema,
    WithdrawalInput: WithdrawalInputSchema,
    SplitInput: SplitInputSchema,
    TransferInInput: TransferInInputSchema,
    TransferOutInput: TransferOutInputSchema,
    ConversionInput: ConversionInputSchema,
    RecordWarning: RecordWarningSchema,
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
        summary:
          'Append activities (trades, dividends, interest, fees, taxes, deposits, withdrawals, splits, transfers) and replace currentHoldings atomically (log capped at the newest 5000 by executedAt); tickers are stored upper-case and unknown ones named in `warnings`',
        requestParams: { path, header: idempotencyHeaders },
        requestBody: jsonBody(DocumentedRecordTradesBody),
        responses: { 200: jsonResponse('What changed', RecordTradesResultSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
      get: {
        operationId: 'portfolios.listTrades', tags, security, summary: 'List the activity log, newest first; `type` (comma-separated) keeps only those types',
        requestParams: { path, query: withParamExamples(ActivityListQuerySchema, { ...LIST_QUERY_EXAMPLES, type: 'dividend,interest' }) },
        responses: { 200: jsonResponse('One page', pageSchema(ActivitySchema)), ...errorResponses(400, 403, 404) },
      },
    },
  },
};
