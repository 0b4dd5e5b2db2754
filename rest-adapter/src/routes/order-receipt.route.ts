import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { orderBody } from "./bodies.ts";
import { notFound } from "./inputs.ts";

const Receipt = graphql(`
  query Receipt($token: String!) {
    receipt(token: $token) {
      ...OrderBody
    }
  }
`);

/** The order's receipt, read with the token from its receiptPath (/orders/{token}): no account needed. */
export default defineRoute({
  method: "GET",
  path: "/api/orders/receipt/{token}",
  tag: "commerce",
  summary: "An order's receipt, by the token in its receiptPath",
  params: z.object({
    token: z
      .string(notFound.order)
      .max(100, notFound.order)
      .regex(/^[A-Za-z0-9_-]+$/, notFound.order),
  }),
  response: orderBody,
  responses: { 200: "The order with its items", 404: "No order with that receipt token" },
  async handle({ params, graph }) {
    const data = await graph(Receipt, { token: params.token });
    if (!data.receipt) throw new HttpError(404, notFound.order);
    return { status: 200, body: documented(orderBody, data.receipt) };
  },
});
