import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { merchantBody } from "./bodies.ts";
import { notFound } from "./inputs.ts";

const MyMerchant = graphql(`
  query MyMerchant {
    myMerchant {
      ...MerchantBody
    }
  }
`);

/** SPEC's merchant dashboard reads this first; a 404 sends the user to /onboard-merchant. */
export default defineRoute({
  method: "GET",
  path: "/api/merchant",
  tag: "fulfillment",
  summary: "The signed-in user's print shop, its subscription and earnings",
  auth: "required",
  response: merchantBody,
  responses: {
    200: "The merchant",
    401: "Not signed in",
    404: "The user has no merchant account yet",
  },
  async handle({ graph }) {
    const data = await graph(MyMerchant);
    if (!data.myMerchant) throw new HttpError(404, notFound.merchant);
    return { status: 200, body: documented(merchantBody, data.myMerchant) };
  },
});
