import { describe, expect, it } from "vitest";
import { PENDING_LEADS_SHOWN, pendingLeadsFor } from "../../src/domain/lead-order.ts";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const lead = (orderId: string, shippingState: string, placedAt: Date) => ({ orderId, shippingState, placedAt });

describe("the pending list", () => {
  it("puts leads in the merchant's own state first, each group oldest first", () => {
    const leads = [
      lead("a", "TX", day(1)),
      lead("b", "CO", day(5)),
      lead("c", "CA", day(3)),
      lead("d", "CO", day(2)),
      lead("e", "TX", day(4)),
    ];
    expect(pendingLeadsFor(leads, "CO").map((l) => l.orderId)).toEqual(["d", "b", "a", "c", "e"]);
    expect(pendingLeadsFor(leads, "TX").map((l) => l.orderId)).toEqual(["a", "e", "d", "c", "b"]);
  });

  it("is simply oldest first when no lead is in the merchant's state", () => {
    const leads = [lead("a", "TX", day(3)), lead("b", "CA", day(1)), lead("c", "NY", day(2))];
    expect(pendingLeadsFor(leads, "CO").map((l) => l.orderId)).toEqual(["b", "c", "a"]);
  });

  it("orders leads placed at the same moment by order id, and leaves its input alone", () => {
    const leads = [lead("b", "CO", day(1)), lead("a", "CO", day(1))];
    expect(pendingLeadsFor(leads, "CO").map((l) => l.orderId)).toEqual(["a", "b"]);
    expect(leads.map((l) => l.orderId)).toEqual(["b", "a"]);
  });

  it(`shows at most ${PENDING_LEADS_SHOWN}, keeping the in-state leads even when they are newer`, () => {
    const elsewhere = Array.from({ length: PENDING_LEADS_SHOWN }, (_, i) => lead(`x${i}`, "TX", day(1)));
    const shown = pendingLeadsFor([...elsewhere, lead("home", "CO", day(20))], "CO");
    expect(shown).toHaveLength(PENDING_LEADS_SHOWN);
    expect(shown[0]?.orderId).toBe("home");
  });
});

describe("re-offered leads", () => {
  it("come first for a merchant in any state, with its own state's, oldest first", () => {
    const leads = [lead("a", "TX", day(1)), lead("b", "CO", day(5)), lead("c", "CA", day(3)), lead("d", "NY", day(2))];
    const reoffered = (l: { orderId: string }) => l.orderId === "c" || l.orderId === "d";
    expect(pendingLeadsFor(leads, "CO", reoffered).map((l) => l.orderId)).toEqual(["d", "c", "b", "a"]);
  });
});
