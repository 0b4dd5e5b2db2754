import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { fail, isUuid, ok, parseInput, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { CommunityContentHiddenSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { feedComments, feedPosts, postComments, posts, reports } from "../db/schema.ts";
import { HIDE_AFTER_REPORTS } from "../domain/constants.ts";
import { type ReportableContent, reporterOf, reportFormSchema } from "../domain/report-form.ts";
import type { CommunityDeps } from "./community-deps.ts";

export interface ReportOutcome {
  reported: boolean;
  hidden: boolean;
}

/** The table each kind of reportable content lives in (all four carry id, reports_count, hidden_at). */
const TABLES = { post: posts, comment: postComments, feed_post: feedPosts, feed_comment: feedComments } as const;

/**
 * A session or a signed-in account (only an account, for the feed's content) reports a post or
 * comment, once per item: a second report by the same reporter is answered with the item's state
 * and counts nothing. At HIDE_AFTER_REPORTS different reporters the item is hidden pending review
 * and CommunityContentHidden is published. The item's row is locked first, so reports arriving
 * together are counted one after another and the hiding happens, and is announced, exactly once.
 */
export async function reportContent(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: unknown,
  user: { id: string } | null,
  traceId?: string,
): Promise<Result<ReportOutcome>> {
  const parsed = parseInput(reportFormSchema, input);
  if (!parsed.ok) return parsed;
  const { contentType, contentId, sessionId } = parsed.value;
  const reporter = reporterOf(contentType, sessionId, user);
  if (!reporter.ok) return reporter;
  if (!isUuid(contentId)) return fail("NOT_FOUND", messages.contentNotFound);

  return deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, contentType, contentId);
    if (!item) return fail("NOT_FOUND", messages.contentNotFound);
    const now = deps.now();
    const [counted] = await tx
      .insert(reports)
      .values({ contentType, contentId, reporter: reporter.value, createdAt: now })
      .onConflictDoNothing()
      .returning({ contentId: reports.contentId });
    if (!counted) return ok({ reported: true, hidden: item.hiddenAt !== null });

    const reportsCount = item.reportsCount + 1;
    const hides = item.hiddenAt === null && reportsCount >= HIDE_AFTER_REPORTS;
    const table = TABLES[contentType];
    await tx
      .update(table)
      .set(hides ? { reportsCount, hiddenAt: now } : { reportsCount })
      .where(eq(table.id, contentId));
    if (hides) {
      await publishEvent(tx, {
        schema: CommunityContentHiddenSchema,
        aggregateId: contentId,
        traceId,
        occurredAt: now,
        data: { contentType, contentId, reportCount: reportsCount, hiddenAt: timestampFromDate(now) },
      });
    }
    return ok({ reported: true, hidden: hides || item.hiddenAt !== null });
  });
}

/** The item's report count and hidden state, with its row locked until the transaction ends. */
async function lockItem(tx: Tx, contentType: ReportableContent, contentId: string) {
  const table = TABLES[contentType];
  const [item] = await tx
    .select({ reportsCount: table.reportsCount, hiddenAt: table.hiddenAt })
    .from(table)
    .where(eq(table.id, contentId))
    .for("update");
  return item;
}
