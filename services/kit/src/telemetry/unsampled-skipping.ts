import {
  type Context,
  context,
  INVALID_SPAN_CONTEXT,
  isSpanContextValid,
  type Span,
  type SpanOptions,
  TraceFlags,
  type Tracer,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";
import { isTracingSuppressed, suppressTracing } from "@opentelemetry/core";

const NOT_RECORDED: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Tracers whose active spans cost nothing where nothing is recorded. Under a suppressed context
 * (an unsampled request) `startActiveSpan` runs its function with a span that records nothing,
 * and leaves the context as it is when no span is active in it; under a trace that is not sampled
 * (an event from an unsampled request, a job the ratio passed over) it runs it with tracing
 * suppressed and no span active.
 * Either way no span is active below, so instrumentations that trace only under a span (pg, fetch)
 * skip their work, and the spans `@apollo/gateway` and the kit start per request cost one call.
 */
export function unsampledSkipping(provider: TracerProvider): TracerProvider {
  // `trace.getTracer` asks again on every call (the kit's `tracer()` does, per span).
  const tracers = new Map<string, Tracer>();
  return {
    getTracer(name, version, options) {
      const key = `${name}@${version ?? ""}:${options?.schemaUrl ?? ""}`;
      const known = tracers.get(key);
      if (known) return known;
      const tracer = skipping(provider.getTracer(name, version, options));
      tracers.set(key, tracer);
      return tracer;
    },
  };
}

function skipping(tracer: Tracer): Tracer {
  return {
    startSpan: (name, options, parent) => tracer.startSpan(name, options, parent),
    // The API's overloads: (name, fn), (name, options, fn), (name, options, context, fn).
    startActiveSpan(name: string, ...rest: unknown[]) {
      const fn = rest.at(-1) as (span: Span) => unknown;
      const options = (rest.length > 1 ? rest[0] : {}) as SpanOptions;
      const parent = (rest.length > 2 ? (rest[1] as Context | undefined) : undefined) ?? context.active();
      // The common case, a span inside an unsampled request, runs as it is: nothing to change.
      if (isTracingSuppressed(parent) && rest.length < 3 && !trace.getSpan(parent)) return fn(NOT_RECORDED);
      if (isTracingSuppressed(parent)) return context.with(untraced(parent), fn, undefined, NOT_RECORDED);
      const parentSpan = trace.getSpanContext(parent);
      if (parentSpan && isSpanContextValid(parentSpan) && !(parentSpan.traceFlags & TraceFlags.SAMPLED)) {
        return context.with(untraced(parent), fn, undefined, NOT_RECORDED);
      }
      return tracer.startActiveSpan<(span: Span) => unknown>(name, options, parent, (span) =>
        span.isRecording() ? fn(span) : context.with(untraced(context.active()), fn, undefined, NOT_RECORDED),
      );
    },
  } as Tracer;
}

/** `parent` with tracing suppressed and no span in it. */
const untraced = (parent: Context): Context => suppressTracing(trace.deleteSpan(parent));
