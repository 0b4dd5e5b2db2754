import { UserRegisteredSchema } from "@highcotton/proto";
import { trace } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { pino } from "pino";
import { beforeEach, expect, it } from "vitest";
import { InProcessBus } from "../../src/bus/in-process-bus.ts";
import type { Database } from "../../src/db/database.ts";
import { outbox } from "../../src/db/messaging-tables.ts";
import { openEnvelope } from "../../src/events/envelope.ts";
import { EventConsumer } from "../../src/events/event-consumer.ts";
import { publishEvent } from "../../src/events/outbox.ts";
import { OutboxRelay } from "../../src/events/outbox-relay.ts";
import { startTracing, type Tracing, tracer, tracingEnabled } from "../../src/telemetry/tracing.ts";
import { testDatabase } from "../../src/testing/test-database.ts";
import { accounts } from "../fixtures/schema.ts";

const migrations = new URL("../fixtures/migrations", import.meta.url).pathname;
const logger = pino({ level: "silent" });
const TYPE = UserRegisteredSchema.typeName;

const postgres = testDatabase("kit");

postgres.describe("trace context through outbox → relay → bus → consumer", (open) => {
  let database: Database;
  let tracing: Tracing | null;

  beforeEach(async () => {
    database = await open();
    await database.migrate(migrations);
    tracing = null;
    return async () => {
      await tracing?.stop();
      await database.close();
    };
  });

  /** Registers an account and its event in one transaction, relays it and has a consumer handle it. */
  async function registerAndDeliver(): Promise<{ spanActiveInHandler: boolean }> {
    let spanActiveInHandler = false;
    const bus = new InProcessBus();
    const consumer = new EventConsumer({ name: "ledger", database, logger }).on(UserRegisteredSchema, async (event, tx) => {
      spanActiveInHandler = trace.getActiveSpan() !== undefined;
      await tx.insert(accounts).values({ id: `copy-${event.aggregateId}`, name: event.data.username });
    });
    await consumer.subscribeTo(bus);
    await database.db.transaction(async (tx) => {
      await tx.insert(accounts).values({ id: "ada", name: "ada" });
      await publishEvent(tx, { schema: UserRegisteredSchema, aggregateId: "ada", data: { userId: "ada", username: "ada" } });
    });
    await new OutboxRelay({ database, bus, logger, name: "test" }).drain();
    return { spanActiveInHandler };
  }

  const storedEnvelope = async () => {
    const [row] = await database.db.select({ envelope: outbox.envelope }).from(outbox);
    return openEnvelope(row?.envelope ?? new Uint8Array());
  };

  it("records nothing and carries no context when tracing is not configured", async () => {
    tracing = await startTracing({ serviceName: "test", env: {} });
    expect(tracing).toBeNull();
    expect(tracingEnabled()).toBe(false);

    const { spanActiveInHandler } = await tracer().startActiveSpan("checkout", async (span) => {
      try {
        return await registerAndDeliver();
      } finally {
        span.end();
      }
    });

    expect(spanActiveInHandler).toBe(false);
    const envelope = await storedEnvelope();
    expect(envelope.traceparent).toBe("");
    expect(envelope.tracestate).toBe("");
  });

  it("follows an event from the request that published it to the consumer's SQL in one trace", async () => {
    const exporter = new InMemorySpanExporter();
    tracing = await startTracing({ serviceName: "test", exporter, env: {} });

    await tracer().startActiveSpan("checkout", async (span) => {
      try {
        await registerAndDeliver();
      } finally {
        span.end();
      }
    });

    const spans = exporter.getFinishedSpans();
    const named = (name: string) => spans.find((span) => span.name === name) as ReadableSpan;
    const checkout = named("checkout");
    const send = named(`send ${TYPE}`);
    const process = named(`process ${TYPE}`);
    expect(checkout && send && process).toBeTruthy();
    const traceId = checkout.spanContext().traceId;
    expect((await storedEnvelope()).traceparent).toContain(traceId);
    expect(send.spanContext().traceId).toBe(traceId);
    expect(process.spanContext().traceId).toBe(traceId);

    const parentOf = (span: ReadableSpan) => spans.find((other) => other.spanContext().spanId === span.parentSpanContext?.spanId);
    const ancestors = (span: ReadableSpan): string[] => {
      const parent = parentOf(span);
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    expect(ancestors(send)).toEqual(["checkout"]);
    expect(ancestors(process)).toContain("checkout");
    // The handler's SQL (pg's instrumentation) hangs under the consumer's span.
    const consumerSql = spans.filter((span) => span.parentSpanContext?.spanId === process.spanContext().spanId);
    expect(
      consumerSql.some(
        (span) => span.attributes["db.system.name"] === "postgresql" || span.attributes["db.system"] === "postgresql",
      ),
    ).toBe(true);
  });
});
