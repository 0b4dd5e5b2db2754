import type { ChargedPayment } from "@highcotton/billing";
import { auditOperatorAction, fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages, settleFeeAttemptSchema } from "../contract/index.ts";
import { dispensaries, dispensaryFeeAttempts } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { feeAttemptViewOf, type StoreFeeAttemptView } from "./list-unresolved-fee-attempts.ts";
import { recordOutcomeOf } from "./record-fee-outcome.ts";

/**
 * An operator settles an unresolved fee payment from what the card provider shows for it (found by
 * the metadata `attemptId`): paid, with that payment's id, records it exactly as a paid charge is
 * recorded (the receipt, the store paid and its card, DispensaryFeePaid, and a store being created
 * is created); declined records it as a declined charge (a renewal's store becomes past due, with
 * DispensaryFeeRenewalFailed) and frees the owner to pay again. Nothing is charged or refunded
 * here. The attempt's row is locked and must still be unresolved, and the operator's action is
 * audited in the same transaction, so of two settlements at once one wins and the other is told
 * it is settled (CONFLICT).
 */
export async function settleFeeAttempt(
  deps: Pick<CatalogDeps, "db" | "charges" | "now">,
  operator: Operator | null,
  input: unknown,
): Promise<Result<StoreFeeAttemptView>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const parsed = parseInput(settleFeeAttemptSchema, input);
  if (!parsed.ok) return parsed;
  const { attemptId, settlement, reason, providerPaymentId, providerCustomerId } = parsed.value;
  if (settlement === "paid" && !providerPaymentId) return fail("BAD_USER_INPUT", messages.providerPaymentIdRequired);
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(dispensaryFeeAttempts).where(eq(dispensaryFeeAttempts.id, attemptId)).for("update");
    if (!attempt) return fail("NOT_FOUND", messages.feeAttemptNotFound);
    if (attempt.status !== "unresolved") return fail("CONFLICT", messages.feeAttemptNotUnresolved);
    const outcome: Result<ChargedPayment> =
      settlement === "paid" && providerPaymentId
        ? ok({ paymentId: providerPaymentId, customerId: providerCustomerId ?? attempt.customerId })
        : fail("PAYMENT_REQUIRED", messages.feeNotTakenAtProvider);
    await recordOutcomeOf(deps, tx, attempt, outcome);
    await auditOperatorAction(tx, operator, {
      action: settlement === "paid" ? "settle-fee-paid" : "settle-fee-declined",
      subjectType: "dispensary-fee-attempt",
      subjectId: attempt.id,
      reason,
      at: deps.now(),
    });
    const [settled] = await tx
      .select({ attempt: dispensaryFeeAttempts, storeName: dispensaries.name })
      .from(dispensaryFeeAttempts)
      .leftJoin(dispensaries, eq(dispensaries.id, dispensaryFeeAttempts.dispensaryId))
      .where(eq(dispensaryFeeAttempts.id, attempt.id));
    if (!settled) throw new Error(`The fee attempt ${attempt.id} vanished while it was settled`);
    return ok(feeAttemptViewOf(settled.attempt, settled.storeName));
  });
}
