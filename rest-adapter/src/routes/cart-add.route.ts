import { labels as commerceLabels, messages as commerceMessages } from "@highcotton/commerce/contract";
import { entityId, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { cartItemBody } from "./bodies.ts";
import { cartQuantity, sessionHeader, shirtColor, shirtSize } from "./inputs.ts";

const AddToCart = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartItemBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/cart",
  tag: "commerce",
  summary: "Add a design to the browser session's cart (the same design, size and colour again adds to its line)",
  headers: sessionHeader,
  body: z.object({
    sessionId: sessionIdSchema.nullish(),
    designId: entityId(commerceLabels.designId),
    quantity: cartQuantity.nullish().meta({ description: "Default 1" }),
    size: shirtSize.nullish().meta({ description: "Default M" }),
    color: shirtColor.nullish().meta({ description: "The shirt colour: black (default), white or heather-grey" }),
  }),
  response: cartItemBody,
  links: {
    update: { operationId: "patchCartByItemId", parameters: { itemId: "$response.body#/id" } },
    remove: { operationId: "deleteCartByItemId", parameters: { itemId: "$response.body#/id" } },
  },
  responses: {
    201: "The cart line, with its design",
    400: "A quantity outside 1 to 99 (also in total for the line), an unknown size or colour, or a missing or malformed session id",
    403: commerceMessages.storeNotSelling,
    404: "No design with that id, or its store hid it (no longer for sale)",
  },
  async handle({ body, graph }) {
    const { sessionId, designId, quantity, size, color } = body;
    const data = await graph(AddToCart, { input: { sessionId, designId, quantity, size, color } });
    return { status: 201, body: documented(cartItemBody, data.addToCart) };
  },
});
