import { readFileSync } from "node:fs";
import { oneMonthAfter } from "@highcotton/billing";
import { testDatabase } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema, MerchantSubscriptionLapsedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { receiveStripeBillingWebhook } from "../../src/application/handle-stripe-billing-webhook.ts";
import { merchants, stripeWebhookEvents } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, MINUTE_MS, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf } from "../support/merchant-steps.ts";

const postgres = testDatabase("fulfillment_billing_webhook");

const SECRET = "whsec_test_billing_3QmT8fLkdIwHu7ix";
const RECEIVE =
  "mutation ($payload: String!, $signature: String!) { receiveStripeBillingWebhook(payload: $payload, signature: $signature) }";

type StripeEventJson = { id: string; type: string; data: { object: Record<string, unknown> } };
type RecordedType = "invoice.paid" | "invoice.payment_failed" | "customer.subscription.updated" | "customer.subscription.deleted";

let eventNumber = 0;
/** Stripe's recorded delivery, pointed at one of our merchants' subscriptions. */
function recordedEvent(type: RecordedType, subscriptionId: string, periodEnd?: Date): StripeEventJson {
  const event = JSON.parse(readFileSync(new URL(`../fixtures/stripe-events/${type}.json`, import.meta.url), "utf8"));
  event.id = `evt_billing_${++eventNumber}_${Math.random().toString(36).slice(2, 10)}`;
  const object = event.data.object;
  if (type.startsWith("customer.subscription.")) {
    object.id = subscriptionId;
  } else {
    object.parent.subscription_details.subscription = subscriptionId;
    if (periodEnd) object.lines.data[0].period.end = Math.floor(periodEnd.getTime() / 1000);
  }
  return event;
}

const sign = (payload: string, at: Date, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

postgres.describe("Stripe Billing webhooks", (open) => {
  let harness: FulfillmentHarness;
  let merchantId: string;
  let subscriptionId: string;
  /** The month the first renewal invoice bills for ends here. */
  let renewalEnd: Date;
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open, { deps: { stripeBillingWebhookSecret: SECRET } });
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    ({ merchantId } = await harness.merchant());
    const row = await merchantRow();
    subscriptionId = row.providerSubscriptionId;
    renewalEnd = oneMonthAfter(row.currentPeriodEnd);
  });

  const deliver = (event: StripeEventJson, signedAt?: Date) => {
    const payload = JSON.stringify(event);
    return harness.graph<{ receiveStripeBillingWebhook: boolean }>(RECEIVE, {
      payload,
      signature: sign(payload, signedAt ?? harness.clock.now()),
    });
  };
  const merchantRow = async () => (await db().select().from(merchants).where(eq(merchants.id, merchantId)))[0]!;
  const recordedIds = async () => (await db().select().from(stripeWebhookEvents)).map((row) => row.id);

  it("makes the merchant past due and inactive on invoice.payment_failed, announcing the lapse", async () => {
    const event = recordedEvent("invoice.payment_failed", subscriptionId, renewalEnd);
    expect((await deliver(event)).data?.receiveStripeBillingWebhook).toBe(true);
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
    expect((await harness.published(MerchantSubscriptionLapsedSchema)).map((lapse) => lapse.data)).toMatchObject([
      { merchantId, reason: "payment_failed" },
    ]);
    expect(await recordedIds()).toEqual([event.id]);
  });

  it("makes a past-due merchant active again on invoice.paid, through the invoice's period", async () => {
    await deliver(recordedEvent("invoice.payment_failed", subscriptionId, renewalEnd));
    const paidThrough = new Date((await merchantRow()).currentPeriodEnd.getTime() + 31 * 24 * 60 * MINUTE_MS);
    await deliver(recordedEvent("invoice.paid", subscriptionId, paidThrough));
    expect(await merchantRow()).toMatchObject({
      subscriptionStatus: "active",
      isActive: true,
      currentPeriodEnd: new Date(Math.floor(paidThrough.getTime() / 1000) * 1000),
    });
    expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(2);
  });

  it("reads the subscription of an invoice from an API version before invoices had a parent", async () => {
    const event = recordedEvent("invoice.payment_failed", "sub_elsewhere", renewalEnd);
    delete event.data.object.parent;
    event.data.object.subscription = subscriptionId;
    await deliver(event);
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
  });

  it("ends the merchant's subscription on customer.subscription.deleted", async () => {
    await deliver(recordedEvent("customer.subscription.deleted", subscriptionId));
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "canceled", isActive: false });
    expect((await harness.published(MerchantSubscriptionLapsedSchema)).map((lapse) => lapse.data.reason)).toEqual(["canceled"]);
    // An invoice paid late for the ended subscription does not bring it back.
    await deliver(recordedEvent("invoice.paid", subscriptionId));
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "canceled", isActive: false });
  });

  it("has one effect when the same delivery arrives several times at once, and again later", async () => {
    const event = recordedEvent("invoice.payment_failed", subscriptionId, renewalEnd);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((answer) => answer.data?.receiveStripeBillingWebhook)).toEqual(Array(5).fill(true));
    // Paid meanwhile: the failure delivered again must not lapse the merchant a second time.
    await deliver(recordedEvent("invoice.paid", subscriptionId, renewalEnd));
    harness.clock.advance(MINUTE_MS);
    await deliver(event);
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "active", isActive: true });
    expect(await harness.published(MerchantSubscriptionLapsedSchema)).toHaveLength(1);
    expect(await recordedIds()).toHaveLength(2);
  });

  it("keeps a paid merchant active when the failure of the month it paid arrives after the payment", async () => {
    // The renewal was declined, then a retry paid it; Stripe delivered the failure last.
    const failed = recordedEvent("invoice.payment_failed", subscriptionId, renewalEnd);
    await deliver(recordedEvent("invoice.paid", subscriptionId, renewalEnd));
    await deliver(failed);
    expect(await merchantRow()).toMatchObject({
      subscriptionStatus: "active",
      isActive: true,
      currentPeriodEnd: new Date(Math.floor(renewalEnd.getTime() / 1000) * 1000),
    });
    expect(await harness.published(MerchantSubscriptionLapsedSchema)).toEqual([]);
    // A later month's failure still lapses it.
    await deliver(recordedEvent("invoice.payment_failed", subscriptionId, oneMonthAfter(renewalEnd)));
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
  });

  it("keeps a past-due merchant inactive when an older month's paid invoice arrives after the failure", async () => {
    const { currentPeriodEnd } = await merchantRow();
    await deliver(recordedEvent("invoice.payment_failed", subscriptionId, renewalEnd));
    await deliver(recordedEvent("invoice.paid", subscriptionId, currentPeriodEnd));
    expect(await merchantRow()).toMatchObject({ subscriptionStatus: "past_due", isActive: false, currentPeriodEnd });
    // Only the sign-up was announced.
    expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(1);
  });

  it("acknowledges other types and other subscriptions without effect", async () => {
    const before = await merchantRow();
    const other = { ...recordedEvent("invoice.paid", subscriptionId), type: "invoice.finalized" };
    expect((await deliver(other)).data?.receiveStripeBillingWebhook).toBe(true);
    const elsewhere = recordedEvent("customer.subscription.deleted", "sub_not_a_merchants");
    expect((await deliver(elsewhere)).data?.receiveStripeBillingWebhook).toBe(true);
    expect(await merchantRow()).toEqual(before);
    expect((await recordedIds()).sort()).toEqual([other.id, elsewhere.id].sort());
  });

  it("refuses a stale, tampered or foreign signature and records nothing", async () => {
    const event = recordedEvent("invoice.payment_failed", subscriptionId);
    const payload = JSON.stringify(event);
    const stale = await harness.graph(RECEIVE, {
      payload,
      signature: sign(payload, new Date(harness.clock.now().getTime() - 301_000)),
    });
    expect(errorOf(stale)).toEqual({ code: "BAD_USER_INPUT", message: "The webhook signature is older than 300 seconds" });
    // The service's own clock decides.
    const signedNow = sign(payload, harness.clock.now());
    harness.clock.advance(10 * MINUTE_MS);
    expect(errorOf(await harness.graph(RECEIVE, { payload, signature: signedNow }))?.code).toBe("BAD_USER_INPUT");
    const tampered = await harness.graph(RECEIVE, {
      payload: payload.replace(subscriptionId, "sub_other"),
      signature: sign(payload, harness.clock.now()),
    });
    expect(errorOf(tampered)).toEqual({ code: "BAD_USER_INPUT", message: "The webhook signature does not match its payload" });
    const foreign = await harness.graph(RECEIVE, { payload, signature: sign(payload, harness.clock.now(), "whsec_elsewhere") });
    expect(errorOf(foreign)?.code).toBe("BAD_USER_INPUT");
    expect(await recordedIds()).toEqual([]);
    expect(await merchantRow()).toMatchObject({ isActive: true });
  });

  it("refuses every delivery while no signing secret is configured", async () => {
    const payload = JSON.stringify(recordedEvent("invoice.payment_failed", subscriptionId));
    const refused = await receiveStripeBillingWebhook(
      { ...harness.deps, stripeBillingWebhookSecret: undefined },
      { payload, signature: sign(payload, harness.clock.now()) },
    );
    expect(refused).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message: messages.webhookSecretMissing } });
    expect(await recordedIds()).toEqual([]);
  });

  it("follows cancel_at_period_end set at Stripe, then lapses the merchant as canceled when Stripe ends the subscription", async () => {
    const scheduled = recordedEvent("customer.subscription.updated", subscriptionId);
    await deliver(scheduled);
    expect(await merchantRow()).toMatchObject({ isActive: true, subscriptionStatus: "active", cancelAtPeriodEnd: true });
    // Redelivered: nothing more.
    await deliver(scheduled);
    expect(await harness.published(MerchantSubscriptionLapsedSchema)).toEqual([]);

    const taken = recordedEvent("customer.subscription.updated", subscriptionId);
    (taken.data.object as { cancel_at_period_end: boolean }).cancel_at_period_end = false;
    await deliver(taken);
    expect(await merchantRow()).toMatchObject({ isActive: true, cancelAtPeriodEnd: false });

    await deliver(recordedEvent("customer.subscription.updated", subscriptionId));
    await deliver(recordedEvent("customer.subscription.deleted", subscriptionId));
    expect(await merchantRow()).toMatchObject({ isActive: false, subscriptionStatus: "canceled", cancelAtPeriodEnd: false });
    expect((await harness.published(MerchantSubscriptionLapsedSchema)).map((lapse) => lapse.data)).toMatchObject([
      { merchantId, reason: "canceled" },
    ]);
  });
});
