import type { Resolvers } from "@highcotton/kit";
import { unwrap } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";
import { listMentions } from "../application/list-mentions.ts";

/** Stores' mentions: the query and the field community adds to catalog's Dispensary. */
export function mentionResolvers(deps: CommunityDeps): Resolvers {
  return {
    Query: {
      dispensaryMentions: async (_parent, args: { dispensaryId: unknown; first?: unknown }) =>
        unwrap(await listMentions(deps, args.dispensaryId, args.first)),
    },
    Dispensary: {
      __resolveReference: (reference: { id: string }) => reference,
      mentions: async (dispensary: { id: string }, args: { first?: unknown }) =>
        unwrap(await listMentions(deps, dispensary.id, args.first)),
    },
  };
}
