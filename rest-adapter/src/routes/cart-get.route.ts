import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { cartItemBody } from "./bodies.ts";
import { sessionHeader } from "./inputs.ts";

const Cart = graphql(`
  query Cart($sessionId: String) {
    cart(sessionId: $sessionId) {
      items {
        ...CartItemBody
      }
    }
  }
`);

const items = z.array(cartItemBody);

/** SPEC's client reads the cart as a bare array of lines; totals are the client's sum of them. */
export default defineRoute({
  method: "GET",
  path: "/api/cart",
  tag: "commerce",
  summary: "The browser session's cart lines (empty when it has none)",
  headers: sessionHeader,
  query: z.object({
    sessionId: sessionIdSchema.optional().meta({ description: "The browser session id (else the x-session-id header)" }),
  }),
  response: items,
  responses: { 200: "The cart's lines, oldest first", 400: "No session id, or a malformed one" },
  async handle({ query, graph }) {
    const data = await graph(Cart, { sessionId: query.sessionId ?? null });
    return { status: 200, body: documented(items, data.cart.items) };
  },
});
