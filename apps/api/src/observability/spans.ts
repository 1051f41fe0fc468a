import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import { ATTR_DB_OPERATION_NAME, ATTR_DB_SYSTEM_NAME, ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions';
import type { Database, QueryObserver } from '../db/database.js';
import { operationOf, type Metrics, type ModelPurpose } from './metrics.js';

/**
 * The registered provider's tracer, or the API's no-op without one. Asked each time rather than
 * kept: a tracer obtained once stays bound to the provider it first found, even after tracing stops.
 */
export function tracer(): Tracer {
  return trace.getTracer('@clarity/api');
}

/** Marks a span failed with the error's kind only: messages may quote what a request carried. */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : typeof error);
}

/** Runs `work` inside a child span of the active one, ended when `work` settles. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T> | T): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** One insight tool call of a chat run: its name, never its arguments or results (they are portfolio contents). */
export function inToolSpan<T>(tool: string, work: () => Promise<T> | T): Promise<T> {
  return inSpan(`chat.tool ${tool}`, { 'clarity.tool.name': tool }, work);
}

/** One request to the language model, counted and spanned; `end` once its answer has been read (or failed). */
export interface ModelCall {
  end(ok: boolean): void;
}

export function startModelCall(purpose: ModelPurpose, model: string, metrics: Metrics | undefined): ModelCall {
  const span = tracer().startSpan(`chat ${model}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'clarity.model.purpose': purpose },
  });
  return {
    end(ok) {
      if (!ok) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      metrics?.modelCalled(purpose, ok);
    },
  };
}

/** OpenTelemetry's `db.system.name` for each engine we run on (semantic conventions' well-known values). */
const DB_SYSTEM_NAMES: Record<Database['kind'], string> = { sqlite: 'sqlite', postgres: 'postgresql' };

/**
 * Database work as spans: Kysely (and the direct reader) report a statement once it has run, so
 * its span is written afterwards with the measured start. Only statements inside a traced request
 * become spans (migrations and imports at start would be roots of their own); the SQL text is left
 * out, only the operation and the engine (`db.system.name`) are named.
 */
export function querySpans(engine: Database['kind']): QueryObserver {
  const system = DB_SYSTEM_NAMES[engine];
  return (sql, durationMs, failed) => {
    const parent = context.active();
    if (trace.getSpan(parent) === undefined) return;
    const end = performance.timeOrigin + performance.now();
    const operation = operationOf(sql).toUpperCase();
    const span = tracer().startSpan(
      `${operation} ${system}`,
      { kind: SpanKind.CLIENT, startTime: end - durationMs, attributes: { [ATTR_DB_SYSTEM_NAME]: system, [ATTR_DB_OPERATION_NAME]: operation } },
      parent,
    );
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(end);
  };
}
