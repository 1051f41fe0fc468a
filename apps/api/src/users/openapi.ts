import { RiskProfileSchema, ProfilingRequestSchema, UserInputSchema, UserListQuerySchema, UserPatchSchema, UserSchema, pageSchema } from '@clarity/shared';
import { errorResponses, idempotencyHeaders, jsonBody, jsonResponse, LIST_QUERY_EXAMPLES, type OpenApiFeature, pathParams, TAGS, withParamExamples } from '../openapi/registry.js';

const path = pathParams('id', 'User id (`usr_…`)', 'usr_01m89dvxbpz9vckwtbnv1raf33');
const security = [{ ApiKey: [] }];
const tags = [TAGS.users.name];
const profilingTags = [TAGS.profiling.name];

export const usersOpenApi: OpenApiFeature = {
  schemas: { User: UserSchema, UserInput: UserInputSchema, ProfilingRequest: ProfilingRequestSchema, RiskProfile: RiskProfileSchema },
  paths: {
    '/v1/sdk/users': {
      post: {
        operationId: 'users.create', tags, security, summary: 'Create a user (an end client of the partner)',
        requestParams: { header: idempotencyHeaders },
        requestBody: jsonBody(UserInputSchema),
        responses: { 201: jsonResponse('The stored user', UserSchema), ...errorResponses(400, 403, 409, 413, 415, 422) },
      },
      get: {
        operationId: 'users.list', tags, security, summary: 'List users (oldest first), optionally by externalId',
        requestParams: { query: withParamExamples(UserListQuerySchema, { ...LIST_QUERY_EXAMPLES, externalId: 'person-7' }) },
        responses: { 200: jsonResponse('One page', pageSchema(UserSchema)), ...errorResponses(400, 403) },
      },
    },
    '/v1/sdk/users/{id}': {
      get: {
        operationId: 'users.retrieve', tags, security, summary: 'Read a user',
        requestParams: { path },
        responses: { 200: jsonResponse('The user', UserSchema), ...errorResponses(403, 404) },
      },
      patch: {
        operationId: 'users.update', tags, security, summary: 'Change the supplied fields; `null` clears email, name or locale',
        requestParams: { path },
        requestBody: jsonBody(UserPatchSchema),
        responses: { 200: jsonResponse('The updated user', UserSchema), ...errorResponses(400, 403, 404, 409, 413, 415) },
      },
      delete: {
        operationId: 'users.delete', tags, security, summary: 'Delete a user and their profiling history; their portfolios stay, unlinked (userId null)',
        requestParams: { path },
        responses: { 204: { description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    '/v1/sdk/users/{id}/profiling': {
      post: {
        operationId: 'profiling.create', tags: profilingTags, security,
        summary: 'Score a complete set of questionnaire answers, store the result and optionally apply it to the user’s portfolios',
        description: 'Incomplete, unknown or repeated answers are a 400 naming each. An unknown questionnaire is a 404. The scoring model is in the questionnaire’s `scoring` text and docs/advisor.md.',
        requestParams: { path, header: idempotencyHeaders },
        requestBody: jsonBody(ProfilingRequestSchema),
        responses: { 201: jsonResponse('The scored profile', RiskProfileSchema), ...errorResponses(400, 403, 404, 413, 415, 422) },
      },
    },
    '/v1/sdk/users/{id}/profile': {
      get: {
        operationId: 'profiling.retrieve', tags: profilingTags, security, summary: 'The user’s latest risk profile (404 before the first profiling)',
        requestParams: { path },
        responses: { 200: jsonResponse('The latest profile', RiskProfileSchema), ...errorResponses(403, 404) },
      },
    },
  },
};
