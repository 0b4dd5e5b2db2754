import type { Resolvers } from "@highcotton/kit";
import type { CommerceDeps } from "../application/commerce-deps.ts";

export function cartResolvers(_deps: CommerceDeps): Resolvers {
  return {};
}
