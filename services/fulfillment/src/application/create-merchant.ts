import { cancelNeedlessSubscription, chargeCard, limitCardAttempts, type StartedSubscription } from "@highcotton/billing";
import { type AuthUser, cents, fail, isUniqueViolation, ok, parseInput, type Result, toDecimal } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { merchantFormSchema } from "../contract/index.ts";
import { accountReplicas, merchants } from "../db/schema.ts";
import { MONTHLY_FEE_CENTS } from "../domain/constants.ts";
import { messages } from "../domain/messages.ts";
import { type MerchantView, merchantViewOf } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { announceBilling } from "./merchant-billing-events.ts";

/**
 * The signed-in Merchant account sets up its print shop (one per user) and subscribes it for $5 a
 * month. The card is charged first, outside any transaction, under the account's card attempt
 * limit; a decline stores nothing but the failed attempt. Then the
 * merchant and MerchantSubscribed are written in one transaction. A second sign-up that loses a
 * race to the first is answered CONFLICT, and a subscription it started is canceled.
 */
export async function createMerchant(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now" | "logger">,
  user: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (user.role !== "merchant") return fail("FORBIDDEN", messages.merchantsOnly);
  const parsed = parseInput(merchantFormSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  if (await hasMerchant(deps, user.id)) return fail("CONFLICT", messages.alreadyHasMerchant);

  const [account] = await deps.db
    .select({ email: accountReplicas.email })
    .from(accountReplicas)
    .where(eq(accountReplicas.userId, user.id));
  const contactEmail = account?.email ?? null;

  const charged = await limitCardAttempts(deps, user.id, async (): Promise<Result<StartedSubscription>> => {
    return chargeCard(() =>
      deps.subscriptions.subscribe({
        paymentMethodId: form.paymentMethodId,
        email: contactEmail,
        customerName: form.businessName,
        monthlyPriceCents: MONTHLY_FEE_CENTS,
        // Another card is another attempt; the same card again finds the subscription it started.
        idempotencyKey: `merchant-signup:${user.id}:${form.paymentMethodId}`,
        metadata: { userId: user.id },
      }),
    );
  });
  if (!charged.ok) return charged;
  const started = charged.value;

  const now = deps.now();
  try {
    const created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(merchants)
        .values({
          userId: user.id,
          businessName: form.businessName,
          address: form.address,
          city: form.city,
          state: form.state,
          zip: form.zip,
          contactEmail,
          contactPhone: form.contactPhone,
          provider: deps.subscriptions.provider,
          providerCustomerId: started.customerId,
          providerSubscriptionId: started.subscriptionId,
          subscriptionStatus: "active",
          currentPeriodEnd: started.currentPeriodEnd,
          cardBrand: started.card?.brand ?? null,
          cardLast4: started.card?.last4 ?? null,
          monthlyFee: toDecimal(cents(MONTHLY_FEE_CENTS)),
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await announceBilling(tx, row, { event: "MerchantSubscribed" }, now, traceId);
      return row;
    });
    return ok(merchantViewOf(created, 0));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await cancelLoser(deps, user.id, started.subscriptionId);
    return fail("CONFLICT", messages.alreadyHasMerchant);
  }
}

async function hasMerchant(deps: Pick<FulfillmentDeps, "db">, userId: string): Promise<boolean> {
  const [existing] = await deps.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.userId, userId));
  return existing !== undefined;
}

/**
 * Another sign-up of the same user was recorded first. The subscription this one started is
 * canceled, unless it is the winner's own (the same card, so the same idempotency key).
 */
async function cancelLoser(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "logger">,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  const [winner] = await deps.db
    .select({ subscriptionId: merchants.providerSubscriptionId })
    .from(merchants)
    .where(eq(merchants.userId, userId));
  if (winner?.subscriptionId === subscriptionId) return;
  await cancelNeedlessSubscription(deps, subscriptionId, "a second sign-up", { userId });
}
