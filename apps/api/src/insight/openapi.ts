import { CardRequestSchema, CardSchema, CitationSchema, NarrativeSchema, SectionSchema, StalenessSchema } from '@clarity/shared';
import { embedTokenErrorResponses, exactlyOneOf, jsonBody, jsonResponse, TAGS, type OpenApiFeature } from '../openapi/registry.js';

const CardRequestDoc = exactlyOneOf(CardRequestSchema, ['portfolioId', 'portfolio'], 'Exactly one of `portfolioId` (a stored portfolio) and `portfolio` (inline, never stored).');

export const insightOpenApi: OpenApiFeature = {
  schemas: {
    CardRequest: CardRequestDoc,
    Card: CardSchema,
    Section: SectionSchema,
    Citation: CitationSchema,
    Staleness: StalenessSchema,
    Narrative: NarrativeSchema,
  },
  paths: {
    '/v1/clarity/card': {
      post: {
        operationId: 'clarity.card',
        tags: [TAGS.insight.name],
        security: [{ ApiKey: [] }, { EmbedToken: [] }],
        summary: 'The insight card for a stored or an inline portfolio',
        description: [
          'Exactly one of `portfolioId` (a portfolio of the caller’s organization, else 404) and `portfolio` (inline, never stored).',
          'Every number is computed from the stored market data (latest close on or before the service’s day, `CLARITY_NOW` when set); every market claim cites a stored source with `[n]` markers that resolve in `citations`.',
          'Holdings without market data or a price are named in `warnings` and in the text, never priced by guess.',
          'The same inputs and clock give a byte-identical card. With `CLARITY_LLM_*` set, a model may reword the two sections; its numbers and citations are checked against the deterministic text, which stands when the check fails (`wording` says which).',
        ].join(' '),
        requestBody: jsonBody(CardRequestDoc),
        responses: { 200: jsonResponse('The card', CardSchema), ...embedTokenErrorResponses(400, 403, 404, 413, 415) },
      },
    },
  },
};
