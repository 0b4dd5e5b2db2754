import { type AuthUser, ok, type Result } from "@highcotton/kit";
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, not, or, type SQL } from "drizzle-orm";
import { leads } from "../db/schema.ts";
import { isReoffered, reofferCutoffOf } from "../domain/lead-deadlines.ts";
import { FULFILLED_LEADS_SHOWN, PENDING_LEADS_SHOWN, pendingLeadsFor } from "../domain/lead-order.ts";
import type { LeadView } from "../domain/lead-view.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { leadViewsOf } from "./lead-rows.ts";
import { merchantOf } from "./merchant-of.ts";

export interface MerchantOrders {
  pending: LeadView[];
  active: LeadView[];
  fulfilled: LeadView[];
}

/**
 * The merchant dashboard's three lists: every pending lead but those it lost by missing their
 * deadline (its own state's and those re-offered nationwide first, then the oldest;
 * none while its subscription is inactive), the leads it accepted and has not fulfilled (oldest
 * accepted first) and the last ones it fulfilled (newest first).
 */
export async function listMerchantOrders(
  deps: Pick<FulfillmentDeps, "db" | "now" | "leadDeadlines">,
  user: AuthUser | null,
): Promise<Result<MerchantOrders>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  const reofferCutoff = reofferCutoffOf(deps.now(), deps.leadDeadlines);
  const [pending, active, fulfilled] = await Promise.all([
    me.isActive ? pendingLeads(deps, me, reofferCutoff) : [],
    deps.db
      .select()
      .from(leads)
      .where(and(eq(leads.merchantId, me.id), eq(leads.status, "assigned")))
      .orderBy(asc(leads.acceptedAt), asc(leads.orderId)),
    deps.db
      .select()
      .from(leads)
      .where(and(eq(leads.merchantId, me.id), eq(leads.status, "fulfilled")))
      .orderBy(desc(leads.fulfilledAt), desc(leads.orderId))
      .limit(FULFILLED_LEADS_SHOWN),
  ]);
  const viewer = { merchantId: me.id, state: me.state, reofferCutoff };
  const listed = [...pending, ...active, ...fulfilled];
  const views = new Map((await leadViewsOf(deps.db, listed, viewer)).map((view) => [view.orderId, view]));
  const viewsOf = (rows: typeof listed) => rows.map((row) => views.get(row.orderId)!);
  return ok({ pending: viewsOf(pending), active: viewsOf(active), fulfilled: viewsOf(fulfilled) });
}

/**
 * The oldest pending leads offered to the merchant (its state's, and those re-offered nationwide:
 * back from a merchant who did not print them, or placed before the re-offer cutoff), then as many
 * of the oldest elsewhere as the list has room for (so no more rows are read than it shows); the
 * domain rule orders them.
 */
async function pendingLeads(deps: Pick<FulfillmentDeps, "db">, merchant: { id: string; state: string }, reofferCutoff: Date) {
  // Not the leads it lost by missing their fulfilment deadline: it may not take them again.
  const mayTake = or(isNull(leads.returnedBy), ne(leads.returnedBy, merchant.id));
  const oldest = (where: SQL | undefined, limit: number) =>
    deps.db
      .select()
      .from(leads)
      .where(and(eq(leads.status, "pending"), mayTake, where))
      .orderBy(asc(leads.placedAt), asc(leads.orderId))
      .limit(limit);
  const offered = or(eq(leads.shippingState, merchant.state), isNotNull(leads.returnedAt), lte(leads.placedAt, reofferCutoff))!;
  const offeredHere = await oldest(offered, PENDING_LEADS_SHOWN);
  const room = PENDING_LEADS_SHOWN - offeredHere.length;
  const elsewhere = room > 0 ? await oldest(not(offered), room) : [];
  return pendingLeadsFor([...offeredHere, ...elsewhere], merchant.state, (lead) => isReoffered(lead, reofferCutoff));
}
