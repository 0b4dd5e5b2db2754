import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, trace } from "@opentelemetry/api";
import { isTracingSuppressed } from "@opentelemetry/core";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inEventSpan, traceContextCarrier } from "../../src/telemetry/event-spans.ts";
import { startTracing, type Tracing, tracer } from "../../src/telemetry/tracing.ts";

// The SDK as the parts register it, sampling nothing that starts here: an unsampled request runs
// with no span below its door, and its next hop is told so.
describe("a request whose trace is not sampled", () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | null;
  let door: Server;
  let doorUrl: string;
  let nextHop: Server;
  const seen: Array<{ traceparent: string | undefined; carrier: string | undefined; activeSpan: boolean; suppressed: boolean }> =
    [];
  const received: Array<string | undefined> = [];

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // A part other parts call: its caller's flag decides.
    tracing = await startTracing({
      serviceName: "test",
      exporter,
      env: { OTEL_TRACES_SAMPLER_ARG: "0" },
      trustCallerSampling: true,
    });
    nextHop = createServer((request, response) => {
      received.push(request.headers.traceparent?.toString());
      response.end("{}");
    });
    const nextHopUrl = await listen(nextHop);
    // A part: a span of its own (as the gateway's and the kit's are), a hop, and an event's envelope.
    door = createServer((_request, response) => {
      void tracer().startActiveSpan("work", async (span) => {
        await fetch(nextHopUrl).then((answer) => answer.text());
        seen.push({
          traceparent: received.at(-1),
          carrier: traceContextCarrier().traceparent,
          activeSpan: trace.getActiveSpan() !== undefined,
          suppressed: isTracingSuppressed(context.active()),
        });
        span.end();
        response.end("{}");
      });
    });
    doorUrl = await listen(door);
  });

  afterAll(async () => {
    door.close();
    nextHop.close();
    await tracing?.stop();
  });

  beforeEach(() => {
    exporter.reset();
    seen.length = 0;
  });

  it("records nothing, starts no span below it, and tells the next hop and its events it is not sampled", async () => {
    await fetch(doorUrl).then((answer) => answer.text());
    await fetch(doorUrl).then((answer) => answer.text());

    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(seen).toEqual([
      expect.objectContaining({ activeSpan: false, suppressed: true }),
      expect.objectContaining({ activeSpan: false, suppressed: true }),
    ]);
    for (const { traceparent, carrier } of seen) {
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      expect(carrier).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    }
  });

  it("is traced whole when its caller's trace is sampled, whatever the ratio", async () => {
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    await fetch(doorUrl, { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } }).then((answer) => answer.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const spans = exporter.getFinishedSpans();
    // The door's server span, the fetch's client span and the next hop's server span, and the work.
    expect(spans.map((span) => span.name).sort()).toEqual(["GET", "GET", "GET", "work"]);
    expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set([traceId]));
    expect(seen[0]).toMatchObject({ activeSpan: true, suppressed: false });
    expect(seen[0]?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it("handles its events untraced too: a consumer of an unsampled event, or a job the ratio passed over, starts no span", async () => {
    const unsampled = { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00" };
    const inside = await inEventSpan(
      { operation: "process", type: "t", eventId: "e", bus: "test", carrier: unsampled },
      async () => ({
        activeSpan: trace.getActiveSpan() !== undefined,
        suppressed: isTracingSuppressed(context.active()),
      }),
    );
    expect(inside).toEqual({ activeSpan: false, suppressed: true });
    const job = await tracer().startActiveSpan("job", async () => ({
      activeSpan: trace.getActiveSpan() !== undefined,
      carrier: traceContextCarrier().traceparent,
    }));
    expect(job).toEqual({ activeSpan: false, carrier: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/) });
    const sampled = { traceparent: unsampled.traceparent.replace(/00$/, "01") };
    await inEventSpan({ operation: "process", type: "t", eventId: "e", bus: "test", carrier: sampled }, async () => undefined);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(["process t"]);
  });
});
