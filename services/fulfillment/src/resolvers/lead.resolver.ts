import type { Resolvers } from "@highcotton/kit";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";

/** A merchant's leads: the three lists, accept and fulfil. */
export function leadResolvers(deps: FulfillmentDeps): Resolvers {
  void deps;
  return {};
}
