import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from '../config.js';

export interface Tracing {
  /** Sends the spans still buffered, then puts the OpenTelemetry API back to its no-op. */
  stop(): Promise<void>;
}

/**
 * Registers the process's tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT is set): spans are batched
 * and sent as OTLP/HTTP JSON to `<endpoint>/v1/traces`; the W3C `traceparent` propagator and an
 * AsyncLocalStorage context manager come with the registration. Called once, by server.ts, before
 * the app is built. Without it the API's tracer stays the no-op and records nothing; the request
 * and statement spans are not even attempted (app.ts adds them only with a collector configured).
 */
export function startTracing(config: TracingConfig): Tracing {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName })),
    // The URL is given in full so that config.ts stays the only reader of the environment.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` }))],
  });
  provider.register();
  return {
    async stop() {
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        context.disable();
        propagation.disable();
      }
    },
  };
}
