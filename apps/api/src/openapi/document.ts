import { createDocument, type oas31 } from 'zod-openapi';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import type { Config } from '../config.js';
import { chatOpenApi } from '../chat/openapi.js';
import { embedsOpenApi } from '../embeds/openapi.js';
import { insightOpenApi } from '../insight/openapi.js';
import { portfolioOpenApi } from '../portfolios/openapi.js';
import { usersOpenApi } from '../users/openapi.js';
import { questionnairesOpenApi } from '../profiling/openapi.js';
import { strategiesOpenApi } from '../strategies/openapi.js';
import { reportsOpenApi } from '../reports/openapi.js';
import { observabilityOpenApi } from '../observability/openapi.js';
import { securitySchemes, TAGS, type OpenApiFeature } from './registry.js';
import { serviceOpenApi } from './service-routes.js';
import { withResponseHeaders } from './response-headers.js';
import { withRecordedExamples } from './examples.js';
import { nameOutputOnlyComponents } from './output-components.js';

/** Each feature's contribution, in the order it appears in the document. */
export const FEATURES: OpenApiFeature[] = [
  portfolioOpenApi,
  insightOpenApi,
  chatOpenApi,
  embedsOpenApi,
  usersOpenApi,
  questionnairesOpenApi,
  strategiesOpenApi,
  reportsOpenApi,
  serviceOpenApi,
  observabilityOpenApi,
];

/** The OpenAPI 3.1 document, generated from the same zod schemas the API validates with. */
export function buildOpenApiDocument(config: Pick<Config, 'publicUrl'>): oas31.OpenAPIObject {
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Clarity API',
      version: '1.0.0',
      license: { name: 'Proprietary', url: `${config.publicUrl}/docs` },
      description:
        'Portfolio insight for partner products: partner portfolios and trade logs, insight cards, a streamed insight chat, and short-lived embed tokens for the iframe UI. Errors share one envelope: `{ error: { type, code, message, requestId }, issues? }`.',
    },
    servers: [{ url: config.publicUrl }],
    tags: Object.values(TAGS),
    paths: withResponseHeaders(withRecordedExamples(Object.assign({}, ...FEATURES.map((f) => f.paths)) as OpenApiFeature['paths'])),
    components: {
      securitySchemes,
      schemas: Object.assign({ Error: ErrorEnvelopeSchema }, ...FEATURES.map((f) => f.schemas ?? {})) as Record<string, typeof ErrorEnvelopeSchema>,
    },
  });
  return nameOutputOnlyComponents(document);
}
