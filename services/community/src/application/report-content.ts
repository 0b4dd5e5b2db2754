import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { fail, isUuid, ok, parseInput, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { CommunityContentHiddenSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { accountReplicas, profiles, reports } from "../db/schema.ts";
import { accountOfReporter, reporterOf, reportFormSchema } from "../domain/report-form.ts";
import { isEstablishedReporter, reportsHide } from "../domain/report-rule.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { lockContent, pendingReports, REPORTABLE_TABLES } from "./reportable-content.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

export interface ReportOutcome {
  reported: boolean;
  hidden: boolean;
}

/** Who is reporting: the signed-in account, if any, and the address the report comes from. */
export interface Reporting {
  user: { id: string } | null;
  clientAddress: string | null;
}

/**
 * A session or a signed-in account (only an account, for the feed's content) reports a post or
 * comment, once per item: a second report by the same reporter is answered with the item's state
 * and counts nothing. Reports are limited per reporter and per client address. Each report queues
 * the item for an operator's review; the reports since the last review hide it by themselves only
 * under the report rule (`reportsHide`: established reporters from enough different addresses),
 * and then CommunityContentHidden is published. The item's row is locked first, so reports
 * arriving together are weighed one after another and the hiding happens, and is announced,
 * exactly once.
 */
export async function reportContent(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: unknown,
  caller: Reporting,
  traceId?: string,
): Promise<Result<ReportOutcome>> {
  const parsed = parseInput(reportFormSchema, input);
  if (!parsed.ok) return parsed;
  const { contentType, contentId, sessionId, reason } = parsed.value;
  const reporter = reporterOf(contentType, sessionId, caller.user);
  if (!reporter.ok) return reporter;
  if (!isUuid(contentId)) return fail("NOT_FOUND", messages.contentNotFound);
  const address = addressKey(caller.clientAddress);

  const outcome = await writeUnderRateLimit(
    deps,
    { actor: reporter.value, address },
    "report",
    async (tx, now) => {
      const item = await lockContent(tx, contentType, contentId);
      if (!item) return fail("NOT_FOUND", messages.contentNotFound);
      const since = await reporterSince(tx, reporter.value);
      const [counted] = await tx
        .insert(reports)
        .values({
          contentType,
          contentId,
          reporter: reporter.value,
          reason,
          established: isEstablishedReporter(since, now),
          addressKey: address,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ contentId: reports.contentId });
      if (!counted) return ok({ reported: true, hidden: item.hiddenAt !== null, counted: false });

      const pending = item.hiddenAt === null ? await pendingReports(tx, contentType, contentId, item.reviewedAt) : [];
      const hides = reportsHide(pending);
      const table = REPORTABLE_TABLES[contentType];
      const reportsCount = item.reportsCount + 1;
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
          data: { contentType, contentId, reportCount: pending.length, hiddenAt: timestampFromDate(now) },
        });
      }
      return ok({ reported: true, hidden: hides || item.hiddenAt !== null, counted: true });
    },
    (written) => written.counted,
  );
  if (!outcome.ok) return outcome;
  return ok({ reported: outcome.value.reported, hidden: outcome.value.hidden });
}

/**
 * Since when the reporter has been around: an account's registration (as identity announced it),
 * a session's profile's creation; null for a session without a profile or an account not heard of.
 */
async function reporterSince(tx: Tx, reporter: string): Promise<Date | null> {
  const userId = accountOfReporter(reporter);
  if (userId) {
    const [account] = await tx
      .select({ since: accountReplicas.registeredAt })
      .from(accountReplicas)
      .where(eq(accountReplicas.userId, userId));
    return account?.since ?? null;
  }
  const [profile] = await tx.select({ since: profiles.createdAt }).from(profiles).where(eq(profiles.sessionId, reporter));
  return profile?.since ?? null;
}
