import type { Resolvers } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";

/** The signed-in feed: posts with images, likes and comments. */
export function feedResolvers(_deps: CommunityDeps): Resolvers {
  return { Query: {}, Mutation: {} };
}
