import { fail, ok, type Result } from "@highcotton/kit";
import { and, count, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { analyticsEvents } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { findDispensary } from "./find-dispensaries.ts";

/** Records one store page view (SPEC §2: each page view fires an analytics event). */
export async function recordStoreView(
  deps: Pick<CatalogDeps, "db">,
  input: { dispensaryId: string; sessionId?: string | null },
): Promise<Result<true>> {
  if (!(await findDispensary(deps, input.dispensaryId))) return fail("NOT_FOUND", messages.dispensaryNotFound);
  await deps.db
    .insert(analyticsEvents)
    .values({ dispensaryId: input.dispensaryId, eventType: "view", sessionId: input.sessionId ?? null });
  return ok(true);
}

export async function countStoreViews(deps: Pick<CatalogDeps, "db">, dispensaryId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.dispensaryId, dispensaryId), eq(analyticsEvents.eventType, "view")));
  return row?.n ?? 0;
}
