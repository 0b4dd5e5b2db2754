import { orderLookupSchema } from "@highcotton/notifications/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const LookUpOrders = graphql(`
  mutation LookUpOrders($input: OrderLookupInput!) {
    lookUpOrders(input: $input) {
      message
    }
  }
`);

const answer = z.object({ message: z.string() });

/**
 * The order lookup (`findMyOrder` in the contract's labels) from any browser: the receipt links of
 * the email's orders are mailed to it. The answer is the same whether or not the email has orders,
 * so it tells no one who has ordered.
 */
export default defineRoute({
  method: "POST",
  path: "/api/orders/lookup",
  tag: "notifications",
  summary: "Mail the receipt links of the orders placed with an email (same answer whether or not there are any)",
  body: orderLookupSchema,
  response: answer,
  responses: {
    202: "Accepted: the links are mailed if the email has orders",
    400: "Not an email address",
    429: "Too many lookups for this email or from this address; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(LookUpOrders, { input: body });
    return { status: 202, body: documented(answer, data.lookUpOrders) };
  },
});
