import { type Database, openDatabase } from "../db/database.ts";
import { startTestPostgres, type TestPostgres } from "./postgres-server.ts";

export type DatabaseKind = readonly [label: string, open: () => Promise<Database>];

/**
 * The two stores every store-touching test runs against, for `describe.each(stores.kinds)`:
 * PGlite in memory, and a fresh database on a real PostgreSQL server that starts on first use.
 * Call `stores.stop` in `afterAll`.
 */
export function testDatabaseKinds(prefix: string): { kinds: DatabaseKind[]; stop(): Promise<void> } {
  let server: Promise<TestPostgres> | undefined;
  return {
    kinds: [
      ["PGlite", () => openDatabase({})],
      [
        "PostgreSQL",
        async () => {
          server ??= startTestPostgres();
          return openDatabase({ url: await (await server).createDatabase(prefix) });
        },
      ],
    ],
    async stop() {
      if (server) await (await server).stop();
    },
  };
}
