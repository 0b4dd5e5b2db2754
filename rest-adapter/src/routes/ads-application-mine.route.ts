import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, applicationBody } from "./ads-bodies.ts";

const MyAdvertiserApplication = graphql(`
  query MyAdvertiserApplication {
    myAdvertiserApplication {
      ...AdvertiserApplicationBody
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/advertiser-applications/mine",
  tag: "ads",
  summary: "The signed-in user's latest advertiser application and its status",
  auth: "required",
  response: applicationBody,
  responses: {
    200: "The application (pending or approved)",
    401: "Not signed in",
    404: "The user has not applied",
  },
  async handle({ graph }) {
    const data = await graph(MyAdvertiserApplication);
    if (!data.myAdvertiserApplication) throw new HttpError(404, adsMessages.noApplication);
    return { status: 200, body: documented(applicationBody, data.myAdvertiserApplication) };
  },
});
