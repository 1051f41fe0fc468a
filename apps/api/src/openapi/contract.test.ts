import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { FEATURES } from './document.js';

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: unknown;
}

/** A media type's examples: its one `example`, or each value of its named `examples`. */
function examplesOf(media: MediaType | undefined): unknown[] {
  if (media?.example !== undefined) return [media.example];
  return Object.values(media?.examples ?? {}).map((example) => example.value);
}
interface DocumentedResponse {
  headers?: Record<string, { $ref?: string }>;
  content?: Record<string, MediaType>;
}
interface DocumentedOperation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: { example?: unknown } }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, DocumentedResponse>;
}
interface Document {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { headers: Record<string, unknown> };
}

let ctx: TestContext;
let document: Document;
let operations: { method: string; path: string; operation: DocumentedOperation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await request(ctx.app).get('/openapi.json').expect(200)).body as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
});
afterAll(() => ctx.close());

/** The zod operations the document is generated from, by operationId. */
function sourceOperations(): Map<string, ZodOpenApiOperationObject> {
  const byId = new Map<string, ZodOpenApiOperationObject>();
  for (const feature of FEATURES) {
    for (const item of Object.values(feature.paths)) {
      for (const operation of Object.values(item as Record<string, ZodOpenApiOperationObject>)) byId.set(operation.operationId!, operation);
    }
  }
  return byId;
}

const HEADER = (id: string) => ({ $ref: `#/components/headers/${id}` });

describe('the OpenAPI contract', () => {
  it('every operation has a tag the document describes, and declares its security (`[]` when public)', () => {
    const described = new Map(document.tags.map((tag) => [tag.name, tag.description ?? '']));
    for (const { method, path, operation } of operations) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(described.get(operation.tags![0]!), `${method} ${path} tag`).toMatch(/\w/);
      expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array);
    }
    for (const path of ['/healthz', '/readyz', '/openapi.json', '/.well-known/jwks.json', '/embed', '/embed/host.js', '/embed/host.{version}.js']) {
      expect(document.paths[path]?.get?.security, path).toEqual([]);
    }
    expect(document.paths['/v1/sdk/partner-portfolios']?.post?.security).toEqual([{ ApiKey: [] }]);
  });

  it('no path ends with a slash', () => {
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it('every response documents its headers as components: x-request-id, the rate limit, Retry-After, Idempotent-Replayed', () => {
    expect(Object.keys(document.components.headers).sort()).toEqual(['IdempotentReplayed', 'RateLimit', 'RateLimitPolicy', 'RetryAfter', 'XRequestId']);
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const where = `${method} ${path} ${status}`;
        expect(response.headers?.['x-request-id'], where).toEqual(HEADER('XRequestId'));
        if (status === '429' || status === '503') expect(response.headers?.['Retry-After'], where).toEqual(HEADER('RetryAfter'));
      }
    }
    const created = document.paths['/v1/sdk/partner-portfolios']!.post!.responses;
    expect(created['201']!.headers).toMatchObject({ RateLimit: HEADER('RateLimit'), 'RateLimit-Policy': HEADER('RateLimitPolicy'), 'Idempotent-Replayed': HEADER('IdempotentReplayed') });
    expect(created['401']!.headers).not.toHaveProperty('RateLimit');
    expect(document.paths['/healthz']!.get!.responses['200']!.headers).not.toHaveProperty('RateLimit');
    expect(document.paths['/v1/sdk/partner-portfolios']!.get!.responses['200']!.headers).not.toHaveProperty('Idempotent-Replayed');
  });

  it('the card and chat requests say `oneOf` portfolioId or portfolio', () => {
    const schemas = (document as unknown as { components: { schemas: Record<string, { oneOf?: unknown }> } }).components.schemas;
    const exactlyOne = [{ properties: { portfolioId: {} }, required: ['portfolioId'] }, { properties: { portfolio: {} }, required: ['portfolio'] }];
    expect(schemas.CardRequest?.oneOf).toEqual(exactlyOne);
    expect(schemas.ChatRequest?.oneOf).toEqual(exactlyOne);
    const chatBody = document.paths['/v1/clarity/chat']!.post!.requestBody!.content['application/json']!.schema;
    expect(chatBody).toEqual({ oneOf: [{ $ref: '#/components/schemas/ChatRequest' }, { $ref: '#/components/schemas/ChatRequestAgUi' }] });
  });

  it('every request body, response body and parameter has an example', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) if (examplesOf(media).length === 0) missing.push(`${method} ${path} request ${type}`);
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) if (examplesOf(media).length === 0) missing.push(`${method} ${path} ${status} ${type}`);
      }
      for (const parameter of operation.parameters ?? []) if (parameter.schema?.example === undefined) missing.push(`${method} ${path} ${parameter.in} ${parameter.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('every example parses with the zod schema the API validates or answers with', () => {
    const sources = sourceOperations();
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const source = sources.get(operation.operationId);
      expect(source, operation.operationId).toBeDefined();
      const requestBody = source!.requestBody as { content: Record<string, { schema: z.ZodType }> } | undefined;
      for (const [type, media] of Object.entries(requestBody?.content ?? {})) {
        for (const example of examplesOf(operation.requestBody!.content[type])) {
          expect(media.schema.safeParse(example).error?.issues ?? [], `${method} ${path} request`).toEqual([]);
          checked++;
        }
      }
      for (const [status, response] of Object.entries(source!.responses as Record<string, ZodOpenApiResponseObject>)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          for (const example of examplesOf(operation.responses[status]!.content![type])) {
            expect((media!.schema as z.ZodType).safeParse(example).error?.issues ?? [], `${method} ${path} ${status} ${type}`).toEqual([]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
