import { expect } from "vitest";
import { type apiClient, uniqueName } from "./api.ts";
import { eventually } from "./poll.ts";

type Api = ReturnType<typeof apiClient>;

const CARD_OK = "4242 4242 4242 4242";

/**
 * A $25 custom design, once commerce knows it (it can be put in a cart): one image to draw, where
 * a store's batch is twenty. For journeys that need something to sell and no store of their own.
 */
export async function sellableDesign(api: Api): Promise<string> {
  const sessionId = `session_${Date.now()}_sell${uniqueName("d").slice(-4)}`;
  const generated = await api.post(
    "/api/designs/custom/generate",
    { prompt: "a hummingbird sipping from a leaf", sessionId },
    { headers: { "x-session-id": sessionId } },
  );
  expect(generated.status).toBe(201);
  const designId: string = generated.body.id;
  const probe = `session_${Date.now()}_probe${uniqueName("p").slice(-4)}`;
  await eventually(
    async () => ((await api.post("/api/cart", { sessionId: probe, designId })).status === 201 ? true : undefined),
    60_000,
    "commerce knowing the custom design",
  );
  return designId;
}

/** Where an order ships, as the checkout form takes it. */
export interface ShippingTo {
  address: string;
  city: string;
  state: string;
  zip: string;
}

const DENVER: ShippingTo = { address: "1 Main St", city: "Denver", state: "CO", zip: "80202" };

/**
 * Shirts of the design (one by default), paid by card and placed for `customerEmail` as the
 * checkout page does; answers its receipt path.
 */
export async function placePaidOrder(
  api: Api,
  designId: string,
  customerEmail: string,
  customerName = "Mae Shopper",
  { quantity = 1, shipTo = DENVER }: { quantity?: number; shipTo?: ShippingTo } = {},
): Promise<string> {
  const sessionId = `session_${Date.now()}_${uniqueName("o").slice(-6)}`;
  expect((await api.post("/api/cart", { sessionId, designId, quantity })).status).toBe(201);
  const total = 25 * quantity;
  const intent = await api.post("/api/create-payment-intent", { amount: total, sessionId });
  const card = { number: CARD_OK, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  expect((await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).status).toBe(200);
  const placed = await api.post("/api/orders", {
    customerName,
    customerEmail,
    shippingAddress: shipTo.address,
    shippingCity: shipTo.city,
    shippingState: shipTo.state,
    shippingZip: shipTo.zip,
    items: [{ designId, quantity, size: "M", price: "25.00" }],
    totalAmount: total.toFixed(2),
    paymentMethod: "stripe",
    sessionId,
    paymentIntentId: intent.body.paymentIntentId,
  });
  expect(placed.status).toBe(201);
  return placed.body.receiptPath;
}
