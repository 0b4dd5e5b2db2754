import { randomUUID } from "node:crypto";
import { chargeCard } from "@highcotton/billing";
import { fail, type Result, type Tx } from "@highcotton/kit";
import { and, eq, inArray, lte } from "drizzle-orm";
import { type DispensaryForm, type FeeKind, messages } from "../contract/index.ts";
import { dispensaryFeeAttempts } from "../db/schema.ts";
import { FEE_ATTEMPT_STALE_MS, feeAttemptKey, feeDescription, isPastReplayWindow } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";
import { type FeeAttemptRow, recordFeeOutcome } from "./record-fee-outcome.ts";

/** What a fee attempt charges, decided when it starts. */
export interface FeeAttemptDraft {
  ownerUserId: string;
  /** Null with `storeInput` for the sign-on fee of a store being created. */
  dispensaryId: string | null;
  storeInput?: DispensaryForm;
  customerName: string;
  kind: FeeKind;
  period: string;
  amountCents: number;
  renewsAt: Date;
  paymentMethodId: string;
  /** The saved customer the yearly job charges off session; null: the payer is there. */
  customerId: string | null;
  scheduled: boolean;
  traceId?: string | undefined;
}

/** An attempt's statuses that hold its owner and period: a new attempt waits for it. */
const HOLDING = ["pending", "paid", "unresolved"] as const;

/**
 * Step 1 of a fee payment, in the caller's short transaction (which checked the store): writes
 * the pending attempt, committed before the card is charged. When the owner and period already
 * have a pending or paid attempt (the unique index decides, also between two requests at once),
 * nothing is written and that attempt is answered instead.
 */
export async function openFeeAttempt(
  deps: Pick<CatalogDeps, "now">,
  tx: Tx,
  draft: FeeAttemptDraft,
): Promise<{ opened: FeeAttemptRow } | { heldBy: FeeAttemptRow }> {
  const id = randomUUID();
  const now = deps.now();
  const [opened] = await tx
    .insert(dispensaryFeeAttempts)
    .values({ id, ...draft, idempotencyKey: feeAttemptKey(id), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (opened) return { opened };
  const [heldBy] = await tx
    .select()
    .from(dispensaryFeeAttempts)
    .where(
      and(
        eq(dispensaryFeeAttempts.ownerUserId, draft.ownerUserId),
        eq(dispensaryFeeAttempts.period, draft.period),
        inArray(dispensaryFeeAttempts.status, [...HOLDING]),
      ),
    );
  if (!heldBy) throw new Error(`The fee attempt holding ${draft.ownerUserId}'s ${draft.period} vanished`);
  return { heldBy };
}

/**
 * Steps 2 and 3: charges the attempt at the provider, outside any transaction, with the
 * attempt's key and its own parameters (so a replay is the same request and gets the first
 * answer back), then records the outcome. A provider outage is thrown on with the attempt still
 * pending, for the reconciliation to replay.
 */
export async function chargeFeeAttempt(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  attempt: FeeAttemptRow,
): Promise<Result<DispensaryRow>> {
  const charged = await chargeCard(() =>
    deps.charges.charge({
      paymentMethodId: attempt.paymentMethodId,
      customerId: attempt.customerId,
      customerName: attempt.customerName,
      amountCents: attempt.amountCents,
      description: feeDescription(attempt.kind),
      idempotencyKey: attempt.idempotencyKey,
      metadata: { attemptId: attempt.id, ownerUserId: attempt.ownerUserId, kind: attempt.kind, period: attempt.period },
    }),
  );
  return recordFeeOutcome(deps, attempt.id, charged);
}

/**
 * Finishes an attempt that holds the owner's period, when nobody else is: a pending attempt left
 * untouched for a while (its process stopped between the charge and the record) is taken over by
 * moving its `updatedAt` (one taker wins) and replayed. Answers null while the attempt is another
 * request's, still being charged; a finished one answers as it was recorded. Past the provider's
 * replay window the attempt is not replayed (that could charge the card twice): it is marked
 * unresolved and logged for an operator to look up at the provider (its metadata holds the
 * attempt's id), and the owner cannot pay that period again until then.
 */
export async function resumeFeeAttempt(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  attempt: FeeAttemptRow,
): Promise<Result<DispensaryRow> | null> {
  if (attempt.status !== "pending") return recordFeeOutcome(deps, attempt.id, null);
  const now = deps.now();
  const [taken] = await deps.db
    .update(dispensaryFeeAttempts)
    .set({ updatedAt: now })
    .where(
      and(
        eq(dispensaryFeeAttempts.id, attempt.id),
        eq(dispensaryFeeAttempts.status, "pending"),
        lte(dispensaryFeeAttempts.updatedAt, new Date(now.getTime() - FEE_ATTEMPT_STALE_MS)),
      ),
    )
    .returning();
  if (!taken) return null;
  if (isPastReplayWindow(taken, now)) {
    await deps.db
      .update(dispensaryFeeAttempts)
      .set({ status: "unresolved", updatedAt: now })
      .where(eq(dispensaryFeeAttempts.id, taken.id));
    deps.logger.error(
      { attemptId: taken.id, ownerUserId: taken.ownerUserId, period: taken.period, amountCents: taken.amountCents },
      "a store fee attempt outlived the provider's replay window: find its payment at the provider by metadata attemptId",
    );
    return fail("CONFLICT", messages.feePaymentInProgress);
  }
  return chargeFeeAttempt(deps, taken);
}

/**
 * A fee the owner pays now: `open` runs the caller's checks and step 1 in a short transaction,
 * then the new attempt is charged. An attempt already holding the period is finished first when
 * it was abandoned: its payment is the answer, or, declined, this card is tried after all. One
 * still being charged by another request answers CONFLICT, so a second card is never charged
 * while the first may be.
 */
export async function payThroughFeeAttempt(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  open: () => Promise<Result<{ opened: FeeAttemptRow } | { heldBy: FeeAttemptRow }>>,
): Promise<Result<DispensaryRow>> {
  for (let round = 0; round < 2; round++) {
    const begun = await open();
    if (!begun.ok) return begun;
    if ("opened" in begun.value) return chargeFeeAttempt(deps, begun.value.opened);
    const earlier = await resumeFeeAttempt(deps, begun.value.heldBy);
    if (!earlier) break;
    if (earlier.ok || begun.value.heldBy.status !== "pending") return earlier;
  }
  return fail("CONFLICT", messages.feePaymentInProgress);
}
