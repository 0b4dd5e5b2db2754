import type { Logger } from "@highcotton/kit/logger";
import { describe, expect, it, vi } from "vitest";
import {
  cancelNeedlessSubscription,
  chargeCard,
  PaymentMethodInvalid,
  SubscriptionDeclined,
  subscriptionMessages,
} from "../../src/index.ts";

describe("charging a card", () => {
  it("answers what the provider answered", async () => {
    expect(await chargeCard(async () => ({ subscriptionId: "sub_1" }))).toEqual({ ok: true, value: { subscriptionId: "sub_1" } });
  });

  it("answers a declined card with the provider's own message", async () => {
    const outcome = await chargeCard(async () => {
      throw new SubscriptionDeclined("Your card was declined.");
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: "PAYMENT_REQUIRED", message: "Your card was declined." } });
  });

  it("answers a payment method the provider does not know as the customer's mistake", async () => {
    const outcome = await chargeCard(async () => {
      throw new PaymentMethodInvalid("No such PaymentMethod: 'pm_nope'");
    });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: subscriptionMessages.paymentMethodInvalid },
    });
  });

  it("throws any other failure on", async () => {
    await expect(
      chargeCard(async () => {
        throw new Error("connection reset");
      }),
    ).rejects.toThrow("connection reset");
  });
});

describe("canceling a needless subscription", () => {
  const logger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

  it("cancels it at the provider", async () => {
    const cancel = vi.fn(async () => undefined);
    const log = logger();
    await cancelNeedlessSubscription({ subscriptions: { cancel }, logger: log }, "sub_2", "a second payment", {
      advertiserId: "a1",
    });
    expect(cancel).toHaveBeenCalledWith("sub_2");
    expect(log.error).not.toHaveBeenCalled();
  });

  it("logs a cancel that failed, naming the subscription and its owner, instead of throwing", async () => {
    const failure = new Error("Stripe is down");
    const log = logger();
    const cancel = async () => {
      throw failure;
    };
    await cancelNeedlessSubscription({ subscriptions: { cancel }, logger: log }, "sub_3", "a second sign-up", { userId: "u1" });
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, subscriptionId: "sub_3", userId: "u1" },
      "a second sign-up's subscription could not be canceled: cancel it at the card provider",
    );
  });
});
