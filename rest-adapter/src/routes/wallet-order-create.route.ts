import { messages } from "@highcotton/commerce/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { walletOrderBody } from "./bodies.ts";
import { dollars, sessionHeader } from "./inputs.ts";

const CreateWalletOrder = graphql(`
  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {
    createWalletOrder(input: $input) {
      ...WalletOrderBody
    }
  }
`);

/**
 * SPEC's `{ amount, currency, intent }` (USD and CAPTURE). With a session (x-session-id, or
 * `sessionId`) the order is for the server's total of that cart, so an amount that differs is
 * refused; without one it is for the amount asked, tied to no cart until an order is placed with
 * it (POST /api/orders binds it to that session's cart when the totals match). Each is an order at
 * the provider: they are limited per session and per client address.
 */
export default defineRoute({
  method: "POST",
  path: "/paypal/order",
  tag: "wallet",
  summary: "Ask the wallet for an order of the cart's total, or of an amount",
  headers: sessionHeader,
  body: z.object({
    amount: dollars(messages.amountInvalid),
    currency: z.literal("USD", messages.currencyUsd),
    intent: z.literal("CAPTURE", messages.intentCapture),
    sessionId: sessionIdSchema.nullish(),
  }),
  response: walletOrderBody,
  links: {
    capture: { operationId: "postPaypalOrderByIdCapture", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The wallet order: { id, status, amount, approveUrl } (the shopper approves it at approveUrl)",
    400: "Another currency or intent, a bad amount (more than the largest cart costs, or with a session one that differs from its cart's total), or an empty cart",
    403: messages.storeNotSelling,
    429: "Too many wallet orders from this session or address lately; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const { amount, currency, intent, sessionId } = body;
    const data = await graph(CreateWalletOrder, { input: { amount, currency, intent, sessionId } });
    return { status: 201, body: documented(walletOrderBody, data.createWalletOrder) };
  },
});
