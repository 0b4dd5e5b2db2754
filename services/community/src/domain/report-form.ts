import { fail, ok, type Result, sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages, REPORT_REASONS } from "../contract/index.ts";

/** What may be reported: society posts and comments, feed posts and comments. */
export const REPORTABLE_CONTENT = ["post", "comment", "feed_post", "feed_comment"] as const;
export type ReportableContent = (typeof REPORTABLE_CONTENT)[number];

/** The content id is only read here: one that is not a UUID names nothing (NOT_FOUND). */
export const reportFormSchema = z.object({
  contentType: z.enum(REPORTABLE_CONTENT, messages.contentNotFound),
  contentId: z.unknown(),
  sessionId: sessionIdSchema.nullish().transform((id) => id ?? null),
  reason: z
    .enum(REPORT_REASONS, messages.reportReasonInvalid)
    .nullish()
    .transform((reason) => reason ?? null),
});

/**
 * Who reports, each counting once per item. A signed-in account reports as itself (`user:<id>`),
 * whatever session it sends, so its age is what the report rule weighs and one account is one
 * reporter. The feed is for signed-in accounts, so its posts and comments are reported by accounts
 * only. In the society (anonymous) a browser session without an account reports as itself.
 */
export function reporterOf(
  contentType: ReportableContent,
  sessionId: string | null,
  user: { id: string } | null,
): Result<string> {
  if (user) return ok(accountReporter(user.id));
  if (contentType === "feed_post" || contentType === "feed_comment") return fail("UNAUTHENTICATED", messages.signInRequired);
  if (sessionId) return ok(sessionId);
  return fail("BAD_USER_INPUT", messages.reporterRequired);
}

const ACCOUNT_PREFIX = "user:";
export const accountReporter = (userId: string) => `${ACCOUNT_PREFIX}${userId}`;
/** The account a reporter names, or null for a browser session. */
export const accountOfReporter = (reporter: string): string | null =>
  reporter.startsWith(ACCOUNT_PREFIX) ? reporter.slice(ACCOUNT_PREFIX.length) : null;
