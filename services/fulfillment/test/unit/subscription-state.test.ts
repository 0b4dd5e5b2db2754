import { describe, expect, it } from "vitest";
import { applyBillingEvent, type MerchantBilling, resumeBilling } from "../../src/domain/subscription-state.ts";

const periodEnd = new Date("2026-04-15T10:00:00Z");
const later = new Date("2026-05-15T10:00:00Z");
const active: MerchantBilling = { status: "active", isActive: true, currentPeriodEnd: periodEnd };
const pastDue: MerchantBilling = { status: "past_due", isActive: false, currentPeriodEnd: periodEnd };
const canceled: MerchantBilling = { status: "canceled", isActive: false, currentPeriodEnd: periodEnd };
const subscriptionId = "sub_1";

describe("what a subscription event does to a merchant", () => {
  it("a paid renewal keeps an active merchant active through the new period, announcing nothing", () => {
    expect(applyBillingEvent(active, { kind: "paid", subscriptionId, currentPeriodEnd: later })).toEqual({
      next: { status: "active", isActive: true, currentPeriodEnd: later },
      notice: null,
    });
  });

  it("a paid invoice makes a past-due merchant active again and announces MerchantSubscribed", () => {
    expect(applyBillingEvent(pastDue, { kind: "paid", subscriptionId, currentPeriodEnd: later })).toEqual({
      next: { status: "active", isActive: true, currentPeriodEnd: later },
      notice: { event: "MerchantSubscribed" },
    });
  });

  it("never moves the paid period back (an older invoice delivered late)", () => {
    const older = new Date("2026-03-15T10:00:00Z");
    expect(applyBillingEvent(active, { kind: "paid", subscriptionId, currentPeriodEnd: older })?.next.currentPeriodEnd).toEqual(
      periodEnd,
    );
    expect(applyBillingEvent(active, { kind: "paid", subscriptionId })?.next.currentPeriodEnd).toEqual(periodEnd);
  });

  it("a failed payment makes an active merchant past due and inactive, announcing the lapse once", () => {
    const failed = applyBillingEvent(active, { kind: "payment_failed", subscriptionId, message: "Your card was declined." });
    expect(failed).toEqual({
      next: { status: "past_due", isActive: false, currentPeriodEnd: periodEnd },
      notice: { event: "MerchantSubscriptionLapsed", reason: "payment_failed" },
    });
    expect(applyBillingEvent(failed!.next, { kind: "payment_failed", subscriptionId })).toEqual({
      next: failed!.next,
      notice: null,
    });
  });

  it("a failure of a month already paid (delivered after the payment) changes nothing", () => {
    expect(applyBillingEvent(active, { kind: "payment_failed", subscriptionId, periodEnd })).toBeNull();
    expect(
      applyBillingEvent(active, { kind: "payment_failed", subscriptionId, periodEnd: new Date("2026-03-15T10:00:00Z") }),
    ).toBeNull();
    // The next month's failure lapses the merchant.
    expect(applyBillingEvent(active, { kind: "payment_failed", subscriptionId, periodEnd: later })).toMatchObject({
      next: { status: "past_due", isActive: false },
    });
  });

  it("a paid invoice of a month before the failed one (delivered after the failure) changes nothing", () => {
    expect(applyBillingEvent(pastDue, { kind: "paid", subscriptionId, currentPeriodEnd: periodEnd })).toBeNull();
    expect(
      applyBillingEvent(pastDue, { kind: "paid", subscriptionId, currentPeriodEnd: new Date("2026-03-15T10:00:00Z") }),
    ).toBeNull();
  });

  it("a canceled subscription makes the merchant canceled and inactive", () => {
    expect(applyBillingEvent(active, { kind: "canceled", subscriptionId })).toEqual({
      next: { status: "canceled", isActive: false, currentPeriodEnd: periodEnd },
      notice: { event: "MerchantSubscriptionLapsed", reason: "canceled" },
    });
    // Already inactive: it ends, but nobody hears of a second lapse.
    expect(applyBillingEvent(pastDue, { kind: "canceled", subscriptionId })).toEqual({
      next: { status: "canceled", isActive: false, currentPeriodEnd: periodEnd },
      notice: null,
    });
  });

  it("changes nothing once the subscription was canceled: it has ended for good", () => {
    expect(applyBillingEvent(canceled, { kind: "paid", subscriptionId, currentPeriodEnd: later })).toBeNull();
    expect(applyBillingEvent(canceled, { kind: "payment_failed", subscriptionId })).toBeNull();
    expect(applyBillingEvent(canceled, { kind: "canceled", subscriptionId })).toBeNull();
  });

  it("resuming makes a lapsed or canceled merchant active with the provider's new period", () => {
    for (const lapsed of [pastDue, canceled]) {
      expect(resumeBilling(lapsed, later)).toEqual({
        next: { status: "active", isActive: true, currentPeriodEnd: later },
        notice: { event: "MerchantSubscribed" },
      });
    }
  });
});
