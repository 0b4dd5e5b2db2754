import { describe, expect, it } from "vitest";
import {
  type AdvertiserBilling,
  applyAdvertiserBillingEvent,
  paymentActionOf,
  paymentMethodIdSchema,
} from "../../src/domain/advertiser-billing.ts";

const paidThrough = new Date("2026-04-15T10:00:00Z");
const nextMonth = new Date("2026-05-15T10:00:00Z");
const active: AdvertiserBilling = { status: "active", paidThrough };
const pastDue: AdvertiserBilling = { status: "past_due", paidThrough };
const subscriptionId = "sub_1";

describe("what a subscription event does to an advertiser's plan", () => {
  it("moves the paid month on when a later month is paid, and changes nothing for a month already paid", () => {
    expect(applyAdvertiserBillingEvent(active, { kind: "paid", subscriptionId, currentPeriodEnd: nextMonth })).toEqual({
      status: "active",
      paidThrough: nextMonth,
    });
    expect(applyAdvertiserBillingEvent(active, { kind: "paid", subscriptionId, currentPeriodEnd: paidThrough })).toBeNull();
    expect(applyAdvertiserBillingEvent(active, { kind: "paid", subscriptionId })).toBeNull();
  });

  it("makes a past-due plan active when the failed month is paid, not for a payment of an earlier month", () => {
    expect(applyAdvertiserBillingEvent(pastDue, { kind: "paid", subscriptionId, currentPeriodEnd: nextMonth })).toEqual({
      status: "active",
      paidThrough: nextMonth,
    });
    expect(applyAdvertiserBillingEvent(pastDue, { kind: "paid", subscriptionId, currentPeriodEnd: paidThrough })).toBeNull();
    // Without its month, a payment counts.
    expect(applyAdvertiserBillingEvent(pastDue, { kind: "paid", subscriptionId })).toEqual({ status: "active", paidThrough });
  });

  it("makes the plan past due when the next month fails, but not for a late failure of a paid month", () => {
    expect(applyAdvertiserBillingEvent(active, { kind: "payment_failed", subscriptionId, periodEnd: nextMonth })).toEqual({
      status: "past_due",
      paidThrough,
    });
    expect(applyAdvertiserBillingEvent(active, { kind: "payment_failed", subscriptionId, periodEnd: paidThrough })).toBeNull();
    expect(applyAdvertiserBillingEvent(pastDue, { kind: "payment_failed", subscriptionId })).toBeNull();
  });

  it("ends the plan when the subscription is canceled; nothing moves an ended or unpaid plan", () => {
    expect(applyAdvertiserBillingEvent(active, { kind: "canceled", subscriptionId })).toEqual({
      status: "canceled",
      paidThrough,
    });
    const canceled: AdvertiserBilling = { status: "canceled", paidThrough };
    const unpaid: AdvertiserBilling = { status: "unpaid", paidThrough: null };
    for (const current of [canceled, unpaid]) {
      expect(applyAdvertiserBillingEvent(current, { kind: "paid", subscriptionId, currentPeriodEnd: nextMonth })).toBeNull();
      expect(applyAdvertiserBillingEvent(current, { kind: "canceled", subscriptionId })).toBeNull();
    }
  });
});

describe("paying a plan", () => {
  it("subscribes an unpaid plan, pays a lapsed one again and leaves a paid one alone", () => {
    expect(paymentActionOf("unpaid")).toBe("subscribe");
    expect(paymentActionOf("past_due")).toBe("resume");
    expect(paymentActionOf("canceled")).toBe("resume");
    expect(paymentActionOf("active")).toBe("already_paid");
  });

  it("takes a card provider's payment method id and nothing else", () => {
    expect(paymentMethodIdSchema.parse(" pm_card_visa ")).toBe("pm_card_visa");
    for (const bad of ["", "card_visa", "pm_", "pm_a b", `pm_${"x".repeat(260)}`]) {
      expect(paymentMethodIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});
