import { UserRegisteredSchema } from "@highcotton/proto";
import { it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { publishEvent } from "../../src/events/outbox.ts";
import { type RunningService, type ServiceDefinition, startService } from "../../src/runtime/service.ts";
import { testServiceDeps } from "../../src/testing/service-deps.ts";
import { testDatabase } from "../../src/testing/test-database.ts";

const migrations = new URL("../fixtures/migrations", import.meta.url).pathname;
const HOUR = 60 * 60 * 1000;

/** A service whose one job runs hourly and follows UserRegistered; it counts its runs. */
function countingService(name: string, options: { consumes: boolean }) {
  const runs = { count: 0 };
  const definition: ServiceDefinition = {
    name,
    typeDefs: "type Query { runs: Int! }",
    migrationsFolder: migrations,
    build: ({ consumer }) => {
      if (options.consumes) consumer.on(UserRegisteredSchema, async () => {});
      return {
        resolvers: { Query: { runs: () => runs.count } },
        jobs: [
          {
            name: `${name}-count`,
            everyMs: HOUR,
            wakeOn: [UserRegisteredSchema],
            run: async () => {
              runs.count++;
            },
          },
        ],
      };
    },
  };
  return { definition, runs };
}

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const postgres = testDatabase("kit-jobs");

postgres.describe("scheduled jobs", (open) => {
  it("runs a job at start, then at once when an event it follows is published here or consumed here, not only at its interval", async () => {
    const deps = testServiceDeps();
    const databases: Database[] = [await open(), await open()];
    const publisher = countingService("publisher", { consumes: false });
    const follower = countingService("follower", { consumes: true });
    const running: RunningService[] = [];
    try {
      running.push(await startService(publisher.definition, { ...deps, database: databases[0] as Database }));
      running.push(await startService(follower.definition, { ...deps, database: databases[1] as Database }));
      await until(() => publisher.runs.count === 1 && follower.runs.count === 1, "the first run of each job");

      await (databases[0] as Database).db.transaction((tx) =>
        publishEvent(tx, { schema: UserRegisteredSchema, aggregateId: "u1", data: { userId: "u1", username: "u1" } }),
      );
      // Published by the publisher's relay and handled by the follower's consumer: both jobs wake.
      await until(() => publisher.runs.count === 2 && follower.runs.count === 2, "a run woken by UserRegistered");
    } finally {
      for (const service of running.reverse()) await service.stop();
      for (const database of databases) await database.close();
    }
  });
});
