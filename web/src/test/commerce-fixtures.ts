/**
 * A small stand-in for the commerce graph in page tests: a cart whose totals it computes as the
 * server does ($25 a shirt, free shipping), so pages are seen showing the server's amounts.
 */
export interface FakeLine {
  id: string;
  quantity: number;
  size?: string;
  color?: string;
  name?: string;
  dispensaryId?: string | null;
}

const cents = (dollars: number) => (dollars / 100).toFixed(2);
export const UNIT_PRICE_CENTS = 2500;

export function cartLine(line: FakeLine) {
  return {
    __typename: "CartItem",
    id: line.id,
    designId: `design-${line.id}`,
    size: line.size ?? "M",
    color: line.color ?? "black",
    quantity: line.quantity,
    unitPrice: cents(UNIT_PRICE_CENTS),
    lineTotal: cents(UNIT_PRICE_CENTS * line.quantity),
    design: {
      __typename: "Design",
      id: `design-${line.id}`,
      name: line.name ?? `Design ${line.id}`,
      frontImageUrl: `/media/${line.id}.webp`,
      artworkUrl: `/media/${line.id}-artwork.webp`,
      dispensaryId: line.dispensaryId === undefined ? "store-1" : line.dispensaryId,
    },
  };
}

export function cartOf(sessionId: string, lines: FakeLine[]) {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = cents(UNIT_PRICE_CENTS * count);
  return {
    __typename: "Cart",
    sessionId,
    itemCount: count,
    subtotal: total,
    shipping: "0.00",
    total,
    items: lines.map(cartLine),
  };
}

export const graphError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }], data: null });

export const offlineSettings = {
  __typename: "PaymentSettings",
  cardProvider: "offline",
  stripePublishableKey: null,
  walletProvider: "offline",
  payoutProvider: "offline",
};

export const paymentIntent = (amount: string) => ({
  __typename: "PaymentIntent",
  paymentIntentId: "pi_test_1",
  clientSecret: "pi_test_1_secret_abc",
  amount,
  provider: "offline",
});

export const placedOrder = (total: string) => ({
  __typename: "Order",
  id: "order-1",
  receiptPath: "/orders/tok_abc123",
  totalAmount: total,
  createdAt: "2026-03-01T12:00:00.000Z",
});
