import type { Resolvers } from "@highcotton/kit";
import type { AdsDeps } from "../application/ads-deps.ts";

export function advertiserResolvers(_deps: AdsDeps): Resolvers {
  return {};
}
