import { createPayouts, OfflinePayouts, StripeConnectPayouts } from "@highcotton/billing";
import { describe, expect, it } from "vitest";

const noAccount = { noAccount: "The seller has no Stripe connected account to pay out to" };
const withdrawal = {
  withdrawalId: "3b9e5a1c-7d2f-4e8a-9c0b-1d2e3f4a5b6c",
  amountCents: 4800,
  bankingDetails: null,
  payee: { sellerId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
};

describe("choosing who pays withdrawals", () => {
  it("records payouts offline unless Stripe Connect is asked for, which needs the secret key", () => {
    expect(createPayouts({ STRIPE_CONNECT_PAYOUTS: false }, noAccount)).toBeInstanceOf(OfflinePayouts);
    expect(createPayouts({ STRIPE_CONNECT_PAYOUTS: false, STRIPE_SECRET_KEY: "sk_test_123" }, noAccount).provider).toBe(
      "offline",
    );
    expect(createPayouts({ STRIPE_CONNECT_PAYOUTS: true, STRIPE_SECRET_KEY: "sk_test_123" }, noAccount)).toBeInstanceOf(
      StripeConnectPayouts,
    );
    expect(() => createPayouts({ STRIPE_CONNECT_PAYOUTS: true }, noAccount)).toThrow(
      "STRIPE_CONNECT_PAYOUTS=true needs STRIPE_SECRET_KEY: Stripe Connect transfers are made with the platform's secret key",
    );
  });

  it("answers an offline payout's reference from the withdrawal, the same every time", async () => {
    const payouts = new OfflinePayouts();
    expect(await payouts.pay(withdrawal)).toEqual({ reference: `po_offline_${withdrawal.withdrawalId}` });
    expect(await payouts.pay(withdrawal)).toEqual(await payouts.pay(withdrawal));
  });
});
