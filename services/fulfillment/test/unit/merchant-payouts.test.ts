import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { cents } from "@highcotton/kit/money";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { merchantWithdrawalOf } from "../../src/domain/merchant-withdrawals.ts";
import { createMerchantPayouts, payoutSettings } from "../../src/payouts/create-payouts.ts";
import { OfflineMerchantPayouts } from "../../src/payouts/offline/offline-payouts.ts";
import { StripeMerchantPayouts, stripeMerchantPayoutMessages } from "../../src/payouts/stripe-payouts.ts";

const withdrawal = {
  withdrawalId: "3b9e5a1c-7d2f-4e8a-9c0b-1d2e3f4a5b6c",
  merchantId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  amountCents: 4800,
};

describe("a merchant's withdrawal amount", () => {
  it("is the sum of the earnings it claimed, and nothing claimed is nothing to withdraw", () => {
    expect(merchantWithdrawalOf([cents(1600), cents(3200)])).toEqual({ ok: true, value: 4800 });
    expect(merchantWithdrawalOf([])).toMatchObject({ ok: false, error: { message: commerceMessages.nothingToWithdraw } });
  });
});

describe("choosing who pays merchants", () => {
  const payoutsFor = (env: Record<string, string>) =>
    createMerchantPayouts({ ...payoutSettings.parse(env), STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY });

  it("records payouts offline unless Stripe Connect is asked for, which needs the secret key", () => {
    expect(payoutsFor({})).toBeInstanceOf(OfflineMerchantPayouts);
    expect(payoutsFor({ STRIPE_SECRET_KEY: "sk_test_123" }).provider).toBe("offline");
    expect(payoutsFor({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_CONNECT_PAYOUTS: "true" }).provider).toBe("stripe_connect");
    expect(() => payoutsFor({ STRIPE_CONNECT_PAYOUTS: "true" })).toThrow(/needs STRIPE_SECRET_KEY/);
  });

  it("answers an offline payout's reference from the withdrawal, the same every time", async () => {
    const payouts = new OfflineMerchantPayouts();
    const input = { ...withdrawal, bankingDetails: null };
    expect(await payouts.pay(input)).toEqual({ reference: `po_offline_${withdrawal.withdrawalId}` });
    expect(await payouts.pay(input)).toEqual(await payouts.pay(input));
  });
});

describe("Stripe Connect payouts", () => {
  const stripeRecording = () => {
    const calls: Array<[Stripe.TransferCreateParams, Stripe.RequestOptions | undefined]> = [];
    const stripe = {
      transfers: {
        create: async (params: Stripe.TransferCreateParams, options?: Stripe.RequestOptions) => {
          calls.push([params, options]);
          return { id: "tr_123" };
        },
      },
    } as unknown as Stripe;
    return { stripe, calls };
  };

  it("transfers the amount in cents to the connected account, keyed by the withdrawal", async () => {
    const { stripe, calls } = stripeRecording();
    const payouts = new StripeMerchantPayouts(stripe);
    expect(await payouts.pay({ ...withdrawal, bankingDetails: { stripeAccountId: "acct_1Shop" } })).toEqual({
      reference: "tr_123",
    });
    expect(calls).toEqual([
      [
        {
          amount: 4800,
          currency: "usd",
          destination: "acct_1Shop",
          transfer_group: withdrawal.withdrawalId,
          metadata: { withdrawalId: withdrawal.withdrawalId, merchantId: withdrawal.merchantId },
        },
        { idempotencyKey: withdrawal.withdrawalId },
      ],
    ]);
  });

  it("refuses to pay without a connected account, calling nothing", async () => {
    const { stripe, calls } = stripeRecording();
    const payouts = new StripeMerchantPayouts(stripe);
    for (const bankingDetails of [null, {}, { stripeAccountId: "ba_123" }]) {
      await expect(payouts.pay({ ...withdrawal, bankingDetails })).rejects.toThrow(stripeMerchantPayoutMessages.noAccount);
    }
    expect(calls).toEqual([]);
  });
});
