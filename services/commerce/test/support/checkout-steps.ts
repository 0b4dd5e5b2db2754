import type { CommerceHarness } from "./commerce-harness.ts";

export { errorOf } from "@highcotton/kit/testing";

/** What a shopper's browser sends along: SPEC's checkout form, filled in well. */
export const shippingForm = {
  customerName: "Jo Shopper",
  customerEmail: "jo@example.com",
  shippingAddress: "1420 Larimer St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80202",
};

export const GOOD_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };
export const DECLINED_CARD = { ...GOOD_CARD, number: "4000 0000 0000 0002" };

export const ORDER_FIELDS = `id receiptPath dispensaryId customerName customerEmail shippingAddress shippingCity shippingState
  shippingZip totalAmount paymentMethod paymentStatus fulfillmentStatus createdAt acceptedAt fulfilledAt
  items { designId designName frontImageUrl size color quantity price } tracking { carrier trackingNumber trackingUrl }`;

export interface OrderData {
  id: string;
  receiptPath: string;
  dispensaryId: string | null;
  customerName: string;
  shippingState: string;
  totalAmount: string;
  paymentMethod: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  createdAt: string;
  acceptedAt: string | null;
  fulfilledAt: string | null;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  items: Array<{
    designId: string;
    designName: string;
    frontImageUrl: string;
    size: string;
    color: string;
    quantity: number;
    price: string;
  }>;
}

/** The shopper's steps, each through commerce's subgraph as the web app takes them. */
export function checkoutSteps(harness: CommerceHarness) {
  const graph = harness.graph;
  return {
    async addToCart(sessionId: string, designId: string, quantity = 1, size = "M", color?: string) {
      const result = await graph<{ addToCart: { id: string } }>(
        "mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }",
        { input: { sessionId, designId, quantity, size, color } },
      );
      if (!result.data) throw new Error(`addToCart failed: ${JSON.stringify(result.errors)}`);
      return result.data.addToCart.id;
    },
    async removeFromCart(sessionId: string, itemId: string) {
      const result = await graph<{ removeCartItem: boolean }>(
        "mutation ($input: RemoveCartItemInput!) { removeCartItem(input: $input) }",
        { input: { itemId, sessionId } },
      );
      if (!result.data?.removeCartItem) throw new Error(`removeCartItem failed: ${JSON.stringify(result.errors)}`);
    },
    createPaymentIntent: (sessionId: string | undefined, amount: string) =>
      graph<{ createPaymentIntent: { paymentIntentId: string; clientSecret: string; amount: string; provider: string } }>(
        "mutation ($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) { paymentIntentId clientSecret amount provider } }",
        { input: { amount, ...(sessionId && { sessionId }) } },
      ),
    confirmCard: (clientSecret: string, card = GOOD_CARD) =>
      graph<{ confirmOfflineCardPayment: { paymentIntentId: string; status: string } }>(
        "mutation ($input: ConfirmOfflineCardPaymentInput!) { confirmOfflineCardPayment(input: $input) { paymentIntentId status } }",
        { input: { clientSecret, card } },
      ),
    /** An intent for the cart's total, paid with a good card: its id. */
    async payByCard(sessionId: string, amount: string, card = GOOD_CARD) {
      const intent = await this.createPaymentIntent(sessionId, amount);
      if (!intent.data) throw new Error(`createPaymentIntent failed: ${JSON.stringify(intent.errors)}`);
      const confirmed = await this.confirmCard(intent.data.createPaymentIntent.clientSecret, card);
      if (card === GOOD_CARD && !confirmed.data) throw new Error(`confirm failed: ${JSON.stringify(confirmed.errors)}`);
      return intent.data.createPaymentIntent.paymentIntentId;
    },
    placeOrder: (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      graph<{ placeOrder: OrderData }>(
        `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`,
        { input: { ...shippingForm, items: [], ...input } },
        headers,
      ),
    receipt: (token: string) =>
      graph<{ receipt: OrderData | null }>(`query ($token: String!) { receipt(token: $token) { ${ORDER_FIELDS} } }`, { token }),
    createWalletOrder: (input: Record<string, unknown>) =>
      graph<{ createWalletOrder: { id: string; status: string; amount: string; approveUrl: string | null } }>(
        "mutation ($input: CreateWalletOrderInput!) { createWalletOrder(input: $input) { id status amount approveUrl } }",
        { input: { currency: "USD", intent: "CAPTURE", ...input } },
      ),
    approveWalletOrder: (id: string) =>
      graph<{ approveWalletOrder: { status: string } }>("mutation ($id: ID!) { approveWalletOrder(id: $id) { status } }", { id }),
    captureWalletOrder: (id: string) =>
      graph<{ captureWalletOrder: { id: string; status: string; amount: string } }>(
        "mutation ($id: ID!) { captureWalletOrder(id: $id) { id status amount } }",
        { id },
      ),
    walletOrder: (id: string) =>
      graph<{ walletOrder: { id: string; status: string; amount: string } | null }>(
        "query ($id: ID!) { walletOrder(id: $id) { id status amount } }",
        { id },
      ),
  };
}
