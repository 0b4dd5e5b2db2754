import { messages as commerceMessages, STRIPE_ACCOUNT_ID_INPUT_MAX } from "@highcotton/commerce/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { withdrawalBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const RequestWithdrawal = graphql(`
  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      ...WithdrawalBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/dispensaries/{id}/withdrawals",
  tag: "commerce",
  summary: "Withdraw the store's whole available balance (owner only); the payout follows",
  auth: "required",
  params: pathId(notFound.dispensary),
  body: z.object({
    stripeAccountId: z
      .string(commerceMessages.stripeAccountIdNotText)
      .max(STRIPE_ACCOUNT_ID_INPUT_MAX, commerceMessages.stripeAccountIdMalformed)
      .optional()
      .describe("The store's Stripe connected account (acct_…), when withdrawals are paid through Stripe Connect"),
  }),
  response: withdrawalBody,
  responses: {
    201: "The pending withdrawal",
    400: "No balance is available to withdraw yet, a malformed Stripe account id, or none when payouts go through Stripe Connect",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, body, graph }) {
    const data = await graph(RequestWithdrawal, { input: { dispensaryId: params.id, stripeAccountId: body.stripeAccountId } });
    return { status: 201, body: documented(withdrawalBody, data.requestWithdrawal) };
  },
});
