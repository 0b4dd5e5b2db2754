import { cancelNeedlessSubscription, chargeCard, limitCardAttempts, type StartedSubscription } from "@highcotton/billing";
import { type AuthUser, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { paymentMethodIdSchema } from "../contract/index.ts";
import { merchants } from "../db/schema.ts";
import { MONTHLY_FEE_CENTS } from "../domain/constants.ts";
import { messages } from "../domain/messages.ts";
import { resumeBilling } from "../domain/subscription-state.ts";
import { findMerchantOf, type MerchantView } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { keepSubscription } from "./keep-subscription.ts";
import { announceBilling } from "./merchant-billing-events.ts";

/**
 * A merchant whose subscription is set to end keeps it (no card needed: see keepSubscription).
 * A merchant whose subscription lapsed pays it again with a card (under the account's card attempt
 * limit): the provider charges the open
 * month (or starts a new subscription when the old one ended), then the merchant is active again
 * and MerchantSubscribed is published, in one transaction. When another payment (another tab, or
 * another card) made the merchant active first, that one stays and a subscription this one started
 * is canceled, so only one goes on charging.
 */
export async function resumeSubscription(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now" | "logger">,
  user: AuthUser | null,
  paymentMethodId: unknown,
  traceId?: string,
): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const merchant = await findMerchantOf(deps, user.id);
  if (!merchant) return fail("NOT_FOUND", messages.merchantNotFound);
  if (merchant.isActive && merchant.cancelAtPeriodEnd) return keepSubscription(deps, user);
  if (merchant.isActive) return fail("CONFLICT", messages.subscriptionAlreadyActive);
  const card = parseInput(paymentMethodIdSchema, paymentMethodId);
  if (!card.ok) return card;

  const charged = await limitCardAttempts(deps, user.id, async (): Promise<Result<StartedSubscription>> => {
    const started = await chargeCard(() =>
      deps.subscriptions.resume({
        customerId: merchant.providerCustomerId,
        subscriptionId: merchant.providerSubscriptionId,
        paymentMethodId: card.value,
        monthlyPriceCents: MONTHLY_FEE_CENTS,
        // Each lapse (named by the month it left unpaid) and each card is its own attempt.
        idempotencyKey: `merchant-resume:${merchant.id}:${merchant.providerSubscriptionId}:${merchant.currentPeriodEnd.toISOString()}:${card.value}`,
      }),
    );
    if (started.ok && started.value.status !== "active") return fail("PAYMENT_REQUIRED", messages.subscriptionInactive);
    return started;
  });
  if (!charged.ok) return charged;
  const started = charged.value;

  const now = deps.now();
  const superseded = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(merchants).where(eq(merchants.id, merchant.id)).for("update");
    if (!current) throw new Error(`The merchant ${merchant.id} vanished while its subscription was resumed`);
    if (current.isActive && current.providerSubscriptionId !== started.subscriptionId) return true;
    const change = resumeBilling(
      { status: current.subscriptionStatus, isActive: current.isActive, currentPeriodEnd: current.currentPeriodEnd },
      started.currentPeriodEnd,
    );
    const [updated] = await tx
      .update(merchants)
      .set({
        providerCustomerId: started.customerId,
        providerSubscriptionId: started.subscriptionId,
        subscriptionStatus: change.next.status,
        isActive: change.next.isActive,
        currentPeriodEnd: change.next.currentPeriodEnd,
        cancelAtPeriodEnd: false,
        ...(started.card && { cardBrand: started.card.brand, cardLast4: started.card.last4 }),
        updatedAt: now,
      })
      .where(eq(merchants.id, merchant.id))
      .returning();
    if (change.notice && updated) await announceBilling(tx, updated, change.notice, now, traceId);
    return false;
  });
  if (superseded) {
    await cancelNeedlessSubscription(deps, started.subscriptionId, "a second payment", { merchantId: merchant.id });
  }
  const resumed = await findMerchantOf(deps, user.id);
  if (!resumed) throw new Error(`The merchant ${merchant.id} vanished while its subscription was resumed`);
  return ok(resumed);
}
