import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { auditOperatorAction, fail, isUuid, type Operator, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { CommunityContentHiddenSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { moderationFormSchema } from "../domain/moderation-form.ts";
import type { ReportableContent } from "../domain/report-form.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { lockContent, pendingReports, REPORTABLE_TABLES } from "./reportable-content.ts";

/** What an operator decided about a post or comment. */
export type ModerationDecision = "hide" | "restore";

export interface ModeratedContent {
  contentType: ReportableContent;
  contentId: string;
  hidden: boolean;
  reviewedAt: Date;
}

/**
 * An operator hides or restores a post or comment, with a reason. Either way the item is reviewed
 * at that instant: the reports made until then leave the queue and count no more for the report
 * rule, so restored content is not hidden again by the reports it was restored from (new reports
 * by others still can). Hiding visible content publishes CommunityContentHidden, as the rule's
 * hiding does; content hidden already is only confirmed. Restoring content that is not hidden
 * dismisses its reports. The change and the operator's audit line are written in one transaction,
 * on the item's locked row.
 */
export async function moderateContent(
  deps: Pick<CommunityDeps, "db" | "now">,
  operator: Operator | null,
  decision: ModerationDecision,
  input: unknown,
  traceId?: string,
): Promise<Result<ModeratedContent>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const parsed = parseInput(moderationFormSchema, input);
  if (!parsed.ok) return parsed;
  const { contentType, contentId, reason } = parsed.value;
  if (!isUuid(contentId)) return fail("NOT_FOUND", messages.contentNotFound);

  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const item = await lockContent(tx, contentType, contentId);
    if (!item) return fail("NOT_FOUND", messages.contentNotFound);
    const table = REPORTABLE_TABLES[contentType];
    const hiddenAt = decision === "hide" ? (item.hiddenAt ?? now) : null;
    await tx.update(table).set({ hiddenAt, reviewedAt: now }).where(eq(table.id, contentId));
    if (decision === "hide" && item.hiddenAt === null) {
      const pending = await pendingReports(tx, contentType, contentId, item.reviewedAt);
      await publishEvent(tx, {
        schema: CommunityContentHiddenSchema,
        aggregateId: contentId,
        traceId,
        occurredAt: now,
        data: { contentType, contentId, reportCount: pending.length, hiddenAt: timestampFromDate(now) },
      });
    }
    await auditOperatorAction(tx, operator, {
      action: `${decision}-community-content`,
      subjectType: contentType,
      subjectId: contentId,
      reason,
      at: now,
    });
    return ok({ contentType, contentId, hidden: hiddenAt !== null, reviewedAt: now });
  });
}
