import { describe, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { startTestPostgres, type TestPostgres, testPostgresUnavailable } from "./postgres-server.ts";

export type DatabaseKind = readonly [label: string, open: () => Promise<Database>];

/**
 * The two stores every store-touching test runs against, for `describe.each(stores.kinds)`:
 * PGlite in memory, and a fresh database on a real PostgreSQL server that starts on first use.
 * Call `stores.stop` in `afterAll`.
 */
export function testDatabaseKinds(prefix: string): { kinds: DatabaseKind[]; stop(): Promise<void> } {
  let server: Promise<TestPostgres> | undefined;
  const unavailable = testPostgresUnavailable();
  if (unavailable) {
    // A visible skip, named with its reason in the summary; never a silent one.
    describe(`${prefix} on PostgreSQL`, () => it.skip(`skipped: ${unavailable}`, () => {}));
  }
  const kinds: DatabaseKind[] = [["PGlite", () => openDatabase({})]];
  if (!unavailable) {
    kinds.push([
      "PostgreSQL",
      async () => {
        server ??= startTestPostgres();
        return openDatabase({ url: await (await server).createDatabase(prefix) });
      },
    ]);
  }
  return {
    kinds,
    async stop() {
      if (server) await (await server).stop();
    },
  };
}
