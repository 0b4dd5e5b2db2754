import type { Resolvers } from "@highcotton/kit";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";

/** The signed-in user's merchant: sign-up, the subscription, the offline card form. */
export function merchantResolvers(deps: FulfillmentDeps): Resolvers {
  void deps;
  return {};
}
