import { preparedRead, type Queryable } from "@highcotton/kit";
import { asc, sql } from "drizzle-orm";
import { leadItems, leads } from "../db/schema.ts";
import { type LeadFacts, type LeadItemFacts, type LeadView, type LeadViewer, leadViewOf } from "../domain/lead-view.ts";

/**
 * The columns a lead's view is made from, and no others: a list of 100 leads decodes only these
 * (not the lead's bookkeeping: its store, total, expiry and when fulfillment heard of it).
 */
export const leadViewColumns = {
  orderId: leads.orderId,
  status: leads.status,
  merchantId: leads.merchantId,
  customerName: leads.customerName,
  customerEmail: leads.customerEmail,
  shippingAddress: leads.shippingAddress,
  shippingCity: leads.shippingCity,
  shippingState: leads.shippingState,
  shippingZip: leads.shippingZip,
  merchantEarningsCents: leads.merchantEarningsCents,
  placedAt: leads.placedAt,
  acceptedAt: leads.acceptedAt,
  fulfilledAt: leads.fulfilledAt,
  carrier: leads.carrier,
  trackingNumber: leads.trackingNumber,
  returnedAt: leads.returnedAt,
};

/** The columns of a lead's line its view shows. */
const itemViewColumns = {
  orderId: leadItems.orderId,
  designId: leadItems.designId,
  designName: leadItems.designName,
  frontImageUrl: leadItems.frontImageUrl,
  printFileUrl: leadItems.printFileUrl,
  size: leadItems.size,
  color: leadItems.color,
  quantity: leadItems.quantity,
};

type ItemRow = LeadItemFacts & { orderId: string };

/**
 * The items of a list of leads, in one prepared statement whatever the list's length: the ids go
 * in as one array parameter (an `in (…)` list would be a new statement for each length).
 */
const itemsOfLeads = preparedRead((queryable: Queryable) =>
  queryable
    .select(itemViewColumns)
    .from(leadItems)
    .where(sql`${leadItems.orderId} = any(${sql.placeholder("orderIds")}::uuid[])`)
    .orderBy(asc(leadItems.orderId), asc(leadItems.position))
    .prepare("fulfillment_lead_items"),
);

/** Leads as this merchant sees them, their items loaded in one query for all of them. */
export async function leadViewsOf(queryable: Queryable, rows: ReadonlyArray<LeadFacts>, viewer: LeadViewer): Promise<LeadView[]> {
  if (rows.length === 0) return [];
  const items: ItemRow[] = await itemsOfLeads(queryable).execute({ orderIds: rows.map((row) => row.orderId) });
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => leadViewOf(row, byOrder.get(row.orderId) ?? [], viewer));
}
