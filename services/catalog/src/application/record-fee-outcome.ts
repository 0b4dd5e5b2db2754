import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ChargedPayment } from "@highcotton/billing";
import { type DomainError, fail, isErrorCode, ok, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { dispensaries, dispensaryFeeAttempts, dispensaryFeePayments } from "../db/schema.ts";
import { announceDispensaryCreated } from "./announce-dispensary-created.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

export type FeeAttemptRow = typeof dispensaryFeeAttempts.$inferSelect;

/**
 * Step 3 of a fee payment: records the provider's answer to the attempt in one transaction.
 * Paid: the receipt, the store's new status and card, DispensaryFeePaid and (for a store being
 * created) the store itself with DispensaryCreated. Declined: the attempt says why, and a
 * renewal the yearly job charged makes the store past due with DispensaryFeeRenewalFailed; a
 * store being created is not created. The attempt's row is locked, so an attempt is recorded once:
 * a second completion (a replay that raced, or `charged` null) answers what was recorded.
 */
export function recordFeeOutcome(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  attemptId: string,
  charged: Result<ChargedPayment> | null,
): Promise<Result<DispensaryRow>> {
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(dispensaryFeeAttempts).where(eq(dispensaryFeeAttempts.id, attemptId)).for("update");
    if (!attempt) throw new Error(`The fee attempt ${attemptId} vanished while its outcome was recorded`);
    if (charged?.ok && attempt.status !== "pending" && attempt.providerPaymentId !== charged.value.paymentId) {
      // The provider answers a key once; a payment the attempt did not record is money to look at.
      deps.logger.error(
        { attemptId, status: attempt.status, paymentId: charged.value.paymentId },
        "a store fee was charged for an attempt already recorded otherwise: check it at the provider",
      );
    }
    if (attempt.status !== "pending" || !charged) return recorded(tx, attempt);
    return recordOutcomeOf(deps, tx, attempt, charged);
  });
}

/**
 * The outcome of an attempt whose row the caller's transaction has locked and found open (pending,
 * or unresolved when an operator settles it from what the provider shows): the same record either
 * way, so a fee an operator settles as paid leaves exactly what a paid charge leaves.
 */
export function recordOutcomeOf(
  deps: Pick<CatalogDeps, "charges" | "now">,
  tx: Tx,
  attempt: FeeAttemptRow,
  charged: Result<ChargedPayment>,
): Promise<Result<DispensaryRow>> {
  return charged.ok ? pay(deps, tx, attempt, charged.value) : decline(deps, tx, attempt, charged);
}

/** What an attempt already recorded answers. */
async function recorded(tx: Tx, attempt: FeeAttemptRow): Promise<Result<DispensaryRow>> {
  if (attempt.status === "declined") {
    const code = isErrorCode(attempt.failureCode) ? attempt.failureCode : "PAYMENT_REQUIRED";
    return fail(code, attempt.failureMessage ?? "");
  }
  if (attempt.status !== "paid" || !attempt.dispensaryId) return fail("CONFLICT", messages.feePaymentInProgress);
  const [store] = await tx.select().from(dispensaries).where(eq(dispensaries.id, attempt.dispensaryId));
  if (!store) return fail("NOT_FOUND", messages.dispensaryNotFound);
  return ok(store);
}

async function decline(
  deps: Pick<CatalogDeps, "now">,
  tx: Tx,
  attempt: FeeAttemptRow,
  refused: { ok: false; error: DomainError },
): Promise<Result<DispensaryRow>> {
  const now = deps.now();
  await tx
    .update(dispensaryFeeAttempts)
    .set({ status: "declined", failureCode: refused.error.code, failureMessage: refused.error.message, updatedAt: now })
    .where(eq(dispensaryFeeAttempts.id, attempt.id));
  if (attempt.scheduled && attempt.dispensaryId) {
    // The owner was not there to try another card: the store is hidden until its owner pays.
    await tx.update(dispensaries).set({ feeStatus: "past_due" }).where(eq(dispensaries.id, attempt.dispensaryId));
    await publishEvent(tx, {
      schema: DispensaryFeeRenewalFailedSchema,
      aggregateId: attempt.dispensaryId,
      traceId: attempt.traceId ?? undefined,
      data: {
        dispensaryId: attempt.dispensaryId,
        ownerId: attempt.ownerUserId,
        amountCents: attempt.amountCents,
        reason: refused.error.message,
        failedAt: timestampFromDate(now),
      },
    });
  }
  return refused;
}

async function pay(
  deps: Pick<CatalogDeps, "charges" | "now">,
  tx: Tx,
  attempt: FeeAttemptRow,
  charged: ChargedPayment,
): Promise<Result<DispensaryRow>> {
  const paidAt = deps.now();
  const store = await storeOf(tx, attempt);
  await tx.insert(dispensaryFeePayments).values({
    dispensaryId: store.id,
    kind: attempt.kind,
    period: attempt.period,
    amountCents: attempt.amountCents,
    provider: deps.charges.provider,
    providerPaymentId: charged.paymentId,
    paidAt,
    renewsAt: attempt.renewsAt,
  });
  const [updated] = await tx
    .update(dispensaries)
    .set({
      feeStatus: "paid",
      renewsAt: attempt.renewsAt,
      feePaymentMethodId: attempt.paymentMethodId,
      feeCustomerId: charged.customerId,
    })
    .where(eq(dispensaries.id, store.id))
    .returning();
  if (!updated) throw new Error(`The store ${store.id} vanished while its fee was paid`);
  await tx
    .update(dispensaryFeeAttempts)
    .set({
      status: "paid",
      dispensaryId: store.id,
      providerPaymentId: charged.paymentId,
      cardBrand: charged.card?.brand ?? null,
      cardLast4: charged.card?.last4 ?? null,
      updatedAt: paidAt,
    })
    .where(eq(dispensaryFeeAttempts.id, attempt.id));
  await publishEvent(tx, {
    schema: DispensaryFeePaidSchema,
    aggregateId: store.id,
    traceId: attempt.traceId ?? undefined,
    data: {
      dispensaryId: store.id,
      ownerId: attempt.ownerUserId,
      amountCents: attempt.amountCents,
      kind: attempt.kind,
      paidAt: timestampFromDate(paidAt),
      renewsAt: timestampFromDate(attempt.renewsAt),
    },
  });
  return ok(updated);
}

/**
 * The store the fee pays. A sign-on paid while creating a store creates it now, with
 * DispensaryCreated (which starts its QR code); if the owner opened one without a card meanwhile,
 * the fee pays that one.
 */
async function storeOf(tx: Tx, attempt: FeeAttemptRow): Promise<DispensaryRow> {
  const [existing] = await tx
    .select()
    .from(dispensaries)
    .where(attempt.dispensaryId ? eq(dispensaries.id, attempt.dispensaryId) : eq(dispensaries.userId, attempt.ownerUserId))
    .for("update");
  if (existing) return existing;
  if (!attempt.storeInput) throw new Error(`The store paid for by fee attempt ${attempt.id} is gone`);
  const [row] = await tx
    .insert(dispensaries)
    // Opened when its owner asked, before the payment that creates it: its events keep that order.
    .values({ ...attempt.storeInput, userId: attempt.ownerUserId, createdAt: attempt.createdAt })
    .returning();
  if (!row) throw new Error("insert returned no row");
  await announceDispensaryCreated(tx, row, attempt.traceId);
  return row;
}
