import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';

/** The paths with each operation replaced by `change(operation)` (the document's decorations: headers, examples). */
export function mapOperations(paths: ZodOpenApiPathsObject, change: (operation: ZodOpenApiOperationObject) => ZodOpenApiOperationObject): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, operation]: [string, ZodOpenApiOperationObject]) => [method, change(operation)])),
    ]),
  );
}
