import { createHmac } from "node:crypto";
import { oneMonthAfter, subscriptionMessages } from "@highcotton/billing";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { AdvertisementActivatedSchema, AdvertiserSubscriptionChangedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { advertisements, advertisers, stripeWebhookEvents } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_billing_webhook");

const SECRET = "whsec_test_advertiser_billing_7RkW2pLx";
const RECEIVE =
  "mutation ($payload: String!, $signature: String!) { receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature) }";

let eventNumber = 0;
/** A Stripe Billing event as Stripe delivers it (API 2025-03-31.basil and later), for one subscription. */
function stripeEvent(
  type: "invoice.paid" | "invoice.payment_failed" | "customer.subscription.updated" | "customer.subscription.deleted",
  subscriptionId: string,
  periodEnd?: Date,
  cancelAtPeriodEnd = true,
) {
  const object =
    type === "customer.subscription.deleted"
      ? { id: subscriptionId, object: "subscription", status: "canceled" }
      : type === "customer.subscription.updated"
        ? { id: subscriptionId, object: "subscription", status: "active", cancel_at_period_end: cancelAtPeriodEnd }
        : {
            id: `in_${eventNumber}`,
            object: "invoice",
            parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
            lines: { data: periodEnd ? [{ period: { end: Math.floor(periodEnd.getTime() / 1000) } }] : [] },
          };
  return { id: `evt_ads_${++eventNumber}_${Math.random().toString(36).slice(2, 10)}`, object: "event", type, data: { object } };
}

/** The Stripe-Signature header Stripe sends: an HMAC-SHA256 of `${t}.${payload}` with the endpoint's secret. */
function sign(payload: string, at: Date, secret = SECRET): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`;
}

postgres.describe("Stripe Billing webhooks for advertisers' plans", (open) => {
  let harness: AdsHarness;
  let advertiserId: string;
  let subscriptionId: string;
  let firstMonth: Date;
  /** When the month the first renewal invoice bills for ends, in Stripe's whole seconds. */
  let renewalEnd: Date;
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startAdsHarness(open, { deps: { stripeBillingWebhookSecret: SECRET } });
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    const advertiser = await harness.advertiser("short_100");
    advertiserId = advertiser.advertiserId;
    const paid = await harness.graph(
      'mutation { payAdvertisingPlan(paymentMethodId: "pm_card_visa") { id } }',
      {},
      advertiser.account.headers,
    );
    expect(paid.errors).toBeUndefined();
    const row = await advertiserRow();
    subscriptionId = row.providerSubscriptionId!;
    firstMonth = row.paidThrough!;
    renewalEnd = new Date(Math.floor(oneMonthAfter(firstMonth).getTime() / 1000) * 1000);
  });

  const deliver = (event: ReturnType<typeof stripeEvent>, options: { secret?: string; signedAt?: Date } = {}) => {
    const payload = JSON.stringify(event);
    return harness.graph<{ receiveStripeAdvertiserBillingWebhook: boolean }>(RECEIVE, {
      payload,
      signature: sign(payload, options.signedAt ?? harness.clock.now(), options.secret),
    });
  };
  const advertiserRow = async () => (await db().select().from(advertisers).where(eq(advertisers.id, advertiserId)))[0]!;
  const changes = async () =>
    (await harness.published(AdvertiserSubscriptionChangedSchema)).map((change) => change.data.subscriptionStatus);

  it("makes the plan past due on invoice.payment_failed, announcing it", async () => {
    const event = stripeEvent("invoice.payment_failed", subscriptionId, renewalEnd);
    expect((await deliver(event)).data?.receiveStripeAdvertiserBillingWebhook).toBe(true);
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "past_due", paidThrough: firstMonth });
    expect(await changes()).toEqual(["active", "past_due"]);
    expect((await db().select().from(stripeWebhookEvents)).map((row) => row.id)).toEqual([event.id]);
  });

  it("moves the paid month on with invoice.paid, and activates ads waiting for it after a lapse", async () => {
    await deliver(stripeEvent("invoice.payment_failed", subscriptionId, renewalEnd));
    const [ad] = await db()
      .insert(advertisements)
      .values({
        advertiserId,
        kind: "flyer",
        title: "Spring drop",
        mediaUrl: "/uploads/ads/spring.webp",
        mediaKey: "ads/spring.webp",
        thumbnailUrl: "/uploads/ads/spring.webp",
        thumbnailKey: "ads/spring.webp",
        width: 1200,
        height: 900,
      })
      .returning();

    await deliver(stripeEvent("invoice.paid", subscriptionId, renewalEnd));
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "active", paidThrough: renewalEnd });
    expect(await changes()).toEqual(["active", "past_due", "active"]);
    expect((await harness.published(AdvertisementActivatedSchema)).map((event) => event.data.advertisementId)).toEqual([ad!.id]);
  });

  it("ends the plan on customer.subscription.deleted, and a late invoice changes nothing after", async () => {
    await deliver(stripeEvent("customer.subscription.deleted", subscriptionId));
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "canceled" });
    await deliver(stripeEvent("invoice.paid", subscriptionId, renewalEnd));
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "canceled", paidThrough: firstMonth });
    expect(await changes()).toEqual(["active", "canceled"]);
  });

  it("takes a redelivery, a late failure of a paid month and another service's subscription as nothing new", async () => {
    const paid = stripeEvent("invoice.paid", subscriptionId, renewalEnd);
    await deliver(paid);
    await deliver(paid);
    await deliver(stripeEvent("invoice.payment_failed", subscriptionId, firstMonth));
    expect((await deliver(stripeEvent("invoice.paid", "sub_of_a_merchant"))).data?.receiveStripeAdvertiserBillingWebhook).toBe(
      true,
    );
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "active", paidThrough: renewalEnd });
    expect(await changes()).toEqual(["active", "active"]);
  });

  it("follows cancel_at_period_end set at Stripe without announcing it, and ends the plan when Stripe deletes it", async () => {
    await deliver(stripeEvent("customer.subscription.updated", subscriptionId));
    expect(await advertiserRow()).toMatchObject({
      subscriptionStatus: "active",
      cancelAtPeriodEnd: true,
      paidThrough: firstMonth,
    });
    await deliver(stripeEvent("customer.subscription.updated", subscriptionId, undefined, false));
    expect(await advertiserRow()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await changes()).toEqual(["active"]);
    await deliver(stripeEvent("customer.subscription.updated", subscriptionId));
    await deliver(stripeEvent("customer.subscription.deleted", subscriptionId));
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "canceled", cancelAtPeriodEnd: false });
    expect(await changes()).toEqual(["active", "canceled"]);
  });

  it("refuses a delivery signed with another secret, or too long ago, and changes nothing", async () => {
    const event = stripeEvent("customer.subscription.deleted", subscriptionId);
    expect(errorOf(await deliver(event, { secret: "whsec_someone_else" }))?.code).toBe("BAD_USER_INPUT");
    const stale = new Date(harness.clock.now().getTime() - 10 * 60_000);
    expect(errorOf(await deliver(event, { signedAt: stale }))?.code).toBe("BAD_USER_INPUT");
    expect(await advertiserRow()).toMatchObject({ subscriptionStatus: "active" });
    expect(await db().select().from(stripeWebhookEvents)).toEqual([]);
  });
});

postgres.describe("Stripe Billing webhooks without a signing secret", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });

  it("refuses every delivery", async () => {
    const payload = JSON.stringify(stripeEvent("customer.subscription.deleted", "sub_1"));
    const refused = await harness.graph(RECEIVE, { payload, signature: sign(payload, harness.clock.now()) });
    expect(errorOf(refused)).toEqual({ code: "BAD_USER_INPUT", message: subscriptionMessages.webhookSecretMissing });
  });
});
