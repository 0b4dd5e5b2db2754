import type { Resolvers } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";

/** Stores' mentions: the query and the field community adds to catalog's Dispensary. */
export function mentionResolvers(_deps: CommunityDeps): Resolvers {
  return { Query: {}, Dispensary: { __resolveReference: (reference: { id: string }) => reference } };
}
