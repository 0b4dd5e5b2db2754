import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { cents } from "@highcotton/kit/money";
import { describe, expect, it } from "vitest";
import { merchantWithdrawalOf } from "../../src/domain/merchant-withdrawals.ts";
import { createMerchantPayouts, payoutSettings } from "../../src/payouts/create-payouts.ts";

describe("a merchant's withdrawal amount", () => {
  it("is the sum of the earnings it claimed, and nothing claimed is nothing to withdraw", () => {
    expect(merchantWithdrawalOf([cents(1600), cents(3200)])).toEqual({ ok: true, value: 4800 });
    expect(merchantWithdrawalOf([])).toMatchObject({ ok: false, error: { message: commerceMessages.nothingToWithdraw } });
  });
});

describe("choosing who pays merchants", () => {
  const payoutsFor = (env: Record<string, string>) =>
    createMerchantPayouts({ ...payoutSettings.parse(env), STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY });

  it("records payouts offline unless STRIPE_CONNECT_PAYOUTS asks for Stripe Connect", () => {
    expect(payoutsFor({}).provider).toBe("offline");
    expect(payoutsFor({ STRIPE_SECRET_KEY: "sk_test_123" }).provider).toBe("offline");
    expect(payoutsFor({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_CONNECT_PAYOUTS: "true" }).provider).toBe("stripe_connect");
  });
});
