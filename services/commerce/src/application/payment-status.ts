import type { Queryable } from "@highcotton/kit";
import { and, eq, inArray, sql } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import type { PaymentRow } from "./payment-request.ts";

export async function findPaymentByProviderId(db: Queryable, providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row ?? null;
}

/**
 * The provider says the money is taken. A payment a failed attempt marked failed can still
 * succeed (the shopper tried another card); a refunded one stays refunded.
 */
export async function markPaymentSucceeded(db: Queryable, paymentId: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: "succeeded", succeededAt: sql`coalesce(${payments.succeededAt}, ${at})`, failureMessage: null, updatedAt: at })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ["pending", "failed"])));
}

/** An attempt failed (with the provider's message), or the payment was abandoned. False when it was not pending. */
export async function markPaymentFailed(db: Queryable, paymentId: string, message: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ status: "failed", failureMessage: message, updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return changed.length > 0;
}
