import { expect } from "vitest";
import { type apiClient, signUp, uniqueName } from "./api.ts";
import { eventually } from "./poll.ts";

type Api = ReturnType<typeof apiClient>;

const CARD_OK = "4242 4242 4242 4242";

/** A new store's first design, once commerce knows it (it can be put in a cart). */
export async function sellableDesign(api: Api): Promise<string> {
  const { token } = await signUp(api, "dispensary");
  const store = await api.post(
    "/api/dispensary",
    {
      businessType: "dispensary",
      name: `Shop ${uniqueName("s").slice(-6)}`,
      address: "1 Main St",
      city: "Denver",
      state: "CO",
      zipCode: "80202",
      // The $100 sign-on fee, paid with the offline provider's test card: an unpaid store sells nothing.
      paymentMethodId: "pm_card_visa",
    },
    { token },
  );
  expect(store.status).toBe(201);
  expect((await api.post(`/api/dispensaries/${store.body.id}/generate-designs`, undefined, { token })).status).toBe(202);
  const designs = await eventually(
    async () => {
      const { body } = await api.get(`/api/dispensaries/${store.body.id}/designs`);
      return Array.isArray(body) && body.length > 0 ? (body as Array<{ id: string }>) : undefined;
    },
    240_000,
    "the store's first design",
  );
  const designId = designs[0]?.id ?? "";
  const probe = `session_${Date.now()}_probe${uniqueName("p").slice(-4)}`;
  await eventually(
    async () => ((await api.post("/api/cart", { sessionId: probe, designId })).status === 201 ? true : undefined),
    // Commerce hears of a batch's designs when the whole batch of 20 is drawn.
    480_000,
    "commerce knowing the store's designs",
  );
  return designId;
}

/** One shirt of the design, paid by card and placed for `customerEmail` as the checkout page does; answers its receipt path. */
export async function placePaidOrder(
  api: Api,
  designId: string,
  customerEmail: string,
  customerName = "Mae Shopper",
): Promise<string> {
  const sessionId = `session_${Date.now()}_${uniqueName("o").slice(-6)}`;
  expect((await api.post("/api/cart", { sessionId, designId })).status).toBe(201);
  const intent = await api.post("/api/create-payment-intent", { amount: 25, sessionId });
  const card = { number: CARD_OK, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  expect((await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).status).toBe(200);
  const placed = await api.post("/api/orders", {
    customerName,
    customerEmail,
    shippingAddress: "1 Main St",
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: "80202",
    items: [{ designId, quantity: 1, size: "M", price: "25.00" }],
    totalAmount: "25.00",
    paymentMethod: "stripe",
    sessionId,
    paymentIntentId: intent.body.paymentIntentId,
  });
  expect(placed.status).toBe(201);
  return placed.body.receiptPath;
}
