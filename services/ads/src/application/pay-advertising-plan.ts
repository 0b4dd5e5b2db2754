import {
  cancelNeedlessSubscription,
  chargeCard,
  limitCardAttempts,
  type StartedSubscription,
  subscriptionMessages,
} from "@highcotton/billing";
import { type AuthUser, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages, planOf } from "../contract/index.ts";
import { advertisers } from "../db/schema.ts";
import { paymentActionOf, paymentMethodIdSchema } from "../domain/advertiser-billing.ts";
import { activatePaidAdvertisements } from "./activate-paid-advertisements.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { announceSubscriptionChange } from "./announce-subscription-change.ts";
import { recordPlanEnd } from "./cancel-advertising-plan.ts";
import { type AdvertiserView, advertiserViewOf, findAdvertiserOf } from "./find-my-advertiser.ts";

type Deps = Pick<AdsDeps, "db" | "subscriptions" | "now" | "logger">;

/**
 * A plan canceled at period end is kept instead (no card needed; nothing is charged now).
 * The signed-in advertiser pays its plan monthly with a card, under the account's card attempt
 * limit: an unpaid plan is subscribed at the plan's price (the first month charged now), a past-due
 * or canceled one is paid again. The card is charged outside any transaction; a refusal stores
 * nothing but the failed attempt. Then, in one transaction, the advertiser is active and paid
 * through the month, its pending ads become active, and AdvertiserSubscriptionChanged is
 * published. Payments at once with the same card share the provider's idempotency key, so they
 * make one subscription; when another payment (another card) settled the plan first, that one
 * stays and a subscription this one started is canceled.
 */
export async function payAdvertisingPlan(
  deps: Deps,
  user: AuthUser | null,
  paymentMethodId: unknown,
  traceId?: string,
): Promise<Result<AdvertiserView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const advertiser = await findAdvertiserOf(deps, user.id);
  if (!advertiser) return fail("NOT_FOUND", messages.noAdvertiser);
  if (advertiser.subscriptionStatus === "active" && advertiser.cancelAtPeriodEnd) {
    return ok(await recordPlanEnd(deps, advertiser, false));
  }
  const action = paymentActionOf(advertiser.subscriptionStatus);
  if (action === "already_paid") return fail("CONFLICT", messages.alreadyPaid);
  const card = parseInput(paymentMethodIdSchema, paymentMethodId);
  if (!card.ok) return card;
  const monthlyPriceCents = planOf(advertiser.subscriptionTier).monthlyPriceCents;

  const charged = await limitCardAttempts(deps, user.id, async (): Promise<Result<StartedSubscription>> => {
    const { providerCustomerId: customerId, providerSubscriptionId: subscriptionId } = advertiser;
    const started = await chargeCard(() =>
      action === "resume" && customerId && subscriptionId
        ? deps.subscriptions.resume({
            customerId,
            subscriptionId,
            paymentMethodId: card.value,
            monthlyPriceCents,
            // Each lapse (named by the month it left unpaid) and each card is its own attempt.
            idempotencyKey: `advertiser-resume:${advertiser.id}:${subscriptionId}:${advertiser.paidThrough?.toISOString()}:${card.value}`,
          })
        : deps.subscriptions.subscribe({
            paymentMethodId: card.value,
            email: advertiser.contactEmail,
            customerName: advertiser.companyName,
            monthlyPriceCents,
            // Another card is another attempt; the same card again finds the subscription it started.
            idempotencyKey: `advertiser-plan:${advertiser.id}:${card.value}`,
            metadata: { advertiserId: advertiser.id, userId: user.id, plan: advertiser.subscriptionTier },
          }),
    );
    if (started.ok && started.value.status !== "active") return fail("PAYMENT_REQUIRED", subscriptionMessages.paymentIncomplete);
    return started;
  });
  if (!charged.ok) return charged;
  const started = charged.value;

  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(advertisers).where(eq(advertisers.id, advertiser.id)).for("update");
    if (!current) throw new Error(`The advertiser ${advertiser.id} vanished while its plan was paid`);
    if (current.subscriptionStatus === "active") {
      // Another payment got here first: the same subscription (the same card) is that payment's result.
      const same = current.providerSubscriptionId === started.subscriptionId;
      return { superseded: !same, advertiser: current };
    }
    const [paid] = await tx
      .update(advertisers)
      .set({
        provider: deps.subscriptions.provider,
        providerCustomerId: started.customerId,
        providerSubscriptionId: started.subscriptionId,
        subscriptionStatus: "active",
        paidThrough: started.currentPeriodEnd,
        cancelAtPeriodEnd: false,
        ...(started.card && { cardBrand: started.card.brand, cardLast4: started.card.last4 }),
        updatedAt: now,
      })
      .where(eq(advertisers.id, current.id))
      .returning();
    if (!paid) throw new Error(`The advertiser ${advertiser.id} vanished while its plan was paid`);
    await announceSubscriptionChange(tx, paid, now, traceId);
    await activatePaidAdvertisements(tx, paid.id, now, traceId);
    return { superseded: false, advertiser: paid };
  });
  if (outcome.superseded) {
    await cancelNeedlessSubscription(deps, started.subscriptionId, "a second payment", { advertiserId: advertiser.id });
    return fail("CONFLICT", messages.alreadyPaid);
  }
  return ok(advertiserViewOf(outcome.advertiser));
}
