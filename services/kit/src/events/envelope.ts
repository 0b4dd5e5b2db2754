import { randomUUID } from "node:crypto";
import { create, type DescMessage, fromBinary, type MessageInitShape, type MessageShape, toBinary } from "@bufbuild/protobuf";
import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type Envelope, EnvelopeSchema } from "@highcotton/proto";
import { traceContextCarrier } from "../telemetry/event-spans.ts";

/** An integration event before it is written: its message type, payload and aggregate. */
export interface IntegrationEvent<D extends DescMessage = DescMessage> {
  schema: D;
  aggregateId: string;
  data: MessageInitShape<D>;
  traceId?: string | undefined;
  occurredAt?: Date;
}

/** What a consumer receives: the envelope's metadata and the decoded payload. */
export interface ReceivedEvent<T> {
  id: string;
  type: string;
  aggregateId: string;
  traceId: string;
  occurredAt: Date;
  data: T;
}

/** The bus topic of an event type: its fully qualified protobuf name. */
export const topicOf = (schema: DescMessage): string => schema.typeName;

export function sealEvent<D extends DescMessage>(event: IntegrationEvent<D>): { envelope: Envelope; bytes: Uint8Array } {
  const envelope = create(EnvelopeSchema, {
    id: randomUUID(),
    type: event.schema.typeName,
    occurredAt: timestampFromDate(event.occurredAt ?? new Date()),
    aggregateId: event.aggregateId,
    traceId: event.traceId ?? randomUUID(),
    payload: toBinary(event.schema, create(event.schema, event.data)),
    // The span the event is published in (the request's), so the relay and consumers join its trace.
    ...traceContextCarrier(),
  });
  return { envelope, bytes: toBinary(EnvelopeSchema, envelope) };
}

export const openEnvelope = (bytes: Uint8Array): Envelope => fromBinary(EnvelopeSchema, bytes);

export function readEvent<D extends DescMessage>(schema: D, envelope: Envelope): ReceivedEvent<MessageShape<D>> {
  return {
    id: envelope.id,
    type: envelope.type,
    aggregateId: envelope.aggregateId,
    traceId: envelope.traceId,
    occurredAt: envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0),
    data: fromBinary(schema, envelope.payload),
  };
}
