import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  type AuthUser,
  type DomainError,
  fail,
  fromDecimal,
  ok,
  parseInput,
  publishEvent,
  type Result,
  toDecimal,
} from "@highcotton/kit";
import { WithdrawalRequestedSchema } from "@highcotton/proto";
import { and, eq, exists, isNotNull, isNull, lte } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { earnings, orders, withdrawals } from "../db/schema.ts";
import { bankingDetailsSchema, withdrawalOf } from "../domain/withdrawals.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { type WithdrawalView, withdrawalViewOf } from "./list-withdrawals.ts";
import { authorizeStoreOwner } from "./store-owner.ts";

/** Leaves the transaction with a refusal, undoing whatever it claimed. */
class Refused extends Error {
  constructor(readonly failure: Result<never, DomainError>) {
    super("refused");
  }
}

/**
 * The owner withdraws the store's whole available balance: in one transaction every eligible credit
 * of a fulfilled order (`balancesOf` says why) that no withdrawal has taken and no refund reversed
 * is claimed by the new pending withdrawal, less every credit an earlier withdrawal paid whose order
 * was refunded since (taken back once: each is marked by the withdrawal that took it back), which
 * WithdrawalRequested announces; the payout job pays it. Nothing left after that is refused, and
 * undoes the claims, so what is owed waits for more credits. Two requests at once take the balance
 * once: the second finds the credits claimed and is refused like a store with nothing available.
 */
export async function requestWithdrawal(
  deps: Pick<CommerceDeps, "db" | "now" | "payouts">,
  user: AuthUser | null,
  input: { dispensaryId?: unknown; stripeAccountId?: unknown },
  traceId?: string,
): Promise<Result<WithdrawalView>> {
  const store = await authorizeStoreOwner(deps, user, input.dispensaryId);
  if (!store.ok) return store;
  const dispensaryId = store.value.id;
  const banking = parseInput(bankingDetailsSchema, { stripeAccountId: input.stripeAccountId ?? undefined });
  if (!banking.ok) return banking;
  // Paid by Stripe Connect, a withdrawal without the account to pay could never be paid.
  if (deps.payouts.provider === "stripe_connect" && !banking.value.stripeAccountId) {
    return fail("BAD_USER_INPUT", messages.stripeAccountRequired);
  }
  const now = deps.now();
  const id = randomUUID();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(earnings)
        .set({ withdrawalId: id })
        .where(
          and(
            eq(earnings.dispensaryId, dispensaryId),
            isNull(earnings.withdrawalId),
            isNull(earnings.reversedAt),
            lte(earnings.eligibleAt, now),
            exists(
              tx
                .select({ id: orders.id })
                .from(orders)
                .where(and(eq(orders.id, earnings.orderId), eq(orders.fulfillmentStatus, "fulfilled"))),
            ),
          ),
        )
        .returning({ amount: earnings.amount, eligibleAt: earnings.eligibleAt });
      // Credits an earlier withdrawal paid whose orders were refunded since: this one pays that much less.
      const recovered = await tx
        .update(earnings)
        .set({ recoveredBy: id })
        .where(
          and(
            eq(earnings.dispensaryId, dispensaryId),
            isNotNull(earnings.withdrawalId),
            isNotNull(earnings.reversedAt),
            isNull(earnings.recoveredBy),
          ),
        )
        .returning({ amount: earnings.amount });
      const withdrawal = withdrawalOf(
        claimed.map((credit) => ({ amount: fromDecimal(credit.amount), eligibleAt: credit.eligibleAt })),
        recovered.map((credit) => fromDecimal(credit.amount)),
      );
      if (!withdrawal.ok) throw new Refused(withdrawal);
      const [inserted] = await tx
        .insert(withdrawals)
        .values({
          id,
          dispensaryId,
          amount: toDecimal(withdrawal.value.amount),
          status: "pending",
          requestedAt: now,
          eligibleAt: withdrawal.value.eligibleAt,
          bankingDetails: banking.value.stripeAccountId ? banking.value : null,
        })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      await publishEvent(tx, {
        schema: WithdrawalRequestedSchema,
        aggregateId: id,
        traceId,
        occurredAt: now,
        data: { withdrawalId: id, dispensaryId, amountCents: withdrawal.value.amount, requestedAt: timestampFromDate(now) },
      });
      return inserted;
    });
    return ok(withdrawalViewOf(row));
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    throw error;
  }
}
