import { DateTimeScalar, type Resolvers, unwrap } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";
import { findProfile } from "../application/find-profile.ts";
import { saveProfile } from "../application/save-profile.ts";

/** Community profiles: a browser session's, or a signed-in account's own, read and saved by their member. */
export function profileResolvers(deps: CommunityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      communityProfile: async (_parent, args: { sessionId: unknown }, context) =>
        unwrap(await findProfile(deps, args.sessionId, context.user)),
    },
    Mutation: {
      saveCommunityProfile: async (_parent, args: { input: unknown }, context) =>
        unwrap(await saveProfile(deps, args.input, context.clientAddress, context.user)),
    },
  };
}
