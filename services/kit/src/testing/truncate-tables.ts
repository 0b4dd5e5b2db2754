import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";

const DEADLOCK = "40P01";

const isDeadlock = (error: unknown): boolean => {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === DEADLOCK) return true;
  }
  return false;
};

/**
 * Empties tables between tests. A service's background work (its relay, consumers and the jobs it
 * runs at start) may hold row locks on them at that moment, and TRUNCATE's exclusive locks can then
 * deadlock with it; PostgreSQL aborts one side, so a deadlock is simply tried again.
 */
export async function truncateTables(database: Database, tables: readonly string[], options = "cascade"): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`truncate ${tables.join(", ")} ${options}`));
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
