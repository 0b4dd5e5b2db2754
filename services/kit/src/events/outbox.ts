import type { DescMessage } from "@bufbuild/protobuf";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/database.ts";
import { outbox } from "../db/messaging-tables.ts";
import { type IntegrationEvent, sealEvent } from "./envelope.ts";

/** Channel the relay listens on; NOTIFY is transactional, so it only fires once the event commits. */
export const OUTBOX_CHANNEL = "highcotton_outbox";

/**
 * Records an integration event in the outbox. Call it with the transaction of the business
 * change: the event is delivered if and only if that transaction commits. Returns the event id.
 */
export async function publishEvent<D extends DescMessage>(tx: Queryable, event: IntegrationEvent<D>): Promise<string> {
  const { envelope, bytes } = sealEvent(event);
  await tx.insert(outbox).values({
    id: envelope.id,
    eventType: envelope.type,
    aggregateId: envelope.aggregateId,
    envelope: bytes,
    occurredAt: event.occurredAt ?? new Date(),
  });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return envelope.id;
}
