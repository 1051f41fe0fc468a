import { QuestionnaireListSchema, QuestionnaireSchema } from '@clarity/shared';
import { errorResponses, jsonResponse, type OpenApiFeature, pathParams, TAGS } from '../openapi/registry.js';

const security = [{ ApiKey: [] }];
const tags = [TAGS.profiling.name];

export const questionnairesOpenApi: OpenApiFeature = {
  schemas: { Questionnaire: QuestionnaireSchema },
  paths: {
    '/v1/sdk/questionnaires': {
      get: {
        operationId: 'questionnaires.list', tags, security, summary: 'The shipped risk-profiling questionnaires (every version)',
        responses: { 200: jsonResponse('Every questionnaire version', QuestionnaireListSchema), ...errorResponses(403) },
      },
    },
    '/v1/sdk/questionnaires/{id}': {
      get: {
        operationId: 'questionnaires.retrieve', tags, security, summary: 'One questionnaire version, with its questions, options, points and scoring model',
        requestParams: { path: pathParams('id', 'Questionnaire version id', 'risk-profile-v1') },
        responses: { 200: jsonResponse('The questionnaire', QuestionnaireSchema), ...errorResponses(403, 404) },
      },
    },
  },
};
