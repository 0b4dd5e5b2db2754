import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { testDatabase } from "../../src/testing/test-database.ts";

const postgres = testDatabase("kit_listen");
const CHANNEL = "kit_listen_test";

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// The outbox relay and the dashboards' lead changes wake on NOTIFY; a restart of PostgreSQL or a
// failover must not leave them deaf until the part restarts.
postgres.describe("listening for notices", (open) => {
  it("listens again after its connection drops, says so with an empty notice, and hears what comes after", async () => {
    const database = await open();
    const heard: string[] = [];
    const unlisten = await database.listen(CHANNEL, (payload) => heard.push(payload));
    try {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, 'before')`);
      await until(() => heard.includes("before"));

      // The server ends the listening session, as a restart would.
      const ended = (await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query like ${`LISTEN %${CHANNEL}%`} and pid <> pg_backend_pid()`,
      )) as unknown as { rows: unknown[] };
      expect(ended.rows).toHaveLength(1);
      await until(() => heard.includes(""));

      await database.db.execute(sql`select pg_notify(${CHANNEL}, 'after')`);
      await until(() => heard.includes("after"));
      expect(heard).toEqual(["before", "", "after"]);
    } finally {
      await unlisten();
      await database.close();
    }
  });
});
