import type { Resolvers } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";

/** Profiles, the question of the day, society posts, reactions, comments and reports. */
export function societyResolvers(_deps: CommunityDeps): Resolvers {
  return { Query: {}, Mutation: {} };
}
