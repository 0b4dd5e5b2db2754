import type { Resolvers } from "@highcotton/kit";
import type { CommerceDeps } from "../application/commerce-deps.ts";

export function dispensaryResolvers(_deps: CommerceDeps): Resolvers {
  return {};
}
