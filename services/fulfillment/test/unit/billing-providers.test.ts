import type { Db } from "@highcotton/kit";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createSubscriptions } from "../../src/subscriptions/create-providers.ts";
import { OfflineSubscriptions } from "../../src/subscriptions/offline/offline-subscriptions.ts";
import { billingSettings } from "../../src/subscriptions/settings.ts";
import { periodEndOf, StripeSubscriptions } from "../../src/subscriptions/stripe-subscriptions.ts";

// The adapters only keep the store and the clock; nothing here reaches either.
const context = { db: {} as Db, now: () => new Date("2026-03-15T12:00:00Z") };
const providersFor = (env: Record<string, string>) => createSubscriptions(billingSettings.parse(env), context);

describe("choosing who bills merchants", () => {
  it("bills offline when Stripe's secret key is not set, and offers the offline card form", () => {
    const settings: Array<Record<string, string>> = [{}, { STRIPE_SECRET_KEY: "  " }, { STRIPE_PUBLISHABLE_KEY: "pk_test_1" }];
    for (const env of settings) {
      const providers = providersFor(env);
      expect(providers.subscriptions.provider).toBe("offline");
      expect(providers.subscriptions).toBeInstanceOf(OfflineSubscriptions);
      expect(providers.offline).toBe(providers.subscriptions);
    }
  });

  it("bills through Stripe when its secret key is set, with no offline card form", () => {
    const providers = providersFor({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_API_URL: "http://localhost:12111" });
    expect(providers.subscriptions.provider).toBe("stripe");
    expect(providers.subscriptions).toBeInstanceOf(StripeSubscriptions);
    expect(providers.offline).toBeUndefined();
  });

  it("refuses a STRIPE_API_URL that is not http or https", () => {
    expect(() => providersFor({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_API_URL: "ftp://stripe.internal" })).toThrow(
      /http or https/,
    );
  });
});

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
