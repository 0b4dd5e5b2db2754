import type { Resolvers } from "@highcotton/kit";
import type { CommunityDeps } from "../application/community-deps.ts";
import { findActiveQuestion } from "../application/find-active-question.ts";

/** The question of the day. */
export function questionResolvers(deps: CommunityDeps): Resolvers {
  return {
    Query: {
      activeQuestion: () => findActiveQuestion(deps),
    },
  };
}
