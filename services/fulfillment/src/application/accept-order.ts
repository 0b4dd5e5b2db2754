import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, isUuid, ok, publishEvent, type Result } from "@highcotton/kit";
import { OrderAcceptedSchema } from "@highcotton/proto";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { leads, merchants } from "../db/schema.ts";
import { reofferCutoffOf } from "../domain/lead-deadlines.ts";
import type { LeadView } from "../domain/lead-view.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { leadViewsOf } from "./lead-rows.ts";
import { merchantOf } from "./merchant-of.ts";

/**
 * The merchant takes a pending lead. One conditional update (`… where status = 'pending'`) with
 * OrderAccepted in its transaction: of any number of merchants accepting at once exactly one
 * changes the row, and every other one is told the order has already been accepted. A merchant
 * who lost the lead by missing its fulfilment deadline is refused it.
 */
export async function acceptOrder(
  deps: Pick<FulfillmentDeps, "db" | "now" | "leadDeadlines">,
  user: AuthUser | null,
  orderId: unknown,
  traceId?: string,
): Promise<Result<LeadView>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  if (!me.isActive) return fail("PAYMENT_REQUIRED", messages.subscriptionInactive);
  if (!isUuid(orderId)) return fail("NOT_FOUND", messages.orderNotFound);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Read again under a share lock: a lapse being written now waits for this accept, or wins first.
    const [still] = await tx.select({ isActive: merchants.isActive }).from(merchants).where(eq(merchants.id, me.id)).for("share");
    if (!still?.isActive) return fail("PAYMENT_REQUIRED", messages.subscriptionInactive);
    const [accepted] = await tx
      .update(leads)
      .set({ status: "assigned", merchantId: me.id, acceptedAt: now })
      .where(
        and(
          eq(leads.orderId, orderId),
          eq(leads.status, "pending"),
          // The merchant who lost it by not printing it in time may not take it back.
          or(isNull(leads.returnedBy), ne(leads.returnedBy, me.id)),
        ),
      )
      .returning();
    if (!accepted) {
      const [lead] = await tx
        .select({ status: leads.status, returnedBy: leads.returnedBy })
        .from(leads)
        .where(eq(leads.orderId, orderId));
      if (!lead) return fail("NOT_FOUND", messages.orderNotFound);
      if (lead.status === "expired") return fail("CONFLICT", messages.orderWithdrawn);
      return fail(
        "CONFLICT",
        lead.status === "pending" && lead.returnedBy === me.id ? messages.missedDeadline : messages.alreadyAccepted,
      );
    }
    await publishEvent(tx, {
      schema: OrderAcceptedSchema,
      aggregateId: orderId,
      traceId,
      occurredAt: now,
      data: { orderId, merchantId: me.id, acceptedAt: timestampFromDate(now) },
    });
    const viewer = { merchantId: me.id, state: me.state, reofferCutoff: reofferCutoffOf(now, deps.leadDeadlines) };
    const [view] = await leadViewsOf(tx, [accepted], viewer);
    return ok(view!);
  });
}
