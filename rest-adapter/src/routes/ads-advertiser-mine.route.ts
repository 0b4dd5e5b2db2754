import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, advertiserBody } from "./ads-bodies.ts";

const MyAdvertiser = graphql(`
  query MyAdvertiser {
    myAdvertiser {
      ...AdvertiserBody
    }
  }
`);

/** The advertiser dashboard reads this first; a 404 means the application was not approved yet. */
export default defineRoute({
  method: "GET",
  path: "/api/advertiser",
  tag: "ads",
  summary: "The signed-in user's advertiser: its plan, payment state and ads",
  auth: "required",
  response: advertiserBody,
  responses: {
    200: "The advertiser",
    401: "Not signed in",
    404: "No approved advertiser for this user yet",
  },
  async handle({ graph }) {
    const data = await graph(MyAdvertiser);
    if (!data.myAdvertiser) throw new HttpError(404, adsMessages.noAdvertiser);
    return { status: 200, body: documented(advertiserBody, data.myAdvertiser) };
  },
});
