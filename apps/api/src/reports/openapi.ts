import { ReportRequestSchema, ReportSchema } from '@clarity/shared';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, type OpenApiFeature, pathParams, TAGS } from '../openapi/registry.js';

const security = [{ ApiKey: [] }];
const tags = [TAGS.reports.name];

export const reportsOpenApi: OpenApiFeature = {
  schemas: { Report: ReportSchema },
  paths: {
    '/v1/sdk/reports/generate': {
      post: {
        operationId: 'reports.generate', tags, security,
        summary: 'Generate and store a report of a portfolio (REST only)',
        description:
          'The card, the analytics, the strategy fit (when a strategy applies) and the 20 newest trades. With `format: "html"` the response and the stored report also carry `html`: a self-contained printable document with inline SVG charts and no scripts or external resources.',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(ReportRequestSchema),
        responses: { 201: jsonResponse('The stored report', ReportSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
    },
    '/v1/sdk/reports/{id}': {
      get: {
        operationId: 'reports.retrieve', tags, security, summary: 'Read a stored report',
        requestParams: { path: pathParams('id', 'Report id (`rpt_…`)', 'rpt_01m89dvxy48kznn5n4s47n7zgs') },
        responses: { 200: jsonResponse('The report', ReportSchema), ...errorResponses(403, 404) },
      },
    },
  },
};
