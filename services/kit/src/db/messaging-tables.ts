import { sql } from "drizzle-orm";
import { bigserial, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Integration events waiting to be relayed to the bus. Rows are written in the same transaction
 * as the business change, so an event exists if and only if the change committed.
 */
export const outbox = pgTable(
  "outbox",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: uuid("id").notNull().unique(),
    eventType: text("event_type").notNull(),
    aggregateId: text("aggregate_id").notNull(),
    /** The encoded Envelope, exactly as it goes on the bus. */
    envelope: bytea("envelope").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending → delivered, or parked after too many failed attempts. */
    status: text("status", { enum: ["pending", "delivered", "parked"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index("outbox_pending_idx").on(table.seq).where(sql`${table.status} = 'pending'`)],
);

/**
 * Events a consumer has handled (or parked), keyed by consumer and event id. The row is written
 * in the same transaction as the consumer's effect, so redelivery never doubles an effect.
 */
export const inbox = pgTable(
  "inbox",
  {
    consumer: text("consumer").notNull(),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    status: text("status", { enum: ["processed", "parked"] }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    lastError: text("last_error"),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
);

/**
 * Sign-in sessions that were signed out (from identity's SessionRevoked), kept until their tokens
 * expire. Every service refuses their tokens; the table lets that survive a restart and reach
 * every replica of the service, whichever one consumed the event.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    /** When the session's token expires; the row is useless after that and is pruned. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("revoked_sessions_expires_idx").on(table.expiresAt),
    index("revoked_sessions_revoked_idx").on(table.revokedAt),
  ],
);

/** The kit-owned tables; the kit's migrations (db/migrations, from drizzle.config.ts) create them in every service. */
export const messagingTables = { outbox, inbox, revokedSessions };
