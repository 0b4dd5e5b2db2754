import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { leadBody, withLeadId } from "./bodies.ts";
import { orderPath } from "./inputs.ts";

const FulfillOrder = graphql(`
  mutation FulfillOrder($orderId: ID!) {
    fulfillOrder(orderId: $orderId) {
      ...LeadBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/orders/{id}/fulfill",
  tag: "fulfillment",
  summary: "Mark an accepted lead printed and shipped; the merchant earns $16 a shirt",
  auth: "required",
  params: orderPath,
  response: leadBody,
  responses: {
    200: "The fulfilled lead",
    401: "Not signed in",
    403: "Another merchant accepted the order",
    404: "No merchant account, or no order with that id",
    409: "The order is not accepted yet, or already fulfilled",
  },
  async handle({ params, graph }) {
    const data = await graph(FulfillOrder, { orderId: params.id });
    return { status: 200, body: documented(leadBody, withLeadId(data.fulfillOrder)) };
  },
});
