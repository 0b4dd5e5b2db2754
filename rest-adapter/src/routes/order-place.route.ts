import { checkoutFormSchema, labels, messages, placeOrderRequestSchema } from "@highcotton/commerce/contract";
import { entityId, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { orderBody } from "./bodies.ts";
import { cartQuantity, dollars, sessionHeader, shirtSize } from "./inputs.ts";

const PlaceOrder = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ...OrderBody
    }
  }
`);

const line = z.object({
  designId: entityId(labels.designId),
  quantity: cartQuantity,
  size: shirtSize,
  price: dollars("Price must be a positive number of dollars, such as 25.00"),
});

/**
 * SPEC's order payload. The server places the order from the lines saved with the payment when it
 * was asked for, at its own $25 a shirt: `items` and `dispensaryId` are the browser's view, and
 * `totalAmount` must equal the cart's total. A cart that changed since (other lines, even for the
 * same total) is refused with 409 and the payment refunded. Each payment places one order: the
 * same request again answers the same order.
 */
export default defineRoute({
  method: "POST",
  path: "/api/orders",
  tag: "commerce",
  summary: "Place the paid order from the lines its payment was asked for",
  headers: sessionHeader,
  // Commerce's checkout form, then the rest of SPEC's order payload.
  body: checkoutFormSchema.extend({
    items: z.array(line, "Items must be a list of cart lines").max(100, "An order holds at most 100 lines"),
    totalAmount: dollars(messages.totalInvalid),
    paymentMethod: placeOrderRequestSchema.shape.paymentMethod,
    paymentIntentId: placeOrderRequestSchema.shape.paymentIntentId.meta({
      description: "The card payment's paymentIntentId, or the wallet order's id",
    }),
    sessionId: sessionIdSchema.nullish(),
    dispensaryId: entityId("Dispensary id").nullish(),
  }),
  response: orderBody,
  responses: {
    201: "The order (also when the same payment's order was placed before: the same order again)",
    400: "SPEC §5's form messages, an empty cart, or a total that differs from the cart's",
    403: `"${messages.storeNotSelling}": a store of the cart stopped selling since its shirts went in`,
    402: "The payment is unknown, has not succeeded, was for another amount, or was refunded",
    409: `"${messages.cartChanged}": the cart no longer holds exactly the lines the payment was asked for; the payment is refunded`,
  },
  async handle({ body, graph }) {
    const data = await graph(PlaceOrder, { input: body });
    return { status: 201, body: documented(orderBody, data.placeOrder) };
  },
});
