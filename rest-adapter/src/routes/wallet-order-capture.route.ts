import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { walletOrderBody } from "./bodies.ts";
import { notFound } from "./inputs.ts";

const CaptureWalletOrder = graphql(`
  mutation CaptureWalletOrder($id: ID!) {
    captureWalletOrder(id: $id) {
      ...WalletOrderBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/paypal/order/{id}/capture",
  tag: "wallet",
  summary: "Capture an approved wallet order (capturing it again answers it unchanged)",
  // Wallet order ids are the provider's: PayPal's are 17 upper-case letters and digits.
  params: z.object({
    id: z
      .string(notFound.walletOrder)
      .max(64, notFound.walletOrder)
      .regex(/^[A-Za-z0-9_-]+$/, notFound.walletOrder),
  }),
  response: walletOrderBody,
  responses: {
    200: "The captured order: { id, status: COMPLETED, amount, approveUrl }",
    402: "The shopper has not approved it (or cancelled it), or it was refunded because its cart changed",
    404: "No wallet order with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(CaptureWalletOrder, { id: params.id });
    return { status: 200, body: documented(walletOrderBody, data.captureWalletOrder) };
  },
});
