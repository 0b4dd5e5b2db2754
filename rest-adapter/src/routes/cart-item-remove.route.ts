import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { cartItemPath, notFound, sessionHeader } from "./inputs.ts";

const RemoveCartItem = graphql(`
  mutation RemoveCartItem($input: RemoveCartItemInput!) {
    removeCartItem(input: $input)
  }
`);

export default defineRoute({
  method: "DELETE",
  path: "/api/cart/{itemId}",
  tag: "commerce",
  summary: "Remove a cart line",
  params: cartItemPath,
  headers: sessionHeader,
  responses: { 204: "Removed", 404: "No such line in the session's cart (or no session id)" },
  async handle({ params, graph }) {
    const data = await graph(RemoveCartItem, { input: { itemId: params.itemId } });
    if (!data.removeCartItem) throw new HttpError(404, notFound.cartItem);
    return { status: 204 };
  },
});
