import { preparedRead } from "@highcotton/kit";
import { and, desc, eq, sql } from "drizzle-orm";
import { dispensaries } from "../db/schema.ts";
import { isUuid } from "../domain/ids.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

type Reads = Pick<CatalogDeps, "db">;

/** Every store page and every design's store asks for this. */
const dispensaryById = preparedRead((db: Reads["db"]) =>
  db
    .select()
    .from(dispensaries)
    .where(eq(dispensaries.id, sql.placeholder("id")))
    .limit(1)
    .prepare("catalog_dispensary_by_id"),
);

export async function findDispensary(deps: Reads, id: string): Promise<DispensaryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await dispensaryById(deps.db).execute({ id });
  return row ?? null;
}

export async function findDispensaryOf(deps: Reads, userId: string): Promise<DispensaryRow | null> {
  const [row] = await deps.db.select().from(dispensaries).where(eq(dispensaries.userId, userId)).limit(1);
  return row ?? null;
}

/** Every open store (its fee paid), newest first; `state` narrows to one state. */
export function listDispensaries(deps: Reads, state?: string | null): Promise<DispensaryRow[]> {
  return deps.db
    .select()
    .from(dispensaries)
    .where(and(eq(dispensaries.feeStatus, "paid"), state ? eq(dispensaries.state, state.toUpperCase()) : undefined))
    .orderBy(desc(dispensaries.createdAt));
}
