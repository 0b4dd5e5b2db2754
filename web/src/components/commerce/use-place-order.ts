import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { useNavigate } from "react-router-dom";
import { CART_COUNT_QUERY, type Cart, type PaymentMethod, PLACE_ORDER_MUTATION } from "../../graphql/commerce.ts";
import type { ShippingForm } from "../../lib/checkout-form.ts";
import { hasErrorCode } from "../../lib/graphql-errors.ts";
import { orderNumberOf, rememberReceipt } from "../../lib/receipts.ts";
import { toast } from "../ui/toast-store.ts";

/** SPEC §8: the payment went through but the order did not. */
export const ORDER_ERROR = {
  title: "Order Error",
  description: "Payment succeeded but order creation failed. Please contact support.",
} as const;

/** The cart changed after the payment was asked for: the server refunded it and placed nothing. */
export const CART_CHANGED = {
  title: commerceMessages.cartChanged,
  description: "Your payment was refunded. Check your cart, then pay again.",
} as const;

/**
 * SPEC §7 POST /api/orders as placeOrder: the store of the first line's design, the lines with
 * their prices, the total, how it was paid and the payment's id. On success the receipt is kept in
 * this browser, SPEC §8's 'Payment Successful!' shows, and the shopper lands on the order's receipt
 * page (rather than SPEC's home page: the receipt is where a shopper without an account finds the
 * order again). A cart
 * that changed since the payment was asked for is refused and the payment refunded: the page
 * reloads the cart so the next payment is for what it holds now.
 */
export function usePlaceOrder(sessionId: string) {
  const [place] = useMutation(PLACE_ORDER_MUTATION);
  const client = useApolloClient();
  const navigate = useNavigate();

  return async (cart: Cart, shipping: ShippingForm, paymentMethod: PaymentMethod, paymentIntentId: string) => {
    try {
      const { data } = await place({
        variables: {
          input: {
            sessionId,
            dispensaryId: cart.items[0]?.design.dispensaryId ?? null,
            ...shipping,
            items: cart.items.map((line) => ({
              designId: line.designId,
              quantity: line.quantity,
              size: line.size,
              price: line.unitPrice,
            })),
            totalAmount: cart.total,
            paymentMethod,
            paymentIntentId,
          },
        },
        // The server empties the cart with the order: the navigation's count follows.
        refetchQueries: [{ query: CART_COUNT_QUERY, variables: { sessionId } }],
      });
      if (!data) throw new Error("No order returned");
      const order = data.placeOrder;
      rememberReceipt({
        receiptPath: order.receiptPath,
        placedAt: order.createdAt,
        total: order.totalAmount,
        orderNumber: orderNumberOf(order.id),
      });
      toast({ title: "Payment Successful!", description: "Your order has been placed successfully." });
      navigate(order.receiptPath);
    } catch (error) {
      if (!hasErrorCode(error, "CONFLICT")) {
        toast({ variant: "destructive", ...ORDER_ERROR });
        return;
      }
      toast({ variant: "destructive", ...CART_CHANGED });
      await client.refetchQueries({ include: "active" }).catch(() => undefined);
    }
  };
}
