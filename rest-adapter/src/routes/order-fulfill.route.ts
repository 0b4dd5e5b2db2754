import { CARRIERS, TRACKING_NUMBER_INPUT_MAX, trackingMessages } from "@highcotton/fulfillment/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { leadBody, withLeadId } from "./bodies.ts";
import { orderPath } from "./inputs.ts";

const FulfillOrder = graphql(`
  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {
    fulfillOrder(orderId: $orderId, tracking: $tracking) {
      ...LeadBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/orders/{id}/fulfill",
  tag: "fulfillment",
  summary: "Mark an accepted lead printed and shipped, with its carrier and tracking number; the merchant earns $16 a shirt",
  auth: "required",
  params: orderPath,
  // Optional: SPEC's call sends no body, and the receipt then says Shipped without tracking.
  body: z.object({
    carrier: z
      .enum(CARRIERS, trackingMessages.carrierInvalid)
      .optional()
      .describe("Who ships it: usps, ups, fedex, dhl or other (with trackingNumber)"),
    trackingNumber: z
      .string(trackingMessages.trackingNumberRequired)
      .max(TRACKING_NUMBER_INPUT_MAX, trackingMessages.trackingNumberTooLong)
      .optional()
      .describe(
        "The carrier's tracking number (spaces dropped, upper-cased): USPS 20-22 digits or S10 (EA123456789US), UPS 1Z + 16 letters and digits, FedEx 12/15/20/22 digits, DHL 10-11 digits or S10, other 4-40 of A-Z 0-9 -",
      ),
  }),
  response: leadBody,
  responses: {
    200: "The fulfilled lead, with its tracking when given",
    400: "A carrier or tracking number the carrier does not use, or one without the other",
    401: "Not signed in",
    403: "Another merchant accepted the order",
    404: "No merchant account, or no order with that id",
    409: "The order is not accepted yet, or already fulfilled",
  },
  async handle({ params, body, graph }) {
    const tracking =
      body.carrier === undefined && body.trackingNumber === undefined
        ? null
        : { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null };
    const data = await graph(FulfillOrder, { orderId: params.id, tracking });
    return { status: 200, body: documented(leadBody, withLeadId(data.fulfillOrder)) };
  },
});
