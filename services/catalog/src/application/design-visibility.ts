import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, ok, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { DesignVisibilityChangedSchema } from "@highcotton/proto";
import { and, eq, ne } from "drizzle-orm";
import { designs } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { ownedDesign } from "./owned-store.ts";
import type { DesignRow } from "./store-designs.ts";

/**
 * The owner hides a design (off the store page and the marketplace, and commerce stops selling it)
 * or shows it again. Only a real change is written, with its DesignVisibilityChanged in the same
 * transaction; asking for what already is changes nothing.
 */
export async function setDesignHidden(
  deps: Pick<CatalogDeps, "db" | "now">,
  caller: AuthUser | null,
  input: { designId: string; hidden: boolean },
  traceId?: string,
): Promise<Result<DesignRow>> {
  const owned = await ownedDesign(deps, caller, input.designId);
  if (!owned.ok) return owned;
  const design = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(designs)
      .set({ hidden: input.hidden })
      .where(and(eq(designs.id, input.designId), ne(designs.hidden, input.hidden)))
      .returning();
    if (changed) await announceVisibility(tx, changed, deps.now(), traceId);
    return changed ?? owned.value.design;
  });
  return ok(design);
}

/** Tells other services a design was hidden or shown (commerce sells only visible ones). */
export async function announceVisibility(tx: Tx, design: DesignRow, at: Date, traceId?: string): Promise<void> {
  await publishEvent(tx, {
    schema: DesignVisibilityChangedSchema,
    aggregateId: design.id,
    traceId,
    data: {
      designId: design.id,
      dispensaryId: design.dispensaryId ?? "",
      hidden: design.hidden,
      changedAt: timestampFromDate(at),
    },
  });
}
