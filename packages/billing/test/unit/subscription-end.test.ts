import { describe, expect, it } from "vitest";
import {
  cancelDecisionOf,
  cardChangeDecisionOf,
  keepDecisionOf,
  pendingEndAfter,
  renewalOf,
} from "../../src/subscription-end.ts";

const paid = { active: true, cancelAtPeriodEnd: false };
const ending = { active: true, cancelAtPeriodEnd: true };
const lapsed = { active: false, cancelAtPeriodEnd: false };

describe("what a subscriber may do with its subscription", () => {
  it("cancels a paid subscription at period end once", () => {
    expect(cancelDecisionOf(paid)).toBe("cancel");
    expect(cancelDecisionOf(ending)).toBe("already_ending");
    expect(cancelDecisionOf(lapsed)).toBe("inactive");
  });

  it("keeps only a subscription set to end", () => {
    expect(keepDecisionOf(ending)).toBe("keep");
    expect(keepDecisionOf(paid)).toBe("not_ending");
    expect(keepDecisionOf(lapsed)).toBe("inactive");
  });

  it("changes the card of a paid subscription, also one set to end, and not of a lapsed one", () => {
    expect(cardChangeDecisionOf(paid)).toBe("change");
    expect(cardChangeDecisionOf(ending)).toBe("change");
    expect(cardChangeDecisionOf(lapsed)).toBe("inactive");
  });
});

describe("a renewal when the paid month ends", () => {
  it("ends a subscription set to end without charging it, whatever its card", () => {
    expect(renewalOf({ cancelAtPeriodEnd: true, declineMessage: null })).toBe("end");
    expect(renewalOf({ cancelAtPeriodEnd: true, declineMessage: "Your card was declined." })).toBe("end");
  });

  it("charges the card otherwise, and a declining card declines", () => {
    expect(renewalOf({ cancelAtPeriodEnd: false, declineMessage: null })).toBe("charge");
    expect(renewalOf({ cancelAtPeriodEnd: false, declineMessage: "Your card was declined." })).toBe("decline");
  });
});

describe("a pending end after an event at the provider", () => {
  const subscriptionId = "sub_1";
  const set = { kind: "cancel_at_period_end", subscriptionId, cancelAtPeriodEnd: true } as const;
  const takenBack = { ...set, cancelAtPeriodEnd: false } as const;

  it("follows the provider's cancel_at_period_end", () => {
    expect(pendingEndAfter({ ended: false, cancelAtPeriodEnd: false }, set)).toBe(true);
    expect(pendingEndAfter({ ended: false, cancelAtPeriodEnd: true }, takenBack)).toBe(false);
  });

  it("is over once the subscription ended, whatever arrives late", () => {
    expect(pendingEndAfter({ ended: false, cancelAtPeriodEnd: true }, { kind: "canceled", subscriptionId })).toBe(false);
    expect(pendingEndAfter({ ended: true, cancelAtPeriodEnd: false }, set)).toBe(false);
  });

  it("stays as it was through payments and failures", () => {
    expect(pendingEndAfter({ ended: false, cancelAtPeriodEnd: true }, { kind: "paid", subscriptionId })).toBe(true);
    expect(pendingEndAfter({ ended: false, cancelAtPeriodEnd: false }, { kind: "payment_failed", subscriptionId })).toBe(false);
  });
});
