import type { Resolvers } from "@highcotton/kit";
import type { CommerceDeps } from "../application/commerce-deps.ts";

export function checkoutResolvers(_deps: CommerceDeps): Resolvers {
  return {};
}
