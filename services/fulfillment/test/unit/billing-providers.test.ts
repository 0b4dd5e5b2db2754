import { OfflineSubscriptions, StripeSubscriptions } from "@highcotton/billing";
import type { Db } from "@highcotton/kit";
import { describe, expect, it } from "vitest";
import { createSubscriptions } from "../../src/subscriptions/create-providers.ts";
import { billingSettings } from "../../src/subscriptions/settings.ts";

// The adapters only keep the store and the clock; nothing here reaches either.
const context = { db: {} as Db, now: () => new Date("2026-03-15T12:00:00Z"), mode: { production: false, offline: false } };
const providersFor = (env: Record<string, string>, mode = context.mode) =>
  createSubscriptions(billingSettings.parse(env), { ...context, mode });

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

  it("refuses, in production, to bill without Stripe's secret key unless PAYMENTS_OFFLINE=true", () => {
    expect(() => providersFor({}, { production: true, offline: false })).toThrow(/^STRIPE_SECRET_KEY must be set in production/);
    expect(providersFor({}, { production: true, offline: true }).subscriptions.provider).toBe("offline");
    expect(providersFor({ STRIPE_SECRET_KEY: "sk_live_1" }, { production: true, offline: false }).subscriptions.provider).toBe(
      "stripe",
    );
  });

  it("refuses a STRIPE_API_URL that is not http or https", () => {
    expect(() => providersFor({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_API_URL: "ftp://stripe.internal" })).toThrow(
      /http or https/,
    );
  });
});
