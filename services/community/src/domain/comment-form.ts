import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { commentText } from "../contract/index.ts";

/**
 * SPEC §5's society comment: 1 to 1000 characters, and blank or whitespace-only text is refused
 * (the page disables Send for it). The post and profile ids are only read here: one that is not a
 * UUID names nothing (NOT_FOUND, decided with the lookups).
 */
export const commentFormSchema = z.object({
  postId: z.unknown(),
  sessionId: sessionIdSchema,
  profileId: z.unknown(),
  commentText,
});

export type CommentForm = z.infer<typeof commentFormSchema>;
