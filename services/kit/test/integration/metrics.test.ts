import { UserRegisteredSchema } from "@highcotton/proto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadBaseConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import { publishEvent } from "../../src/events/outbox.ts";
import { createHttpServer } from "../../src/http/http-server.ts";
import { createLogger } from "../../src/logger.ts";
import { type RunningService, type ServiceDefinition, startService } from "../../src/runtime/service.ts";
import { metricsAccess } from "../../src/telemetry/metrics-endpoint.ts";
import { testServiceDeps } from "../../src/testing/service-deps.ts";
import { testDatabase } from "../../src/testing/test-database.ts";

const migrations = new URL("../fixtures/migrations", import.meta.url).pathname;

const service = (name: string, consumes: boolean): ServiceDefinition => ({
  name,
  typeDefs: "type Query { ping: String! }",
  migrationsFolder: migrations,
  build: ({ consumer }) => {
    if (consumes) consumer.on(UserRegisteredSchema, async () => {});
    return { resolvers: { Query: { ping: () => "pong" } } };
  },
});

/** The sum of a metric's samples whose labels include `labels`, from the Prometheus text format. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}

const until = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const postgres = testDatabase("kit-metrics");

postgres.describe("metrics", (open) => {
  it("counts requests per route, operations per name and pool waits, and shows an outbox event pending, relayed and consumed", async () => {
    const deps = testServiceDeps();
    const databases: Database[] = [await open(), await open()];
    const [publisherStore, followerStore] = databases as [Database, Database];
    const running: RunningService[] = [];
    const server = createHttpServer({
      logger: createLogger({ name: "test", level: "silent" }),
      metrics: metricsAccess(loadBaseConfig({}), "metrics-test"),
    });
    const scrape = async () => (await server.inject({ method: "GET", url: "/metrics" })).body;
    try {
      const publisher = await startService(service("publisher", false), { ...deps, database: publisherStore });
      running.push(publisher, await startService(service("follower", true), { ...deps, database: followerStore }));

      await server.inject({ method: "GET", url: "/healthz" });
      await server.inject({ method: "GET", url: "/healthz" });
      await server.inject({ method: "GET", url: "/stores/7d3c1f5e-0000-4000-8000-000000000000" });
      await publisher.subgraph.execute({ query: "query Ping { ping }" }, {});
      await publisher.subgraph.execute({ query: "query Broken { nothing }" }, {});

      // The relay is held back, so the event waits in the outbox.
      await publisher.relay.stop();
      await publisherStore.db.transaction((tx) =>
        publishEvent(tx, { schema: UserRegisteredSchema, aggregateId: "u1", data: { userId: "u1", username: "u1" } }),
      );
      const held = await scrape();
      const http = { part: "metrics-test", method: "GET" };
      expect(sampleOf(held, "http_server_request_duration_seconds_count", { ...http, route: "/healthz", status: "200" })).toBe(2);
      // An unknown URL is one series, whatever its path: no ids in labels.
      expect(sampleOf(held, "http_server_request_duration_seconds_count", { ...http, route: "unmatched", status: "404" })).toBe(
        1,
      );
      const operation = { part: "publisher", type: "query" };
      expect(sampleOf(held, "graphql_operation_duration_seconds_count", { ...operation, operation: "Ping", outcome: "ok" })).toBe(
        1,
      );
      expect(
        sampleOf(held, "graphql_operation_duration_seconds_count", { ...operation, operation: "Broken", outcome: "error" }),
      ).toBe(1);
      expect(sampleOf(held, "outbox_pending_events", { service: "publisher" })).toBe(1);
      expect(sampleOf(held, "outbox_oldest_pending_age_seconds", { service: "publisher" })).toBeGreaterThanOrEqual(0);
      expect(sampleOf(held, "outbox_pending_events", { service: "follower" })).toBe(0);
      const answer = (await publisherStore.db.execute(sql`select current_database() as name`)) as {
        rows: Array<{ name: string }>;
      };
      const store = String(answer.rows[0]?.name);
      expect(sampleOf(held, "db_pool_connections", { service: store })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(held, "db_pool_max_connections", { service: store })).toBe(10);
      expect(sampleOf(held, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
      // Two more queries than the pool's 10 connections: at least two wait for one.
      const waitsBefore = sampleOf(held, "db_pool_wait_seconds_count", { service: store }) ?? 0;
      await Promise.all(Array.from({ length: 12 }, () => publisherStore.db.execute(sql`select pg_sleep(0.05)`)));
      expect(sampleOf(await scrape(), "db_pool_wait_seconds_count", { service: store })).toBeGreaterThanOrEqual(waitsBefore + 2);

      await publisher.relay.start();
      const consumed = { service: "follower", event_type: UserRegisteredSchema.typeName };
      await until(
        async () => sampleOf(await scrape(), "events_consumed_total", { ...consumed, outcome: "processed" }) === 1,
        "the follower's consumer processing the event",
      );
      const delivered = await scrape();
      expect(sampleOf(delivered, "event_delivery_seconds_count", consumed)).toBe(1);
      expect(sampleOf(delivered, "event_consumer_in_flight", { service: "follower" })).toBe(0);
      expect(sampleOf(delivered, "outbox_pending_events", { service: "publisher" })).toBe(0);
      expect(sampleOf(delivered, "outbox_oldest_pending_age_seconds", { service: "publisher" })).toBe(0);
      expect(
        sampleOf(delivered, "outbox_relayed_events_total", {
          service: "publisher",
          event_type: UserRegisteredSchema.typeName,
          outcome: "delivered",
        }),
      ).toBe(1);
    } finally {
      await server.close();
      for (const started of running.reverse()) await started.stop();
      for (const database of databases) await database.close();
    }
  });
});
