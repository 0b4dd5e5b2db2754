import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent } from "@highcotton/kit";
import { OrderLeadExpiredSchema, OrderLeadReturnedSchema } from "@highcotton/proto";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { leads } from "../db/schema.ts";
import { deadlineStepOf } from "../domain/lead-deadlines.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/** The scheduled job's name (the kit's scheduler runs it under the lock `job:<name>`). */
export const LEAD_DEADLINES_JOB = "fulfillment-lead-deadlines";

/** Leads one query reads; a pass reads batches until none is due. */
const BATCH = 200;

type Deps = Pick<FulfillmentDeps, "db" | "now" | "leadDeadlines" | "logger">;

export interface DeadlinePass {
  /** Accepted leads whose merchant missed the deadline, back in the pool. */
  returned: number;
  /** Leads withdrawn (OrderLeadExpired published), by reason. */
  unaccepted: number;
  unfulfilled: number;
}

/**
 * The lead deadline job: every pending lead nobody accepted within the refund deadline of its
 * placing (and, back from a merchant, its one re-offer) is withdrawn, and every accepted lead not
 * fulfilled in time goes back to the pool (the first time, announced by OrderLeadReturned) or is
 * withdrawn. Each lead is its own transaction holding its row: the step is decided again under the
 * lock from the row as it is then, so a merchant fulfilling it at that moment, or another pass of
 * the job, either goes first (and this one finds nothing due) or waits. A withdrawn lead is final,
 * announced by OrderLeadExpired in the transaction that withdraws it; commerce refunds the shopper.
 */
export async function enforceLeadDeadlines(deps: Deps): Promise<DeadlinePass> {
  const now = deps.now();
  const { refundAfterMs, fulfilWithinMs, reofferAfterMs } = deps.leadDeadlines;
  const unacceptedBefore = new Date(now.getTime() - refundAfterMs);
  const unfulfilledBefore = new Date(now.getTime() - fulfilWithinMs);
  const returnedBefore = new Date(now.getTime() - reofferAfterMs);
  // The unaccepted clock counts from the order's placing; a returned lead also has its one re-offer.
  const due = or(
    and(
      eq(leads.status, "pending"),
      lte(leads.placedAt, unacceptedBefore),
      or(isNull(leads.returnedAt), lte(leads.returnedAt, returnedBefore)),
    ),
    and(eq(leads.status, "assigned"), lte(leads.acceptedAt, unfulfilledBefore)),
  );
  const pass: DeadlinePass = { returned: 0, unaccepted: 0, unfulfilled: 0 };
  // Keyset over order ids, so a lead skipped because another runner holds it is not read again.
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await deps.db
      .select({ orderId: leads.orderId })
      .from(leads)
      .where(and(due, sql`${leads.orderId} > ${after}`))
      .orderBy(asc(leads.orderId))
      .limit(BATCH);
    for (const { orderId } of batch) {
      const step = await applyDeadline(deps, orderId, now);
      if (step === "returned") pass.returned++;
      else if (step) pass[step]++;
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.orderId;
  }
  if (pass.returned + pass.unaccepted + pass.unfulfilled > 0) deps.logger.info(pass, "lead deadlines enforced");
  return pass;
}

/** One lead's step, in its own transaction under its row lock; null when nothing was due any more. */
async function applyDeadline(deps: Deps, orderId: string, now: Date): Promise<"returned" | "unaccepted" | "unfulfilled" | null> {
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.orderId, orderId)).for("update", { skipLocked: true });
    if (!lead) return null;
    const step = deadlineStepOf(lead, now, deps.leadDeadlines);
    if (!step) return null;
    if (step.step === "return") {
      // An accepted lead always has its merchant (leads_merchant_when_taken).
      const merchantId = lead.merchantId!;
      // The merchant loses it for good: pending again, offered nationwide at once to everyone else,
      // and commerce hears it in the same transaction (the receipt waits for a print shop again).
      await tx
        .update(leads)
        .set({ status: "pending", merchantId: null, acceptedAt: null, returnedAt: now, returnedBy: merchantId })
        .where(eq(leads.orderId, orderId));
      await publishEvent(tx, {
        schema: OrderLeadReturnedSchema,
        aggregateId: orderId,
        occurredAt: now,
        data: { orderId, merchantId, returnedAt: timestampFromDate(now) },
      });
      deps.logger.info({ orderId, merchantId }, "lead not fulfilled in time: back in the pool");
      return "returned";
    }
    await tx
      .update(leads)
      .set({ status: "expired", merchantId: null, expiredAt: now, expiryReason: step.reason })
      .where(eq(leads.orderId, orderId));
    await publishEvent(tx, {
      schema: OrderLeadExpiredSchema,
      aggregateId: orderId,
      occurredAt: now,
      data: { orderId, reason: step.reason, expiredAt: timestampFromDate(now) },
    });
    return step.reason;
  });
}
