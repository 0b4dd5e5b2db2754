import { entityId, safeText, sessionIdSchema, ZIP_CODE_PATTERN } from "@highcotton/kit/validation";
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

// SPEC §5's checkout messages, with the same rules commerce applies.
const nameRequired = "Name is required";
const emailInvalid = "Invalid email address";
const stateRequired = "State is required";
const stateLength = "Use 2-letter state code";
const zipRequired = "ZIP code is required";
const paymentRequired = "A payment is required to place this order";

const line = z.object({
  designId: entityId("Design id"),
  quantity: cartQuantity,
  size: shirtSize,
  price: dollars("Price must be a positive number of dollars, such as 25.00"),
});

/**
 * SPEC's order payload. The server places the order from the session's cart and its own $25 a
 * shirt: `items` and `dispensaryId` are the browser's view, and `totalAmount` must equal the
 * cart's total. Each payment places one order: the same request again answers the same order.
 */
export default defineRoute({
  method: "POST",
  path: "/api/orders",
  tag: "commerce",
  summary: "Place the paid order from the session's cart",
  headers: sessionHeader,
  body: z.object({
    customerName: safeText("Name", { max: 100, required: nameRequired }),
    customerEmail: z.string(emailInvalid).trim().max(254, emailInvalid).pipe(z.email(emailInvalid)),
    shippingAddress: safeText("Address", { max: 200, required: "Address is required" }),
    shippingCity: safeText("City", { max: 100, required: "City is required" }),
    shippingState: z
      .string(stateRequired)
      .trim()
      .min(2, stateRequired)
      .max(2, stateLength)
      .regex(/^[A-Za-z]{2}$/, stateLength),
    shippingZip: z
      .string(zipRequired)
      .trim()
      .min(5, zipRequired)
      .regex(ZIP_CODE_PATTERN, "ZIP code must be 5 digits or ZIP+4 (12345-6789)"),
    items: z.array(line, "Items must be a list of cart lines").max(100, "An order holds at most 100 lines"),
    totalAmount: dollars("Total amount must be a number of dollars, such as 50.00"),
    paymentMethod: z.enum(["stripe", "paypal"], "Payment method must be stripe or paypal"),
    paymentIntentId: safeText("Payment", { max: 255, required: paymentRequired }).meta({
      description: "The card payment's paymentIntentId, or the wallet order's id",
    }),
    sessionId: sessionIdSchema.nullish(),
    dispensaryId: entityId("Dispensary id").nullish(),
  }),
  response: orderBody,
  responses: {
    201: "The order (also when the same payment's order was placed before: the same order again)",
    400: "SPEC §5's form messages, an empty cart, or a total that differs from the cart's",
    402: "The payment is unknown, has not succeeded, or was for another amount",
  },
  async handle({ body, graph }) {
    const data = await graph(PlaceOrder, { input: body });
    return { status: 201, body: documented(orderBody, data.placeOrder) };
  },
});
