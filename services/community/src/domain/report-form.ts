import { fail, ok, type Result, sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "../contract/index.ts";

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
 * Who reports, each counting once per item. The feed is for signed-in accounts, so its posts and
 * comments are reported by the account as `user:<id>` only: a session id costs nothing to make up,
 * and three made-up ones would otherwise hide any feed post. In the society (anonymous) the
 * browser session reports when one is given, else the signed-in account.
 */
export function reporterOf(
  contentType: ReportableContent,
  sessionId: string | null,
  user: { id: string } | null,
): Result<string> {
  if (contentType === "feed_post" || contentType === "feed_comment") {
    return user ? ok(`user:${user.id}`) : fail("UNAUTHENTICATED", messages.signInRequired);
  }
  if (sessionId) return ok(sessionId);
  if (user) return ok(`user:${user.id}`);
  return fail("BAD_USER_INPUT", messages.reporterRequired);
}
