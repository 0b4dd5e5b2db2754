import { createRequire } from "node:module";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { isTracingSuppressed } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, TracerProvider } from "@opentelemetry/sdk-trace";
import { DecisionPropagator, requestSampler, untracedRequest } from "./request-sampling.ts";
import { unsampledSkipping } from "./unsampled-skipping.ts";

export { isTracingSuppressed };

/** Share of new traces recorded when OTEL_TRACES_SAMPLER_ARG is unset: all of them (OpenTelemetry's default). */
export const DEFAULT_TRACE_RATIO = 1;

/** Probes and scrapes would be most of the traces and say nothing. */
const UNTRACED_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Registers the SDK: the context manager, the W3C propagator (which also passes on "not sampled"),
 * a tracer provider with parent-based ratio sampling decided as a request comes in, and the
 * instrumentations of incoming HTTP, fetch and pg. Returns its stop.
 */
export function registerTracingSdk(
  settings: { serviceName: string; exporter?: SpanExporter | undefined; trustCallerSampling?: boolean | undefined },
  env: NodeJS.ProcessEnv,
): () => Promise<void> {
  const ratio = traceRatio(env.OTEL_TRACES_SAMPLER_ARG);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME?.trim() || settings.serviceName }),
    sampler: requestSampler(ratio),
    spanProcessors: [
      settings.exporter
        ? new SimpleSpanProcessor({ exporter: settings.exporter })
        : // The OTLP exporter reads the endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* settings.
          new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new DecisionPropagator());
  // `@apollo/gateway` takes its tracer from the global provider, the instrumentations from theirs.
  const tracers = unsampledSkipping(provider);
  trace.setGlobalTracerProvider(tracers);
  const unregister = registerInstrumentations({
    tracerProvider: tracers,
    instrumentations: [
      new HttpInstrumentation({
        // Requests whose trace is not sampled run with tracing suppressed (request-sampling.ts).
        ignoreIncomingRequestHook: untracedRequest(ratio, UNTRACED_PATHS, settings.trustCallerSampling ?? false),
        // Outgoing calls go through fetch (the undici instrumentation below); anything else on
        // node:http (the S3 client, say) is traced only inside a traced request.
        requireParentforOutgoingSpans: true,
      }),
      // fetch: the web edge -> REST adapter -> gateway -> subgraph hops, which carry `traceparent`.
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // Statements without a parent are the relay's and jobs' polling: noise, not requests.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  patchLoadedModules();
  return async () => {
    unregister();
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
}

function traceRatio(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_TRACE_RATIO;
  const ratio = Number(value);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (not "${value}")`);
  }
  return ratio;
}

/**
 * The instrumentations patch a CommonJS module when it is required. Our ESM imports of `pg` and
 * the fastify that loads `node:http` may already have run, and ESM imports are not seen by the
 * require hook: requiring them here hands each module (the same instance the imports hold) to its
 * instrumentation, which patches the shared prototypes (pg's Client and Pool, http's Server).
 */
function patchLoadedModules(): void {
  const require = createRequire(import.meta.url);
  for (const name of ["node:http", "node:https", "pg", "pg-pool"]) require(name);
}
