import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { type ReactionType, reactionType } from "../contract/index.ts";

export type { ReactionType };

/**
 * A toggle of one reaction by one session. The post id is only read here: one that is not a UUID
 * names no post (NOT_FOUND, decided with the lookup). No profile is needed: the session reacts.
 */
export const reactionInputSchema = z.object({
  postId: z.unknown(),
  sessionId: sessionIdSchema,
  reactionType,
});

/** A post's counts after a toggle, and whether the session's reaction is now set. */
export interface ReactionToggle {
  reactionType: ReactionType;
  reacted: boolean;
  likesCount: number;
  lovesCount: number;
}
