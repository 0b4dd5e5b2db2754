import type { Queryable } from "@highcotton/kit";
import { asc, inArray } from "drizzle-orm";
import { leadItems, type leads } from "../db/schema.ts";
import { type LeadView, type LeadViewer, leadViewOf } from "../domain/lead-view.ts";

export type LeadRow = typeof leads.$inferSelect;
export type LeadItemRow = typeof leadItems.$inferSelect;

/** Leads as this merchant sees them, their items loaded in one query for all of them. */
export async function leadViewsOf(queryable: Queryable, rows: ReadonlyArray<LeadRow>, viewer: LeadViewer): Promise<LeadView[]> {
  if (rows.length === 0) return [];
  const items = await queryable
    .select()
    .from(leadItems)
    .where(
      inArray(
        leadItems.orderId,
        rows.map((row) => row.orderId),
      ),
    )
    .orderBy(asc(leadItems.orderId), asc(leadItems.position));
  const byOrder = new Map<string, LeadItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => leadViewOf(row, byOrder.get(row.orderId) ?? [], viewer));
}
