import { type AuthUser, ok, type Result } from "@highcotton/kit";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { leads } from "../db/schema.ts";
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
 * The merchant dashboard's three lists: every pending lead (its own state first, then the oldest;
 * none while its subscription is inactive), the leads it accepted and has not fulfilled (oldest
 * accepted first) and the last ones it fulfilled (newest first).
 */
export async function listMerchantOrders(
  deps: Pick<FulfillmentDeps, "db">,
  user: AuthUser | null,
): Promise<Result<MerchantOrders>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  const [pending, active, fulfilled] = await Promise.all([
    me.isActive ? pendingLeads(deps, me) : [],
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
  const viewer = { merchantId: me.id, state: me.state };
  const listed = [...pending, ...active, ...fulfilled];
  const views = new Map((await leadViewsOf(deps.db, listed, viewer)).map((view) => [view.orderId, view]));
  const viewsOf = (rows: typeof listed) => rows.map((row) => views.get(row.orderId)!);
  return ok({ pending: viewsOf(pending), active: viewsOf(active), fulfilled: viewsOf(fulfilled) });
}

/**
 * The oldest pending leads in the merchant's state, then as many of the oldest elsewhere as the list
 * has room for (so no more rows are read than it shows); the domain rule orders them.
 */
async function pendingLeads(deps: Pick<FulfillmentDeps, "db">, merchant: { state: string }) {
  const oldest = (where: ReturnType<typeof eq>, limit: number) =>
    deps.db
      .select()
      .from(leads)
      .where(and(eq(leads.status, "pending"), where))
      .orderBy(asc(leads.placedAt), asc(leads.orderId))
      .limit(limit);
  const inState = await oldest(eq(leads.shippingState, merchant.state), PENDING_LEADS_SHOWN);
  const room = PENDING_LEADS_SHOWN - inState.length;
  const elsewhere = room > 0 ? await oldest(ne(leads.shippingState, merchant.state), room) : [];
  return pendingLeadsFor([...inState, ...elsewhere], merchant.state);
}
