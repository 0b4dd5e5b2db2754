import { describe, expect, it } from "vitest";
import { type LeadFacts, type LeadItemFacts, leadViewOf, shortIdOf } from "../../src/domain/lead-view.ts";

const ORDER_ID = "3f2a9c1e-7b44-4d0a-9e61-2c5b8d7f1a90";
const ME = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

const lead = (overrides: Partial<LeadFacts> = {}): LeadFacts => ({
  orderId: ORDER_ID,
  status: "pending",
  merchantId: null,
  customerName: "Jordan Rivera",
  customerEmail: "jordan@example.test",
  shippingAddress: "2231 Champa St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80205",
  merchantEarningsCents: 4800,
  placedAt: new Date("2025-01-01T00:00:00Z"),
  acceptedAt: null,
  fulfilledAt: null,
  returnedAt: null,
  ...overrides,
});

/** A merchant looking a day after the lead was placed, before any re-offer. */
const viewer = (merchantId: string, state: string) => ({
  merchantId,
  state,
  reofferCutoff: new Date("2024-12-31T00:00:00Z"),
});

const items: LeadItemFacts[] = [
  {
    designId: "d1",
    designName: "Mile High Leaf",
    frontImageUrl: "/media/d1/front.webp",
    printFileUrl: "/media/d1/print.png",
    size: "L",
    color: "heather-grey",
    quantity: 2,
  },
  {
    designId: "d2",
    designName: "Rocky Haze",
    frontImageUrl: "/media/d2/front.webp",
    printFileUrl: "/media/d2/print.png",
    size: "M",
    color: "black",
    quantity: 1,
  },
];

describe("what a merchant sees of a lead", () => {
  it("names the order by the first 8 characters of its id, upper case", () => {
    expect(shortIdOf(ORDER_ID)).toBe("3F2A9C1E");
    expect(leadViewOf(lead(), items, viewer(ME, "CO")).shortId).toBe("3F2A9C1E");
  });

  it("keeps the street address, zip, email and print files from a merchant who has not accepted it", () => {
    const view = leadViewOf(lead(), items, viewer(ME, "CO"));
    expect(view).toMatchObject({
      customerName: "Jordan Rivera",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingAddress: null,
      shippingZip: null,
      customerEmail: null,
      shirtCount: 3,
      merchantEarnings: 4800,
    });
    expect(view.items.map((item) => [item.designName, item.frontImageUrl, item.printFileUrl, item.size, item.quantity])).toEqual([
      ["Mile High Leaf", "/media/d1/front.webp", null, "L", 2],
      ["Rocky Haze", "/media/d2/front.webp", null, "M", 1],
    ]);
  });

  it("keeps them from every merchant but the one who accepted it", () => {
    const taken = lead({ status: "assigned", merchantId: OTHER, acceptedAt: new Date("2025-01-02T00:00:00Z") });
    const view = leadViewOf(taken, items, viewer(ME, "CO"));
    expect([view.shippingAddress, view.shippingZip, view.customerEmail]).toEqual([null, null, null]);
    expect(view.items.every((item) => item.printFileUrl === null)).toBe(true);
  });

  it("shows them to the merchant who accepted it, also once fulfilled", () => {
    for (const status of ["assigned", "fulfilled"] as const) {
      const view = leadViewOf(lead({ status, merchantId: ME }), items, viewer(ME, "TX"));
      expect(view).toMatchObject({
        status,
        shippingAddress: "2231 Champa St",
        shippingZip: "80205",
        customerEmail: "jordan@example.test",
      });
      expect(view.items.map((item) => item.printFileUrl)).toEqual(["/media/d1/print.png", "/media/d2/print.png"]);
      expect(view.items.map((item) => [item.color, item.size, item.printFileName])).toEqual([
        ["heather-grey", "L", expect.stringMatching(/^order-[0-9a-f]{8}-mile-high-leaf-heather-grey-L\.png$/)],
        ["black", "M", expect.stringMatching(/^order-[0-9a-f]{8}-rocky-haze-black-M\.png$/)],
      ]);
    }
  });

  it("shows no email for an order that came without one", () => {
    const view = leadViewOf(lead({ status: "assigned", merchantId: ME, customerEmail: "" }), items, viewer(ME, "CO"));
    expect(view.customerEmail).toBeNull();
  });

  it("says whether the lead ships to the merchant's own state", () => {
    expect(leadViewOf(lead(), items, viewer(ME, "CO")).inYourState).toBe(true);
    expect(leadViewOf(lead(), items, viewer(ME, "TX")).inYourState).toBe(false);
  });

  it("marks a pending lead re-offered nationwide once placed before the cutoff, or back from a merchant", () => {
    const atCutoff = { merchantId: ME, state: "TX", reofferCutoff: new Date("2025-01-01T00:00:00Z") };
    expect(leadViewOf(lead(), items, viewer(ME, "TX")).reoffered).toBe(false);
    expect(leadViewOf(lead(), items, atCutoff)).toMatchObject({ reoffered: true, inYourState: false });
    const returned = lead({ returnedAt: new Date("2025-01-12T00:00:00Z") });
    expect(leadViewOf(returned, items, viewer(ME, "TX")).reoffered).toBe(true);
    const taken = lead({ status: "assigned", merchantId: ME, acceptedAt: new Date("2025-01-02T00:00:00Z") });
    expect(leadViewOf(taken, items, atCutoff).reoffered).toBe(false);
  });
});
