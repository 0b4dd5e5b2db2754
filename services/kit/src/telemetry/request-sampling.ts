import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import {
  type Context,
  defaultTextMapGetter,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
  TraceFlags,
  trace,
} from "@opentelemetry/api";
import { isTracingSuppressed, W3CTraceContextPropagator } from "@opentelemetry/core";
import { ParentBasedSampler, type Sampler, SamplingDecision, TraceIdRatioBasedSampler } from "@opentelemetry/sdk-trace";

// Head sampling, decided where a request comes in. A request whose trace is not sampled is left to
// the HTTP instrumentation's "ignored" path, which runs it with tracing suppressed: no server span,
// and (with `unsampledSkipping`) no span under it, so pg's and fetch's instrumentations, which
// trace only under a span, skip their work too. Left to the sampler alone, an unsampled request
// would still build every span's attributes, a span object per hop and statement, and a context per
// span, only to record none of it: most of what tracing cost a read.

const w3c = new W3CTraceContextPropagator();

/**
 * Whether an incoming request runs untraced: a path that is never traced, or a request whose trace
 * is not sampled. Where callers are trusted (a part only other parts call), a valid `traceparent`
 * decides, so a trace is whole or absent across the parts; otherwise the ratio does. A caller
 * outside is not trusted: honouring its flag would let anyone have every request of theirs
 * traced, at up to two thirds more CPU than an untraced request, and into the trace store. Its
 * trace id still carries on when the ratio samples the request, so a caller can find its trace.
 */
export function untracedRequest(
  ratio: number,
  untracedPaths: ReadonlySet<string>,
  trustCallers: boolean,
): (request: IncomingMessage) => boolean {
  return (request) => {
    if (untracedPaths.has((request.url ?? "").split("?", 1)[0] ?? "")) return true;
    if (trustCallers) {
      const parent = trace.getSpanContext(w3c.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter));
      if (parent && isSpanContextValid(parent)) return (parent.traceFlags & TraceFlags.SAMPLED) === 0;
    }
    return Math.random() >= ratio;
  };
}

/**
 * A server span is a request `untracedRequest` has already sampled, so it records (rolling the ratio
 * again would sample ratio² of requests, and a caller's flag is the door's to weigh). Any other
 * span follows its parent's decision, and a root (a job, an event whose envelope carries no trace)
 * is sampled at the ratio.
 */
export function requestSampler(ratio: number): Sampler {
  const others = new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
  return {
    shouldSample: (context, traceId, spanName, spanKind, attributes, links) =>
      spanKind === SpanKind.SERVER
        ? { decision: SamplingDecision.RECORD_AND_SAMPLED }
        : others.shouldSample(context, traceId, spanName, spanKind, attributes, links),
    toString: () => `SampledAtTheDoor{others=${others.toString()}}`,
  };
}

/**
 * W3C trace context, except that where tracing is suppressed (an unsampled request) the next hop
 * and the envelopes of events it publishes are still told the trace is not sampled, under ids of
 * their own, so no part downstream rolls the ratio again and records half a trace. Nothing records
 * an unsampled trace, so the ids only have to be valid.
 */
export class DecisionPropagator implements TextMapPropagator {
  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    if (!isTracingSuppressed(context)) {
      w3c.inject(context, carrier, setter);
      return;
    }
    const ids = randomBytes(24).toString("hex");
    setter.set(carrier, "traceparent", `00-${ids.slice(0, 32)}-${ids.slice(32)}-00`);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    return w3c.extract(context, carrier, getter);
  }

  fields(): string[] {
    return w3c.fields();
  }
}
