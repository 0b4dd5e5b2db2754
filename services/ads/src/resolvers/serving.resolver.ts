import type { Resolvers } from "@highcotton/kit";
import type { AdsDeps } from "../application/ads-deps.ts";

export function servingResolvers(_deps: AdsDeps): Resolvers {
  return {};
}
