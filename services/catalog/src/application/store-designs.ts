import { preparedRead } from "@highcotton/kit";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { INITIAL_DESIGNS } from "../contract/index.ts";
import { designs, generationJobs } from "../db/schema.ts";
import { INITIAL_BATCH } from "../domain/design-batches.ts";
import { isUuid } from "../domain/ids.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

export type DesignRow = typeof designs.$inferSelect;
type Reads = Pick<CatalogDeps, "db">;

/**
 * A store's designs: initial ones first, then monthly ones as they came. Designs its owner hid are
 * left out unless `withHidden` (the owner's dashboard).
 */
export function listStoreDesigns(
  deps: Reads,
  dispensaryId: string,
  first?: number | null,
  options: { withHidden?: boolean } = {},
): Promise<DesignRow[]> {
  if (!isUuid(dispensaryId)) return Promise.resolve([]);
  // What shoppers read on every store page and card: a prepared statement of its own.
  if (!options.withHidden) {
    return first && first > 0
      ? shownDesignsUpTo(deps.db).execute({ dispensaryId, first })
      : shownDesigns(deps.db).execute({ dispensaryId });
  }
  const query = deps.db
    .select()
    .from(designs)
    .where(and(eq(designs.dispensaryId, dispensaryId), options.withHidden ? undefined : eq(designs.hidden, false)))
    .orderBy(...storeOrder);
  return first && first > 0 ? query.limit(first) : query;
}

const storeOrder = [sql`${designs.batch} <> ${INITIAL_BATCH}`, asc(designs.createdAt), asc(designs.slot)] as const;
const shownDesignsOf = (db: Reads["db"]) =>
  db
    .select()
    .from(designs)
    .where(and(eq(designs.dispensaryId, sql.placeholder("dispensaryId")), eq(designs.hidden, false)))
    .orderBy(...storeOrder);
const shownDesigns = preparedRead((db: Reads["db"]) => shownDesignsOf(db).prepare("catalog_shown_designs"));
const shownDesignsUpTo = preparedRead((db: Reads["db"]) =>
  shownDesignsOf(db).limit(sql.placeholder("first")).prepare("catalog_shown_designs_up_to"),
);

/** The designs shoppers see on the store page. */
export async function countStoreDesigns(deps: Reads, dispensaryId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.dispensaryId, dispensaryId), eq(designs.hidden, false)));
  return row?.n ?? 0;
}

export async function findDesign(deps: Reads, id: string): Promise<DesignRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(designs).where(eq(designs.id, id)).limit(1);
  return row ?? null;
}

export type GenerationStatus = "not_requested" | "generating" | "completed";

/** Where the store's initial designs stand. */
export async function generationProgress(deps: Reads, store: DispensaryRow) {
  const [job] = await deps.db
    .select({ status: generationJobs.status })
    .from(generationJobs)
    .where(and(eq(generationJobs.dispensaryId, store.id), eq(generationJobs.batch, INITIAL_BATCH)));
  const [made] = await deps.db
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.dispensaryId, store.id), inArray(designs.batch, [INITIAL_BATCH])));
  const ready = made?.n ?? 0;
  const status: GenerationStatus =
    job?.status === "completed" ? "completed" : job || store.designsRequestedAt ? "generating" : "not_requested";
  return { status, ready, expected: INITIAL_DESIGNS };
}
