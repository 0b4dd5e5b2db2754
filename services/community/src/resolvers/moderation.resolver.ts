import { DateTimeScalar, operatorOf, type Resolvers, unwrap } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";
import { listModerationQueue } from "../application/list-moderation-queue.ts";
import { moderateContent } from "../application/moderate-content.ts";

/** Operators' review of reported content: the queue, hiding and restoring. */
export function moderationResolvers(deps: CommunityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      moderationQueue: async (_parent, args: { first?: unknown }, context) =>
        unwrap(await listModerationQueue(deps, operatorOf(context), args.first)),
    },
    Mutation: {
      hideCommunityContent: async (_parent, args: { input: unknown }, context) =>
        unwrap(await moderateContent(deps, operatorOf(context), "hide", args.input, context.requestId)),
      restoreCommunityContent: async (_parent, args: { input: unknown }, context) =>
        unwrap(await moderateContent(deps, operatorOf(context), "restore", args.input, context.requestId)),
    },
  };
}
