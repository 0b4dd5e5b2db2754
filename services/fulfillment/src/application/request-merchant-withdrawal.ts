import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import {
  type AuthUser,
  cents,
  type DomainError,
  fail,
  ok,
  parseInput,
  publishEvent,
  type Result,
  toDecimal,
} from "@highcotton/kit";
import { MerchantWithdrawalRequestedSchema } from "@highcotton/proto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { merchantEarnings, merchants, merchantWithdrawals } from "../db/schema.ts";
import { merchantWithdrawalOf, payoutDestinationSchema } from "../domain/merchant-withdrawals.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { type MerchantWithdrawalView, merchantWithdrawalViewOf } from "./list-merchant-withdrawals.ts";
import { merchantOf } from "./merchant-of.ts";

/** Leaves the transaction with a refusal, undoing whatever it claimed. */
class Refused extends Error {
  constructor(readonly failure: Result<never, DomainError>) {
    super("refused");
  }
}

/**
 * The merchant withdraws its whole available balance. In one transaction, holding the merchant's
 * row: every earning no withdrawal has taken is claimed by the new pending withdrawal, the
 * available balance drops by what was claimed, and MerchantWithdrawalRequested announces it; the
 * payout job pays it. Two requests at once take the balance once: the second waits for the first,
 * finds the earnings claimed and is refused like a merchant with nothing available.
 */
export async function requestMerchantWithdrawal(
  deps: Pick<FulfillmentDeps, "db" | "now" | "payouts">,
  user: AuthUser | null,
  input: { stripeAccountId?: unknown },
  traceId?: string,
): Promise<Result<MerchantWithdrawalView>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  const destination = parseInput(payoutDestinationSchema, { stripeAccountId: input.stripeAccountId ?? undefined });
  if (!destination.ok) return destination;
  // A Connect transfer without an account could never be paid: the earnings would stay claimed.
  if (deps.payouts.provider === "stripe_connect" && !destination.value.stripeAccountId) {
    return fail("BAD_USER_INPUT", commerceMessages.stripeAccountRequired);
  }
  const now = deps.now();
  const id = randomUUID();
  try {
    const row = await deps.db.transaction(async (tx) => {
      // Fulfilments and other withdrawals of this merchant wait: the balance and the claim agree.
      await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, me.id)).for("update");
      const claimed = await tx
        .update(merchantEarnings)
        .set({ withdrawalId: id })
        .where(and(eq(merchantEarnings.merchantId, me.id), isNull(merchantEarnings.withdrawalId)))
        .returning({ amountCents: merchantEarnings.amountCents });
      const amount = merchantWithdrawalOf(claimed.map((earning) => cents(earning.amountCents)));
      if (!amount.ok) throw new Refused(amount);
      const [inserted] = await tx
        .insert(merchantWithdrawals)
        .values({
          id,
          merchantId: me.id,
          userId: me.userId,
          amountCents: amount.value,
          status: "pending",
          requestedAt: now,
          bankingDetails: destination.value.stripeAccountId ? destination.value : null,
        })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      await tx
        .update(merchants)
        .set({ availableBalance: sql`${merchants.availableBalance} - ${toDecimal(amount.value)}::numeric`, updatedAt: now })
        .where(eq(merchants.id, me.id));
      await publishEvent(tx, {
        schema: MerchantWithdrawalRequestedSchema,
        aggregateId: id,
        traceId,
        occurredAt: now,
        data: {
          withdrawalId: id,
          merchantId: me.id,
          userId: me.userId,
          amountCents: amount.value,
          requestedAt: timestampFromDate(now),
        },
      });
      return inserted;
    });
    return ok(merchantWithdrawalViewOf(row));
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    throw error;
  }
}
