import { messages } from "@highcotton/fulfillment/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// A print merchant's $5/month subscription run from its own calls on the system as `npm start`
// runs it (the offline card provider bills it): cancel at the end of the paid month, keep it, and
// change the card, a declined one leaving the card on file. Lapsing when the month ends is the
// service's (its tests move its clock).

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
}, 240_000);

afterAll(async () => {
  await system?.stop();
});

describe("a merchant's subscription: /api/merchant/subscription/cancel, /card and keeping it", () => {
  it("cancels at period end and stays active, keeps it, and changes the card", async () => {
    const { token } = await signUp(api, "merchant");
    const shop = { businessName: "Ink & Thread", address: "3100 Brighton Blvd", city: "Denver", state: "CO", zip: "80216" };
    const created = await api.post("/api/merchants", { ...shop, paymentMethodId: "pm_card_visa" }, { token });
    expect(created).toMatchObject({
      status: 201,
      body: { isActive: true, cancelAtPeriodEnd: false, cardBrand: "visa", cardLast4: "4242" },
    });
    const periodEnd = created.body.currentPeriodEnd;

    const canceled = await api.post("/api/merchant/subscription/cancel", undefined, { token });
    expect(canceled).toMatchObject({
      status: 200,
      body: { isActive: true, subscriptionStatus: "active", cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd },
    });
    expect(await api.post("/api/merchant/subscription/cancel", undefined, { token })).toMatchObject({
      status: 409,
      body: { message: messages.subscriptionAlreadyEnding },
    });
    // Still a paying merchant until the month ends.
    expect((await api.get("/api/merchants/orders", { token })).status).toBe(200);

    expect(await api.post("/api/merchant/subscription", {}, { token })).toMatchObject({
      status: 200,
      body: { isActive: true, cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd },
    });

    expect(
      await api.post("/api/merchant/subscription/card", { paymentMethodId: "pm_card_chargeDeclined" }, { token }),
    ).toMatchObject({
      status: 402,
      body: { message: "Your card was declined." },
    });
    expect(await api.post("/api/merchant/subscription/card", { paymentMethodId: "pm_card_mastercard" }, { token })).toMatchObject(
      {
        status: 200,
        body: { cardBrand: "mastercard", cardLast4: "4444", currentPeriodEnd: periodEnd },
      },
    );
    expect(await api.get("/api/merchant", { token })).toMatchObject({
      status: 200,
      body: { isActive: true, cancelAtPeriodEnd: false, cardBrand: "mastercard", cardLast4: "4444" },
    });
  });

  it("needs a signed-in merchant", async () => {
    expect((await api.post("/api/merchant/subscription/cancel")).status).toBe(401);
    expect((await api.post("/api/merchant/subscription/card", { paymentMethodId: "pm_card_visa" })).status).toBe(401);
    const { token } = await signUp(api, "merchant");
    expect(await api.post("/api/merchant/subscription/cancel", undefined, { token })).toMatchObject({
      status: 404,
      body: { message: messages.merchantNotFound },
    });
  });
});
