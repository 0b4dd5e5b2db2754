import { DateTimeScalar, type Resolvers, unwrap } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";
import { findProfile } from "../application/find-profile.ts";
import { saveProfile } from "../application/save-profile.ts";

/** Community profiles: one per browser session, read and saved by that session. */
export function profileResolvers(deps: CommunityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      communityProfile: async (_parent, args: { sessionId: unknown }) => unwrap(await findProfile(deps, args.sessionId)),
    },
    Mutation: {
      saveCommunityProfile: async (_parent, args: { input: unknown }, context) =>
        unwrap(await saveProfile(deps, args.input, context.clientAddress)),
    },
  };
}
