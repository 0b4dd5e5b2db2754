import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { applicationBody, applicationInput } from "./ads-bodies.ts";

const ApplyToAdvertise = graphql(`
  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {
    applyToAdvertise(input: $input) {
      ...AdvertiserApplicationBody
    }
  }
`);

/** SPEC §5's advertiser signup: recorded pending, for an operator to approve (`highcotton ads approve`). */
export default defineRoute({
  method: "POST",
  path: "/api/advertiser-applications",
  tag: "ads",
  summary: "Apply to advertise with a plan (the application waits for an operator's approval)",
  auth: "required",
  body: applicationInput,
  response: applicationBody,
  links: {
    mine: { operationId: "getAdvertiserApplicationsMine", parameters: {} },
  },
  responses: {
    201: "The application, pending",
    400: "Invalid input with SPEC's message (company name, email, website, plan)",
    401: "Not signed in",
    409: "An application is already being reviewed, or the user is already an advertiser",
  },
  async handle({ body, graph }) {
    const data = await graph(ApplyToAdvertise, { input: body });
    return { status: 201, body: documented(applicationBody, data.applyToAdvertise) };
  },
});
