import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrateServiceStore } from "../../src/db/kit-migrations.ts";
import { testDatabase } from "../../src/testing/test-database.ts";

const postgres = testDatabase("kitmigrations");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A service with no migrations of its own yet, as a new service starts. */
function emptyMigrationsFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "highcotton-migrations-"));
  folders.push(folder);
  mkdirSync(join(folder, "meta"));
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ version: "7", dialect: "postgresql", entries: [] }));
  return folder;
}

const tables = async (database: Database) => {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  return result.rows.map((row) => row.table_name);
};

postgres.describe("the kit's messaging tables", (open) => {
  it("are created in a new service's database by the kit's migrations, once", async () => {
    const database = await open();
    try {
      const folder = emptyMigrationsFolder();
      await migrateServiceStore(database, folder);
      await migrateServiceStore(database, folder);
      expect(await tables(database)).toEqual(["inbox", "operator_actions", "outbox", "revoked_sessions"]);
      await database.db.execute(sql`insert into revoked_sessions (session_id, expires_at) values ('s1', now())`);
    } finally {
      await database.close();
    }
  });

  it("are left as they are where a service's own first migration already made them", async () => {
    const database = await open();
    try {
      // The fixture service's migration creates outbox and inbox itself, as identity's and catalog's do.
      await migrateServiceStore(database, new URL("../fixtures/migrations", import.meta.url).pathname);
      expect(await tables(database)).toEqual(["accounts", "effects", "inbox", "operator_actions", "outbox", "revoked_sessions"]);
    } finally {
      await database.close();
    }
  });
});
