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
  response: withdrawalBody,
  responses: {
    201: "The pending withdrawal",
    400: "No balance is available to withdraw yet",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(RequestWithdrawal, { input: { dispensaryId: params.id } });
    return { status: 201, body: documented(withdrawalBody, data.requestWithdrawal) };
  },
});
