import { PLANS_MAX_AGE_SECONDS } from "@highcotton/ads/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { planBody } from "./ads-bodies.ts";

const AdvertisingPlans = graphql(`
  query AdvertisingPlans {
    advertisingPlans {
      ...AdvertisingPlanBody
    }
  }
`);

const plans = z.array(planBody);

export default defineRoute({
  method: "GET",
  path: "/api/ads/plans",
  tag: "ads",
  summary: "The four monthly advertising plans, in SPEC's order (flyer, 15, 30 and 60 second video)",
  response: plans,
  publicMaxAge: PLANS_MAX_AGE_SECONDS,
  responses: { 200: "The plans" },
  async handle({ graph }) {
    const data = await graph(AdvertisingPlans);
    return { status: 200, body: documented(plans, data.advertisingPlans) };
  },
});
