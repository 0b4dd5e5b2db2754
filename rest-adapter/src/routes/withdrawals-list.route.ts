import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { withdrawalBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const StoreWithdrawals = graphql(`
  query StoreWithdrawals($dispensaryId: ID!) {
    storeWithdrawals(dispensaryId: $dispensaryId) {
      ...WithdrawalBody
    }
  }
`);

const withdrawals = z.array(withdrawalBody);

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/withdrawals",
  tag: "commerce",
  summary: "The store's withdrawals, newest first (owner only)",
  auth: "required",
  params: pathId(notFound.dispensary),
  response: withdrawals,
  responses: {
    200: "The withdrawals: amount, status, eligibleAt, requestedAt, processedAt",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(StoreWithdrawals, { dispensaryId: params.id });
    return { status: 200, body: documented(withdrawals, data.storeWithdrawals) };
  },
});
