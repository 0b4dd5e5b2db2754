import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { testDatabase } from "../../src/testing/test-database.ts";

const postgres = testDatabase("kit_write_count");

// Subgraphs share a public read's answer only while their store's write count stands still: every
// way a change reaches PostgreSQL through the pool must move it, and reads must not.
postgres.describe("counting a store's writes", (open) => {
  it("moves for a write alone and a transaction's commit, not for reads or a rollback's reads", async () => {
    const database = await open();
    try {
      const { db } = database;
      await db.execute(sql`create table shelf (id int primary key, name text)`);
      const moved = async (change: () => Promise<unknown>) => {
        const before = database.writes();
        await change();
        return database.writes() - before;
      };

      expect(await moved(() => db.execute(sql`select count(*) from shelf`))).toBe(0);
      expect(await moved(() => db.execute(sql`insert into shelf values (1, 'Blue Dream')`))).toBe(1);
      expect(
        await moved(() => db.execute(sql`with gone as (delete from shelf where id = 1 returning id) select * from gone`)),
      ).toBe(1);
      expect(
        await moved(() =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select * from shelf`);
          }),
        ),
      ).toBe(1); // its COMMIT: a transaction is not read for what it did

      let duringTransaction = 0;
      const inTransaction = await moved(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into shelf values (2, 'Sour Diesel')`);
          duringTransaction = database.writes();
        }),
      );
      expect(inTransaction).toBe(2);
      // The commit, after which others can read the row, moved it once more.
      expect(database.writes()).toBe(duringTransaction + 1);

      expect(
        await moved(() =>
          db
            .transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              throw new Error("changed its mind");
            })
            .catch(() => {}),
        ),
      ).toBe(0);
    } finally {
      await database.close();
    }
  });
});
