import { z } from 'zod';
import { errorResponses, PUBLIC, TAGS, type OpenApiFeature } from '../openapi/registry.js';

/** The statuses `GET /metrics` can answer with besides 200: a refused token, and a failure of its own (it is never rate-limited). */
const { 401: unauthorized, 500: failed } = errorResponses();

export const observabilityOpenApi: OpenApiFeature = {
  paths: {
    '/metrics': {
      get: {
        operationId: 'service.metrics',
        tags: [TAGS.service.name],
        // Open unless CLARITY_METRICS_TOKEN is set; then it takes that token as a bearer (description).
        security: PUBLIC,
        summary: 'Prometheus metrics of this process',
        description:
          'The Prometheus text exposition (format 0.0.4) of this process: requests by route pattern and status, open chat streams, card cache hits and misses, embed token verifications, rate-limited requests, model calls, fact-check rejections and database statement durations (names in docs/deploy.md, "Metrics"). When the server sets `CLARITY_METRICS_TOKEN`, send it as `Authorization: Bearer <token>`; a missing or wrong one is a 401 in the error envelope. Without it the endpoint is open: keep it off the public network.',
        responses: {
          200: {
            description: 'The metrics',
            content: {
              'text/plain': {
                schema: z.string(),
                example: '# HELP clarity_http_requests_total HTTP requests answered, by method, route pattern and status\n# TYPE clarity_http_requests_total counter\nclarity_http_requests_total{method="POST",route="/v1/clarity/card",status="200"} 42\n',
              },
            },
          },
          401: { ...unauthorized!, description: 'CLARITY_METRICS_TOKEN is set and the request did not bear it' },
          500: failed!,
        },
      },
    },
  },
};
