import { UserRegisteredSchema } from "@highcotton/proto";
import { asc, eq } from "drizzle-orm";
import { pino } from "pino";
import { beforeEach, expect, it } from "vitest";
import { type BusMessage, BusUnavailableError, type EventBus } from "../../src/bus/event-bus.ts";
import { InProcessBus } from "../../src/bus/in-process-bus.ts";
import type { Database } from "../../src/db/database.ts";
import { inbox, outbox } from "../../src/db/messaging-tables.ts";
import { openEnvelope, readEvent } from "../../src/events/envelope.ts";
import { EventConsumer } from "../../src/events/event-consumer.ts";
import { publishEvent } from "../../src/events/outbox.ts";
import { OutboxRelay } from "../../src/events/outbox-relay.ts";
import { testDatabase } from "../../src/testing/test-database.ts";
import { accounts, effects } from "../fixtures/schema.ts";

const migrations = new URL("../fixtures/migrations", import.meta.url).pathname;
const logger = pino({ level: "silent" });

const until = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Writes an account and its event in one transaction, as a use case would. */
async function registerAccount(database: Database, id: string, position: number) {
  await database.db.transaction(async (tx) => {
    await tx.insert(accounts).values({ id: `${id}-${position}`, name: id });
    await publishEvent(tx, {
      schema: UserRegisteredSchema,
      aggregateId: id,
      data: { userId: id, username: `${id}#${position}` },
    });
  });
}

const positionOf = (username: string) => Number(username.split("#")[1]);

const postgres = testDatabase("kit");

postgres.describe("outbox → relay → bus → inbox", (open) => {
  let database: Database;
  let relays: OutboxRelay[];

  beforeEach(async () => {
    database = await open();
    await database.migrate(migrations);
    relays = [];
    return async () => {
      for (const relay of relays) await relay.stop();
      await database.close();
    };
  });

  const relayTo = (bus: EventBus, options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) => {
    const relay = new OutboxRelay({ database, bus, logger, name: "test", retryBaseMs: 5, ...options });
    relays.push(relay);
    return relay;
  };

  const consumerRecordingEffects = (onEvent: (username: string) => void = () => {}) =>
    new EventConsumer({ name: "ledger", database, logger, retryBaseMs: 5 }).on(UserRegisteredSchema, async (event, tx) => {
      await tx.insert(effects).values({
        eventId: event.id,
        aggregateId: event.aggregateId,
        position: positionOf(event.data.username),
      });
      onEvent(event.data.username);
    });

  const effectRows = () => database.db.select().from(effects).orderBy(asc(effects.id));

  it("never delivers an event whose transaction rolled back", async () => {
    const bus = new InProcessBus();
    await consumerRecordingEffects().subscribeTo(bus);
    await expect(
      database.db.transaction(async (tx) => {
        await publishEvent(tx, { schema: UserRegisteredSchema, aggregateId: "ghost", data: { userId: "ghost" } });
        throw new Error("business rule failed");
      }),
    ).rejects.toThrow("business rule failed");
    await registerAccount(database, "alice", 1);
    const relay = relayTo(bus);
    await relay.drain();
    expect((await effectRows()).map((row) => row.aggregateId)).toEqual(["alice"]);
    expect(await database.db.select().from(outbox)).toHaveLength(1);
  });

  it("wakes on commit without waiting for a poll", async () => {
    const bus = new InProcessBus();
    await consumerRecordingEffects().subscribeTo(bus);
    const relay = relayTo(bus, { idlePollMs: 60_000 });
    await relay.start();
    await new Promise((resolve) => setTimeout(resolve, 50)); // let it go idle
    await registerAccount(database, "prompt", 1);
    await until(async () => (await effectRows()).length === 1, 5_000);
  });

  it("gives a consumer that failed midway the event again, and applies its effect once", async () => {
    const bus = new InProcessBus();
    let calls = 0;
    const consumer = new EventConsumer({ name: "ledger", database, logger, retryBaseMs: 5 }).on(
      UserRegisteredSchema,
      async (event, tx) => {
        calls++;
        await tx.insert(effects).values({ eventId: event.id, aggregateId: event.aggregateId, position: 1 });
        if (calls === 1) throw new Error("crashed after writing half the effect");
      },
    );
    await consumer.subscribeTo(bus);
    await registerAccount(database, "bob", 1);
    await relayTo(bus).drain();
    expect(calls).toBe(2);
    expect(await effectRows()).toHaveLength(1);
    const [row] = await database.db.select().from(inbox);
    expect(row).toMatchObject({ consumer: "ledger", status: "processed", attempts: 2 });
  });

  it("applies a redelivered event once", async () => {
    const consumer = consumerRecordingEffects();
    await registerAccount(database, "carol", 1);
    const [row] = await database.db.select().from(outbox);
    expect(await consumer.handle(row!.envelope)).toBe("processed");
    expect(await consumer.handle(row!.envelope)).toBe("duplicate");
    expect(await effectRows()).toHaveLength(1);
  });

  it("delivers everything pending after a restart mid-stream, in order per aggregate", async () => {
    const delivered: BusMessage[] = [];
    let relayToStop: OutboxRelay | undefined;
    const bus: EventBus = {
      kind: "in-process",
      async publish(message) {
        delivered.push(message);
        if (delivered.length === 7) void relayToStop?.stop(); // stop partway through the stream
      },
      async subscribe() {},
      async close() {},
    };
    for (let position = 1; position <= 10; position++) {
      for (const id of ["dave", "erin", "frank"]) await registerAccount(database, id, position);
    }
    relayToStop = relayTo(bus, { batchSize: 4 });
    await relayToStop.start();
    await until(async () => !relayToStop?.isRunning);
    const pendingAfterStop = await database.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(pendingAfterStop.length).toBeGreaterThan(0);

    const restarted = relayTo(bus);
    await restarted.start();
    await until(async () => (await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).length === 0);

    const consumer = consumerRecordingEffects();
    for (const message of delivered) await consumer.handle(message.value);
    const rows = await effectRows();
    for (const id of ["dave", "erin", "frank"]) {
      const positions = rows.filter((row) => row.aggregateId === id).map((row) => row.position);
      expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it("parks a message the bus keeps refusing and goes on with the rest", async () => {
    const published: string[] = [];
    const bus: EventBus = {
      kind: "in-process",
      async publish(message) {
        if (message.key === "poison") throw new Error("message too large");
        published.push(message.key);
      },
      async subscribe() {},
      async close() {},
    };
    await registerAccount(database, "poison", 1);
    await registerAccount(database, "grace", 1);
    await registerAccount(database, "heidi", 1);
    const relay = relayTo(bus, { maxAttempts: 3 });
    await relay.start();
    await until(async () => (await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).length === 0);
    expect(published.sort()).toEqual(["grace", "heidi"]);
    const [parked] = await database.db.select().from(outbox).where(eq(outbox.status, "parked"));
    expect(parked).toMatchObject({ aggregateId: "poison", attempts: 3, lastError: "message too large" });
  });

  it("parks an event whose handler keeps failing, and handles the others", async () => {
    const bus = new InProcessBus();
    const consumer = new EventConsumer({ name: "ledger", database, logger, maxAttempts: 3, retryBaseMs: 5 }).on(
      UserRegisteredSchema,
      async (event, tx) => {
        if (event.aggregateId === "poison") throw new Error("cannot handle this one");
        await tx.insert(effects).values({ eventId: event.id, aggregateId: event.aggregateId, position: 1 });
      },
    );
    await consumer.subscribeTo(bus);
    await registerAccount(database, "poison", 1);
    await registerAccount(database, "ivan", 1);
    await relayTo(bus).drain();
    expect((await effectRows()).map((row) => row.aggregateId)).toEqual(["ivan"]);
    const parked = await database.db.select().from(inbox).where(eq(inbox.status, "parked"));
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ attempts: 3, lastError: "cannot handle this one" });
    expect(await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).toHaveLength(0);
  });

  it("parks nothing when the bus was away for many attempts, and delivers every row once, in order per aggregate, when it is back", async () => {
    // Like a broker that is down: every send fails, slowly, until it is back.
    let away = true;
    let refusals = 0;
    const sent: string[] = [];
    const bus: EventBus = {
      kind: "kafka",
      async publish(message) {
        await new Promise((resolve) => setTimeout(resolve, away ? 15 : 1));
        if (away) {
          refusals++;
          throw new BusUnavailableError("Kafka is unavailable: connect ECONNREFUSED", { cause: new Error("ECONNREFUSED") });
        }
        const { username } = readEvent(UserRegisteredSchema, openEnvelope(message.value)).data;
        sent.push(`${message.key}#${positionOf(username)}`);
      },
      async subscribe() {},
      async close() {},
    };
    const ids = ["mia", "noah", "olga", "pete"];
    const relay = relayTo(bus, { maxAttempts: 2, retryBaseMs: 2, idlePollMs: 20 });
    await relay.start();
    for (let position = 1; position <= 6; position++) {
      for (const id of ids) await registerAccount(database, id, position);
      await new Promise((resolve) => setTimeout(resolve, 20)); // rows arrive across the relay's passes
    }
    await until(async () => refusals >= 5 * ids.length); // each aggregate refused far past maxAttempts
    away = false;
    for (const id of ids) await registerAccount(database, id, 7);
    await until(async () => (await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).length === 0);
    for (const id of ids) {
      expect(sent.filter((entry) => entry.startsWith(`${id}#`))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `${id}#${n}`));
    }
    expect(await database.db.select().from(outbox).where(eq(outbox.status, "parked"))).toEqual([]);
  });

  it("marks the rows around a failing one delivered, and retries only the failing one's aggregate in order", async () => {
    const published: string[] = [];
    let refused = false;
    const bus: EventBus = {
      kind: "in-process",
      async publish(message) {
        if (message.key === "judy" && !refused) {
          refused = true;
          throw new Error("broker unavailable");
        }
        published.push(`${message.key}@${published.filter((key) => key.startsWith(`${message.key}@`)).length + 1}`);
      },
      async subscribe() {},
      async close() {},
    };
    await registerAccount(database, "ken", 1);
    await registerAccount(database, "judy", 1);
    await registerAccount(database, "judy", 2);
    await registerAccount(database, "liz", 1);
    const relay = relayTo(bus);
    await relay.start();
    await until(async () => (await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).length === 0);
    expect(published.filter((entry) => entry.startsWith("judy"))).toEqual(["judy@1", "judy@2"]);
    expect(published.sort()).toEqual(["judy@1", "judy@2", "ken@1", "liz@1"]);
    const rows = await database.db.select().from(outbox).orderBy(asc(outbox.seq));
    expect(rows.map((row) => [row.aggregateId, row.status, row.attempts])).toEqual([
      ["ken", "delivered", 0],
      ["judy", "delivered", 1],
      ["judy", "delivered", 0],
      ["liz", "delivered", 0],
    ]);
  });
});
