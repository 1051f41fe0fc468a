import { z } from 'zod';
import { PUBLIC, TAGS, publicErrorResponses, type OpenApiFeature } from './registry.js';

const tags = [TAGS.service.name];

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadinessSchema = z.object({ status: z.enum(['ready', 'unavailable', 'shutting_down']) });

/** The public routes of the service itself: liveness, readiness and this document. */
export const serviceOpenApi: OpenApiFeature = {
  paths: {
    '/healthz': {
      get: {
        operationId: 'service.health',
        tags,
        security: PUBLIC,
        summary: 'Liveness: the process answers',
        description: 'Answers 200 even while shutting down, so the orchestrator does not restart a draining instance.',
        responses: { 200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema, example: { status: 'ok' } } } } },
      },
    },
    '/readyz': {
      get: {
        operationId: 'service.ready',
        tags,
        security: PUBLIC,
        summary: 'Readiness: the database answers and no shutdown has begun',
        responses: {
          200: { description: 'Ready for traffic', content: { 'application/json': { schema: ReadinessSchema, example: { status: 'ready' } } } },
          503: {
            description: 'Not ready: the database does not answer (`unavailable`), or a shutdown began (`shutting_down`, with Retry-After)',
            content: { 'application/json': { schema: ReadinessSchema, example: { status: 'shutting_down' } } },
          },
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'service.openapi',
        tags,
        security: PUBLIC,
        summary: 'This OpenAPI 3.1 document (rendered at `/docs`)',
        responses: {
          200: {
            description: 'The document',
            content: { 'application/json': { schema: z.looseObject({ openapi: z.literal('3.1.0') }), example: { openapi: '3.1.0', info: { title: 'Clarity API', version: '1.0.0' } } } },
          },
          ...publicErrorResponses(),
        },
      },
    },
  },
};
