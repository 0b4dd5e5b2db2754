import { type Resolvers, unwrap } from "@highcotton/kit";
import { cents, toDecimal } from "@highcotton/kit/money";
import { addToCart } from "../application/add-to-cart.ts";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { type CartItemView, type CartView, readCart } from "../application/read-cart.ts";
import { removeCartItem } from "../application/remove-cart-item.ts";
import { updateCartItem } from "../application/update-cart-item.ts";
import { withSession } from "./mapping.ts";

type Input = Record<string, unknown> & { sessionId?: unknown };

const cartItemOut = (item: CartItemView) => ({
  id: item.itemId,
  designId: item.designId,
  size: item.size,
  color: item.color,
  quantity: item.quantity,
  unitPrice: toDecimal(cents(item.unitPriceCents)),
  lineTotal: toDecimal(item.lineTotalCents),
});

const cartOut = (cart: CartView) => ({
  sessionId: cart.sessionId,
  items: cart.items.map(cartItemOut),
  itemCount: cart.itemCount,
  subtotal: toDecimal(cart.subtotal),
  shipping: toDecimal(cart.shipping),
  total: toDecimal(cart.total),
});

export function cartResolvers(deps: CommerceDeps): Resolvers {
  return {
    Query: {
      cart: async (_parent, args: { sessionId?: string | null }, context) =>
        cartOut(unwrap(await readCart(deps, withSession(args, context)))),
    },
    Mutation: {
      addToCart: async (_parent, args: { input: Input }, context) =>
        cartItemOut(unwrap(await addToCart(deps, withSession(args.input, context)))),
      updateCartItem: async (_parent, args: { input: Input }, context) =>
        cartItemOut(unwrap(await updateCartItem(deps, withSession(args.input, context)))),
      removeCartItem: async (_parent, args: { input: Input }, context) =>
        unwrap(await removeCartItem(deps, withSession(args.input, context))),
    },
    CartItem: {
      // Catalog serves the design through the gateway.
      design: (item: { designId: string }) => ({ __typename: "Design", id: item.designId }),
    },
  };
}
