import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { UserRegisteredSchema } from "@highcotton/proto";
import { and, eq } from "drizzle-orm";
import { Kafka, logLevel } from "kafkajs";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventBus } from "../../src/bus/event-bus.ts";
import { KafkaBus, type KafkaBusOptions } from "../../src/bus/kafka-bus.ts";
import type { Database } from "../../src/db/database.ts";
import { inbox, outbox } from "../../src/db/messaging-tables.ts";
import { EventConsumer } from "../../src/events/event-consumer.ts";
import { publishEvent } from "../../src/events/outbox.ts";
import { OutboxRelay } from "../../src/events/outbox-relay.ts";
import { startTestKafka } from "../../src/testing/kafka-broker.ts";
import { testDatabase } from "../../src/testing/test-database.ts";
import { describeEventBusContract, eventually, publishUntilAccepted } from "../contract/event-bus.contract.ts";
import { accounts, effects } from "../fixtures/schema.ts";

// Decided while the file is collected, so a missing Kafka shows as a named skip. The first run
// may fetch the broker's jars from Maven Central here; later runs start it from the cache.
const kafka = await startTestKafka();
const migrations = new URL("../fixtures/migrations", import.meta.url).pathname;
const logger = pino({ level: "silent" });
const deliveryTimeoutMs = 60_000;

if ("skip" in kafka) {
  console.warn(`Kafka bus tests skipped: ${kafka.skip}`);
  describe.skip(`KafkaBus (skipped: ${kafka.skip})`, () => {
    it("needs a Kafka broker", () => {});
  });
} else {
  const { brokers } = kafka;
  const openBus = (options: Partial<KafkaBusOptions> = {}) =>
    new KafkaBus({ brokers, clientId: "highcotton-test", logger, ...options });

  afterAll(async () => {
    await kafka.stop();
  }, 60_000);

  describeEventBusContract("kafka", async () => openBus(), { deliveryTimeoutMs });

  describe("KafkaBus", () => {
    it("redelivers a message after kafkajs gives up retrying and restarts the consumer", async () => {
      const lines: string[] = [];
      const capture = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const bus = openBus({
        logger: pino({ level: "warn" }, capture),
        retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 200 },
      });
      try {
        const topic = `highcotton.test.v1.Restarted_${randomUUID().slice(0, 8)}`;
        let failuresLeft = 5; // more than one round of retries: the consumer crashes and restarts
        const handled: string[] = [];
        await bus.subscribe(`restarting_${randomUUID().slice(0, 8)}`, [topic], async (delivered) => {
          const body = new TextDecoder().decode(delivered.value);
          // A TypeError, which kafkajs on its own would treat as unrecoverable and stop consuming.
          if (body === "first" && failuresLeft-- > 0) throw new TypeError("still failing");
          handled.push(body);
        });
        await bus.publish({ topic, key: "k", value: new TextEncoder().encode("first") });
        await bus.publish({ topic, key: "k", value: new TextEncoder().encode("second") });
        await eventually(() => handled.includes("second"), deliveryTimeoutMs, "the message after the failing one");
        expect(handled).toEqual(["first", "second"]);
        expect(lines.some((line) => line.includes("Restarting the consumer"))).toBe(true);
      } finally {
        await bus.close();
      }
    });

    it("creates missing topics when five buses, as five services starting at once, race for them", async () => {
      const buses = Array.from({ length: 5 }, () => openBus());
      try {
        const topics = Array.from({ length: 4 }, (_, index) => `highcotton.test.v1.Started${index}_${randomUUID().slice(0, 8)}`);
        const value = new Uint8Array([1]);
        await Promise.all(buses.flatMap((bus) => topics.map((topic) => bus.publish({ topic, key: "k", value }))));
        const admin = new Kafka({ brokers, clientId: "highcotton-test", logLevel: logLevel.NOTHING }).admin();
        await admin.connect();
        const metadata = await admin.fetchTopicMetadata({ topics });
        await admin.disconnect();
        expect(metadata.topics.map((topic) => topic.partitions.length)).toEqual([3, 3, 3, 3]);
      } finally {
        await Promise.all(buses.map((bus) => bus.close()));
      }
    });

    it("creates a missing topic with three partitions even when publishes from two buses race for it", async () => {
      const bus = openBus();
      try {
        const topic = `highcotton.test.v1.Raced_${randomUUID().slice(0, 8)}`;
        const other = openBus();
        const value = new Uint8Array([1]);
        await Promise.all([
          ...Array.from({ length: 5 }, () => bus.publish({ topic, key: "k", value })),
          ...Array.from({ length: 5 }, () => other.publish({ topic, key: "k", value })),
        ]);
        await other.close();
        const admin = new Kafka({ brokers, clientId: "highcotton-test", logLevel: logLevel.NOTHING }).admin();
        await admin.connect();
        const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
        await admin.disconnect();
        expect(topics[0]?.partitions).toHaveLength(3);
      } finally {
        await bus.close();
      }
    });
  });

  const postgres = testDatabase("kit_kafka");

  postgres.describe("outbox → relay → KafkaBus → consumer inbox", (open) => {
    let database: Database;
    let bus: EventBus;
    let relay: OutboxRelay;
    let consumer: EventConsumer;

    beforeAll(async () => {
      database = await open();
      await database.migrate(migrations);
      bus = openBus();
      consumer = new EventConsumer({ name: `ledger_${randomUUID().slice(0, 8)}`, database, logger, retryBaseMs: 5 }).on(
        UserRegisteredSchema,
        async (event, tx) => {
          await tx
            .insert(effects)
            .values({ eventId: event.id, aggregateId: event.aggregateId, position: Number(event.data.username) });
        },
      );
      await consumer.subscribeTo(bus);
      relay = new OutboxRelay({ database, bus, logger, name: "kafka-e2e", retryBaseMs: 5 });
      await relay.start();
    }, 600_000);

    afterAll(async () => {
      consumer?.stop();
      await relay?.stop();
      await bus?.close();
      await database?.close();
    }, 60_000);

    /** Registers a user and records its event in the same transaction, as a use case does. */
    const register = (userId: string, position: number) =>
      database.db.transaction(async (tx) => {
        await tx.insert(accounts).values({ id: `${userId}-${position}`, name: userId });
        return publishEvent(tx, {
          schema: UserRegisteredSchema,
          aggregateId: userId,
          data: { userId, username: String(position) },
        });
      });

    // Other runs against a shared KAFKA_BROKERS cluster may have left events on this topic, so
    // every check looks only at this test's event ids.
    const effectsOf = (eventId: string) => database.db.select().from(effects).where(eq(effects.eventId, eventId));

    it("applies a committed event's effect exactly once, even when the envelope is published twice", async () => {
      const userId = `user_${randomUUID().slice(0, 8)}`;
      const eventId = await register(userId, 1);
      await eventually(async () => (await effectsOf(eventId)).length === 1, deliveryTimeoutMs, "the consumer's effect");
      // The relay marks the row once Kafka has acknowledged it, which may be after the consumer
      // has already applied the event.
      const outboxRow = async () => (await database.db.select().from(outbox).where(eq(outbox.id, eventId)))[0];
      await eventually(
        async () => (await outboxRow())?.status === "delivered",
        deliveryTimeoutMs,
        "the outbox row marked delivered",
      );
      const row = await outboxRow();
      if (!row) throw new Error(`outbox row ${eventId} is missing`);

      // The relay may publish a row twice (a crash between publish and marking it delivered).
      await publishUntilAccepted(bus, { topic: row.eventType, key: row.aggregateId, value: row.envelope });
      // A later event of the same aggregate travels the same partition, so once its effect shows,
      // the duplicate before it has been consumed too.
      const laterId = await register(userId, 2);
      await eventually(async () => (await effectsOf(laterId)).length === 1, deliveryTimeoutMs, "the later event's effect");

      expect(await effectsOf(eventId)).toHaveLength(1);
      const claims = await database.db
        .select()
        .from(inbox)
        .where(and(eq(inbox.consumer, consumer.name), eq(inbox.eventId, eventId)));
      expect(claims).toMatchObject([{ status: "processed", attempts: 1 }]);
    });
  });
}
