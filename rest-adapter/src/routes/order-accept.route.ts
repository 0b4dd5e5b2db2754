import { messages } from "@highcotton/fulfillment/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { leadBody, withLeadId } from "./bodies.ts";
import { orderPath } from "./inputs.ts";

const AcceptOrder = graphql(`
  mutation AcceptOrder($orderId: ID!) {
    acceptOrder(orderId: $orderId) {
      ...LeadBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/orders/{id}/accept",
  tag: "fulfillment",
  summary: "Accept a pending lead: exactly one merchant wins it",
  auth: "required",
  params: orderPath,
  response: leadBody,
  links: { fulfill: { operationId: "postOrdersByIdFulfill", parameters: { id: "$response.body#/id" } } },
  responses: {
    200: "The lead, now the caller's, with the shipping address, email and print files",
    401: "Not signed in",
    402: "The merchant's subscription is inactive",
    404: "No merchant account, or no order with that id",
    409: `${messages.alreadyAccepted}; or ${messages.missedDeadline}; or ${messages.orderWithdrawn}`,
  },
  async handle({ params, graph }) {
    const data = await graph(AcceptOrder, { orderId: params.id });
    return { status: 200, body: documented(leadBody, withLeadId(data.acceptOrder)) };
  },
});
