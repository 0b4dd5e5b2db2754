import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { cartItemBody } from "./bodies.ts";
import { cartItemPath, cartQuantity, sessionHeader } from "./inputs.ts";

const UpdateCartItem = graphql(`
  mutation UpdateCartItem($input: UpdateCartItemInput!) {
    updateCartItem(input: $input) {
      ...CartItemBody
    }
  }
`);

export default defineRoute({
  method: "PATCH",
  path: "/api/cart/{itemId}",
  tag: "commerce",
  summary: "Set a cart line's quantity",
  params: cartItemPath,
  headers: sessionHeader,
  body: z.object({ quantity: cartQuantity }),
  response: cartItemBody,
  responses: {
    200: "The cart line",
    400: "A quantity outside 1 to 99",
    404: "No such line in the session's cart (or no session id)",
  },
  async handle({ params, body, graph }) {
    const data = await graph(UpdateCartItem, { input: { itemId: params.itemId, quantity: body.quantity } });
    return { status: 200, body: documented(cartItemBody, data.updateCartItem) };
  },
});
