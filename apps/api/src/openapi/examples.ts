import { fileURLToPath } from 'node:url';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import recorded from './examples.json' with { type: 'json' };
import { mapOperations } from './map-operations.js';

/** One operation's recorded request body and its response bodies by status. */
export interface OperationExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}
export type RecordedExamples = Record<string, OperationExamples>;

/** Written by testing/record-openapi-examples.ts (`npm run openapi:examples -w @clarity/api`). */
export const EXAMPLES_FILE = fileURLToPath(new URL('./examples.json', import.meta.url));

const RECORDED = recorded as RecordedExamples;

type Operation = ZodOpenApiOperationObject;

function withOperationExamples(operation: Operation, examples: OperationExamples | undefined): Operation {
  if (examples === undefined) return operation;
  const requestBody = operation.requestBody;
  const requestContent = requestBody && 'content' in requestBody ? requestBody.content : undefined;
  return {
    ...operation,
    ...(requestContent && {
      requestBody: {
        ...requestBody,
        content: Object.fromEntries(Object.entries(requestContent).map(([type, media]) => [type, { example: examples.request, ...media }])),
      },
    }),
    responses: Object.fromEntries(
      (Object.entries(operation.responses ?? {}) as [string, ZodOpenApiResponseObject][]).map(([status, response]): [string, ZodOpenApiResponseObject] => {
        if (!(status in examples.responses) || !response.content) return [status, response];
        const content = Object.fromEntries(Object.entries(response.content).map(([type, media]) => [type, { example: examples.responses[status], ...media }]));
        return [status, { ...response, content }];
      }),
    ),
  };
}

/**
 * The recorded examples (real requests to a real app, see EXAMPLES_FILE) on every operation's
 * request body and success responses, by operationId. An example written in an area's openapi.ts wins.
 */
export function withRecordedExamples(paths: ZodOpenApiPathsObject, examples: RecordedExamples = RECORDED): ZodOpenApiPathsObject {
  return mapOperations(paths, (operation) => withOperationExamples(operation, examples[operation.operationId ?? '']));
}
