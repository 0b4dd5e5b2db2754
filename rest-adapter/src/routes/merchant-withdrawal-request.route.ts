import { messages as commerceMessages, STRIPE_ACCOUNT_ID_INPUT_MAX } from "@highcotton/commerce/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantWithdrawalBody } from "./bodies.ts";

const RequestMerchantWithdrawal = graphql(`
  mutation RequestMerchantWithdrawal($stripeAccountId: String) {
    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {
      ...MerchantWithdrawalBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/merchant/withdrawals",
  tag: "fulfillment",
  summary: "Withdraw the merchant's whole available balance, once however many requests arrive together; the payout follows",
  auth: "required",
  body: z.object({
    stripeAccountId: z
      .string(commerceMessages.stripeAccountIdNotText)
      .max(STRIPE_ACCOUNT_ID_INPUT_MAX, commerceMessages.stripeAccountIdMalformed)
      .optional()
      .describe("The merchant's Stripe connected account (acct_…), when withdrawals are paid through Stripe Connect"),
  }),
  response: merchantWithdrawalBody,
  responses: {
    201: "The pending withdrawal",
    400: "No balance is available to withdraw yet, a malformed Stripe account id, or none when payouts go through Stripe Connect",
    401: "Not signed in",
    404: "The user has no merchant account yet",
  },
  async handle({ body, graph }) {
    const data = await graph(RequestMerchantWithdrawal, { stripeAccountId: body.stripeAccountId ?? null });
    return { status: 201, body: documented(merchantWithdrawalBody, data.requestMerchantWithdrawal) };
  },
});
