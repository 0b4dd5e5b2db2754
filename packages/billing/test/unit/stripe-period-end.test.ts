import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { periodEndOf } from "../../src/stripe-subscriptions.ts";

describe("a Stripe subscription's paid month", () => {
  const subscription = (fields: Record<string, unknown>) => ({ id: "sub_1", ...fields }) as unknown as Stripe.Subscription;

  it("ends at the item's current_period_end in recent API versions", () => {
    expect(periodEndOf(subscription({ items: { data: [{ current_period_end: 1769904000 }] } }))).toEqual(
      new Date("2026-02-01T00:00:00Z"),
    );
  });

  it("ends at the subscription's current_period_end in older ones", () => {
    expect(periodEndOf(subscription({ items: { data: [{}] }, current_period_end: 1769904000 }))).toEqual(
      new Date("2026-02-01T00:00:00Z"),
    );
    expect(periodEndOf(subscription({ current_period_end: 1769904000 }))).toEqual(new Date("2026-02-01T00:00:00Z"));
  });

  it("is an error when Stripe gives neither", () => {
    expect(() => periodEndOf(subscription({ items: { data: [] } }))).toThrow(/no current period end/);
  });
});
