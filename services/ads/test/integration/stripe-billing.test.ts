import { StripeSubscriptions } from "@highcotton/billing";
import { createStripeClient } from "@highcotton/billing/stripe";
import {
  errorOf,
  type StripeBillingProxy,
  startStripeBillingProxy,
  startStripeMock,
  testDatabase,
} from "@highcotton/kit/testing";
import { AdvertiserSubscriptionChangedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { advertisers } from "../../src/db/schema.ts";
import { ADVERTISING_PRODUCT } from "../../src/subscriptions/create-providers.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock.
const stripeMock = await startStripeMock();

const PAY = `mutation ($paymentMethodId: String!) {
  payAdvertisingPlan(paymentMethodId: $paymentMethodId) { id subscriptionStatus paidThrough }
}`;

if ("skip" in stripeMock) {
  console.warn(`Advertisers billed by Stripe: tests skipped: ${stripeMock.skip}`);
  describe.skip(`advertisers billed by Stripe (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  let stripe: StripeBillingProxy;

  beforeAll(async () => {
    stripe = await startStripeBillingProxy(stripeMock.url);
    return async () => {
      await stripe.stop();
      await stripeMock.stop();
    };
  });

  const postgres = testDatabase("ads_stripe_billing");

  postgres.describe("advertisers billed by Stripe", (open) => {
    let harness: AdsHarness;
    const db = () => harness.database.db;
    const pay = (paymentMethodId: string, headers: Record<string, string>) =>
      harness.graph<{ payAdvertisingPlan: { id: string; subscriptionStatus: string; paidThrough: string } }>(
        PAY,
        { paymentMethodId },
        headers,
      );

    beforeAll(async () => {
      // The suite's own adapter makes the product on its first subscription, which the first test sees.
      const subscriptions = new StripeSubscriptions(createStripeClient("sk_test_51HighCottonAdsMock", stripe.url), {
        product: ADVERTISING_PRODUCT,
      });
      harness = await startAdsHarness(open, {
        deps: { subscriptions, offline: undefined, stripePublishableKey: "pk_test_51HighCottonAds" },
      });
      return () => harness.stop();
    });
    beforeEach(async () => {
      await harness.reset();
      stripe.clear();
    });

    it("subscribes the advertiser's company to its plan's price on the advertising product", async () => {
      const advertiser = await harness.advertiser("medium_250", {
        companyName: "Bud Brand Co.",
        contactEmail: "ads@budbrand.example",
      });
      const paid = await pay("pm_card_visa", advertiser.account.headers);
      expect(paid.errors).toBeUndefined();

      expect(stripe.calls()).toEqual(["POST /v1/customers", "POST /v1/products", "POST /v1/subscriptions"]);
      const [customer, product, subscription] = stripe.recorded;
      expect(product?.params).toEqual({ id: "highcotton_advertising_plan", name: "High Cotton advertising plan" });
      expect(customer).toMatchObject({
        idempotencyKey: `advertiser-plan:${advertiser.advertiserId}:pm_card_visa:customer`,
        params: {
          name: "Bud Brand Co.",
          email: "ads@budbrand.example",
          payment_method: "pm_card_visa",
          "metadata[advertiserId]": advertiser.advertiserId,
          "metadata[plan]": "medium_250",
        },
      });
      expect(subscription?.params).toMatchObject({
        "items[0][price_data][product]": "highcotton_advertising_plan",
        "items[0][price_data][unit_amount]": "25000",
        "items[0][price_data][recurring][interval]": "month",
        payment_behavior: "error_if_incomplete",
      });

      const answer = subscription?.answer as {
        id: string;
        customer: string;
        items: { data: Array<{ current_period_end: number }> };
      };
      const paidThrough = new Date(answer.items.data[0]!.current_period_end * 1000);
      expect(paid.data?.payAdvertisingPlan).toMatchObject({
        subscriptionStatus: "active",
        paidThrough: paidThrough.toISOString(),
      });
      const [row] = await db().select().from(advertisers).where(eq(advertisers.id, advertiser.advertiserId));
      expect(row).toMatchObject({
        provider: "stripe",
        providerCustomerId: answer.customer,
        providerSubscriptionId: answer.id,
        subscriptionStatus: "active",
        paidThrough,
      });
      expect(await harness.published(AdvertiserSubscriptionChangedSchema)).toHaveLength(1);
    });

    it("stores nothing when Stripe declines the card", async () => {
      const advertiser = await harness.advertiser("flyer_50");
      expect(errorOf(await pay("pm_card_chargeDeclined", advertiser.account.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card was declined.",
      });
      const [row] = await db().select().from(advertisers).where(eq(advertisers.id, advertiser.advertiserId));
      expect(row).toMatchObject({
        subscriptionStatus: "unpaid",
        provider: null,
        providerSubscriptionId: null,
        paidThrough: null,
      });
      expect(await harness.published(AdvertiserSubscriptionChangedSchema)).toEqual([]);
    });

    it("serves the publishable key for Stripe Elements, and no offline card form", async () => {
      const key = await harness.graph<{ advertiserBillingPublishableKey: string | null }>("{ advertiserBillingPublishableKey }");
      expect(key.data?.advertiserBillingPublishableKey).toBe("pk_test_51HighCottonAds");
      const advertiser = await harness.advertiser();
      const form = await harness.graph(
        "mutation ($card: AdvertiserCardInput!) { createAdvertiserOfflinePaymentMethod(card: $card) { id } }",
        { card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" } },
        advertiser.account.headers,
      );
      expect(errorOf(form)?.code).toBe("NOT_FOUND");
    });
  });
}
