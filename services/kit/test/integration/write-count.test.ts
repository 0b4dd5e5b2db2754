import { sql } from "drizzle-orm";
import { pgTable, serial } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { testDatabase } from "../../src/testing/test-database.ts";

const postgres = testDatabase("kit_write_count");
const visitsTable = pgTable("visits", { id: serial("id").primaryKey() });

// Subgraphs share a public read's answer only while their store's write count stands still: every
// way a change reaches PostgreSQL through the pool must move it, and reads must not.
postgres.describe("counting a store's writes", (open) => {
  it("moves for a write and again at its transaction's commit, not for reads or a transaction that wrote nothing", async () => {
    const database = await open();
    try {
      const { db } = database;
      await db.execute(sql`create table shelf (id int primary key, name text)`);
      await db.execute(sql`create table visits (id serial primary key)`);
      const moved = async (change: () => Promise<unknown>, ignoring?: string[]) => {
        const before = database.writes(ignoring);
        await change();
        return database.writes(ignoring) - before;
      };

      expect(await moved(() => db.execute(sql`select count(*) from shelf`))).toBe(0);
      expect(await moved(() => db.execute(sql`insert into shelf values (1, 'Blue Dream')`))).toBe(1);
      expect(
        await moved(() => db.execute(sql`with gone as (delete from shelf where id = 1 returning id) select * from gone`)),
      ).toBe(1);
      expect(await moved(() => db.execute(sql`select 1; delete from shelf`))).toBe(1);
      expect(await moved(() => db.transaction((tx) => tx.execute(sql`select * from shelf`)))).toBe(0);

      let duringTransaction = 0;
      const inTransaction = await moved(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into shelf values (2, 'Sour Diesel')`);
          // A savepoint rolled back keeps the transaction, and its earlier write, to commit.
          await tx.transaction(async (inner) => inner.rollback()).catch(() => {});
          duringTransaction = database.writes();
        }),
      );
      expect(inTransaction).toBe(2);
      // The commit, after which others can read the row, moved it once more.
      expect(database.writes()).toBe(duringTransaction + 1);

      const rolledBack = () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into shelf values (3, 'Gelato')`);
          throw new Error("changed its mind");
        });
      expect(await moved(() => rolledBack().catch(() => {}))).toBe(1); // the insert alone: no commit

      // Writes to a table a reader sets aside leave its count standing, commit and all.
      const visit = () => db.transaction((tx) => tx.insert(visitsTable).values({}));
      expect(await moved(visit, ["visits"])).toBe(0);
      expect(await moved(visit)).toBe(2);
      expect(await moved(() => db.execute(sql`insert into shelf values (4, 'Runtz')`), ["visits"])).toBe(1);
    } finally {
      await database.close();
    }
  });
});
