import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantWithdrawalBody } from "./bodies.ts";

const MerchantWithdrawals = graphql(`
  query MerchantWithdrawals {
    merchantWithdrawals {
      ...MerchantWithdrawalBody
    }
  }
`);

const withdrawals = z.array(merchantWithdrawalBody);

export default defineRoute({
  method: "GET",
  path: "/api/merchant/withdrawals",
  tag: "fulfillment",
  summary: "The signed-in merchant's withdrawals, newest first",
  auth: "required",
  response: withdrawals,
  responses: {
    200: "The withdrawals: amount, status, requestedAt, processedAt",
    401: "Not signed in",
    404: "The user has no merchant account yet",
  },
  async handle({ graph }) {
    const data = await graph(MerchantWithdrawals);
    return { status: 200, body: documented(withdrawals, data.merchantWithdrawals) };
  },
});
