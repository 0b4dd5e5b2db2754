/**
 * What a payment is for, as the server checks it: the cart's lines (design, size, colour, quantity) in any
 * order. Another shirt at the same price keeps the total but is another payment: placing an order
 * with a payment asked for other lines is refused (commerce's cartChanged) and refunded.
 */
export function cartLinesKey(cart: {
  items: ReadonlyArray<{ designId: string; size: string; color: string; quantity: number }>;
}): string {
  return cart.items
    .map((line) => `${line.designId}:${line.size}:${line.color}:${line.quantity}`)
    .sort()
    .join(",");
}
