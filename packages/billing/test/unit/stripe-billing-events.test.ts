import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VerifiedStripeEvent } from "../../src/stripe/stripe-signature.ts";
import { subscriptionEventOf } from "../../src/stripe-billing-events.ts";

/** A recorded delivery as the kit's verifier hands it on. */
const recorded = (type: string): VerifiedStripeEvent => {
  const event = JSON.parse(readFileSync(new URL(`../fixtures/stripe-events/${type}.json`, import.meta.url), "utf8"));
  return { id: event.id, type: event.type, object: event.data.object };
};
const SUBSCRIPTION = "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc";

describe("Stripe Billing events as subscription events", () => {
  it("reads invoice.paid's subscription from its parent and the period end from its first line", () => {
    expect(subscriptionEventOf(recorded("invoice.paid"))).toEqual({
      kind: "paid",
      subscriptionId: SUBSCRIPTION,
      currentPeriodEnd: new Date("2026-02-01T00:00:00Z"),
    });
  });

  it("reads the subscription from invoice.subscription in API versions before the parent field", () => {
    const event = recorded("invoice.paid");
    const { parent: _parent, ...older } = event.object;
    expect(subscriptionEventOf({ ...event, object: { ...older, subscription: "sub_older_api" } })).toMatchObject({
      kind: "paid",
      subscriptionId: "sub_older_api",
    });
    // Expanded, as a subscription object.
    expect(subscriptionEventOf({ ...event, object: { ...older, subscription: { id: "sub_expanded" } } })).toMatchObject({
      subscriptionId: "sub_expanded",
    });
  });

  it("reads a paid invoice without lines as paid, keeping the known period", () => {
    const event = recorded("invoice.paid");
    expect(subscriptionEventOf({ ...event, object: { ...event.object, lines: { data: [] } } })).toEqual({
      kind: "paid",
      subscriptionId: SUBSCRIPTION,
    });
  });

  it("reads invoice.payment_failed as a failed payment of the subscription, for the month of its first line", () => {
    expect(subscriptionEventOf(recorded("invoice.payment_failed"))).toEqual({
      kind: "payment_failed",
      subscriptionId: SUBSCRIPTION,
      periodEnd: new Date("2026-02-01T00:00:00Z"),
    });
    const event = recorded("invoice.payment_failed");
    expect(subscriptionEventOf({ ...event, object: { ...event.object, lines: { data: [] } } })).toEqual({
      kind: "payment_failed",
      subscriptionId: SUBSCRIPTION,
    });
  });

  it("reads customer.subscription.deleted as the subscription's end", () => {
    expect(subscriptionEventOf(recorded("customer.subscription.deleted"))).toEqual({
      kind: "canceled",
      subscriptionId: SUBSCRIPTION,
    });
  });

  it("reads customer.subscription.updated as whether the subscription ends with its paid month", () => {
    expect(subscriptionEventOf(recorded("customer.subscription.updated"))).toEqual({
      kind: "cancel_at_period_end",
      subscriptionId: SUBSCRIPTION,
      cancelAtPeriodEnd: true,
    });
    const event = recorded("customer.subscription.updated");
    expect(subscriptionEventOf({ ...event, object: { ...event.object, cancel_at_period_end: false } })).toEqual({
      kind: "cancel_at_period_end",
      subscriptionId: SUBSCRIPTION,
      cancelAtPeriodEnd: false,
    });
  });

  it("ignores other types and invoices that are no subscription's", () => {
    const paid = recorded("invoice.paid");
    expect(subscriptionEventOf({ ...paid, type: "invoice.finalized" })).toBeNull();
    expect(subscriptionEventOf({ ...paid, type: "customer.subscription.updated" })).toBeNull();
    expect(subscriptionEventOf({ ...paid, object: { ...paid.object, parent: null } })).toBeNull();
    expect(subscriptionEventOf({ ...paid, object: { ...paid.object, lines: "not a list" } })).toBeNull();
  });
});
