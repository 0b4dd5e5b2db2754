import { count, eq } from "drizzle-orm";
import { stateStoreCounts } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

/** All 50 states with their open stores counted, most first (SPEC §2 /states). */
export async function countStoresByState(deps: Pick<CatalogDeps, "db">) {
  const rows = await deps.db
    .select({ state: dispensaries.state, stores: count() })
    .from(dispensaries)
    .where(eq(dispensaries.feeStatus, "paid"))
    .groupBy(dispensaries.state);
  return stateStoreCounts(new Map(rows.map((row) => [row.state, row.stores])));
}
