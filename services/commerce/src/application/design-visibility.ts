import type { Queryable, Tx } from "@highcotton/kit";
import { and, eq, sql } from "drizzle-orm";
import { designVisibilities } from "../db/schema.ts";

/** Records a design's visibility as of catalog's change (see `designVisibilities`): newer wins. */
export async function recordDesignVisibility(tx: Tx, change: { designId: string; hidden: boolean; asOf: Date }): Promise<void> {
  await tx
    .insert(designVisibilities)
    .values(change)
    .onConflictDoUpdate({
      target: designVisibilities.designId,
      set: { hidden: change.hidden, asOf: change.asOf },
      setWhere: sql`${designVisibilities.asOf} <= ${change.asOf}`,
    });
}

/** Whether the design's store owner hid it (a hidden design is not sold any more). */
export async function designHidden(db: Queryable, designId: string): Promise<boolean> {
  const [row] = await db
    .select({ designId: designVisibilities.designId })
    .from(designVisibilities)
    .where(and(eq(designVisibilities.designId, designId), eq(designVisibilities.hidden, true)));
  return row !== undefined;
}
