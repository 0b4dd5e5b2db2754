import { fail, ok, type Result, sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "./messages.ts";

/** What may be reported: society posts and comments, feed posts and comments. */
export const REPORTABLE_CONTENT = ["post", "comment", "feed_post", "feed_comment"] as const;
export type ReportableContent = (typeof REPORTABLE_CONTENT)[number];

/** The content id is only read here: one that is not a UUID names nothing (NOT_FOUND). */
export const reportFormSchema = z.object({
  contentType: z.enum(REPORTABLE_CONTENT, messages.contentNotFound),
  contentId: z.unknown(),
  sessionId: sessionIdSchema.nullish().transform((id) => id ?? null),
});

/**
 * Who reports: the browser session when one is given (the society is anonymous), else the
 * signed-in account as `user:<id>` (the feed). Each reporter counts once per item.
 */
export function reporterOf(sessionId: string | null, user: { id: string } | null): Result<string> {
  if (sessionId) return ok(sessionId);
  if (user) return ok(`user:${user.id}`);
  return fail("BAD_USER_INPUT", messages.reporterRequired);
}
