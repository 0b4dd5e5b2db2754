import { type Attributes, context, propagation, ROOT_CONTEXT, SpanKind } from "@opentelemetry/api";
import { tracer, tracingEnabled, withinSpan } from "./tracing.ts";

/** The W3C trace context an envelope carries: the span it was published in, or that its trace is not sampled. */
export interface TraceContextCarrier {
  traceparent?: string;
  tracestate?: string;
}

/**
 * The active span's context for an event's envelope: nothing when tracing is off or no span is
 * active, and a "not sampled" `traceparent` when it is published in an unsampled request.
 */
export function traceContextCarrier(): TraceContextCarrier {
  if (!tracingEnabled()) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const { traceparent, tracestate } = carrier;
  return { ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}) };
}

export interface EventSpan {
  /** `send` (the relay putting it on the bus) or `process` (a consumer handling it). */
  operation: "send" | "process";
  /** The event type, which is also its topic. */
  type: string;
  eventId: string;
  bus: string;
  /** The envelope's trace context, which the span continues. */
  carrier: TraceContextCarrier;
  attributes?: Attributes;
}

/**
 * Runs `work` in a span that continues the trace the event was published in (or starts one when
 * the envelope has none), for the in-process bus and Kafka alike: the context travels in the
 * envelope, not in the bus. With tracing off it just runs `work`.
 */
export async function inEventSpan<T>(event: EventSpan, work: () => Promise<T>): Promise<T> {
  if (!tracingEnabled()) return work();
  const parent = propagation.extract(ROOT_CONTEXT, event.carrier);
  return tracer().startActiveSpan(
    `${event.operation} ${event.type}`,
    {
      kind: event.operation === "send" ? SpanKind.PRODUCER : SpanKind.CONSUMER,
      attributes: {
        "messaging.system": event.bus,
        "messaging.operation.type": event.operation,
        "messaging.destination.name": event.type,
        "messaging.message.id": event.eventId,
        ...event.attributes,
      },
    },
    parent,
    (span) => withinSpan(span, work),
  );
}
