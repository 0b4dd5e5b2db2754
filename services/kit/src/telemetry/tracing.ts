import { type Context, context, type Span, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import type { SpanExporter } from "@opentelemetry/sdk-trace";

export interface TracingSettings {
  /** The part's name (`service.name`), unless OTEL_SERVICE_NAME says otherwise. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Where spans go instead of OTLP (tests); exported one by one. */
  exporter?: SpanExporter;
  /**
   * Whether a caller's `traceparent` decides whether its request is sampled: true for a part only
   * other parts call, which must follow the decision made where the request came in. Where requests
   * come from outside (the default), the ratio alone decides (request-sampling.ts).
   */
  trustCallerSampling?: boolean;
}

export interface Tracing {
  /** Exports what is buffered and turns tracing off again. */
  stop(): Promise<void>;
}

let running: Tracing | null = null;
/** The SDK's check, once it is loaded: this process never loads it with tracing off. */
let suppressedIn: ((active: Context) => boolean) | null = null;

/** The one tracer the kit's own spans come from; the API's no-op one until tracing is started. */
export const tracer = (): Tracer => trace.getTracer("highcotton");

/** Whether this process records spans: when false, nothing that exists only for tracing runs. */
export const tracingEnabled = (): boolean => running !== null;

/** Whether this runs in a request whose trace is not sampled (see request-sampling.ts); false with tracing off. */
export const inUnsampledRequest = (): boolean => suppressedIn?.(context.active()) ?? false;

/** Runs `work` in `span`, marks the span failed with the error it throws, and ends it either way. */
export async function withinSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Starts tracing for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set and OTEL_SDK_DISABLED is
 * not `true` (or when an exporter is given). Otherwise nothing is loaded or registered, and the
 * API's no-op tracer is all that runs. Sampling is parent-based with the ratio in
 * OTEL_TRACES_SAMPLER_ARG: a request's decision, made where it enters, holds for every hop and
 * event after it. Call it before the parts are built.
 */
export async function startTracing(settings: TracingSettings): Promise<Tracing | null> {
  if (running) return running;
  const env = settings.env ?? process.env;
  const configured = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED?.trim() !== "true";
  if (!settings.exporter && !configured) return null;
  // The SDK is loaded only here, so a process without tracing never loads it.
  const { registerTracingSdk, isTracingSuppressed } = await import("./tracing-sdk.ts");
  const stopSdk = registerTracingSdk(settings, env);
  suppressedIn = isTracingSuppressed;
  const started: Tracing = {
    async stop() {
      if (running !== started) return;
      running = null;
      suppressedIn = null;
      await stopSdk();
    },
  };
  running = started;
  return started;
}
