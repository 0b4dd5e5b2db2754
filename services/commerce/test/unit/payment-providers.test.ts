import { endpointOf } from "@highcotton/billing/stripe";
import type { Database } from "@highcotton/kit";
import { pino } from "pino";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createPaymentProviders, paymentSettings } from "../../src/payments/create-providers.ts";
import { OfflineCardPayments } from "../../src/payments/offline/offline-card.ts";
import { OfflineWalletPayments } from "../../src/payments/offline/offline-wallet.ts";
import { walletOrderViewOf } from "../../src/payments/paypal-wallet.ts";
import { cardPaymentViewOf } from "../../src/payments/stripe-card.ts";

const context = {
  database: { db: {} } as Database, // the adapters only keep it; nothing here reaches a store
  publicUrl: () => "https://highcotton.example",
  logger: pino({ level: "silent" }),
  mode: { production: false, offline: false },
};
const providersFor = (env: Record<string, string>, mode = context.mode) =>
  createPaymentProviders(paymentSettings.parse(env), { ...context, mode });

const production = { production: true, offline: false };
const allKeys = {
  STRIPE_SECRET_KEY: "sk_live_1",
  PAYPAL_CLIENT_ID: "id",
  PAYPAL_CLIENT_SECRET: "secret",
  STRIPE_CONNECT_PAYOUTS: "true",
};

describe("choosing payment providers from the settings", () => {
  it("takes every payment offline when no provider's keys are set", () => {
    const providers = providersFor({});
    expect([providers.cards.provider, providers.wallet.provider, providers.payouts.provider]).toEqual([
      "offline_card",
      "offline_wallet",
      "offline",
    ]);
    expect(providers.offline.cards).toBe(providers.cards);
    expect(providers.offline.wallet).toBe(providers.wallet);
    expect(providers.offline.cards).toBeInstanceOf(OfflineCardPayments);
    expect(providers.offline.wallet).toBeInstanceOf(OfflineWalletPayments);
  });

  it("sends cards through Stripe when its secret key is set, and offers no offline card provider", () => {
    const providers = providersFor({ STRIPE_SECRET_KEY: "sk_test_123" });
    expect(providers.cards.provider).toBe("stripe");
    expect(providers.offline.cards).toBeUndefined();
    expect(providers.wallet.provider).toBe("offline_wallet");
    expect(providers.payouts.provider).toBe("offline");
  });

  it("uses PayPal only when both of its credentials are set", () => {
    expect(providersFor({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }).wallet.provider).toBe("paypal");
    expect(providersFor({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }).offline.wallet).toBeUndefined();
    expect(providersFor({ PAYPAL_CLIENT_ID: "id" }).wallet.provider).toBe("offline_wallet");
    expect(providersFor({ PAYPAL_CLIENT_SECRET: "  " }).wallet.provider).toBe("offline_wallet");
  });

  it("refuses, in production, a card or wallet provider without its keys, naming the missing setting", () => {
    const missing = (setting: string) =>
      `${setting} must be set in production: payments would otherwise go through the offline providers (set PAYMENTS_OFFLINE=true if that is what you want)`;
    expect(() => providersFor({}, production)).toThrow(missing("STRIPE_SECRET_KEY"));
    expect(() => providersFor({ ...allKeys, STRIPE_SECRET_KEY: " " }, production)).toThrow(missing("STRIPE_SECRET_KEY"));
    expect(() => providersFor({ ...allKeys, PAYPAL_CLIENT_ID: "" }, production)).toThrow(missing("PAYPAL_CLIENT_ID"));
    expect(() => providersFor({ ...allKeys, PAYPAL_CLIENT_SECRET: "" }, production)).toThrow(missing("PAYPAL_CLIENT_SECRET"));
    // Keys for every payment, but withdrawals left to the offline provider, which pays nothing.
    expect(() => providersFor({ ...allKeys, STRIPE_CONNECT_PAYOUTS: "false" }, production)).toThrow(
      /^STRIPE_CONNECT_PAYOUTS=true must be set in production/,
    );
    const live = providersFor(allKeys, production);
    expect([live.cards.provider, live.wallet.provider, live.payouts.provider]).toEqual(["stripe", "paypal", "stripe_connect"]);
  });

  it("takes payments offline in production when PAYMENTS_OFFLINE=true asks for it", () => {
    const providers = providersFor({}, { production: true, offline: true });
    expect([providers.cards.provider, providers.wallet.provider]).toEqual(["offline_card", "offline_wallet"]);
  });
});

describe("STRIPE_API_URL", () => {
  it("becomes the client's host, port and protocol", () => {
    expect(endpointOf("http://localhost:12111")).toEqual({ host: "localhost", port: 12111, protocol: "http" });
    expect(endpointOf("https://stripe.internal")).toEqual({ host: "stripe.internal", port: 443, protocol: "https" });
    expect(endpointOf("http://[::1]:8080")).toEqual({ host: "::1", port: 8080, protocol: "http" });
    expect(() => endpointOf("ftp://stripe.internal")).toThrow(/http or https/);
  });
});

describe("reading a Stripe PaymentIntent", () => {
  const intent = (fields: Partial<Stripe.PaymentIntent>) =>
    ({
      id: "pi_1",
      amount: 5000,
      amount_received: 0,
      currency: "usd",
      latest_charge: null,
      last_payment_error: null,
      ...fields,
    }) as Stripe.PaymentIntent;

  it.each<[Partial<Stripe.PaymentIntent>, object]>([
    [
      { status: "succeeded", amount_received: 5000 },
      { status: "succeeded", amountCents: 5000 },
    ],
    [{ status: "succeeded", amount_received: 5000, latest_charge: { refunded: true } as Stripe.Charge }, { status: "refunded" }],
    [{ status: "succeeded", amount_received: 5000, latest_charge: "ch_1" }, { status: "succeeded" }],
    [{ status: "canceled" }, { status: "canceled", amountCents: 5000 }],
    [{ status: "requires_payment_method" }, { status: "pending" }],
    [
      { status: "requires_payment_method", last_payment_error: { message: "Your card was declined.", type: "card_error" } },
      { status: "failed", failureMessage: "Your card was declined." },
    ],
    [{ status: "processing" }, { status: "pending" }],
    [{ status: "requires_action" }, { status: "pending" }],
  ])("%o reads as %o", (fields, expected) => {
    expect(cardPaymentViewOf(intent(fields))).toMatchObject({ id: "pi_1", currency: "usd", ...expected });
  });
});

describe("reading a PayPal order", () => {
  const order = (status: string, captureStatus?: string) => ({
    id: "5O190127TN364715T",
    status,
    purchase_units: [
      {
        amount: { currency_code: "USD", value: "75.00" },
        ...(captureStatus && { payments: { captures: [{ id: "3C679366HH908993F", status: captureStatus }] } }),
      },
    ],
    links: [{ href: "https://www.paypal.com/checkoutnow?token=5O190127TN364715T", rel: "payer-action" }],
  });

  it.each([
    ["CREATED", undefined, "CREATED"],
    ["PAYER_ACTION_REQUIRED", undefined, "CREATED"],
    ["APPROVED", undefined, "APPROVED"],
    ["VOIDED", undefined, "VOIDED"],
    ["COMPLETED", "COMPLETED", "COMPLETED"],
    ["COMPLETED", "REFUNDED", "REFUNDED"],
  ])("%s with capture %s reads as %s", (status, captureStatus, expected) => {
    expect(walletOrderViewOf(order(status, captureStatus))).toMatchObject({
      status: expected,
      amountCents: 7500,
      currency: "USD",
    });
  });

  it("takes the payer-action link as the approve link, and the capture's id", () => {
    expect(walletOrderViewOf(order("COMPLETED", "COMPLETED"))).toEqual({
      id: "5O190127TN364715T",
      status: "COMPLETED",
      amountCents: 7500,
      currency: "USD",
      approveUrl: "https://www.paypal.com/checkoutnow?token=5O190127TN364715T",
      captureId: "3C679366HH908993F",
    });
  });

  it("refuses a status it does not know rather than guess", () => {
    expect(() => walletOrderViewOf(order("PARTIALLY_COMPLETED"))).toThrow(/does not know/);
  });
});
