import type { FulfillmentHarness } from "./fulfillment-harness.ts";

export { errorOf } from "@highcotton/kit/testing";

// The merchant's own calls (sign-up, its print shop, paying again) and the offline card form,
// each through fulfillment's subgraph as the sign-up page and dashboard make them.

export const MERCHANT_FIELDS = `id userId businessName address city state zip contactEmail contactPhone subscriptionProvider
  providerCustomerId providerSubscriptionId subscriptionStatus currentPeriodEnd cancelAtPeriodEnd cardBrand cardLast4
  monthlyFee totalRevenue availableBalance ordersFulfilled isActive createdAt`;

export interface MerchantOut {
  id: string;
  userId: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  contactEmail: string | null;
  contactPhone: string | null;
  subscriptionProvider: "stripe" | "offline";
  providerCustomerId: string;
  providerSubscriptionId: string;
  subscriptionStatus: "active" | "past_due" | "canceled";
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  monthlyFee: string;
  totalRevenue: string;
  availableBalance: string;
  ordersFulfilled: number;
  isActive: boolean;
  createdAt: string;
}

export function merchantSteps(harness: FulfillmentHarness) {
  return {
    createMerchant: (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      harness.graph<{ createMerchant: MerchantOut }>(
        `mutation ($input: CreateMerchantInput!) { createMerchant(input: $input) { ${MERCHANT_FIELDS} } }`,
        { input },
        headers,
      ),
    myMerchant: (headers: Record<string, string> = {}) =>
      harness.graph<{ myMerchant: MerchantOut | null }>(`{ myMerchant { ${MERCHANT_FIELDS} } }`, {}, headers),
    resume: (paymentMethodId: string, headers: Record<string, string> = {}) =>
      harness.graph<{ resumeMerchantSubscription: MerchantOut }>(
        `mutation ($pm: String!) { resumeMerchantSubscription(paymentMethodId: $pm) { ${MERCHANT_FIELDS} } }`,
        { pm: paymentMethodId },
        headers,
      ),
    /** resumeMerchantSubscription without a card: keeps a subscription canceled at period end. */
    keep: (headers: Record<string, string> = {}) =>
      harness.graph<{ resumeMerchantSubscription: MerchantOut }>(
        `mutation { resumeMerchantSubscription { ${MERCHANT_FIELDS} } }`,
        {},
        headers,
      ),
    cancel: (headers: Record<string, string> = {}) =>
      harness.graph<{ cancelMerchantSubscription: MerchantOut }>(
        `mutation { cancelMerchantSubscription { ${MERCHANT_FIELDS} } }`,
        {},
        headers,
      ),
    changeCard: (paymentMethodId: string, headers: Record<string, string> = {}) =>
      harness.graph<{ changeMerchantCard: MerchantOut }>(
        `mutation ($pm: String!) { changeMerchantCard(paymentMethodId: $pm) { ${MERCHANT_FIELDS} } }`,
        { pm: paymentMethodId },
        headers,
      ),
    saveCard: (
      card: { number: string; expMonth?: number; expYear?: number; cvc?: string },
      headers: Record<string, string> = {},
    ) =>
      harness.graph<{ createOfflinePaymentMethod: { id: string; brand: string; last4: string } }>(
        "mutation ($card: OfflineCardInput!) { createOfflinePaymentMethod(card: $card) { id brand last4 } }",
        { card: { expMonth: 12, expYear: harness.clock.now().getUTCFullYear() + 3, cvc: "123", ...card } },
        headers,
      ),
    paymentSettings: () =>
      harness.graph<{
        merchantPaymentSettings: { cardProvider: string; stripePublishableKey: string | null; monthlyFee: string };
      }>("{ merchantPaymentSettings { cardProvider stripePublishableKey monthlyFee } }"),
  };
}
