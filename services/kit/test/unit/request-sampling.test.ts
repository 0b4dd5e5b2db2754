import type { IncomingMessage } from "node:http";
import { defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from "@opentelemetry/api";
import { suppressTracing } from "@opentelemetry/core";
import { SamplingDecision } from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { DecisionPropagator, requestSampler, untracedRequest } from "../../src/telemetry/request-sampling.ts";

const TRACE_ID = "0af7651916cd43dd8448eb211c80319c";
const SPAN_ID = "b7ad6b7169203331";
const request = (url: string, traceparent?: string) =>
  ({ url, headers: traceparent ? { traceparent } : {} }) as unknown as IncomingMessage;

describe("a request's sampling, decided as it comes in", () => {
  const untracedPaths = new Set(["/healthz"]);

  it("leaves probes untraced, follows a valid traceparent's flag, and rolls the ratio without one", () => {
    const always = untracedRequest(1, untracedPaths, true);
    const never = untracedRequest(0, untracedPaths, true);
    expect(always(request("/healthz?full"))).toBe(true);
    expect(never(request("/api/designs", `00-${TRACE_ID}-${SPAN_ID}-01`))).toBe(false);
    expect(always(request("/api/designs", `00-${TRACE_ID}-${SPAN_ID}-00`))).toBe(true);
    expect(always(request("/api/designs"))).toBe(false);
    expect(never(request("/api/designs"))).toBe(true);
    // An id of zeros is not a trace: the ratio decides.
    expect(never(request("/api/designs", `00-${"0".repeat(32)}-${SPAN_ID}-01`))).toBe(true);
  });

  it("lets no caller from outside decide: its flag is weighed by the ratio alone", () => {
    expect(untracedRequest(0, untracedPaths, false)(request("/api/designs", `00-${TRACE_ID}-${SPAN_ID}-01`))).toBe(true);
    expect(untracedRequest(1, untracedPaths, false)(request("/api/designs", `00-${TRACE_ID}-${SPAN_ID}-00`))).toBe(false);
  });

  it("records a server span (its request passed the door), follows other spans' parents, and samples other roots at the ratio", () => {
    const sampler = requestSampler(0);
    const decide = (kind: SpanKind, parent = ROOT_CONTEXT) =>
      sampler.shouldSample(parent, TRACE_ID, "span", kind, {}, []).decision;
    expect(decide(SpanKind.SERVER)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(SpanKind.CONSUMER)).toBe(SamplingDecision.NOT_RECORD);
    const parent = (traceFlags: TraceFlags) =>
      trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE_ID, spanId: SPAN_ID, traceFlags, isRemote: true });
    expect(decide(SpanKind.CONSUMER, parent(TraceFlags.SAMPLED))).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(SpanKind.SERVER, parent(TraceFlags.NONE))).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(SpanKind.CONSUMER, parent(TraceFlags.NONE))).toBe(SamplingDecision.NOT_RECORD);
  });

  it("tells the next hop an unsampled request is not sampled, and passes a traced one's context as W3C does", () => {
    const propagator = new DecisionPropagator();
    const injected = (context = ROOT_CONTEXT) => {
      const carrier: Record<string, string> = {};
      propagator.inject(context, carrier, defaultTextMapSetter);
      return carrier;
    };
    const first = injected(suppressTracing(ROOT_CONTEXT)).traceparent ?? "";
    const second = injected(suppressTracing(ROOT_CONTEXT)).traceparent ?? "";
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(second).not.toBe(first);
    // What the next hop reads back: a valid context, not sampled.
    const read = trace.getSpanContext(propagator.extract(ROOT_CONTEXT, { traceparent: first }, defaultTextMapGetter));
    expect(read).toMatchObject({ traceFlags: TraceFlags.NONE, isRemote: true });

    const traced = trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE_ID, spanId: SPAN_ID, traceFlags: TraceFlags.SAMPLED });
    expect(injected(traced)).toEqual({ traceparent: `00-${TRACE_ID}-${SPAN_ID}-01` });
    expect(injected()).toEqual({});
  });
});
