import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages, type ReactionType, reactionType } from "../contract/index.ts";

export type { ReactionType };

/**
 * A toggle of one reaction by one member. The post id is only read here: one that is not a UUID
 * names no post (NOT_FOUND, decided with the lookup). No profile is needed: the member reacts.
 * `reacted` asks for a state instead of a flip (true sets it, false takes it back), so a double
 * click or a retried request cannot undo itself; without it the call toggles (SPEC §4).
 */
export const reactionInputSchema = z.object({
  postId: z.unknown(),
  sessionId: sessionIdSchema,
  reactionType,
  reacted: z.boolean(messages.reactedInvalid).nullish(),
});

/** A post's counts after a toggle, and whether the session's reaction is now set. */
export interface ReactionToggle {
  reactionType: ReactionType;
  reacted: boolean;
  likesCount: number;
  lovesCount: number;
}
