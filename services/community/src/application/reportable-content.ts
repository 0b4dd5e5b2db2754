import type { Tx } from "@highcotton/kit";
import { and, eq, gt } from "drizzle-orm";
import { feedComments, feedPosts, postComments, posts, reports } from "../db/schema.ts";
import type { ReportableContent } from "../domain/report-form.ts";
import type { WeighedReport } from "../domain/report-rule.ts";

/** The table each kind of reportable content lives in (all four carry id, reports_count, hidden_at, reviewed_at). */
export const REPORTABLE_TABLES = {
  post: posts,
  comment: postComments,
  feed_post: feedPosts,
  feed_comment: feedComments,
} as const;

/** The item's report count, hidden state and last review, with its row locked until the transaction ends. */
export async function lockContent(tx: Tx, contentType: ReportableContent, contentId: string) {
  const table = REPORTABLE_TABLES[contentType];
  const [item] = await tx
    .select({ reportsCount: table.reportsCount, hiddenAt: table.hiddenAt, reviewedAt: table.reviewedAt })
    .from(table)
    .where(eq(table.id, contentId))
    .for("update");
  return item;
}

/** The item's reports since an operator last reviewed it (all of them when never reviewed), as the rule weighs them. */
export function pendingReports(
  tx: Tx,
  contentType: ReportableContent,
  contentId: string,
  reviewedAt: Date | null,
): Promise<WeighedReport[]> {
  return tx
    .select({ established: reports.established, addressKey: reports.addressKey })
    .from(reports)
    .where(
      and(
        eq(reports.contentType, contentType),
        eq(reports.contentId, contentId),
        reviewedAt ? gt(reports.createdAt, reviewedAt) : undefined,
      ),
    );
}
