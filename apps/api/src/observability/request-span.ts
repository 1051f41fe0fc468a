import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions';
import type { ApiRequest, Step } from '../http/pipeline.js';
import { tracer } from './spans.js';

const SPAN = Symbol('clarity.requestSpan');
type Spanned = IncomingMessage & { [SPAN]?: Span; requestId?: string; auth?: { orgId: string } };

/** The trace id of the request's span (for its log lines), when the request is traced. */
export function traceIdOf(req: IncomingMessage): string | undefined {
  return (req as Spanned)[SPAN]?.spanContext().traceId;
}

/**
 * A server span per request, continuing the caller's W3C `traceparent` when it sends one, active
 * for everything the request runs (its body's events included), named `<method> <route pattern>`
 * and ended when the response closes. Placed among the per-request steps only when tracing is on.
 * Its attributes are the method, route, status, request id and organization: never the URL (a
 * query may hold a token) nor anything a body carried.
 */
export function traceRequests(routeOf: (req: IncomingMessage) => string): Step {
  function ended(this: ServerResponse): void {
    const req = this.req as Spanned;
    const span = req[SPAN];
    if (span === undefined) return;
    const route = routeOf(req);
    span.updateName(`${req.method ?? 'GET'} ${route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route);
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, this.statusCode);
    if (req.requestId !== undefined) span.setAttribute('clarity.request_id', req.requestId);
    if (req.auth !== undefined) span.setAttribute('clarity.org_id', req.auth.orgId);
    if (this.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
  return (req: ApiRequest, res, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer().startSpan(req.method ?? 'GET', { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method } }, parent);
    (req as Spanned)[SPAN] = span;
    res.on('close', ended);
    const active = trace.setSpan(parent, span);
    // The body arrives in events emitted outside this call: bound, its listeners run in the span too.
    context.bind(active, req);
    context.bind(active, res);
    context.with(active, next);
  };
}
